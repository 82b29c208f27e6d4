import { randomBytes } from 'node:crypto';
import type { TestApi } from '../../../test/harness.js';
import type { TestUser } from '../../hostels/__tests__/fixtures.js';

export const W = {
  create: `mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) {
    secret subscription { id apiClientId url events active } } }`,
  list: `query($apiClientId: ID) { webhookSubscriptions(apiClientId: $apiClientId) {
    id url events active disabledReason lastDelivery { id event status } } }`,
  update: `mutation($id: ID!, $input: UpdateWebhookSubscriptionInput!) { updateWebhookSubscription(id: $id, input: $input) {
    id url events active disabledReason disabledAt } }`,
  delete: `mutation($id: ID!) { deleteWebhookSubscription(id: $id) }`,
  deliveries: `query($subscriptionId: ID!, $status: WebhookDeliveryStatus, $first: Int, $after: String) {
    webhookDeliveries(subscriptionId: $subscriptionId, status: $status, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { id eventId event status attempts responseStatus lastError lastAttemptAt nextAttemptAt deliveredAt
        createdAt attemptLog { at status durationMs responseExcerpt error } } } } }`,
  redeliver: `mutation($id: ID!) { redeliverWebhook(id: $id) { id status attempts nextAttemptAt attemptLog { status } } }`,
};

/** An API client of `owner`, made as a row (issuing tokens is the API clients module's own work). */
export function apiClientOf(
  api: TestApi,
  owner: TestUser,
  scopes = ['webhooks:manage', 'reservations:read'],
) {
  return api.db.prisma.apiClient.create({
    data: {
      name: 'Property manager sync',
      createdById: owner.userId,
      tokenHash: randomBytes(32).toString('hex'),
      tokenPrefix: 'hst_test',
      scopes,
    },
  });
}
