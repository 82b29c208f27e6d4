// CORS over real HTTP: public queries from any site; the web app's sign-in tokens from its own
// origin only; an API token from the origins its client allows (any when it lists none).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import type { Json, TestUser } from '../../hostels/__tests__/fixtures.js';
import { createClient } from './fixtures.js';

const APP = 'http://localhost:5173'; // the default CORS_ORIGINS of tests
const PARTNER = 'https://housing.example.edu';
const OTHER = 'https://other.example';

describe('CORS and token origins', () => {
  let api: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUpUser(api, 'OWNER');
  });
  afterAll(() => api.close());

  async function call(query: string, origin: string, token?: string) {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return { res, body: (await res.json()) as Json };
  }

  it('lets any site call public queries without credentials', async () => {
    const preflight = await fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: OTHER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), OTHER);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), null, 'never cookies');
    const { res, body } = await call(`{ hostels(first: 1) { totalCount } }`, OTHER);
    assert.equal(res.headers.get('access-control-allow-origin'), OTHER);
    assert.deepEqual(body, { data: { hostels: { totalCount: 0 } }, extensions: body.extensions });
  });

  it("accepts the web app's sign-in tokens from the web app's origin only", async () => {
    assert.equal((await call(`{ me { uid } }`, APP, owner.idToken)).body.data.me.uid, owner.uid);
    const { body } = await call(`{ me { uid } }`, OTHER, owner.idToken);
    assert.equal(body.errors[0].extensions.code, 'FORBIDDEN');
    assert.match(body.errors[0].message, /only from the web app/);
  });

  it("governs an API token's browser use by its allowed origins", async () => {
    const query = `{ myHostels { totalCount } }`;
    const open = await createClient(api, owner, ['LISTINGS_READ']);
    assert.equal(
      (await call(query, OTHER, open.token)).body.data.myHostels.totalCount,
      0,
      'none listed = any',
    );

    const limited = await createClient(api, owner, ['LISTINGS_READ'], [PARTNER]);
    assert.equal((await call(query, PARTNER, limited.token)).body.data.myHostels.totalCount, 0);
    const refused = (await call(query, OTHER, limited.token)).body;
    assert.equal(refused.errors[0].extensions.code, 'FORBIDDEN');
    assert.match(refused.errors[0].message, new RegExp(`may not be used from ${OTHER}`));
    assert.equal(refused.data, undefined);
    // The web app's own origin (the docs page's GraphiQL) and server-side calls (no Origin) still work.
    assert.equal((await call(query, APP, limited.token)).body.data.myHostels.totalCount, 0);
    assert.equal(
      (
        (await (
          await fetch(`${api.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${limited.token}` },
            body: JSON.stringify({ query }),
          })
        ).json()) as Json
      ).data.myHostels.totalCount,
      0,
    );
  });
});
