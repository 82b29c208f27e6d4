// Usage per API token over real HTTP: requests and refusals per UTC day, counted in memory and
// written by the flush (called here directly instead of waiting for its interval), creator only.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiUsage } from '../../../core/api-usage.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, ok, type Json, type TestUser } from '../../hostels/__tests__/fixtures.js';
import { createClient } from './fixtures.js';

const USAGE = `query($days: Int) { apiClients { id usage(days: $days) { day requests refusals } } }`;

describe('API token usage per day', () => {
  let api: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUpUser(api, 'OWNER');
  });
  afterAll(() => api.close());

  const call = (token: string, query: string) =>
    fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });

  async function usageOf(user: TestUser, id: string, days?: number) {
    const clients: Json[] = ok(await api.gql(USAGE, { days }, user.idToken)).apiClients;
    return clients.find((client) => client.id === id)?.usage;
  }

  it('counts requests and refusals per day once flushed', async () => {
    const used = await createClient(api, owner, ['LISTINGS_READ']);
    const idle = await createClient(api, owner, ['LISTINGS_READ']);
    for (let i = 0; i < 3; i++)
      assert.equal((await call(used.token, '{ myHostels { totalCount } }')).status, 200);
    // Without reservations:read: refused by scope, 403.
    assert.equal((await call(used.token, '{ pendingReservationCount }')).status, 403);
    await apiUsage(api.db).flush();
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(await usageOf(owner, used.id), [{ day: today, requests: 4, refusals: 1 }]);
    assert.deepEqual(await usageOf(owner, idle.id), []);

    // Expired: refused 401 before any operation runs, counted all the same; flushes add up.
    await api.db.prisma.apiClient.update({
      where: { id: used.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    assert.equal((await call(used.token, '{ myHostels { totalCount } }')).status, 401);
    await apiUsage(api.db).flush();
    assert.deepEqual(await usageOf(owner, used.id), [{ day: today, requests: 5, refusals: 2 }]);
  });

  it('counts a refusal made before the operation runs: a browser origin the client does not allow', async () => {
    const { id, token } = await createClient(api, owner, ['LISTINGS_READ'], ['https://housing.example.edu']);
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        origin: 'https://other.example',
      },
      body: JSON.stringify({ query: '{ myHostels { totalCount } }' }),
    });
    assert.equal(res.status, 403);
    await apiUsage(api.db).flush();
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(await usageOf(owner, id), [{ day: today, requests: 1, refusals: 1 }]);
  });

  it('reads only the days asked for, 1 to 30', async () => {
    const { id } = await createClient(api, owner, ['LISTINGS_READ']);
    await api.db.prisma.apiClientUsage.createMany({
      data: [
        { apiClientId: id, day: new Date(Date.now() - 5 * 86_400_000), requests: 7, refusals: 0 },
        { apiClientId: id, day: new Date(Date.now() - 20 * 86_400_000), requests: 9, refusals: 3 },
      ],
    });
    assert.deepEqual(
      (await usageOf(owner, id, 10)).map((day: Json) => day.requests),
      [7],
    );
    assert.equal((await usageOf(owner, id, 30)).length, 2);
    for (const days of [0, 31]) {
      assert.equal(failure(await api.gql(USAGE, { days }, owner.idToken)).code, 'BAD_USER_INPUT');
    }
  });

  it("keeps a client's usage to its creator: another owner lists none of it", async () => {
    const { id, token } = await createClient(api, owner, ['LISTINGS_READ']);
    await call(token, '{ myHostels { totalCount } }');
    await apiUsage(api.db).flush();
    const other = await signUpUser(api, 'OWNER');
    assert.equal(await usageOf(other, id), undefined);
    // A token cannot read usage at all: API clients are not open to tokens.
    assert.equal((await call(token, '{ apiClients { id usage { day } } }')).status, 403);
  });
});
