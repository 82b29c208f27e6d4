// Scope refusals per operation, walked from the built schema: every operation whose @Access states a
// scope is refused without it and passes the scope gate with it; every other one ('web-only') is
// refused to any token.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { API_SCOPES, API_SCOPE_NAMES, type ApiScope } from '@hostel/common';
import { getNamedType, isCompositeType, isNonNullType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { tokenScopeOf } from '../../../core/access.js';
import { createPubSub } from '../../../core/pubsub.js';
import { createSchema } from '../../../schema.js';
import { subscriptionResults, wsClient } from '../../../test/harness.js';
import { failure, ok, type Json } from '../../hostels/__tests__/fixtures.js';
import { createClient } from './fixtures.js';

const pubSub = createPubSub({ logger: pino({ level: 'silent' }) });
const schema: GraphQLSchema = await createSchema({ pubSub });
await pubSub.close();

/** The smallest valid document running `field`: its required arguments as (unsent) variables. */
function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function fieldsOf(typeName: 'Query' | 'Mutation' | 'Subscription'): GraphQLField<unknown, unknown>[] {
  const type = schema.getType(typeName);
  return type && 'getFields' in type ? Object.values(type.getFields()) : [];
}

describe('API token scopes', () => {
  const tokens: Partial<Record<ApiScope | 'all', string>> = {};
  const allBut: Partial<Record<ApiScope, string>> = {};
  it.beforeAll(async ({ api, owner }) => {
    tokens.all = (await createClient(api, owner, API_SCOPE_NAMES)).token;
    for (const name of API_SCOPE_NAMES) {
      const scope = API_SCOPES[name];
      tokens[scope] = (await createClient(api, owner, [name])).token;
      allBut[scope] = (
        await createClient(
          api,
          owner,
          API_SCOPE_NAMES.filter((n) => n !== name),
        )
      ).token;
    }
  });

  for (const kind of ['Query', 'Mutation'] as const) {
    it(`refuses each scoped ${kind} field without its scope and admits it with it`, async ({ api }) => {
      const checked: string[] = [];
      for (const field of fieldsOf(kind)) {
        const scope = tokenScopeOf(field);
        if (!scope) continue;
        const document = operationFor(kind === 'Query' ? 'query' : 'mutation', field);
        const refused = await api.gql(document, {}, allBut[scope]);
        assert.equal(refused.status, 403, `${field.name} without ${scope}`);
        const error = failure(refused) as Json;
        assert.equal(error.code, 'FORBIDDEN', field.name);
        assert.equal(refused.body.errors?.[0]?.extensions.requiredScope, scope, field.name);
        assert.equal(refused.body.data, undefined, `${field.name} did not run`);
        // With the scope, whatever happens next (a missing variable, NOT_FOUND) is not the gate's refusal.
        const admitted = await api.gql(document, {}, tokens[scope]);
        assert.notEqual(
          admitted.status,
          403,
          `${field.name} with ${scope}: ${JSON.stringify(admitted.body)}`,
        );
        checked.push(field.name);
      }
      assert.ok(checked.length >= 3, `${kind}: ${checked.join(', ')}`);
    });

    it(`refuses every ${kind} field no scope covers, whatever the token holds`, async ({ api }) => {
      for (const field of fieldsOf(kind)) {
        if (tokenScopeOf(field)) continue;
        const res = await api.gql(
          operationFor(kind === 'Query' ? 'query' : 'mutation', field),
          {},
          tokens.all,
        );
        assert.equal(res.status, 403, field.name);
        assert.match(failure(res).message, new RegExp(`API tokens cannot use ${field.name}`));
      }
    });
  }

  it('checks nested fragments and only the operation that runs', async ({ api }) => {
    const document = `query Mine { ...Rest } query Other { me { uid } } fragment Rest on Query { myHostels { totalCount } }`;
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens['listings:read']}` },
      body: JSON.stringify({ query: document, operationName: 'Mine' }),
    });
    const body = (await res.json()) as Json;
    assert.equal(typeof body.data?.myHostels?.totalCount, 'number', JSON.stringify(body));
    const other = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.all}` },
      body: JSON.stringify({ query: document, operationName: 'Other' }),
    });
    assert.equal(other.status, 403);
  });

  it('leaves public queries open without a token, and introspection to any token', async ({ api }) => {
    ok(await api.gql(`{ hostels(first: 1) { totalCount } universities { id } }`));
    ok(await api.gql(`{ __typename __schema { queryType { name } } }`, {}, tokens['reservations:read']));
  });

  it('applies the same map to subscriptions over WebSocket', async ({ api }) => {
    for (const field of fieldsOf('Subscription')) {
      const scope = tokenScopeOf(field);
      const client = wsClient(api, scope ? allBut[scope] : tokens.all);
      try {
        const results = subscriptionResults(client, operationFor('subscription', field));
        const result = await results.next();
        const error = result.errors?.[0];
        assert.equal(error?.extensions?.code, 'FORBIDDEN', field.name);
        if (scope) assert.equal(error.extensions.requiredScope, scope);
        else assert.match(error.message, new RegExp(`API tokens cannot use ${field.name}`));
      } finally {
        await client.dispose();
      }
    }
  });
});
