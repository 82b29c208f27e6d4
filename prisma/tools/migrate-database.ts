import { driverTarget, type Database } from '../../api/src/core/db.js';
import { Prisma } from '../../api/src/generated/prisma/client.js';
import { readMigrationsList } from './migrations-dir.js';
import { applyMigrations } from './schema-engine.js';

/** Applies pending migrations from prisma/migrations (offline, Prisma's wasm schema engine). */
export async function migrateDatabase(db: Database): Promise<void> {
  if (await migrationsPending(db)) await applyMigrations(driverTarget(db));
}

/**
 * Whether a migration folder is not yet recorded as applied in `_prisma_migrations` (or one failed,
 * which the engine reports). Loading the engine costs most of a second, and every start after
 * the rollout's migration Job finds nothing to do.
 */
export async function migrationsPending(db: Database): Promise<boolean> {
  const [{ table } = { table: null }] = await db.query<{ table: string | null }>(
    Prisma.sql`SELECT to_regclass('_prisma_migrations')::text AS table`,
  );
  if (!table) return true;
  const rows = await db.query<{ name: string; finished: boolean }>(Prisma.sql`
    SELECT migration_name AS name, finished_at IS NOT NULL AS finished
    FROM _prisma_migrations WHERE rolled_back_at IS NULL`);
  if (rows.some((row) => !row.finished)) return true;
  const applied = new Set(rows.map((row) => row.name));
  const { migrationDirectories } = await readMigrationsList();
  return migrationDirectories.some((folder) => !applied.has(folder.path));
}
