import assert from 'node:assert/strict';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Query, Resolver } from 'type-graphql';
import {
  createFirebaseUser,
  firstError,
  startTestApi,
  wsClient,
  type GqlBody,
  type GqlError,
  type TestApi,
} from '../../test/harness.js';
import { createTestDatabase } from '../../test/database.js';

// Test-only: a resolver failing the way a bug or an outage would, with secrets in the message.
@Resolver()
class BrokenResolver {
  @Query(() => String)
  broken(): string {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
  }
}

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

/** The first error of a subscription over graphql-ws. */
async function subscribeOnce(api: TestApi, query: string): Promise<GqlError> {
  const client = wsClient(api);
  try {
    return await new Promise<GqlError>((resolve, reject) =>
      client.subscribe(
        { query },
        {
          next: () => reject(new Error('expected an error')),
          error: (errors) => resolve((Array.isArray(errors) ? errors[0] : errors) as GqlError),
          complete: () => reject(new Error('expected an error')),
        },
      ),
    );
  } finally {
    await client.dispose();
  }
}

describe('HTTP surface', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ extraResolvers: [BrokenResolver] });
  });
  afterAll(() => api.close());

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${api.url}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    const ready = await fetch(`${api.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.equal(((await ready.json()) as { status: string }).status, 'ok');
  });

  it('masks an unexpected error as INTERNAL with the request id, and no stack trace or detail', async () => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-abc-123456' },
      body: JSON.stringify({ query: '{ broken }' }),
    });
    const text = await res.text();
    assert.equal(res.headers.get('x-request-id'), 'trace-abc-123456');
    const body = JSON.parse(text);
    assert.deepEqual(body.errors, [
      {
        message: 'Internal server error',
        path: ['broken'],
        locations: [{ line: 1, column: 3 }],
        extensions: { code: 'INTERNAL', requestId: 'trace-abc-123456' },
      },
    ]);
    assert.doesNotMatch(text, /hunter2|ECONNREFUSED|stacktrace|at /);
  });

  it('generates a request id when the incoming one is missing or unsafe', async () => {
    const res = await fetch(`${api.url}/healthz`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('maps GraphQL validation and syntax errors to BAD_USER_INPUT', async () => {
    const unknown = await api.gql('{ nope }');
    assert.equal(unknown.status, 400);
    assert.equal(firstError(unknown).extensions.code, 'BAD_USER_INPUT');
    assert.equal(firstError(unknown).extensions.reason, 'GRAPHQL_VALIDATION_FAILED');
    const syntax = await api.gql('{ me {');
    assert.equal(firstError(syntax).extensions.code, 'BAD_USER_INPUT');
    assert.equal(firstError(syntax).extensions.reason, 'GRAPHQL_PARSE_FAILED');
  });

  it('runs a query over GET but never a mutation', async () => {
    const query = encodeURIComponent('{ universities { id } }');
    const get = await fetch(`${api.url}/graphql?query=${query}`, { headers: PREFLIGHT });
    assert.equal(get.status, 200);
    assert.deepEqual(((await get.json()) as GqlBody<unknown>).data, { universities: [] });

    const mutation = encodeURIComponent(
      'mutation { completeSignUp(input: { role: STUDENT, displayName: "Eve" }) { id } }',
    );
    const refused = await fetch(`${api.url}/graphql?query=${mutation}`, { headers: PREFLIGHT });
    assert.equal(refused.status, 405);
    const body = (await refused.json()) as GqlBody<unknown>;
    assert.equal(firstError({ body }).extensions.code, 'BAD_USER_INPUT');
    assert.match(firstError({ body }).message, /GET requests only support query operations/);
  });

  it('refuses simple requests a browser would send cross-site without preflight (CSRF)', async () => {
    const form = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ universities { id } }' }),
    });
    assert.equal(form.status, 400);
    assert.match(await form.text(), /Cross-Site Request Forgery/);
    const get = await fetch(`${api.url}/graphql?query=${encodeURIComponent('{ universities { id } }')}`);
    assert.equal(get.status, 400);
  });

  it('answers CORS preflights from the web app and from other sites (widgets, integrators)', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /authorization/);
    // Who may use what from another site is decided per request (modules/developers/__tests__/cors.test.ts).
    const other = await preflight('https://widget.example');
    assert.equal(other.headers.get('access-control-allow-origin'), 'https://widget.example');
    assert.equal(other.headers.get('access-control-allow-credentials'), null);
  });

  it('answers malformed JSON bodies in the GraphQL error shape', async () => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    assert.equal(res.status, 400);
    assert.equal(
      firstError({ body: (await res.json()) as GqlBody<unknown> }).extensions.code,
      'BAD_USER_INPUT',
    );
  });

  it('refuses a body over 1 MB, or in a charset or encoding it cannot read, and keeps serving', async () => {
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${api.url}/graphql`, { method: 'POST', headers, body });
    const query = JSON.stringify({ query: '{ universities { id } }' });
    const padded = JSON.stringify({ query: `{ universities { id } }${' '.repeat(1024 * 1024)}` });
    const cases = [
      [padded, { 'content-type': 'application/json' }, 413, 'The request is too large.'],
      [query, { 'content-type': 'application/json; charset=latin1' }, 415, /latin1 charset/],
      [query, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, 415, /compressed/],
    ] as const;
    for (const [body, headers, status, message] of cases) {
      const res = await post(body, headers);
      assert.equal(res.status, status);
      assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
      const error = firstError({ body: (await res.json()) as GqlBody<unknown> });
      assert.equal(error.extensions.code, 'BAD_USER_INPUT');
      if (typeof message === 'string') assert.equal(error.message, message);
      else assert.match(error.message, message);
    }
    // Sent in chunks with no Content-Length, the limit applies as the body arrives.
    const chunked = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write(' '.repeat(64 * 1024));
      req.end(query);
    });
    assert.equal(chunked.status, 413);
    assert.match(chunked.text, /The request is too large/);
    const fine = await post(query, { 'content-type': 'application/json; charset=utf-8' });
    assert.equal(fine.status, 200);
    assert.deepEqual(((await fine.json()) as GqlBody<unknown>).data, { universities: [] });
  });

  it('answers an allowed origin with CORS headers and the request id on the GraphQL answer itself', async () => {
    const res = await fetch(`${api.url}/graphql/?op=universities`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:5173',
        'x-request-id': 'cors-check-0001',
      },
      body: JSON.stringify({ query: '{ universities { id } }' }),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    assert.equal(res.headers.get('access-control-expose-headers'), 'X-Request-Id');
    assert.equal(res.headers.get('x-request-id'), 'cors-check-0001');
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(((await res.json()) as GqlBody<unknown>).data, { universities: [] });
  });
});

describe('readiness and configuration switches', () => {
  it('answers /readyz 503 when the database is unreachable, and requests INTERNAL with their id', async () => {
    const db = await createTestDatabase();
    const api = await startTestApi({ db });
    const { idToken } = await createFirebaseUser();
    try {
      assert.equal((await fetch(`${api.url}/readyz`)).status, 200);
      await db.close();
      const res = await fetch(`${api.url}/readyz`);
      assert.equal(res.status, 503);
      assert.equal(((await res.json()) as { status: string }).status, 'unavailable');
      assert.equal((await fetch(`${api.url}/healthz`)).status, 200);
      // The viewer's row cannot be read: the context itself fails, masked with this request's id.
      const failed = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${idToken}`,
          'x-request-id': 'trace-db-down-0001',
        },
        body: JSON.stringify({ query: '{ me { uid } }' }),
      });
      const text = await failed.text();
      assert.deepEqual(JSON.parse(text).errors, [
        {
          message: 'Internal server error',
          extensions: { code: 'INTERNAL', requestId: 'trace-db-down-0001' },
        },
      ]);
      assert.doesNotMatch(text, /closed|stacktrace|at /);
    } finally {
      await api.close();
      await db.close();
    }
  });

  it('suggests schema names ("Did you mean") only while introspection is on', async () => {
    const typos = [
      ['{ universitie { id } }', {}],
      ['{ universities { nam } }', {}],
      ['query($s: HostelSort!) { hostels(sort: $s) { totalCount } }', { s: 'PRICE_AS' }],
      ['query($f: HostelSearchFilter) { hostels(filter: $f) { totalCount } }', { f: { cty: 'Accra' } }],
      ['{ hostels(sort: PRICE_AS) { totalCount } }', {}],
    ] as const;
    const subscriptionTypo = 'subscription { meUpdate { id } }';
    const open = await startTestApi({ config: { introspection: true } });
    const closed = await startTestApi({ config: { introspection: false } });
    try {
      for (const [query, variables] of typos) {
        assert.match(firstError(await open.gql(query, variables)).message, /Did you mean/);
        const hidden = firstError(await closed.gql(query, variables));
        assert.equal(hidden.extensions.code, 'BAD_USER_INPUT');
        assert.doesNotMatch(hidden.message, /Did you mean|PRICE_ASC|"city"|"universities"|"name"/, query);
      }
      assert.match((await subscribeOnce(open, subscriptionTypo)).message, /Did you mean/);
      const hidden = await subscribeOnce(closed, subscriptionTypo);
      assert.equal(hidden.extensions.code, 'BAD_USER_INPUT');
      assert.doesNotMatch(hidden.message, /Did you mean|meUpdated/);
    } finally {
      await open.close();
      await closed.close();
    }
  });

  it('turns introspection off by configuration', async () => {
    const api = await startTestApi({ config: { introspection: false } });
    try {
      const res = await api.gql('{ __schema { queryType { name } } }');
      assert.equal(firstError(res).extensions.code, 'BAD_USER_INPUT');
      assert.match(firstError(res).message, /introspection/i);
      assert.equal((await api.gql('{ universities { id } }')).status, 200);
    } finally {
      await api.close();
    }
  });
});
