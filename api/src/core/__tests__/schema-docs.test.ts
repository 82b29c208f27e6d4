import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../test/harness.js';
import { buildSchema } from 'graphql';

const CHANGELOG = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8');

// Production as deployed: introspection off, so these routes are an integrator's only way to the contract.
describe('the SDL and the changelog over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { introspection: false, nodeEnv: 'production' } });
  });
  afterAll(() => api.close());

  it('serves the schema this server runs, with an ETag to revalidate', async () => {
    assert.equal(
      firstError(await api.gql('{ __schema { queryType { name } } }')).extensions.code,
      'BAD_USER_INPUT',
    );
    const res = await fetch(`${api.url}/graphql/schema.graphql`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/graphql; charset=utf-8');
    assert.match(res.headers.get('cache-control') ?? '', /public/);
    // The staleness of api/schema.graphql is schema.test.ts's; this is the SDL a codegen can build.
    const sdl = buildSchema(await res.text());
    assert.ok(sdl.getQueryType()?.getFields().events);
    assert.ok(sdl.getType('ApiScope'));
    const etag = res.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]+"$/);
    const again = await fetch(`${api.url}/graphql/schema.graphql`, {
      // What a browser sends to revalidate (fetch would add `no-cache`, which asks for the full body).
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
  });

  it('serves api/CHANGELOG.md as markdown', async () => {
    const res = await fetch(`${api.url}/graphql/changelog`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.ok(res.headers.get('etag'));
    assert.equal(await res.text(), CHANGELOG);
  });

  it('redirects /schema.graphql to the SDL', async () => {
    const res = await fetch(`${api.url}/schema.graphql`, { redirect: 'manual' });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/graphql/schema.graphql');
  });
});
