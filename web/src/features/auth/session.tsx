import { canonicalLocale } from '@hostel/common';
import { useEffect, useRef, useState } from 'react';
import { graphqlRequest } from '../../lib/graphql-request';
import { readSavedCopy, rememberSignedInUser, saveCopy, unreachable } from '../../lib/pwa/saved-copies';
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
 * The API's side of a session (AuthProvider renders it while someone is, or may be, signed in):
 * the `me` query, reported up through `onChange`, and what follows from it. A write that changes
 * `me` (a new name, say) asks again through `refetchMe`.
 */
export function Session({ onChange }: { onChange: (state: MeState) => void }) {
  const [state, setState] = useState<MeState | null>(null);
  const [read] = useState(() => {
    const readMe = async (): Promise<void> => {
      try {
        const { me } = await graphqlRequest(AuthMeQuery, {});
        // Whose copies this browser keeps for offline use: theirs only (lib/pwa/saved-copies.ts).
        if (me?.user) void rememberSignedInUser(me.user.id).then(() => saveCopy('me', me));
        setState({ me, loading: false, error: undefined, refetch: readMe });
      } catch (error) {
        // Offline, who was signed in here opens the area on its saved screens (the booking pass).
        const saved = unreachable(error) ? await readSavedCopy<Me>('me') : null;
        setState({
          me: saved?.data ?? null,
          loading: false,
          error: saved ? undefined : error,
          refetch: readMe,
        });
      }
    };
    return readMe;
  });
  useEffect(() => void read(), [read]);
  useEffect(() => {
    if (state) onChange(state);
  }, [state, onChange]);

  const me = state?.me ?? null;
  useLocaleSync(me?.user ?? null);

  // Suspended while a page is open: the area shows it (or, the session revoked, sign-in) at once.
  const refetch = state?.refetch;
  useEffect(() => {
    if (!refetch) return;
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
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!user || synced.current === user.id) return;
    synced.current = user.id;
    const locale = canonicalLocale(navigator.language);
    if (locale && locale !== user.locale) {
      // Nothing for the user to act on: the next page load tries again.
      graphqlRequest(AuthSetLocaleMutation, { locale }).catch(() => {});
    }
  }, [user]);
}
