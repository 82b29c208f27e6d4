import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Database } from '../../api/src/core/db.js';
import { migrateDatabase, migrationsPending } from '../tools/migrate-database.js';
import { createTestDatabase } from '../../api/src/test/database.js';
import { readMigrationsList } from '../tools/migrations-dir.js';
import { diffMigrationsToSchema } from '../tools/schema-engine.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

test('the migrations reproduce schema.prisma exactly (empty diff)', async () => {
  assert.equal(await diffMigrationsToSchema(), '');
});

test('every migration folder is recorded as applied, and applying again changes nothing', async () => {
  const { migrationDirectories } = await readMigrationsList();
  await migrateDatabase(db);
  const applied = await db.prisma.$queryRaw<{ migration_name: string; finished: boolean }[]>`
    SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name`;
  assert.deepEqual(
    applied,
    migrationDirectories.map((dir) => ({ migration_name: dir.path, finished: true })),
  );
});

test('a start finds nothing pending once all are applied, and a failed or rolled back one pending', async () => {
  const last = (await readMigrationsList()).migrationDirectories.at(-1)!.path;
  assert.equal(await migrationsPending(db), false);
  // What the engine reports: a migration that did not finish; one rolled back (to apply again).
  await db.prisma
    .$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ${last}`;
  assert.equal(await migrationsPending(db), true);
  await db.prisma.$executeRaw`UPDATE _prisma_migrations SET finished_at = now(), rolled_back_at = now()
    WHERE migration_name = ${last}`;
  assert.equal(await migrationsPending(db), true);
  await db.prisma
    .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${last}`;
  assert.equal(await migrationsPending(db), false);
});

test('the hand-written invariants exist in the migrated database', async () => {
  const rows = await db.prisma.$queryRaw<{ name: string }[]>`
    SELECT conname AS name FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace
    UNION SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'HostelPhoto_one_cover'`;
  const names = new Set(rows.map((r) => r.name));
  for (const name of [
    'Review_ratings_range',
    'RoomNight_free_beds_range',
    'RoomType_price_nonnegative',
    'Reservation_money_nonnegative',
    'Payment_refunded_range',
    'Earning_net_balance',
    'HostelPhoto_one_cover',
  ]) {
    assert.ok(names.has(name), `${name} is missing`);
  }
});
