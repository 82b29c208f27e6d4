import { driverTarget, type Database } from '../../api/src/core/db.js';
import { applyMigrations } from './schema-engine.js';

/** Applies pending migrations from prisma/migrations (offline, Prisma's wasm schema engine). */
export async function migrateDatabase(db: Database): Promise<void> {
  await applyMigrations(driverTarget(db));
}
