import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { canonicalLocale } from '@hostel/common';
import type { User as FirebaseUser } from 'firebase/auth';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hasSignedInHint, loadAuth, setSignedInHint, whenAuthReady } from '../../lib/auth-registry';
import { ACCOUNT_SUSPENDED } from '../../lib/subscription-events';
import { AuthMeQuery, AuthSetLocaleMutation } from './api/documents';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';

export interface AuthProviderProps {
  children: ReactNode;
}

interface Identity {
  status: AuthStatus;
  user: FirebaseUser | null;
}

export function AuthProvider({ children }: AuthProviderProps) {
  const client = useApolloClient();
  // Without the hint nobody was signed in here: skip loading the Auth SDK until a sign-in screen needs it.
  const [identity, setIdentity] = useState<Identity>(() => ({
    status: hasSignedInHint() ? 'loading' : 'signedOut',
    user: null,
  }));
  const lastUid = useRef<string | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const stopWaiting = whenAuthReady((handle) => {
      unsubscribe = handle.onIdTokenChanged((user) => {
        const uid = user?.uid ?? null;
        // Another person's cached data must never show: reset the cache when the identity changes.
        if (uid !== lastUid.current && lastUid.current !== null) void client.clearStore();
        lastUid.current = uid;
        setSignedInHint(user !== null);
        setIdentity({ status: user ? 'signedIn' : 'signedOut', user });
      });
    });
    if (hasSignedInHint()) {
      loadAuth().catch(() => setIdentity({ status: 'signedOut', user: null }));
    }
    return () => {
      stopWaiting();
      unsubscribe?.();
    };
  }, [client]);

  const meQuery = useQuery(AuthMeQuery, {
    skip: identity.status !== 'signedIn',
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = meQuery;
  useLocaleSync(meQuery.data?.me?.user ?? null);

  // Suspended while a page is open: the area shows it (or, the session revoked, sign-in) at once.
  const signedIn = identity.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    const recheck = () => void refetch().catch(() => {});
    window.addEventListener(ACCOUNT_SUSPENDED, recheck);
    return () => window.removeEventListener(ACCOUNT_SUSPENDED, recheck);
  }, [signedIn, refetch]);

  const value = useMemo<AuthState>(
    () => ({
      status: identity.status,
      firebaseUser: identity.user,
      me: identity.status === 'signedIn' ? (meQuery.data?.me ?? null) : null,
      meLoading: identity.status === 'signedIn' && meQuery.loading,
      meError: meQuery.error,
      refetchMe: () => refetch(),
      signOut: async () => {
        const handle = await loadAuth();
        await handle.signOut();
        setSignedInHint(false);
        await client.clearStore();
      },
    }),
    [identity, meQuery.data, meQuery.loading, meQuery.error, refetch, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The API writes notices and e-mails with dates in the reader's stored locale: keep it the one this
 * browser shows the app in (once per user and page load, only when it differs).
 */
function useLocaleSync(user: { id: string; locale?: string | null } | null) {
  const [setLocale] = useMutation(AuthSetLocaleMutation);
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!user || synced.current === user.id) return;
    synced.current = user.id;
    const locale = canonicalLocale(navigator.language);
    if (locale && locale !== user.locale) {
      // Nothing for the user to act on: the next page load tries again.
      setLocale({ variables: { locale } }).catch(() => {});
    }
  }, [user, setLocale]);
}
