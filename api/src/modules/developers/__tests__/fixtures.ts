// Fixtures of the API client tests: clients made through the API, as an owner would.
import type { TestApi } from '../../../test/harness.js';
import { ok, type Json, type TestUser } from '../../hostels/__tests__/fixtures.js';

export const CREATE = `mutation($input: CreateApiClientInput!) { createApiClient(input: $input) {
  token client { id name scopes allowedOrigins tokenPrefix createdAt rotatedAt lastUsedAt revokedAt expiresAt } } }`;
export const LIST = `{ apiClients { id name scopes tokenPrefix lastUsedAt revokedAt } }`;
export const ROTATE = `mutation($id: ID!) { rotateApiClientToken(id: $id) { token client { id tokenPrefix rotatedAt } } }`;
export const REVOKE = `mutation($id: ID!) { revokeApiClient(id: $id) { id revokedAt } }`;

/** A new client of `user` with `scopes` (GraphQL names); returns its id and secret token. */
export async function createClient(
  api: TestApi,
  user: TestUser,
  scopes: string[],
  allowedOrigins: string[] = [],
  expiresAt: string | null = null,
): Promise<{ id: string; token: string; client: Json }> {
  const input = { name: `Client of ${scopes.length} scopes`, scopes, allowedOrigins, expiresAt };
  const created = ok(await api.gql(CREATE, { input }, user.idToken)).createApiClient;
  return { id: created.client.id, token: created.token, client: created.client };
}
