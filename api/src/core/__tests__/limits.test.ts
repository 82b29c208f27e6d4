import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, startTestApi, type GqlResponse, type TestApi } from '../../test/harness.js';

describe('query limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      config: { limits: { maxDepth: 4, maxAliases: 3, maxTokens: 200, maxCost: 150 } },
    });
  });
  afterAll(() => api.close());

  const refusal = (res: GqlResponse<unknown>) => {
    assert.equal(res.status, 400);
    assert.equal(res.body.data, undefined, 'nothing may run');
    assert.equal(firstError(res).extensions.code, 'BAD_USER_INPUT');
    return firstError(res);
  };

  it('refuses queries nested deeper than the limit, following fragments', async () => {
    assert.equal((await api.gql('{ users { edges { node { id } } } }')).status, 200); // depth 4: ok
    const error = refusal(await api.gql('{ users { edges { node { university { id } } } } }'));
    assert.equal(error.message, 'The query is nested too deeply (depth 5, at most 4).');
    const viaFragment = `{ users { edges { ...E } } } fragment E on UserEdge { node { avatar { id } } }`;
    refusal(await api.gql(viaFragment));
  });

  it('does not count introspection against the depth limit', async () => {
    const res = await api.gql('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }');
    assert.equal(res.status, 200);
  });

  it('refuses too many aliases', async () => {
    assert.equal(
      (await api.gql('{ a: universities { id } b: universities { id } c: universities { id } }')).status,
      200,
    );
    const error = refusal(await api.gql('{ a: me { uid } b: me { uid } c: me { uid } d: me { uid } }'));
    assert.equal(error.message, 'The query uses too many aliases (4, at most 3).');
  });

  it('refuses documents with too many tokens before parsing them fully', async () => {
    const error = refusal(await api.gql(`{ ${'__typename '.repeat(250)} }`));
    assert.match(error.message, /200 tokens/);
  });

  it('estimates cost with what is below a list multiplied by `first`, refuses above the maximum and reports it', async () => {
    // Objects cost 1 (users, each edge and node, pageInfo), scalars nothing.
    const query =
      'query ($n: Int!) { users(first: $n) { edges { node { id displayName } } pageInfo { endCursor } } }';
    const cheap = await api.gql(query, { n: 10 });
    // Anonymous, so the field itself is refused, but the operation ran and carries its cost.
    assert.equal(firstError(cheap).extensions.code, 'UNAUTHENTICATED');
    assert.equal((cheap.body.extensions?.cost as { requestedQueryCost: number }).requestedQueryCost, 22);
    const error = refusal(await api.gql(query, { n: 100 }));
    assert.equal(error.message, 'The query is too expensive (cost 202, at most 150).');
    assert.equal(error.extensions.cost, 202);
  });
});
