// Offline replacement for the `prisma migrate` commands this project needs:
//   tsx prisma/tools/migrate.ts deploy          apply pending migrations (DATABASE_URL, else PGlite in DATA_DIR/pglite)
//   tsx prisma/tools/migrate.ts create <name>   write prisma/migrations/<timestamp>_<name>/migration.sql
//   tsx prisma/tools/migrate.ts diff            print the SQL missing from the migrations; exit 1 if any
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../api/src/core/db.js';
import { migrateDatabase } from './migrate-database.js';
import { lockFileContent, lockFileName, migrationsDir } from './migrations-dir.js';
import { diffMigrationsToSchema } from './schema-engine.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function deploy(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || join(repoRoot, '.data');
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(db);
    console.log(
      `Migrations applied (${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}/pglite`}).`,
    );
  } finally {
    await db.close();
  }
}

function migrationFolderName(name: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug)
    throw new Error('Give the migration a name, e.g. `npm run db:migration:create -- add_invoices`.');
  return `${stamp}_${slug}`;
}

async function create(name: string | undefined): Promise<void> {
  const folder = migrationFolderName(name ?? '');
  const sql = await diffMigrationsToSchema();
  if (!sql) {
    console.log('no changes');
    return;
  }
  await mkdir(join(migrationsDir, folder), { recursive: true });
  await writeFile(join(migrationsDir, folder, 'migration.sql'), sql);
  if (!existsSync(join(migrationsDir, lockFileName))) {
    await writeFile(join(migrationsDir, lockFileName), lockFileContent);
  }
  console.log(`Created prisma/migrations/${folder}/migration.sql`);
  console.log('Add any invariant Prisma cannot express (CHECK constraints, partial indexes) to it by hand.');
}

async function diff(): Promise<void> {
  const sql = await diffMigrationsToSchema();
  if (!sql) {
    console.log('no changes');
    return;
  }
  process.stdout.write(sql);
  process.exitCode = 1;
}

const [command, arg] = process.argv.slice(2);
try {
  if (command === 'deploy') await deploy();
  else if (command === 'create') await create(arg);
  else if (command === 'diff') await diff();
  else {
    console.error('Usage: migrate.ts deploy | create <name> | diff');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
