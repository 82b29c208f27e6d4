import { createClient, type Client } from 'graphql-ws';
import { SUSPENDED_CLOSE_CODE } from '@hostel/common';
import { getIdToken } from './current-user';
import { ACCOUNT_SUSPENDED, SUBSCRIPTIONS_RECONNECTED } from './subscription-events';

const suspendedClose = (event: unknown) => event instanceof CloseEvent && event.code === SUSPENDED_CLOSE_CODE;

let client: Client | null = null;

/**
 * Wait before the `retries`-th reconnection: graphql-ws's doubling backoff, capped at 30 s so a
 * long API or Redis outage does not leave a page unreconnected for minutes after it, with 0.3 to
 * 3 s of jitter so the sockets an instance closed at once do not all come back at once.
 */
export function reconnectDelay(retries: number, random = Math.random()): number {
  return Math.min(1000 * 2 ** retries, 30_000) + 300 + Math.floor(random * 2700);
}

/**
 * The page's one subscription socket (graphql-ws, on the same path as HTTP), shared by every
 * subscription (live-events.ts). Signed in by the Firebase token
 * when the SDK is loaded, else by the session cookie of the handshake.
 */
export function wsClient(): Client {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  client ??= createClient({
    url: url.toString(),
    lazy: true,
    // Keep reconnecting while the page is open (the API closes sockets with 1012 when events may
    // have been missed), unless the account was suspended: its subscriptions would be refused.
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    shouldRetry: (event) => !suspendedClose(event),
    connectionParams: async () => {
      const token = await getIdToken(false);
      return { authorization: token ? `Bearer ${token}` : '' };
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) window.dispatchEvent(new Event(SUBSCRIPTIONS_RECONNECTED));
      },
      closed: (event) => {
        if (suspendedClose(event)) window.dispatchEvent(new Event(ACCOUNT_SUSPENDED));
      },
    },
  });
  return client;
}
