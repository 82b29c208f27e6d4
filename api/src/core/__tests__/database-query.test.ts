import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Prisma } from '../../generated/prisma/client.js';
import { openPostgresDatabase, preparedStatementNames, violatedConstraint, type Database } from '../db.js';
import { createPostgresTestDatabase, createTestDatabase } from '../../test/database.js';

// Every kind of value the raw reads return, and parameters of the kinds they send.
const PROBE = Prisma.sql`
  SELECT ${'a1b2c3d4-0000-4000-8000-000000000000'}::uuid AS u, 'x'::text AS t, 42::int AS i, 1.5::float8 AS f,
    true AS b, '2026-11-22T10:11:12.345Z'::timestamptz(3) AS ts, '2026-03-29'::date AS d,
    ARRAY['a', 'b']::text[] AS arr, 'USD'::char(3) AS ch, count(*) AS c, '{"k": [1, "v"]}'::jsonb AS j,
    NULL::int AS n, 'MONTH'::"PricePeriod" AS e, ${['x', 'y']}::text[] AS parr,
    ${new Date('2026-01-02T03:04:05.006Z')}::timestamptz AS pd, 2.50::numeric(10, 2) AS num`;

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

describe('the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('answers a raw read outside Prisma with the very values Prisma gives, in any time zone', async () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        const [direct] = await db.query(PROBE);
        const [viaPrisma] = await db.prisma.$queryRaw<unknown[]>(PROBE);
        assert.deepStrictEqual(direct, viaPrisma, tz);
        assert.equal((direct as { d: Date }).d.toISOString(), '2026-03-29T00:00:00.000Z');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('runs a raw transaction: committed when the work returns, rolled back when it throws', async () => {
    await db.query(
      Prisma.sql`CREATE TABLE tx_probe (n int PRIMARY KEY CONSTRAINT tx_probe_small CHECK (n < 10))`,
    );
    const count = async () =>
      (await db.query<{ c: number }>(Prisma.sql`SELECT count(*)::int AS c FROM tx_probe`))[0]!.c;
    try {
      const rows = await db.transaction(async (sql) => {
        await sql(Prisma.sql`INSERT INTO tx_probe VALUES (${1})`);
        // Raw results as everywhere else, read inside the transaction.
        return sql(PROBE);
      });
      assert.deepStrictEqual(rows, await db.query(PROBE));
      await assert.rejects(
        db.transaction(async (sql) => {
          await sql(Prisma.sql`INSERT INTO tx_probe VALUES (${2})`);
          throw new Error('changed my mind');
        }),
        /changed my mind/,
      );
      // The driver's own error names the constraint, as a Prisma error does.
      const error = await db
        .transaction(async (sql) => {
          await sql(Prisma.sql`INSERT INTO tx_probe VALUES (${3})`);
          await sql(Prisma.sql`INSERT INTO tx_probe VALUES (${11})`);
        })
        .catch((e: unknown) => e);
      assert.equal(violatedConstraint(error), 'tx_probe_small');
      assert.equal(await count(), 1);
      // Each failure gave its connection back clean: the pool still serves transactions.
      assert.equal(await db.transaction(async (sql) => (await sql(Prisma.sql`SELECT 1 AS one`)).length), 1);
    } finally {
      await db.query(Prisma.sql`DROP TABLE tx_probe`);
    }
  });
});

describe('PostgreSQL sessions', () => {
  it('run without JIT compilation, on every connection of the pool, through Prisma too', async () => {
    const target = await createPostgresTestDatabase(
      process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
    );
    const db = await openPostgresDatabase(target.url);
    try {
      // Concurrent reads open several connections.
      const settings = await Promise.all(
        Array.from({ length: 4 }, () =>
          db.transaction(async (sql) => (await sql<{ jit: string }>(Prisma.sql`SHOW jit`))[0]!.jit),
        ),
      );
      assert.deepEqual(settings, ['off', 'off', 'off', 'off']);
      assert.deepEqual(await db.prisma.$queryRaw`SHOW jit`, [{ jit: 'off' }]);
    } finally {
      await db.close();
      await target.drop();
    }
  });
});
