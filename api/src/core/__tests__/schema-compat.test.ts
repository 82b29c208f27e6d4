import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { SCHEMA_FILE } from '../../schema.js';
import { refusedChanges, releasedSchema } from '../schema-compat.js';

const TODAY = new Date('2026-11-25T12:00:00Z');
const released = (deprecation = '') => `
  type Query {
    hostel(id: ID!, slug: String${deprecation.includes('slug') ? ' @deprecated(reason: "Use id. Deprecated 2026-01-10.")' : ''}): Hostel
    hostels: [Hostel!]!
  }
  type Hostel {
    id: ID!
    name: String!
    rating: Float ${deprecation.startsWith('@') ? deprecation : ''}
    status: HostelStatus!
  }
  enum HostelStatus {
    DRAFT
    PUBLISHED
    HIDDEN ${deprecation.startsWith('@') ? deprecation : ''}
  }
`;
const withoutRating = released()
  .replace(/rating: Float.*\n/, '')
  .replace(/HIDDEN.*\n/, '');

describe('the breaking-change check', () => {
  it('refuses a field or enum value removed without deprecation', async () => {
    const refused = await refusedChanges(released(), withoutRating, TODAY);
    assert.equal(refused.length, 2, refused.join('\n'));
    assert.match(refused[0]!, /rating.*not deprecated/);
    assert.match(refused[1]!, /HIDDEN.*not deprecated/);
  });

  it('allows removing what was deprecated with a date 90 days or more earlier', async () => {
    const old = released('@deprecated(reason: "Use averageRating. Deprecated 2026-08-27.")'); // 90 days
    assert.deepEqual(await refusedChanges(old, withoutRating, TODAY), []);
    const args = released('slug');
    const withoutSlug = args.replace(/, slug: String @deprecated\([^)]*\)/, '');
    assert.deepEqual(await refusedChanges(args, withoutSlug, TODAY), []);
  });

  it('refuses removing what was deprecated less than 90 days earlier, or without a date', async () => {
    const recent = released('@deprecated(reason: "Use averageRating. Deprecated 2026-09-01.")');
    const refused = await refusedChanges(recent, withoutRating, TODAY);
    assert.equal(refused.length, 2);
    assert.match(refused[0]!, /deprecated 2026-09-01, only 85 of 90 days ago/);
    const undated = released('@deprecated(reason: "Use averageRating.")');
    assert.equal((await refusedChanges(undated, withoutRating, TODAY)).length, 2);
  });

  it('refuses a changed type too, and allows additions', async () => {
    const changed = released().replace('name: String!', 'name: Int!');
    assert.match((await refusedChanges(released(), changed, TODAY))[0]!, /Hostel\.name/);
    const added = released().replace('name: String!', 'name: String!\n  city: String');
    assert.deepEqual(await refusedChanges(released(), added, TODAY), []);
  });

  it('finds no refused change from the released schema to api/schema.graphql (see api/CHANGELOG.md)', async () => {
    const refused = await refusedChanges(releasedSchema(), readFileSync(SCHEMA_FILE, 'utf8'));
    assert.deepEqual(refused, []);
  });
});
