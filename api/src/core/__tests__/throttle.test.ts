import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestDatabase } from '../../test/database.js';
import {
  firstError,
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type GqlResponse,
  type TestApi,
} from '../../test/harness.js';
import { publishedHostel } from '../../modules/reservations/__tests__/fixtures.js';
import type { Database } from '../db.js';
import type { QueryCost } from '../throttle.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// 1 (hostels) + 20 × (edges 1 + node 1).
const HOSTELS = 'query ($n: Int!) { hostels(first: $n) { edges { node { id name } } } }';
const HOSTELS_COST = 41;
// The owner's own hostels: rows made by the fixture, no search index involved.
const MY_HOSTELS = 'query ($n: Int!) { myHostels(first: $n) { edges { node { id name } } } }';
/** What HOSTELS or MY_HOSTELS costs once it answered `count` hostels: the connection, then each edge and node. */
const hostelsActual = (count: number) => 1 + 2 * count;
// Over WebSocket the estimate is charged: 1 + 45 × 2 = 91.
const BIG = '{ hostels(first: 45) { edges { node { id } } } }';
// A bucket of 100 points restoring 10 a second; its clock stands still, so figures are exact.
const FROZEN = Date.UTC(2026, 0, 1);
const bucket = { maxCost: 100, costBucketMax: 100, costRestoreRate: 10 };

/** extensions.cost without the request windows (asserted in limit-reports.test.ts). */
const withoutWindows = (cost: QueryCost | undefined, answer: unknown) => {
  assert.ok(cost, `no extensions.cost in ${JSON.stringify(answer)}`);
  const { requestLimit: _requests, addressLimit: _address, ...rest } = cost;
  return rest;
};
const costOf = (res: GqlResponse<unknown>) =>
  withoutWindows(res.body.extensions?.cost as QueryCost | undefined, res.body);
/** The same, of a WebSocket answer: on the result, or on each error of a refusal. */
const wsCostOf = (answer: {
  extensions?: { cost?: QueryCost };
  errors?: { extensions?: { cost?: QueryCost } }[];
}) => withoutWindows(answer.errors?.[0]?.extensions?.cost ?? answer.extensions?.cost, answer);

const throttled = (res: GqlResponse<unknown>) => {
  assert.equal(res.status, 429, JSON.stringify(res.body));
  const error = firstError(res);
  assert.equal(error.extensions.code, 'RATE_LIMITED');
  const retryAfter = error.extensions.retryAfter as number;
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 10, String(retryAfter));
  assert.equal(res.headers.get('retry-after'), String(retryAfter));
  assert.equal(res.body.data, undefined, 'nothing may run');
  return res;
};

describe('cost-based throttling', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { limits: bucket }, costClock: () => FROZEN });
  });
  afterAll(() => api.close());

  it('charges what the answer held: a short list gives back what it did not use', async () => {
    const user = await signUpUser(api, 'OWNER');
    await publishedHostel(api, user);
    await publishedHostel(api, user);
    const count = 2;
    const first = await api.gql(MY_HOSTELS, { n: 20 }, user.idToken);
    assert.equal(first.status, 200);
    assert.equal((first.body.data as { myHostels: { edges: unknown[] } }).myHostels.edges.length, count);
    assert.deepEqual(costOf(first), {
      requestedQueryCost: HOSTELS_COST,
      actualQueryCost: hostelsActual(count),
      throttleStatus: {
        maximumAvailable: 100,
        currentlyAvailable: 100 - hostelsActual(count),
        restoreRate: 10,
      },
    });
    // Aliases and fragments are counted on what each returned; a null object costs nothing.
    const mixed = await api.gql(
      `query { a: myHostels(first: 10) { ...Ids } b: myHostels(first: 5) { edges { node { id } } } me { uid } }
       fragment Ids on HostelConnection { edges { node { id } } pageInfo { hasNextPage } }`,
      {},
      user.idToken,
    );
    assert.equal(mixed.status, 200, JSON.stringify(mixed.body));
    const mixedActual = hostelsActual(count) + 1 + hostelsActual(count) + 1;
    assert.deepEqual(
      [costOf(mixed).requestedQueryCost, costOf(mixed).actualQueryCost],
      [1 + 20 + 1 + 1 + 10 + 1, mixedActual],
    );
    assert.equal(costOf(mixed).throttleStatus.currentlyAvailable, 100 - hostelsActual(count) - mixedActual);
  });

  it('refuses past the bucket with 429, and charges the refusal nothing', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const client = wsClient(api, user.idToken);
    try {
      // A full estimate spent over the socket (the same bucket, no refund there): 9 points left.
      const big = await subscriptionResults(client, BIG).next();
      assert.equal(big.errors, undefined, JSON.stringify(big.errors));
    } finally {
      await client.dispose();
    }
    const refused = throttled(await api.gql(HOSTELS, { n: 20 }, user.idToken));
    assert.deepEqual(costOf(refused), {
      requestedQueryCost: HOSTELS_COST,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 9, restoreRate: 10 },
    });
    const cheap = await api.gql(HOSTELS, { n: 4 }, user.idToken); // 9 asked, fits
    assert.equal(cheap.status, 200);
    const left = 9 - costOf(cheap).actualQueryCost;
    assert.equal(costOf(cheap).throttleStatus.currentlyAvailable, left);
    // Another caller has a bucket of their own; anonymous calls are counted per address.
    const other = await signUpUser(api, 'STUDENT');
    assert.equal((await api.gql(HOSTELS, { n: 20 }, other.idToken)).status, 200);
    assert.equal((await api.gql(HOSTELS, { n: 20 })).status, 200);
  });

  it('charges WebSocket operations to the same bucket and refuses them past it', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const client = wsClient(api, user.idToken);
    try {
      const big = await subscriptionResults(client, BIG).next();
      assert.equal(big.errors, undefined);
      // Each answer reports its cost as HTTP does; the estimate is charged and kept: 9 left.
      assert.deepEqual(wsCostOf(big), {
        requestedQueryCost: 91,
        actualQueryCost: 91,
        throttleStatus: { maximumAvailable: 100, currentlyAvailable: 9, restoreRate: 10 },
      });
      const small = await subscriptionResults(
        client,
        '{ hostels(first: 3) { edges { node { id } } } }',
      ).next();
      assert.equal(small.errors, undefined); // 7: 2 left
      assert.equal(wsCostOf(small).throttleStatus.currentlyAvailable, 2);
      // A subscription pays its estimate as it starts (1 here), however many events follow.
      const mine = subscriptionResults(client, 'subscription { meUpdated { id } }');
      const over = await subscriptionResults(
        client,
        'subscription { meUpdated { id avatar { id } } }',
      ).next();
      const error = over.errors?.[0];
      assert.equal(error?.extensions?.code, 'RATE_LIMITED', JSON.stringify(over));
      const retryAfter = error.extensions.retryAfter as number;
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 10, String(retryAfter));
      // The refusal carries the cost like HTTP's: asked 2, nothing charged, 1 left.
      assert.deepEqual(wsCostOf(over), {
        requestedQueryCost: 2,
        actualQueryCost: 0,
        throttleStatus: { maximumAvailable: 100, currentlyAvailable: 1, restoreRate: 10 },
      });
      const overQuery = await subscriptionResults(client, BIG).next();
      assert.equal(overQuery.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      assert.equal(overQuery.data, undefined, 'nothing ran');
      assert.deepEqual(
        [wsCostOf(overQuery).requestedQueryCost, wsCostOf(overQuery).actualQueryCost],
        [91, 0],
      );
      mine.dispose();
    } finally {
      await client.dispose();
    }
    // HTTP sees the same bucket: 100 − 91 − 7 − 1.
    const refused = throttled(await api.gql(HOSTELS, { n: 20 }, user.idToken));
    assert.equal(costOf(refused).throttleStatus.currentlyAvailable, 1);
  });

  it('reports the cost on error answers too', async () => {
    const user = await signUpUser(api, 'STUDENT');
    // A field refused while the operation ran: charged.
    const refusedField = await api.gql('{ users(first: 2) { edges { node { id } } } }', {}, user.idToken);
    assert.equal(firstError(refusedField).extensions.code, 'FORBIDDEN');
    // Charged 5 before it ran; nothing was returned, so all of it came back.
    assert.deepEqual([costOf(refusedField).requestedQueryCost, costOf(refusedField).actualQueryCost], [5, 0]);
    assert.equal(costOf(refusedField).throttleStatus.currentlyAvailable, 100);
    // Invalid, or over the per-query maximum: nothing ran, nothing charged, the bucket reported.
    const invalid = await api.gql('{ nothingHere }', {}, user.idToken);
    assert.equal(invalid.status, 400);
    assert.deepEqual(costOf(invalid), {
      requestedQueryCost: 0,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 100, restoreRate: 10 },
    });
    const expensive = await api.gql(HOSTELS, { n: 60 }, user.idToken);
    assert.equal(expensive.status, 400);
    assert.equal(firstError(expensive).extensions.code, 'BAD_USER_INPUT');
    assert.equal(costOf(expensive).requestedQueryCost, 121);
    assert.equal(costOf(expensive).actualQueryCost, 0);
    assert.equal(costOf(expensive).throttleStatus.currentlyAvailable, 100);
  });
});

describe('one bucket across two API instances sharing Redis', () => {
  let db: Database;
  let apiA: TestApi;
  let apiB: TestApi;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
    } catch (error) {
      throw new Error(`This test needs Redis at ${REDIS_URL} (.ci/run starts one): ${String(error)}`);
    } finally {
      redis.disconnect();
    }
    db = await createTestDatabase();
    const config = { redisUrl: REDIS_URL, rateLimitKeyPrefix: `test-${randomUUID()}`, limits: bucket };
    apiA = await startTestApi({ db, config, costClock: () => FROZEN });
    apiB = await startTestApi({ db, config, costClock: () => FROZEN });
  });
  afterAll(async () => {
    await apiA?.close();
    await apiB?.close();
    await db?.close();
  });

  it('spends a caller’s points on both instances together', async () => {
    const user = await signUpUser(apiA, 'STUDENT');
    const client = wsClient(apiA, user.idToken);
    try {
      assert.equal((await subscriptionResults(client, BIG).next()).errors, undefined); // 9 left
    } finally {
      await client.dispose();
    }
    const onB = await apiB.gql(HOSTELS, { n: 4 }, user.idToken); // 9 asked; no hostels: 1 spent
    assert.equal(onB.status, 200);
    assert.equal(costOf(onB).throttleStatus.currentlyAvailable, 8);
    // Each instance alone has spent at most 91 of 100.
    throttled(await apiA.gql(HOSTELS, { n: 20 }, user.idToken));
    throttled(await apiB.gql(HOSTELS, { n: 20 }, user.idToken));
  });
});
