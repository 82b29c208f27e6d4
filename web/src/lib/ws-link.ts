import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { SUBSCRIPTIONS_RECONNECTED } from './subscription-events';

/** Subscriptions over graphql-ws on the same path as HTTP; the token goes in connectionParams. */
export function createWsLink(url: string, getAuthorization: () => Promise<string>): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      // Keep reconnecting (with graphql-ws's backoff) while the page is open.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      connectionParams: async () => ({ authorization: await getAuthorization() }),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) window.dispatchEvent(new Event(SUBSCRIPTIONS_RECONNECTED));
        },
      },
    }),
  );
}
