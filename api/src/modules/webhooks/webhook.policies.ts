import type { ApiClient, User } from '../../generated/prisma/client.js';

type Actor = Pick<User, 'id'>;

/** Only the user who created an API client manages its subscriptions, and not once it is revoked. */
export const ownsApiClient = (user: Actor, client: Pick<ApiClient, 'createdById' | 'revokedAt'>) =>
  client.createdById === user.id && !client.revokedAt;

/** A subscription (and its deliveries) is its API client's creator's; anyone else gets NOT_FOUND. */
export const ownsSubscription = (user: Actor, subscription: { apiClient: Pick<ApiClient, 'createdById'> }) =>
  subscription.apiClient.createdById === user.id;
