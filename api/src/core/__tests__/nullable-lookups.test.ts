import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { it } from '../../test/fixtures.js';
import { buildSchema, getNamedType, isNonNullType, isObjectType } from 'graphql';
import { signUpUser } from '../../test/harness.js';
import { SCHEMA_FILE } from '../../schema.js';

const LOOKUPS = ['hostel', 'reservation', 'review', 'conversation', 'file', 'supportTicket'];
// Admins' lookups: the same shape (a student is refused them, so the second test leaves them out).
const ADMIN_LOOKUPS = ['adminUser', 'broadcast'];

describe('single-item lookups', () => {
  it('are nullable: every Query field taking an id and returning one object', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const lookups = Object.values(schema.getQueryType()!.getFields()).filter(
      (field) => field.args.some((arg) => arg.name === 'id') && isObjectType(getNamedType(field.type)),
    );
    assert.deepEqual(
      lookups.map((field) => field.name).sort(),
      [...LOOKUPS, ...ADMIN_LOOKUPS, 'cancellationQuote'].sort(),
    );
    for (const name of [...LOOKUPS, ...ADMIN_LOOKUPS])
      assert.ok(!isNonNullType(schema.getQueryType()!.getFields()[name]!.type), name);
  });

  it('answer null with the error for a missing item, keeping the rest of the response', async ({ api }) => {
    const user = await signUpUser(api, 'STUDENT');
    const id = randomUUID();
    const lookups = LOOKUPS.map((name) => `${name}(id: $id) { id }`).join(' ');
    const res = await api.gql(`query ($id: ID!) { ${lookups} universities { id } }`, { id }, user.idToken);
    assert.equal(res.status, 200);
    const data = res.body.data as Record<string, unknown>;
    for (const name of LOOKUPS) assert.equal(data[name], null, name);
    assert.ok(Array.isArray(data.universities));
    const errors = res.body.errors ?? [];
    assert.deepEqual(errors.map((error) => error.path?.[0]).sort(), [...LOOKUPS].sort());
    for (const error of errors) assert.equal(error.extensions.code, 'NOT_FOUND', error.message);
  });

  it('answer null for an anonymous caller too, with the error', async ({ api }) => {
    const res = await api.gql('query ($id: ID!) { hostel(id: $id) { id } universities { id } }', {
      id: randomUUID(),
    });
    assert.equal((res.body.data as { hostel: unknown }).hostel, null);
    assert.equal(res.body.errors?.[0]?.extensions.code, 'NOT_FOUND');
  });
});
