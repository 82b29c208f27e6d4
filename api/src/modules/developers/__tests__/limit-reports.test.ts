// Every limit that refuses a request names itself in the answer, and every answer an integrator's
// credential can get carries RateLimit headers: drained over real HTTP and WebSocket, the request
// window of a token (GraphQL), the per-address window (GraphQL and the plain routes: the SDL, the
// CSV export).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import { ok, signUpAdmin, type Json, type TestUser } from '../../hostels/__tests__/fixtures.js';
import { createClient } from './fixtures.js';

const QUERY = `{ myHostels { totalCount } }`;
const SET = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
  requestsPerMinutePerUser requestsPerMinutePerIp } }`;
const EXPORT = `query { reservationsExportLink(from: "2026-01-01", to: "2026-12-31") }`;

/** RateLimit-* of an answer, as numbers, and the policy as sent. */
function limitHeaders(res: Response) {
  const number = (name: string) => Number(res.headers.get(name) ?? Number.NaN);
  return {
    limit: number('ratelimit-limit'),
    remaining: number('ratelimit-remaining'),
    reset: number('ratelimit-reset'),
    policy: res.headers.get('ratelimit-policy'),
  };
}

async function post(api: TestApi, token: string) {
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: QUERY }),
  });
  return { res, body: (await res.json()) as Json };
}

describe('Limits reported on every answer', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [admin, owner] = await Promise.all([signUpAdmin(api), signUpUser(api, 'OWNER')]);
  });
  afterAll(() => api.close());

  it('names the request window that refused a token, in extensions.cost and the headers', async () => {
    const limit = 10; // the least an admin may set
    ok(await api.gql(SET, { input: { requestsPerMinutePerUser: limit } }, admin.idToken));
    const [busy, calm] = await Promise.all([
      createClient(api, owner, ['LISTINGS_READ']),
      createClient(api, owner, ['LISTINGS_READ']),
    ]);
    for (let spent = 1; spent <= limit; spent++) {
      const { res, body } = await post(api, busy.token);
      assert.equal(res.status, 200);
      assert.equal(body.extensions.cost.requestLimit.remaining, limit - spent);
    }
    const { res, body } = await post(api, busy.token);
    assert.equal(res.status, 429);
    assert.equal(body.errors[0].extensions.code, 'RATE_LIMITED');
    const retryAfter = Number(res.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
    const { cost } = body.extensions;
    assert.deepEqual(cost.requestLimit, { limit, remaining: 0, reset: retryAfter, window: 60 });
    assert.deepEqual([cost.requestedQueryCost, cost.actualQueryCost], [0, 0]);
    assert.deepEqual(Object.keys(cost.throttleStatus).sort(), [
      'currentlyAvailable',
      'maximumAvailable',
      'restoreRate',
    ]);
    // The headers give the tightest limit, the window that refused: nothing left until it resets.
    const headers = limitHeaders(res);
    assert.deepEqual([headers.limit, headers.remaining, headers.reset], [limit, 0, retryAfter]);
    assert.match(headers.policy ?? '', new RegExp(`name="cost", ${limit};w=60;name="requests"`));
    // Another token of the same owner has its own window.
    const other = await post(api, calm.token);
    assert.equal(other.res.status, 200);
    assert.equal(other.body.extensions.cost.requestLimit.remaining, limit - 1);
    ok(await api.gql(SET, { input: { requestsPerMinutePerUser: 600 } }, admin.idToken));
  });

  it('reports the address window on every /graphql answer, beside the request window', async () => {
    const { token } = await createClient(api, owner, ['LISTINGS_READ']);
    const first = await post(api, token);
    assert.equal(first.res.status, 200);
    const { addressLimit, requestLimit } = first.body.extensions.cost;
    assert.equal(addressLimit.limit, 3000, 'the default of requestsPerMinutePerIp');
    assert.equal(addressLimit.window, 60);
    assert.ok(
      addressLimit.remaining < addressLimit.limit && addressLimit.reset >= 1,
      JSON.stringify(addressLimit),
    );
    const headers = limitHeaders(first.res);
    assert.equal(
      headers.policy,
      `50000;w=10;name="cost", ${requestLimit.limit};w=60;name="requests", 3000;w=60;name="address"`,
    );
    // The headers give the limit with the least share left, here the address window (shared by all
    // this file's requests) over the token's fresh one and the full bucket.
    assert.ok(addressLimit.remaining / addressLimit.limit < requestLimit.remaining / requestLimit.limit);
    assert.deepEqual(
      [headers.limit, headers.remaining, headers.reset],
      [addressLimit.limit, addressLimit.remaining, addressLimit.reset],
    );
    // Each request counts once in the same window, anonymous ones too.
    const anonymous = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const { cost } = ((await anonymous.json()) as Json).extensions;
    assert.equal(cost.addressLimit.remaining, addressLimit.remaining - 1);
    assert.equal(cost.requestLimit, undefined, 'no credential, no request window');
    assert.equal(limitHeaders(anonymous).policy, `50000;w=10;name="cost", 3000;w=60;name="address"`);
  });

  it('reports the cost of WebSocket operations, and names the window that refused one', async () => {
    const limit = 10;
    ok(await api.gql(SET, { input: { requestsPerMinutePerUser: limit } }, admin.idToken));
    const { token } = await createClient(api, owner, ['LISTINGS_READ']);
    const client = wsClient(api, token);
    try {
      let address: number | undefined;
      for (let spent = 1; spent <= limit; spent++) {
        const answer = await subscriptionResults(client, QUERY).next();
        assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
        const { cost } = answer.extensions;
        assert.equal(cost.requestLimit.remaining, limit - spent);
        assert.ok(cost.requestedQueryCost > 0 && cost.throttleStatus.maximumAvailable > 0);
        // Each operation is one request of the address too.
        if (address !== undefined) assert.equal(cost.addressLimit.remaining, address - 1);
        address = cost.addressLimit.remaining;
      }
      const refused = await subscriptionResults(client, QUERY).next();
      const error = refused.errors[0];
      assert.equal(error.extensions.code, 'RATE_LIMITED');
      const { retryAfter, cost } = error.extensions;
      assert.deepEqual(cost.requestLimit, { limit, remaining: 0, reset: retryAfter, window: 60 });
      assert.deepEqual([cost.requestedQueryCost, cost.actualQueryCost], [0, 0]);
      assert.equal(cost.addressLimit.remaining, address! - 1);
    } finally {
      await client.dispose();
      ok(await api.gql(SET, { input: { requestsPerMinutePerUser: 600 } }, admin.idToken));
    }
  });

  it('puts RateLimit headers on every answer of the plain routes a token can reach', async () => {
    const { token } = await createClient(api, owner, ['RESERVATIONS_READ']);
    const sdl = await fetch(`${api.url}/graphql/schema.graphql`);
    assert.equal(sdl.status, 200);
    const first = limitHeaders(sdl);
    assert.ok(first.limit > 0 && first.remaining < first.limit && first.reset >= 1, JSON.stringify(first));
    assert.equal(first.policy, `${first.limit};w=60;name="address"`);
    const revalidated = await fetch(`${api.url}/graphql/schema.graphql`, {
      // fetch asks past caches (no-cache) unless told otherwise.
      headers: { 'if-none-match': sdl.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    assert.equal(revalidated.status, 304);
    assert.equal(limitHeaders(revalidated).remaining, first.remaining - 1, 'the same window, one more');

    const link = ok(await api.gql(EXPORT, {}, token)).reservationsExportLink as string;
    const csv = await fetch(`${api.url}${link}`);
    assert.equal(csv.status, 200);
    await csv.arrayBuffer();
    assert.equal(limitHeaders(csv).policy, first.policy);
    const forged = await fetch(`${api.url}${link.replace(/signature=[^&]+/, 'signature=forged')}`);
    assert.equal(forged.status, 403, 'a refusal too');
    assert.ok(limitHeaders(forged).remaining < first.remaining);
    const changelog = await fetch(`${api.url}/graphql/changelog`);
    assert.equal(limitHeaders(changelog).policy, first.policy);
  });

  it('names the address window that refused, on /graphql and on a plain route', async () => {
    const other = await startTestApi();
    try {
      const otherAdmin = await signUpAdmin(other);
      const limit = 20;
      ok(await other.gql(SET, { input: { requestsPerMinutePerIp: limit } }, otherAdmin.idToken));
      let res = await fetch(`${other.url}/graphql/schema.graphql`);
      while (res.status === 200) res = await fetch(`${other.url}/graphql/schema.graphql`);
      assert.equal(res.status, 429);
      const retryAfter = Number(res.headers.get('retry-after'));
      const headers = limitHeaders(res);
      assert.deepEqual(headers, {
        limit,
        remaining: 0,
        reset: retryAfter,
        policy: `${limit};w=60;name="address"`,
      });
      const route = (await res.json()) as Json;
      assert.deepEqual(route.extensions.cost.addressLimit, {
        limit,
        remaining: 0,
        reset: retryAfter,
        window: 60,
      });

      const graphql = await fetch(`${other.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      assert.equal(graphql.status, 429);
      const body = (await graphql.json()) as Json;
      assert.equal(body.errors[0].extensions.code, 'RATE_LIMITED');
      assert.equal(body.extensions.cost.addressLimit.remaining, 0);
      assert.equal(body.extensions.cost.requestedQueryCost, 0);
      assert.ok(body.extensions.cost.throttleStatus.maximumAvailable > 0);
      assert.equal(limitHeaders(graphql).policy, headers.policy);

      // A WebSocket operation counts in the same window and is refused the same way.
      const client = wsClient(other);
      try {
        const refused = await subscriptionResults(client, '{ __typename }').next();
        const error = refused.errors[0];
        assert.equal(error.extensions.code, 'RATE_LIMITED');
        assert.deepEqual(error.extensions.cost.addressLimit, {
          limit,
          remaining: 0,
          reset: error.extensions.retryAfter,
          window: 60,
        });
        assert.equal(error.extensions.cost.actualQueryCost, 0);
      } finally {
        await client.dispose();
      }
    } finally {
      await other.close();
    }
  });
});
