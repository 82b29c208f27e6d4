// The throwaway database a benchmark runs on, on the server of DATABASE_URL (default: the local
// one), and accounts with real Auth emulator tokens.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase } from '../../../prisma/tools/migrate-database.js';
import { openPostgresDatabase } from '../../src/core/db.js';
import { liftAbuseLimits } from './limits.js';

const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');

/** `name` dropped and made again, migrated, with the abuse limits lifted: its URL and the open database. */
export async function freshBenchDatabase(name: string) {
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  // Migrated on a connection of its own, closed after: the schema engine leaves its advisory lock
  // held on it, and every API process started on this database would wait for it (api/src/main.ts).
  const migration = await openPostgresDatabase(url);
  await migrateDatabase(migration);
  await migration.close();
  const db = await openPostgresDatabase(url);
  await liftAbuseLimits(db);
  return { db, url };
}

/** A new e-mail account on the Auth emulator at `emulatorHost`: its uid, ID token and address. */
export async function emulatorAccount(emulatorHost: string, label: string) {
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${label}-${randomUUID()}@bench.hostel`,
        password: 'bench-pass-1',
        returnSecureToken: true,
      }),
    },
  );
  return (await res.json()) as { localId: string; idToken: string; email: string };
}
