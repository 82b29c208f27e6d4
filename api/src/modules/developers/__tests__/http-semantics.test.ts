// The HTTP status integrators' clients see, over real HTTP: 401 with the Bearer challenge for a
// token that does not hold, 403 for an origin or scope refused, each with the GraphQL error body
// and `extensions.cost`; the web app's own sign-in tokens keep their 200 answers.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { ok, type Json, type TestUser } from '../../hostels/__tests__/fixtures.js';
import { createClient, REVOKE } from './fixtures.js';

const MY_HOSTELS = `{ myHostels { totalCount } }`;
const PARTNER = 'https://housing.example.edu';

describe('HTTP semantics of refusals', () => {
  let api: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUpUser(api, 'OWNER');
  });
  afterAll(() => api.close());

  async function call(token: string, origin?: string) {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify({ query: MY_HOSTELS }),
    });
    return { res, body: (await res.json()) as Json };
  }

  const assertCost = (body: Json) => {
    assert.equal(body.extensions.cost.requestedQueryCost, 0);
    assert.equal(body.extensions.cost.actualQueryCost, 0);
    assert.ok(body.extensions.cost.throttleStatus.maximumAvailable > 0);
  };

  it('answers an unknown or revoked API token 401 with WWW-Authenticate', async () => {
    const unknown = await call('hst_notarealtokenatall');
    assert.equal(unknown.res.status, 401);
    assert.equal(unknown.res.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
    assert.equal(unknown.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.equal(unknown.body.errors[0].extensions.http, undefined, 'the status is not in the body');
    assertCost(unknown.body);

    const { id, token } = await createClient(api, owner, ['LISTINGS_READ']);
    assert.equal((await call(token)).res.status, 200);
    ok(await api.gql(REVOKE, { id }, owner.idToken));
    const revoked = await call(token);
    assert.equal(revoked.res.status, 401);
    assert.equal(revoked.res.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
    assert.equal(revoked.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assertCost(revoked.body);
  });

  it('answers a forbidden origin 403 with FORBIDDEN and the cost', async () => {
    const { token } = await createClient(api, owner, ['LISTINGS_READ'], [PARTNER]);
    assert.equal((await call(token, PARTNER)).res.status, 200);
    const refused = await call(token, 'https://other.example');
    assert.equal(refused.res.status, 403);
    assert.equal(refused.body.errors[0].extensions.code, 'FORBIDDEN');
    assertCost(refused.body);
  });

  it("keeps the web app's answers: a bad sign-in token is UNAUTHENTICATED with 200", async () => {
    const { res, body } = await call('not-a-firebase-token');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('www-authenticate'), null);
    assert.equal(body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.equal((await call(owner.idToken)).res.status, 200);
  });

  it('counts requests per credential and reports every limit in the body and headers', async () => {
    const one = await createClient(api, owner, ['LISTINGS_READ']);
    const two = await createClient(api, owner, ['LISTINGS_READ']);
    const webBefore = (await call(owner.idToken)).body.extensions.cost.requestLimit.remaining;
    const first = await call(one.token);
    const limit = first.body.extensions.cost.requestLimit;
    assert.equal(limit.remaining, limit.limit - 1, 'a new token has its own window');
    assert.equal((await call(one.token)).body.extensions.cost.requestLimit.remaining, limit.limit - 2);
    const other = await call(two.token);
    assert.equal(other.body.extensions.cost.requestLimit.remaining, limit.limit - 1, 'not shared');
    const web = await call(owner.idToken);
    assert.equal(web.body.extensions.cost.requestLimit.remaining, webBefore - 1, "the owner's own window");
    // The headers give the limit closest to refusing: here the address window, which every request
    // of this file spent from, before the token's (1 of 600 spent).
    const { requestLimit, addressLimit } = other.body.extensions.cost;
    assert.ok(addressLimit.remaining / addressLimit.limit < requestLimit.remaining / requestLimit.limit);
    assert.match(
      other.res.headers.get('ratelimit-policy') ?? '',
      /name="cost".*name="requests".*name="address"/,
    );
    assert.equal(other.res.headers.get('ratelimit-limit'), String(addressLimit.limit));
    assert.equal(other.res.headers.get('ratelimit-remaining'), String(addressLimit.remaining));
    assert.equal(other.res.headers.get('ratelimit-reset'), String(addressLimit.reset));
  });
});
