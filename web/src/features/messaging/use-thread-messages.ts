import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getFragmentData } from '../../gql';
import type {
  MessagingMessageAddedSubscriptionSubscription,
  MessagingMessageFieldsFragment,
} from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useSubscriptionEvents } from '../../lib/live-events';
import {
  MessagingMessageAddedSubscription,
  MessagingMessageFieldsFragment as Fields,
  MessagingMessagesQuery,
} from './api/documents';

export type ThreadMessage = MessagingMessageFieldsFragment;

const byTime = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * A conversation's messages, kept by id so that a page, a live event, a send's answer and a
 * catch-up after a reconnection never show one twice. Older pages load on demand.
 */
export function useThreadMessages(conversationId: string, newestId: string | null) {
  const [byId, setById] = useState(() => new Map<string, ThreadMessage>());
  const [older, setOlder] = useState<{ cursor: string | null; more: boolean }>({ cursor: null, more: false });
  const [state, setState] = useState<{ loading: boolean; error: unknown }>({ loading: true, error: null });

  const merge = useCallback((messages: ThreadMessage[]) => {
    setById((current) => {
      const next = new Map(current);
      for (const message of messages) next.set(message.id, message);
      return next;
    });
  }, []);

  const page = useCallback(
    async (before: string | null) => {
      const data = await graphqlRequest(MessagingMessagesQuery, { conversationId, before });
      const messages = data.messages.edges.map((edge) => getFragmentData(Fields, edge.node));
      return { messages, info: data.messages.pageInfo };
    },
    [conversationId],
  );

  // The newest pages until one reaches a message already shown: what was missed, without a gap.
  const catchUp = useCallback(
    async (known: Set<string>) => {
      let before: string | null = null;
      for (;;) {
        const { messages, info } = await page(before);
        merge(messages);
        if (!info.hasNextPage || messages.some((m) => known.has(m.id))) return info;
        before = info.endCursor ?? null;
      }
    },
    [merge, page],
  );

  useEffect(() => {
    // The thread is mounted per conversation (keyed by its id), so the state starts empty.
    let cancelled = false;
    page(null).then(
      ({ messages, info }) => {
        if (cancelled) return;
        merge(messages);
        setOlder({ cursor: info.endCursor ?? null, more: info.hasNextPage });
        setState({ loading: false, error: null });
      },
      (error: unknown) => !cancelled && setState({ loading: false, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [merge, page]);

  const ids = useMemo(() => new Set(byId.keys()), [byId]);
  // The subscription's callback stays the same while messages come (a new one would subscribe again).
  const shown = useRef(ids);
  shown.current = ids;

  // The conversation's newest message (kept live by conversationUpdated) is not shown yet: it came
  // before this thread's subscription listened. Fetch up to it.
  const loading = state.loading;
  useEffect(() => {
    if (newestId && !loading && !ids.has(newestId))
      void Promise.resolve(ids)
        .then(catchUp)
        .catch(() => {});
  }, [catchUp, ids, loading, newestId]);

  // Each new message as it comes; after a reconnection, what was missed meanwhile.
  const onEvent = useCallback(
    (event?: MessagingMessageAddedSubscriptionSubscription) => {
      if (event) merge([getFragmentData(Fields, event.messageAdded)]);
      else void catchUp(shown.current).catch(() => {});
    },
    [catchUp, merge],
  );
  useSubscriptionEvents(MessagingMessageAddedSubscription, onEvent, { conversationId });

  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    if (!older.more || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const { messages, info } = await page(older.cursor);
      merge(messages);
      setOlder({ cursor: info.endCursor ?? null, more: info.hasNextPage });
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder, merge, older, page]);

  const messages = useMemo(() => [...byId.values()].sort(byTime), [byId]);
  return { messages, ...state, hasOlder: older.more, loadOlder, loadingOlder, merge };
}
