// `npm run restore:drill`: proves a backup restores. Dumps a database with `pg_dump -Fc`, restores
// the dump into a fresh database with `pg_restore --no-owner`, then compares the row count of every
// table in schema public and the `_prisma_migrations` list; prints a table and exits 1 on any
// difference (2 when it cannot run). docs/operations.md says when to run it.
//   node scripts/restore-drill.mjs [--source <url>] [--tamper]
// DATABASE_URL names the server the throwaway databases are created on (default the local one);
// its database is only used to connect. Without --source the drill creates a throwaway source
// database there, migrated and seeded with the demo data. --source dumps an existing database
// instead (read only). --tamper deletes one row from the restored copy before comparing, so a test
// can prove the comparison catches a loss. Every database the drill creates is dropped at the end.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';

class DrillError extends Error {}

const withDatabase = (url, name) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new DrillError(`${command}: ${result.error.message}`);
  if (result.status !== 0)
    throw new DrillError(`${command} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  return result;
}

const majorOf = (text) => Number(/(\d+)(?:\.\d+)?/.exec(text)?.[1] ?? 0);

/**
 * The pg_dump and pg_restore to use: they must be at least the server's major version (an older
 * pg_dump refuses a newer server). Debian keeps each client version in /usr/lib/postgresql/<n>/bin.
 */
async function clientTools(serverUrl) {
  const [{ server_version_num: num }] = await query(serverUrl, 'SHOW server_version_num');
  const serverMajor = Math.floor(Number(num) / 10000);
  const candidates = [`/usr/lib/postgresql/${serverMajor}/bin`, ''];
  for (const dir of candidates) {
    const dump = dir ? join(dir, 'pg_dump') : 'pg_dump';
    const version = spawnSync(dump, ['--version'], { encoding: 'utf8' });
    if (version.status === 0 && majorOf(version.stdout) >= serverMajor)
      return { pgDump: dump, pgRestore: dir ? join(dir, 'pg_restore') : 'pg_restore', serverMajor };
  }
  throw new DrillError(
    `pg_dump/pg_restore ${serverMajor} or newer not found (the server is PostgreSQL ${serverMajor}).\n` +
      `Install with:\n  sudo apt-get update && sudo apt-get install -y postgresql-client-${serverMajor}\n` +
      `(on Debian 12 the server's own version is the package postgresql-client; newer ones come from apt.postgresql.org)`,
  );
}

async function createDatabase(serverUrl, label, created) {
  const name = `hostel_drill_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await query(serverUrl, `CREATE DATABASE ${quote(name)}`);
  created.push(name);
  return withDatabase(serverUrl, name);
}

/** Migrates and seeds the throwaway source exactly as `npm run db:seed` does (it migrates first). */
function seedSource(url, storageDir) {
  const env = { ...process.env, DATABASE_URL: url, STORAGE_DIR: storageDir, LOG_LEVEL: 'silent' };
  // No sign-in accounts: the drill is about the database, and the emulator may not run.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  env.NODE_ENV = 'development';
  run(process.execPath, ['--import', 'tsx', join(root, 'prisma/seed/index.ts')], { cwd: root, env });
}

/** Row count of every base table in schema public, and the applied migrations. */
async function snapshot(url) {
  const tables = await query(
    url,
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts = new Map();
  for (const { table_name: table } of tables) {
    const [{ n }] = await query(url, `SELECT count(*)::bigint AS n FROM public.${quote(table)}`);
    counts.set(table, Number(n));
  }
  const migrations = counts.has('_prisma_migrations')
    ? await query(
        url,
        `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
           FROM _prisma_migrations ORDER BY migration_name, started_at`,
      )
    : [];
  return { counts, migrations: migrations.map((m) => JSON.stringify(m)) };
}

/** Deletes one row of the first non-empty table (foreign keys not enforced: it is a simulated loss). */
async function tamper(url, counts) {
  const table = [...counts].find(([name, n]) => n > 0 && name !== '_prisma_migrations')?.[0];
  if (!table) throw new DrillError('--tamper: the restored copy has no rows to delete');
  await query(
    url,
    `SET session_replication_role = replica;
     DELETE FROM public.${quote(table)} WHERE ctid = (SELECT ctid FROM public.${quote(table)} LIMIT 1)`,
  );
  return table;
}

function compare(source, restored) {
  const names = [...new Set([...source.counts.keys(), ...restored.counts.keys()])].sort();
  const rows = names.map((table) => {
    const a = source.counts.get(table);
    const b = restored.counts.get(table);
    return { table, source: a ?? 'missing', restored: b ?? 'missing', ok: a === b };
  });
  const restoredMigrations = new Set(restored.migrations);
  const migrationsOk =
    source.migrations.length === restored.migrations.length &&
    source.migrations.every((m) => restoredMigrations.has(m));
  return { rows, migrationsOk };
}

function printReport({ rows, migrationsOk }, source, restored) {
  const width = Math.max(5, ...rows.map((row) => row.table.length));
  const line = (table, a, b, mark) =>
    `${table.padEnd(width)}  ${String(a).padStart(8)}  ${String(b).padStart(8)}  ${mark}`;
  console.log(line('table', 'source', 'restored', ''));
  for (const row of rows) console.log(line(row.table, row.source, row.restored, row.ok ? 'ok' : 'DIFFERENT'));
  console.log(
    `migrations: ${source.migrations.length} in source, ${restored.migrations.length} restored: ${migrationsOk ? 'same' : 'DIFFERENT'}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: { source: { type: 'string' }, tamper: { type: 'boolean', default: false } },
  });
  const serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER;
  const tools = await clientTools(values.source ?? serverUrl);
  const work = mkdtempSync(join(tmpdir(), 'restore-drill-'));
  const created = [];
  try {
    let sourceUrl = values.source;
    if (!sourceUrl) {
      sourceUrl = await createDatabase(serverUrl, 'source', created);
      console.log('Seeding a throwaway source database (migrations, then the demo data)...');
      seedSource(sourceUrl, join(work, 'uploads'));
    }
    const dump = join(work, 'backup.dump');
    let started = Date.now();
    run(tools.pgDump, ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${sourceUrl}`]);
    const source = await snapshot(sourceUrl);
    console.log(`pg_dump -Fc: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const targetUrl = await createDatabase(serverUrl, 'restore', created);
    started = Date.now();
    run(tools.pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${targetUrl}`, dump]);
    console.log(`pg_restore: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (values.tamper) console.log(`--tamper: deleted one row of ${await tamper(targetUrl, source.counts)}`);
    const restored = await snapshot(targetUrl);
    const result = compare(source, restored);
    printReport(result, source, restored);
    const same = result.migrationsOk && result.rows.every((row) => row.ok);
    console.log(
      same ? 'Restore drill passed: every count matches.' : 'Restore drill FAILED: see DIFFERENT above.',
    );
    return same ? 0 : 1;
  } finally {
    for (const name of created)
      await query(serverUrl, `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`).catch((error) =>
        console.error(`Could not drop ${name}: ${error.message}`),
      );
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof DrillError ? error.message : error);
  process.exitCode = 2;
}
