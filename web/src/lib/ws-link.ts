import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { SUSPENDED_CLOSE_CODE } from '@hostel/common';
import { ACCOUNT_SUSPENDED, SUBSCRIPTIONS_RECONNECTED } from './subscription-events';

const suspendedClose = (event: unknown) => event instanceof CloseEvent && event.code === SUSPENDED_CLOSE_CODE;

/** Subscriptions over graphql-ws on the same path as HTTP; the token goes in connectionParams. */
export function createWsLink(url: string, getAuthorization: () => Promise<string>): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      // Keep reconnecting (with graphql-ws's backoff) while the page is open, unless the account
      // was suspended: its subscriptions would be refused.
      retryAttempts: Infinity,
      shouldRetry: (event) => !suspendedClose(event),
      connectionParams: async () => ({ authorization: await getAuthorization() }),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) window.dispatchEvent(new Event(SUBSCRIPTIONS_RECONNECTED));
        },
        closed: (event) => {
          if (suspendedClose(event)) window.dispatchEvent(new Event(ACCOUNT_SUSPENDED));
        },
      },
    }),
  );
}
