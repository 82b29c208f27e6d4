import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { wsClient } from './ws-client';

/** Apollo's subscriptions, over the page's one socket. */
export const createWsLink = () => new GraphQLWsLink(wsClient());
