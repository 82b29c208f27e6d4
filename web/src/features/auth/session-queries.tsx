import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AuthMeQuery } from './api/documents';
import type { MeState } from './session';

/**
 * `me` through Apollo Client once a screen has loaded it (Session renders this then): from then on
 * the cache's, which mutations update. Reported only once it has an answer, so the one Session read
 * stands meanwhile (no loader over the screen).
 */
export function SessionQueries({ onChange }: { onChange: (state: MeState) => void }) {
  const { data, loading, error, refetch } = useQuery(AuthMeQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me ?? null;
  const answered = data !== undefined || error !== undefined;
  useEffect(() => {
    if (answered) onChange({ me, loading, error, refetch: () => refetch() });
  }, [answered, me, loading, error, refetch, onChange]);
  return null;
}
