import type { User as FirebaseUser } from 'firebase/auth';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  hasSignedInHint,
  IDENTITY_CHANGED,
  loadAuth,
  setSignedInHint,
  whenAuthReady,
} from '../../lib/auth-registry';
import { importWithReload } from '../../lib/chunk-reload';
import { signOutHere } from '../../lib/current-user';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import type { MeState } from './session';

const Session = lazy(() => importWithReload(() => import('./session')).then((m) => ({ default: m.Session })));

export interface AuthProviderProps {
  children: ReactNode;
}

interface Identity {
  status: AuthStatus;
  user: FirebaseUser | null;
}

const noMe: MeState = { me: null, loading: true, error: undefined, refetch: async () => undefined };

export function AuthProvider({ children }: AuthProviderProps) {
  // With the hint, the session is the API's cookie: `me` says whose it is, with no Auth SDK. The SDK
  // loads with the screens that need it (sign-in, account security), or when the cookie has lapsed.
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
        // Another person's data must never show: the screens read again when the identity changes.
        if (uid !== lastUid.current && lastUid.current !== null) {
          window.dispatchEvent(new Event(IDENTITY_CHANGED));
        }
        lastUid.current = uid;
        setSignedInHint(user !== null);
        if (!user) setMeState(noMe);
        setIdentity({ status: user ? 'signedIn' : 'signedOut', user });
      });
    });
    return () => {
      stopWaiting();
      unsubscribe?.();
    };
  }, []);

  // The cookie's session: `me` answers who it is. None (the cookie lapsed or is missing): Firebase's
  // own session, if it has one, mints a new cookie (the listener above); if not, signed out.
  const meAnswered = identity.status === 'loading' && !meState.loading;
  const restored = meAnswered && (meState.me !== null || meState.error !== undefined);
  const status: AuthStatus = restored ? 'signedIn' : identity.status;
  useEffect(() => {
    if (meState.me) lastUid.current ??= meState.me.uid;
    if (meAnswered && !restored) loadAuth().catch(() => setIdentity({ status: 'signedOut', user: null }));
  }, [meAnswered, restored, meState.me]);

  const active = identity.status !== 'signedOut';

  const signedIn = status === 'signedIn';

  const value = useMemo<AuthState>(
    () => ({
      status,
      firebaseUser: identity.user,
      me: signedIn ? meState.me : null,
      meLoading: signedIn && meState.loading,
      meError: meState.error,
      refetchMe: meState.refetch,
      signOut: async () => {
        await signOutHere();
        window.dispatchEvent(new Event(IDENTITY_CHANGED));
      },
    }),
    [identity, status, signedIn, meState],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {active && (
        <Suspense fallback={null}>
          {/* A new identity from Firebase (the cookie had lapsed) asks `me` again. */}
          <Session key={identity.user?.uid ?? 'cookie'} onChange={setMeState} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
