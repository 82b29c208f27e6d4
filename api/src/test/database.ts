// A fresh, migrated, empty database for one test file: a new PostgreSQL database on the server in
// DATABASE_URL (dropped again by close()), or an in-memory PGlite when DATABASE_URL is unset.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readMigrationsList } from '../../../prisma/tools/migrations-dir.js';
import { migrateDatabase } from '../../../prisma/tools/migrate-database.js';
import { type Database, openPgliteDatabase, openPostgresDatabase } from '../core/db.js';

const TEST_DB_PREFIX = 'hostel_test_';
const TEMPLATE_PREFIX = 'hostel_tmpl_';
// Test databases left behind by a killed run are dropped by a later run once they are this old.
const STALE_AFTER_SECONDS = 3600;

export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return createPgliteTestDatabase();
  const { url, drop } = await createPostgresTestDatabase(databaseUrl);
  const db = await openPostgresDatabase(url);
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await drop();
  };
  return db;
}

/** A fresh, migrated, empty database on the PostgreSQL server of `serverUrl`: its URL and its drop. */
export async function createPostgresTestDatabase(serverUrl: string) {
  const template = await ensureTemplate(serverUrl);
  const name = `${TEST_DB_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/**
 * An in-memory PGlite. Creating one and migrating it costs seconds; loading a snapshot of an
 * already migrated one costs well under one, so the first test process writes a snapshot (named
 * after the migrations' hash, replaced atomically) that the others load.
 */
async function createPgliteTestDatabase(): Promise<Database> {
  // The data directory format belongs to the PGlite version, so the version is part of the name.
  const snapshot = join(tmpdir(), `hostel-pglite-${pgliteVersion()}-${await migrationsHash()}.tar.gz`);
  if (existsSync(snapshot)) {
    const data = new Blob([await readFile(snapshot)]);
    return openPgliteDatabase(new PGlite({ loadDataDir: data }));
  }
  const client = new PGlite();
  const db = await openPgliteDatabase(client);
  await migrateDatabase(db);
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const partial = `${snapshot}.${process.pid}.tmp`;
  await writeFile(partial, dump);
  await rename(partial, snapshot);
  return db;
}

/**
 * A migrated template database named after a hash of the migration files, so it is built once per
 * set of migrations and rebuilt when they change. An advisory lock keeps parallel test files from
 * building it twice; it is built under a temporary name and renamed, so a killed build never
 * leaves a half-migrated template behind.
 */
async function ensureTemplate(databaseUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${await migrationsHash()}`;
  await withAdminClient(databaseUrl, async (client) => {
    await client.query(`SELECT pg_advisory_lock(hashtext('hostel-test-template'))`);
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (existing.rowCount) return await touchTemplate(client, template);
      await dropStaleDatabases(client, template);
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const db = await openPostgresDatabase(withDatabaseName(databaseUrl, building));
      try {
        await migrateDatabase(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      await touchTemplate(client, template);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('hostel-test-template'))`);
    }
  });
  return template;
}

/**
 * Records when a template was last used, in its comment: checkouts with other migrations (other
 * branches) share the server, and each keeps its template while it is in use.
 */
async function touchTemplate(client: pg.Client, template: string): Promise<void> {
  await client.query(`COMMENT ON DATABASE "${template}" IS '${Math.floor(Date.now() / 1000)}'`);
}

/** Templates of other migration sets unused for an hour, and test databases of killed runs. */
async function dropStaleDatabases(client: pg.Client, keep: string): Promise<void> {
  const { rows } = await client.query<{ datname: string; usedAt: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS "usedAt" FROM pg_database
     WHERE datname LIKE $1 OR datname LIKE $2`,
    [`${TEMPLATE_PREFIX}%`, `${TEST_DB_PREFIX}%`],
  );
  const now = Date.now() / 1000;
  for (const { datname, usedAt } of rows) {
    const createdAt = datname.startsWith(TEMPLATE_PREFIX)
      ? Number(usedAt ?? 0)
      : Number(/^hostel_test_(\d+)_/.exec(datname)?.[1] ?? 0);
    const stale = datname !== keep && now - createdAt > STALE_AFTER_SECONDS;
    // A template still being copied by another run cannot be dropped; it goes next time.
    if (stale) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
  }
}

async function migrationsHash(): Promise<string> {
  const list = await readMigrationsList();
  const hash = createHash('sha256');
  for (const dir of list.migrationDirectories)
    hash.update(`${dir.path}\n${dir.migrationFile.content.value}\n`);
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
