import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { preparedStatementNames, type Database } from '../db.js';
import { createTestDatabase } from '../../test/database.js';

describe('prepared statement names', () => {
  it('gives each distinct text one name, and none beyond the cap', () => {
    const nameOf = preparedStatementNames(2);
    const a = nameOf({ sql: 'SELECT 1' });
    const b = nameOf({ sql: 'SELECT 2' });
    assert.ok(a && b && a !== b);
    assert.equal(nameOf({ sql: 'SELECT 1' }), a);
    assert.equal(nameOf({ sql: 'SELECT 3' }), undefined);
    assert.equal(nameOf({ sql: 'SELECT 2' }), b);
  });
});

describe('statements on PostgreSQL', () => {
  let db: Database;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.close());

  it('are prepared once per connection and then reused', async (t) => {
    if (db.kind !== 'postgres') {
      // PGlite runs in-process: there is no connection to prepare statements on.
      assert.equal(db.kind, 'pglite');
      return t.diagnostic('PGlite: no named statements to check');
    }
    // One transaction = one connection, so the session's prepared statements are visible.
    const prepared = await db.prisma.$transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.$queryRaw`SELECT ${i}::int + 1 AS n`;
      return tx.$queryRaw<{ statement: string; calls: number }[]>`
        SELECT statement, (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements`;
    });
    const ours = prepared.filter((row) => row.statement.includes('::int + 1 AS n'));
    assert.equal(ours.length, 1, JSON.stringify(prepared));
    assert.equal(ours[0]!.calls, 3);
  });
});
