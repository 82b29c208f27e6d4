import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Subscriptions over graphql-ws on the same path as HTTP; the token goes in connectionParams. */
export function createWsLink(url: string, getAuthorization: () => Promise<string>): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      connectionParams: async () => ({ authorization: await getAuthorization() }),
    }),
  );
}
