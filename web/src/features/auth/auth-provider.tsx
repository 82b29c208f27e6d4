import type { User as FirebaseUser } from 'firebase/auth';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadApolloClient, loadedApolloClient, useLoadedApolloClient } from '../../lib/apollo-loader';
import { hasSignedInHint, loadAuth, setSignedInHint, whenAuthReady } from '../../lib/auth-registry';
import { importWithReload } from '../../lib/chunk-reload';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import type { MeState } from './session-queries';

const loadSessionQueries = () => importWithReload(() => import('./session-queries'));
const SessionQueries = lazy(() => loadSessionQueries().then((m) => ({ default: m.SessionQueries })));

export interface AuthProviderProps {
  children: ReactNode;
}

interface Identity {
  status: AuthStatus;
  user: FirebaseUser | null;
}

const noMe: MeState = { me: null, loading: true, error: undefined, refetch: async () => undefined };

export function AuthProvider({ children }: AuthProviderProps) {
  const client = useLoadedApolloClient();
  // Without the hint nobody was signed in here: skip loading the Auth SDK until a sign-in screen needs it.
  const [identity, setIdentity] = useState<Identity>(() => ({
    status: hasSignedInHint() ? 'loading' : 'signedOut',
    user: null,
  }));
  const [meState, setMeState] = useState<MeState>(noMe);
  const lastUid = useRef<string | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const stopWaiting = whenAuthReady((handle) => {
      unsubscribe = handle.onIdTokenChanged((user) => {
        const uid = user?.uid ?? null;
        // Another person's cached data must never show: reset the cache when the identity changes.
        if (uid !== lastUid.current && lastUid.current !== null) void loadedApolloClient()?.clearStore();
        lastUid.current = uid;
        setSignedInHint(user !== null);
        if (!user) setMeState(noMe);
        setIdentity({ status: user ? 'signedIn' : 'signedOut', user });
      });
    });
    if (hasSignedInHint()) {
      // Both are needed once the session is confirmed: fetched alongside the Auth SDK, not after it.
      void loadApolloClient().catch(() => {});
      void loadSessionQueries().catch(() => {});
      loadAuth().catch(() => setIdentity({ status: 'signedOut', user: null }));
    }
    return () => {
      stopWaiting();
      unsubscribe?.();
    };
  }, []);

  const signedIn = identity.status === 'signedIn';
  useEffect(() => {
    if (signedIn)
      void loadApolloClient().catch(() => setMeState({ ...noMe, loading: false, error: new Error() }));
  }, [signedIn]);

  const value = useMemo<AuthState>(
    () => ({
      status: identity.status,
      firebaseUser: identity.user,
      me: signedIn ? meState.me : null,
      meLoading: signedIn && meState.loading,
      meError: meState.error,
      refetchMe: meState.refetch,
      signOut: async () => {
        const handle = await loadAuth();
        await handle.signOut();
        setSignedInHint(false);
        await loadedApolloClient()?.clearStore();
      },
    }),
    [identity, signedIn, meState],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {signedIn && client && (
        <Suspense fallback={null}>
          <SessionQueries onChange={setMeState} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
