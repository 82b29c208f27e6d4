import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest, textOf } from './graphql-request';
import { useOnReconnect } from './subscription-events';

type NoVariables = Record<string, never>;

/**
 * Calls `onEvent` on each event of `subscription` (over the page's one socket: ws-client.ts), with
 * the event's data, and without any when the socket connects again (events may have been missed).
 * `variables` (of one ticket, one conversation) subscribe again when they change.
 */
export function useSubscriptionEvents<Result, Variables extends Record<string, unknown> = NoVariables>(
  subscription: TypedDocumentNode<Result, Variables>,
  onEvent: (event?: Result) => void,
  variables?: Variables,
): void {
  const key = variables === undefined ? undefined : JSON.stringify(variables);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./ws-client').then(({ wsClient }) => {
      if (!live) return;
      // A refused subscription (signed out meanwhile) has nothing to report.
      stop = wsClient().subscribe<Result>(
        { query: textOf(subscription), ...(key && { variables: JSON.parse(key) as Variables }) },
        { next: ({ data }) => onEvent(data ?? undefined), error: () => {}, complete: () => {} },
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [subscription, onEvent, key]);
  useOnReconnect(useCallback(() => onEvent(), [onEvent]));
}

/**
 * A count of the header (unread notices, unread messages), kept live: read through
 * `graphqlRequest`, and again on each event of `changes`, and when the app dispatches `refreshEvent`
 * (if any) on window, after a write of its own that changes it and `changes` does not announce.
 * `count` must be stable (module level).
 */
export function useLiveCount<Result>(
  query: TypedDocumentNode<Result, NoVariables>,
  changes: TypedDocumentNode<unknown, NoVariables>,
  count: (result: Result) => number,
  refreshEvent?: string,
): number {
  const [value, setValue] = useState(0);
  const [read] = useState(() => {
    let latest = 0;
    return () => {
      const ticket = ++latest;
      // A failed read leaves the count as it was: the next event reads it again.
      graphqlRequest(query, {}).then(
        (result) => ticket === latest && setValue(count(result)),
        () => {},
      );
    };
  });
  useEffect(() => {
    read();
    if (!refreshEvent) return;
    window.addEventListener(refreshEvent, read);
    return () => window.removeEventListener(refreshEvent, read);
  }, [read, refreshEvent]);
  useSubscriptionEvents(changes, read);
  return value;
}
