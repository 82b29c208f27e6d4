// The restore drill against a real PostgreSQL server: the server in DATABASE_URL (CI sets it), else
// the local one on 127.0.0.1:5432. pg_dump and pg_restore need a server; PGlite cannot stand in.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, test } from 'vitest';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LOCAL = 'postgresql://postgres@127.0.0.1:5432/postgres';

function serverUrl(): string | undefined {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const ready = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { encoding: 'utf8' });
  if (ready.status === 0) return LOCAL;
  // Locally a machine without PostgreSQL skips, saying so; CI must never pass without the drill.
  if (process.env.CI)
    throw new Error(
      'The restore drill test needs PostgreSQL: set DATABASE_URL or start it on 127.0.0.1:5432',
    );
  return undefined;
}

const server = serverUrl();
// Skipped (and reported as such) when DATABASE_URL is unset and nothing answers on 127.0.0.1:5432.
const skip = !server;

function drill(args: string[]) {
  return spawnSync(process.execPath, ['scripts/restore-drill.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: server },
  });
}

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

test(
  'the drill seeds a source, restores its dump and finds every count equal',
  { skip, timeout: 300_000 },
  async () => {
    const result = drill([]);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /^Reservation\s+(\d+)\s+\1\s+ok$/m);
    assert.match(result.stdout, /^_prisma_migrations\s+(\d+)\s+\1\s+ok$/m);
    assert.match(result.stdout, /migrations: (\d+) in source, \1 restored: same/);
    assert.match(result.stdout, /Restore drill passed/);
    assert.doesNotMatch(result.stdout, /DIFFERENT|missing/);
  },
);

// A small source of the test's own keeps the failing case fast; --source leaves it as it was.
const sourceName = `restore_drill_test_${process.pid}`;
const sourceUrl = server ? Object.assign(new URL(server), { pathname: `/${sourceName}` }).toString() : '';
beforeAll(async () => {
  if (!server) return;
  await sql(server, `CREATE DATABASE ${sourceName}`);
  await sql(
    sourceUrl,
    'CREATE TABLE kept (id int PRIMARY KEY); INSERT INTO kept SELECT generate_series(1, 3)',
  );
});
afterAll(async () => {
  if (server) await sql(server, `DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
});

test(
  'a restored copy missing one row fails the drill, and its databases are dropped',
  { skip, timeout: 120_000 },
  async () => {
    const result = drill(['--source', sourceUrl, '--tamper']);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stdout, /--tamper: deleted one row of kept/);
    assert.match(result.stdout, /^kept\s+3\s+2\s+DIFFERENT$/m);
    assert.match(result.stdout, /Restore drill FAILED/);

    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      // The drill names its databases hostel_drill_<role>_<its pid>_<random>.
      const left = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `hostel\\_drill\\_%\\_${result.pid}\\_%`,
      ]);
      assert.deepEqual(left.rows, [], 'the restored copy is dropped');
      const kept = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [sourceName]);
      assert.equal(kept.rowCount, 1, 'a --source database is never dropped');
    } finally {
      await client.end();
    }
  },
);
