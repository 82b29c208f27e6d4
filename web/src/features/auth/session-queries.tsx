import { useMutation, useQuery } from '@apollo/client/react';
import { canonicalLocale } from '@hostel/common';
import { useEffect, useRef } from 'react';
import { ACCOUNT_SUSPENDED } from '../../lib/subscription-events';
import { AuthMeQuery, AuthSetLocaleMutation } from './api/documents';
import type { Me } from './auth-context';

export interface MeState {
  me: Me | null;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The API's side of a session (AuthProvider renders it while someone is signed in, with Apollo
 * Client loaded): the `me` query, reported up through `onChange`, and what follows from it.
 */
export function SessionQueries({ onChange }: { onChange: (state: MeState) => void }) {
  const { data, loading, error, refetch } = useQuery(AuthMeQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me ?? null;
  useEffect(
    () => onChange({ me, loading, error, refetch: () => refetch() }),
    [me, loading, error, refetch, onChange],
  );
  useLocaleSync(me?.user ?? null);

  // Suspended while a page is open: the area shows it (or, the session revoked, sign-in) at once.
  useEffect(() => {
    const recheck = () => void refetch().catch(() => {});
    window.addEventListener(ACCOUNT_SUSPENDED, recheck);
    return () => window.removeEventListener(ACCOUNT_SUSPENDED, recheck);
  }, [refetch]);
  return null;
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
