// Every text input of the public contract is bounded and refuses control characters (PostgreSQL
// refuses NUL in text) with BAD_USER_INPUT naming the field, before anything runs: each String or
// ID position of every root field's arguments is probed, signed in or not, as an outside probe would.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { fieldLabel, REASON_LIMITS, SEARCH_TEXT_MAX, TEXT_INPUT_MAX } from '@hostel/common';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../test/harness.js';
import { signUpAdmin } from '../../modules/hostels/__tests__/fixtures.js';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
const BAD = 'a\u0000b';

/** A value the input type accepts: required fields only, one item per list. */
function sample(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, depth);
  if (isListType(type)) return [sample(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = sample(field.type, depth + 1);
    }
    return value;
  }
  return (
    { String: 'x', ID: '00000000-0000-4000-8000-000000000000', Int: 1, Float: 1, Boolean: true }[type.name] ??
    null
  );
}

/** The paths of the String and ID positions inside an argument of `type` (lists: their first item). */
function textPaths(type: GraphQLInputType, depth = 0): (string | number)[][] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return textPaths(nullable.ofType, depth).map((path) => [0, ...path]);
  if (isInputObjectType(nullable)) {
    if (depth > 3) return [];
    return Object.values(nullable.getFields()).flatMap((field) =>
      textPaths(field.type, depth + 1).map((path) => [field.name, ...path]),
    );
  }
  return ['String', 'ID'].includes(getNamedType(nullable).name) ? [[]] : [];
}

function withText(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withText(copy[head!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, text);
  return copy;
}

interface Probe {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  arg: GraphQLArgument;
  path: (string | number)[];
}

function probes(): Probe[] {
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  return roots.flatMap(([operation, root]) =>
    Object.values(root.getFields()).flatMap((field) =>
      field.args.flatMap((arg) => textPaths(arg.type).map((path) => ({ operation, field, arg, path }))),
    ),
  );
}

function request({ operation, field, arg, path }: Probe, text: string) {
  const args = field.args.filter((a) => a === arg || (isNonNullType(a.type) && a.defaultValue === undefined));
  const variables = Object.fromEntries(
    args.map((a) => [a.name, a === arg ? withText(sample(a.type), path, text) : sample(a.type)]),
  );
  const returned = getNamedType(field.type);
  const selection = isObjectType(returned) || isAbstractType(returned) ? '{ __typename }' : '';
  const query = `${operation}(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')}) {
    ${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')}) ${selection} }`;
  const key = [arg.name, ...path].join('.');
  return { query, variables, key };
}

/** Sends `text` in every String and ID position, signed out and in: each answer names that field. */
async function probeAll(api: TestApi, text: string, message: (key: string) => string) {
  const student = await signUpUser(api, 'STUDENT');
  const all = probes();
  assert.ok(all.length > 50, `only ${all.length} text inputs found`);
  for (const token of [undefined, student.idToken]) {
    for (const probe of all) {
      const { query, variables, key } = request(probe, text);
      const res = await api.gql(query, variables, token);
      const error = firstError(res);
      const where = `${probe.field.name} ${key}: ${JSON.stringify(res.body.errors)}`;
      assert.equal(error.extensions.code, 'BAD_USER_INPUT', where);
      assert.equal(error.extensions.fields?.[key], message(key), where);
    }
  }
}

describe('text inputs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('control characters are refused in every String and ID argument, with a message for that field', async () => {
    await probeAll(api, BAD, (key) => `${fieldLabel(key)} must not contain control characters.`);
  });

  it('control characters are refused when written in the query too, anonymous arguments included, and change nothing', async () => {
    const res = await api.gql(`{ hostels(filter: { city: "Ac\\u0000cra" }) { totalCount } }`);
    assert.deepEqual(firstError(res).extensions.fields, {
      'filter.city': 'City must not contain control characters.',
    });
    const bySlug = await api.gql(`{ hostel(slug: "x\\u0007") { id } }`);
    assert.deepEqual(firstError(bySlug).extensions.fields, {
      slug: 'Slug must not contain control characters.',
    });

    const student = await signUpUser(api, 'STUDENT');
    const rename = await api.gql(
      'mutation($name: String!) { updateMyProfile(input: { displayName: $name }) { displayName } }',
      { name: 'Ama\u001bSerwaa' },
      student.idToken,
    );
    assert.equal(firstError(rename).message, 'Display name must not contain control characters.');
    const me = await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    assert.equal(me.displayName, 'Test student');
    // Tabs and line breaks are text, not control: a description keeps its paragraphs.
    const fine = await api.gql(`{ hostels(filter: { city: "Accra\\t" }) { totalCount } }`);
    assert.equal(fine.body.errors, undefined);
  });
});

describe('bounded text inputs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it(`every String and ID argument is refused past ${TEXT_INPUT_MAX} characters, naming the field`, async () => {
    await probeAll(
      api,
      'x'.repeat(TEXT_INPUT_MAX + 1),
      (key) => `${fieldLabel(key)} must be at most ${TEXT_INPUT_MAX} characters.`,
    );
  });

  it("bounds an admin's suspension reason and searches more tightly, and stores nothing refused", async () => {
    const admin = await signUpAdmin(api);
    const student = await signUpUser(api, 'STUDENT');
    const SUSPEND = `mutation($id: ID!, $reason: String!) { setUserStatus(userId: $id, status: SUSPENDED, reason: $reason) { status } }`;
    for (const reason of ['r'.repeat(REASON_LIMITS.max + 1), 'r'.repeat(100_000)]) {
      const res = await api.gql(SUSPEND, { id: student.userId, reason }, admin.idToken);
      assert.equal(firstError(res).extensions.code, 'BAD_USER_INPUT');
      assert.ok(firstError(res).extensions.fields?.reason);
    }
    const row = await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    assert.deepEqual([row.status, row.suspendedReason], ['ACTIVE', null]);
    assert.equal(
      (await api.gql(SUSPEND, { id: student.userId, reason: 'r'.repeat(REASON_LIMITS.max) }, admin.idToken))
        .body.data?.setUserStatus.status,
      'SUSPENDED',
    );

    const long = 's'.repeat(SEARCH_TEXT_MAX + 1);
    const message = `The search text must be at most ${SEARCH_TEXT_MAX} characters.`;
    const searches = [
      [`query($s: String) { adminReservations(search: $s) { totalCount } }`, 'search'],
      [`query($s: String) { users(filter: { search: $s }) { totalCount } }`, 'filter.search'],
      [`query($s: String) { moderationHostels(filter: { search: $s }) { totalCount } }`, 'filter.search'],
    ] as const;
    for (const [query, key] of searches) {
      assert.deepEqual(
        firstError(await api.gql(query, { s: long }, admin.idToken)).extensions.fields,
        { [key]: message },
        query,
      );
      assert.equal(
        (await api.gql(query, { s: 's'.repeat(SEARCH_TEXT_MAX) }, admin.idToken)).body.errors,
        undefined,
        query,
      );
    }
  });
});
