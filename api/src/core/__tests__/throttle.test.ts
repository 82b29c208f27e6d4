import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { createTestDatabase } from '../../test/database.js';
import { firstError, signUpUser, startTestApi, type GqlResponse, type TestApi } from '../../test/harness.js';
import type { Database } from '../db.js';
import type { QueryCost } from '../throttle.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// 1 (hostels) + 20 × (edges 1 + node 1).
const HOSTELS = 'query ($n: Int!) { hostels(first: $n) { edges { node { id name } } } }';
const HOSTELS_COST = 41;
// A bucket of 100 points restoring 10 a second: counted in windows of 10 seconds.
const bucket = { maxCost: 100, costBucketMax: 100, costRestoreRate: 10 };

const costOf = (res: GqlResponse<unknown>) => {
  const cost = res.body.extensions?.cost as QueryCost | undefined;
  assert.ok(cost, `no extensions.cost in ${JSON.stringify(res.body)}`);
  return cost;
};

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
  before(async () => {
    api = await startTestApi({ config: { limits: bucket } });
  });
  after(() => api.close());

  it('reports the cost and the bucket on success, and refuses past the bucket with 429', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const first = await api.gql(HOSTELS, { n: 20 }, user.idToken);
    assert.equal(first.status, 200);
    assert.deepEqual(costOf(first), {
      requestedQueryCost: HOSTELS_COST,
      actualQueryCost: HOSTELS_COST,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 100 - HOSTELS_COST, restoreRate: 10 },
    });
    const second = await api.gql(HOSTELS, { n: 20 }, user.idToken);
    assert.equal(costOf(second).throttleStatus.currentlyAvailable, 100 - 2 * HOSTELS_COST);
    const refused = throttled(await api.gql(HOSTELS, { n: 20 }, user.idToken));
    // The refusal reports too, and charged nothing: a cheaper query still fits.
    assert.deepEqual(costOf(refused), {
      requestedQueryCost: HOSTELS_COST,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 100 - 2 * HOSTELS_COST, restoreRate: 10 },
    });
    const cheap = await api.gql(HOSTELS, { n: 5 }, user.idToken); // 11
    assert.equal(cheap.status, 200);
    assert.equal(costOf(cheap).throttleStatus.currentlyAvailable, 100 - 2 * HOSTELS_COST - 11);
    // Another caller has a bucket of their own; anonymous calls are counted per address.
    const other = await signUpUser(api, 'STUDENT');
    assert.equal((await api.gql(HOSTELS, { n: 20 }, other.idToken)).status, 200);
    const anonymous = await api.gql(HOSTELS, { n: 20 });
    assert.equal(anonymous.status, 200);
    // (Signing up spent a little of this address's bucket.)
    const left = costOf(anonymous).throttleStatus.currentlyAvailable;
    assert.ok(left <= 100 - HOSTELS_COST && left > 100 - 2 * HOSTELS_COST, String(left));
  });

  it('reports the cost on error answers too', async () => {
    const user = await signUpUser(api, 'STUDENT');
    // A field refused while the operation ran: charged.
    const refusedField = await api.gql('{ users(first: 2) { edges { node { id } } } }', {}, user.idToken);
    assert.equal(firstError(refusedField).extensions.code, 'FORBIDDEN');
    assert.equal(costOf(refusedField).actualQueryCost, 5);
    assert.equal(costOf(refusedField).throttleStatus.currentlyAvailable, 95);
    // Invalid, or over the per-query maximum: nothing ran, nothing charged, the bucket reported.
    const invalid = await api.gql('{ nothingHere }', {}, user.idToken);
    assert.equal(invalid.status, 400);
    assert.deepEqual(costOf(invalid), {
      requestedQueryCost: 0,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 100, currentlyAvailable: 95, restoreRate: 10 },
    });
    const expensive = await api.gql(HOSTELS, { n: 60 }, user.idToken);
    assert.equal(expensive.status, 400);
    assert.equal(firstError(expensive).extensions.code, 'BAD_USER_INPUT');
    assert.equal(costOf(expensive).requestedQueryCost, 121);
    assert.equal(costOf(expensive).actualQueryCost, 0);
    assert.equal(costOf(expensive).throttleStatus.currentlyAvailable, 95);
  });
});

describe('one bucket across two API instances sharing Redis', () => {
  let db: Database;
  let apiA: TestApi;
  let apiB: TestApi;
  before(async () => {
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
    apiA = await startTestApi({ db, config });
    apiB = await startTestApi({ db, config });
  });
  after(async () => {
    await apiA?.close();
    await apiB?.close();
    await db?.close();
  });

  it('spends a caller’s points on both instances together', async () => {
    const user = await signUpUser(apiA, 'STUDENT');
    assert.equal((await apiA.gql(HOSTELS, { n: 20 }, user.idToken)).status, 200);
    const onB = await apiB.gql(HOSTELS, { n: 20 }, user.idToken);
    assert.equal(onB.status, 200);
    assert.equal(costOf(onB).throttleStatus.currentlyAvailable, 100 - 2 * HOSTELS_COST);
    // Each instance alone has spent 41 of 100.
    throttled(await apiA.gql(HOSTELS, { n: 20 }, user.idToken));
    throttled(await apiB.gql(HOSTELS, { n: 20 }, user.idToken));
  });
});
