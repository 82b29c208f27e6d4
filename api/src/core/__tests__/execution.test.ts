import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { Arg, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { firstError, startTestApi, type TestApi } from '../../test/harness.js';
import { withInputDefaults } from '../execution.js';

// Test-only: inputs whose non-null fields have defaults, echoed back as the resolver saw them.
@InputType()
class EchoItemInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { defaultValue: '' })
  note!: string;

  @Field(() => Int, { defaultValue: 1 })
  beds!: number;
}

@ObjectType()
class EchoItem {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  note!: string;

  @Field(() => Int)
  beds!: number;
}

@Resolver()
class EchoResolver {
  @Query(() => [EchoItem])
  echoItems(@Arg('items', () => [EchoItemInput]) items: EchoItemInput[]): EchoItem[] {
    return items.map(({ name, note, beds }) => ({ name, note, beds }));
  }

  @Query(() => EchoItem)
  brokenItem(): EchoItem {
    return { name: 'x', note: null as unknown as string, beds: 1 };
  }
}

const ECHO = 'query Echo($items: [EchoItemInput!]!) { echoItems(items: $items) { name note beds } }';

describe('compiled execution over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ extraResolvers: [EchoResolver] });
  });
  afterAll(() => api.close());

  it('applies the defaults of omitted non-null input fields, as graphql-js does', async () => {
    const items = [{ name: 'a' }, { name: 'b', note: 'quiet', beds: 3 }];
    for (let run = 0; run < 2; run++) {
      // The second run uses the operation compiled by the first.
      const res = await api.gql(ECHO, { items });
      assert.deepEqual(res.body.errors, undefined);
      assert.deepEqual(res.body.data, {
        echoItems: [
          { name: 'a', note: '', beds: 1 },
          { name: 'b', note: 'quiet', beds: 3 },
        ],
      });
    }
  });

  it('refuses bad variables with 400 and BAD_USER_INPUT naming the variable', async () => {
    const wrongType = await api.gql(ECHO, { items: [{ name: 'a', beds: 'two' }] });
    assert.equal(wrongType.status, 400);
    assert.equal(firstError(wrongType).extensions.code, 'BAD_USER_INPUT');
    assert.match(
      firstError(wrongType).message,
      /^Variable "\$items" got invalid value "two" at "items\[0\]\.beds"/,
    );
    const missing = await api.gql(ECHO, { items: [{ note: 'no name' }] });
    assert.equal(missing.status, 400);
    assert.equal(firstError(missing).extensions.code, 'BAD_USER_INPUT');
    assert.equal(missing.body.data, undefined);
  });

  it('refuses an operationName the document does not define with 400 and BAD_USER_INPUT', async () => {
    const cases = [
      { query: ECHO, operationName: 'Nope' },
      { query: ECHO, operationName: 'echo' },
      { query: `${ECHO} query Other { __typename }`, operationName: 'Nope' },
      { query: `${ECHO} query Other { __typename }` },
    ];
    for (const { query, operationName } of cases) {
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName, variables: { items: [] } }),
      });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      assert.equal(res.status, 400, operationName);
      assert.equal(body.errors[0]!.extensions.code, 'BAD_USER_INPUT');
      assert.match(body.errors[0]!.message, /operation/i);
    }
  });

  it('masks a null in a non-null field as INTERNAL, with its path', async () => {
    const res = await api.gql('{ brokenItem { name note } }');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, null);
    assert.equal(firstError(res).extensions.code, 'INTERNAL');
    assert.deepEqual(firstError(res).path, ['brokenItem', 'note']);
  });
});

describe('withInputDefaults', () => {
  const Item = new GraphQLInputObjectType({
    name: 'Item',
    fields: {
      name: { type: new GraphQLNonNull(GraphQLString) },
      tags: { type: new GraphQLNonNull(new GraphQLList(GraphQLString)), defaultValue: [] },
      beds: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 1 },
    },
  });
  const Items = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Item)));

  it('fills omitted fields in nested lists and keeps given values', () => {
    assert.deepEqual(withInputDefaults(Items, [{ name: 'a' }, { name: 'b', beds: 4, tags: ['x'] }]), [
      { name: 'a', tags: [], beds: 1 },
      { name: 'b', beds: 4, tags: ['x'] },
    ]);
  });

  it('returns the very same value when nothing is missing, and leaves scalars and nulls alone', () => {
    const complete = [{ name: 'a', tags: [], beds: 2 }];
    assert.equal(withInputDefaults(Items, complete), complete);
    assert.equal(withInputDefaults(GraphQLString, 'x'), 'x');
    assert.equal(withInputDefaults(Item, null), null);
  });
});
