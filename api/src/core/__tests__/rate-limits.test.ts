import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestDatabase } from '../../test/database.js';
import { signUpUser, startTestApi, type GqlResponse, type TestApi } from '../../test/harness.js';
import { ok, signUpAdmin, type TestUser } from '../../modules/hostels/__tests__/fixtures.js';
import type { Database } from '../db.js';
import { processRegistry } from '../metrics.js';

/** rate_limit_refusals_total for one limit, as /metrics would show it. */
async function refusals(limit: string): Promise<number> {
  const metric = await processRegistry.getSingleMetric('rate_limit_refusals_total')?.get();
  return metric?.values.find((v) => v.labels.limit === limit)?.value ?? 0;
}

const ME = 'query { me { uid } }';
const SET = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
  requestsPerMinutePerUser requestsPerMinutePerIp } }`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A refusal by a limit: HTTP 429, Retry-After, and RATE_LIMITED with the same wait in seconds. */
function assertLimited(res: GqlResponse<unknown>, window: number) {
  assert.equal(res.status, 429, JSON.stringify(res.body));
  const error = res.body.errors?.[0];
  assert.equal(error?.extensions.code, 'RATE_LIMITED');
  const retryAfter = error?.extensions.retryAfter as number;
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= window, String(retryAfter));
  assert.equal(res.headers.get('retry-after'), String(retryAfter));
}

describe('the general request limits', () => {
  let api: TestApi;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpAdmin(api);
  });
  afterAll(() => api.close());

  it('refuses a user past their requests per minute, and nobody else', async () => {
    ok(await api.gql(SET, { input: { requestsPerMinutePerUser: 10 } }, admin.idToken));
    const [busy, calm] = await Promise.all([signUpUser(api, 'STUDENT'), signUpUser(api, 'STUDENT')]);
    for (let i = 0; i < 10; i++) ok(await api.gql(ME, {}, busy.idToken));
    const refusedBefore = await refusals('requestsPerUser');
    assertLimited(await api.gql(ME, {}, busy.idToken), 60);
    assert.equal(await refusals('requestsPerUser'), refusedBefore + 1, 'the refusal is counted for /metrics');
    ok(await api.gql(ME, {}, calm.idToken));
    // Anonymous requests are counted per address only.
    ok(await api.gql(ME, {}));
  });

  it('refuses an address past its requests per minute, on /graphql and on plain HTTP routes', async () => {
    const other = await startTestApi();
    try {
      const otherAdmin = await signUpAdmin(other);
      ok(await other.gql(SET, { input: { requestsPerMinutePerIp: 20 } }, otherAdmin.idToken));
      let answered = 0;
      let res = await other.gql(ME, {});
      while (res.status !== 429 && answered < 40) {
        answered++;
        res = await other.gql(ME, {});
      }
      // Sign-up and the settings change came from this address too.
      assert.ok(answered > 0 && answered < 20, String(answered));
      assertLimited(res, 60);
      const route = await fetch(`${other.url}/files/images/none.jpg`);
      assert.equal(route.status, 429);
      const body = (await route.json()) as { errors: { extensions: { code: string; retryAfter: number } }[] };
      assert.equal(body.errors[0]?.extensions.code, 'RATE_LIMITED');
      assert.equal(route.headers.get('retry-after'), String(body.errors[0]?.extensions.retryAfter));
      // Load balancers' health checks are never limited.
      assert.equal((await fetch(`${other.url}/healthz`)).status, 200);
    } finally {
      await other.close();
    }
  });
});

describe('a limit across two API instances sharing Redis', () => {
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
    const config = { redisUrl: REDIS_URL, rateLimitKeyPrefix: `test-${randomUUID()}` };
    apiA = await startTestApi({ db, config });
    apiB = await startTestApi({ db, config });
  });
  afterAll(async () => {
    await apiA?.close();
    await apiB?.close();
    await db?.close();
  });

  it('counts a user’s requests on both instances together', async () => {
    const admin = await signUpAdmin(apiA);
    ok(await apiA.gql(SET, { input: { requestsPerMinutePerUser: 10 } }, admin.idToken));
    const user = await signUpUser(apiA, 'STUDENT');
    for (let i = 0; i < 10; i++) ok(await (i % 2 ? apiB : apiA).gql(ME, {}, user.idToken));
    // Each instance alone has counted 5 of the 10 allowed.
    assertLimited(await apiA.gql(ME, {}, user.idToken), 60);
    assertLimited(await apiB.gql(ME, {}, user.idToken), 60);
  });
});
