// The API's security headers (OWASP Secure Headers project) on each kind of answer, over real HTTP:
// GraphQL, the health checks, a stored file, an HTML page (e-mail unsubscribe), errors, Apollo's
// landing page; HSTS only in production.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../db.js';
import { createTestDatabase } from '../../test/database.js';
import { startTestApi, type TestApi } from '../../test/harness.js';

const STRICT_CSP = [
  "default-src 'none'",
  "style-src-attr 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
];

/** The directives of the answer's Content-Security-Policy, as written. */
const csp = (headers: Headers) =>
  (headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());

/** The headers every answer carries, whatever it is. */
function assertCommon(headers: Headers, what: string) {
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('referrer-policy'), 'no-referrer', what);
  assert.match(headers.get('permissions-policy') ?? '', /camera=\(\).*geolocation=\(\)/, what);
  assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', what);
  assert.ok(!csp(headers).some((d) => /unsafe-eval|^script-src/.test(d)), what);
  assert.equal(headers.get('x-powered-by'), null, what);
}

describe('security headers of the API', () => {
  let db: Database;
  let api: TestApi;
  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startTestApi({ db });
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  it('GraphQL over HTTP, its errors and the health checks: nothing may load, nothing may frame', async () => {
    const answers = {
      'POST /graphql': await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://widget.example' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      'a GraphQL error': await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ noSuchField }' }),
      }),
      'a body that is not JSON': await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":',
      }),
      'GET /graphql without Accept: text/html': await fetch(`${api.url}/graphql?query=%7B__typename%7D`, {
        headers: { 'apollo-require-preflight': 'true' },
      }),
      'a CORS preflight': await fetch(`${api.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://widget.example', 'access-control-request-method': 'POST' },
      }),
      '/readyz': await fetch(`${api.url}/readyz`),
      '/healthz': await fetch(`${api.url}/healthz`),
      'an unknown path': await fetch(`${api.url}/no-such-route`),
    };
    assert.equal(answers['POST /graphql'].status, 200);
    assert.equal(answers['a body that is not JSON'].status, 400);
    assert.equal(answers['a CORS preflight'].status, 204);
    assert.equal(
      answers['a CORS preflight'].headers.get('access-control-allow-origin'),
      'https://widget.example',
    );
    assert.equal(answers['/readyz'].status, 200);
    assert.equal(answers['an unknown path'].status, 404);
    for (const [what, res] of Object.entries(answers)) {
      assertCommon(res.headers, what);
      if (what !== 'an unknown path') assert.deepEqual(csp(res.headers), STRICT_CSP, what);
      assert.equal(res.headers.get('strict-transport-security'), null, `${what}: no HSTS outside production`);
    }
    // Express's own 404 page sets a policy at least as strict.
    assert.equal(csp(answers['an unknown path'].headers)[0], "default-src 'none'");
    assert.deepEqual(((await answers['POST /graphql'].json()) as { data: unknown }).data, {
      __typename: 'Query',
    });
  });

  it('a stored file keeps its own policy (no scripts, sandboxed) with the other headers', async () => {
    mkdirSync(join(api.config.storage.localDir, 'images'), { recursive: true });
    writeFileSync(join(api.config.storage.localDir, 'images', 'photo.png'), Buffer.from('not really a png'));
    const file = await fetch(`${api.url}/files/images/photo.png`);
    assert.equal(file.status, 200);
    assertCommon(file.headers, 'a file');
    assert.deepEqual(csp(file.headers), ["default-src 'none'", "img-src 'self'", 'sandbox']);
    assert.equal(
      file.headers.get('cross-origin-resource-policy'),
      'cross-origin',
      'photos show on other sites',
    );
    const missing = await fetch(`${api.url}/files/images/missing.png`);
    assert.equal(missing.status, 404);
    assertCommon(missing.headers, 'a missing file');
    assert.deepEqual(csp(missing.headers), STRICT_CSP);
  });

  it('the unsubscribe page keeps its inline style and its form, and runs no script', async () => {
    const page = await fetch(`${api.url}/email/unsubscribe?token=forged`);
    assert.equal(page.status, 400);
    assert.match(page.headers.get('content-type')!, /^text\/html/);
    assertCommon(page.headers, 'the unsubscribe page');
    assert.deepEqual(csp(page.headers), STRICT_CSP);
    assert.match(await page.text(), /<body style="/);
  });

  it("Apollo's landing page brings its own policy; the API's forbids framing it", async () => {
    const res = await fetch(`${api.url}/graphql`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/html/);
    assertCommon(res.headers, 'the landing page');
    assert.deepEqual(csp(res.headers), ["frame-ancestors 'none'"]);
    assert.match(
      await res.text(),
      /<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/,
    );
  });

  it('production adds Strict-Transport-Security', async () => {
    const production = await startTestApi({ db, config: { nodeEnv: 'production' } });
    try {
      for (const path of ['/readyz', '/graphql?query=%7B__typename%7D']) {
        const res = await fetch(`${production.url}${path}`, {
          headers: { 'apollo-require-preflight': 'true' },
        });
        assert.equal(res.status, 200, path);
        assertCommon(res.headers, path);
        assert.equal(
          res.headers.get('strict-transport-security'),
          'max-age=31536000; includeSubDomains',
          path,
        );
      }
    } finally {
      await production.close();
    }
  });
});
