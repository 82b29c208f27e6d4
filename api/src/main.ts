// The API process: validated configuration, migrations, then the server; stops cleanly on signals.
// Tracing starts first: it patches http, express, pg and ioredis as they load, hence the dynamic imports.
// reflect-metadata first: the server's and the migrations' modules load side by side below, and
// type-graphql's decorators throw if a decorated class evaluates before it.
import 'reflect-metadata';
import type { Config } from './core/config.js';
import { startTracing, stopTracing } from './core/tracing.js';

await startTracing('hostel-api');
const { ConfigError, loadConfig } = await import('./core/config.js');
const { openDatabase } = await import('./core/db.js');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Pending migrations run on their own connection, closed after: the schema engine leaves its session
// advisory lock held on the connection it used, and a busy pool never closes that one, so every
// instance started after this one timed out waiting for the lock (10 s) and exited. (PGlite's data
// directory opens once per process, hence the close first.)
const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The database opens while the server's modules load: PGlite compiles its WebAssembly off the main
// thread and reads its files meanwhile (bench:startup, docs/benchmarks.md).
const opening = open();
const [{ migrateDatabase, migrationsPending }, { createServer }] = await Promise.all([
  import('../../prisma/tools/migrate-database.js'),
  import('./server.js'),
]);
let db = await opening;
if (await migrationsPending(db)) {
  await db.close();
  const migrationDb = await open();
  await migrateDatabase(migrationDb);
  await migrationDb.close();
  db = await open();
}
const server = await createServer(config, { db });
console.log(
  config.role === 'worker'
    ? `Worker running jobs; health checks on ${server.url}/readyz (database: ${db.kind})`
    : `API ready on ${server.url}/graphql (role: ${config.role}, jobs ${config.jobsEnabled ? 'on' : 'off'}, database: ${db.kind})`,
);

// SIGTERM (a rolling restart): fail readiness at once and keep serving for the pre-stop delay, so the
// balancer stops sending work here; then drain and exit 0. Past the grace period the process exits 1
// anyway: an unfinished job transaction is rolled back by PostgreSQL, its rows due again.
const { delaySeconds, graceSeconds } = config.shutdown;
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(1), graceSeconds * 1000).unref();
  server.drain();
  const delay = config.role === 'worker' ? 0 : delaySeconds; // no balancer sends a worker requests
  console.log(`${signal} received: not ready; draining in ${delay} s, exiting within ${graceSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, delay * 1000));
  await server.close();
  await db.close();
  await stopTracing();
  clearTimeout(timer);
  console.log('Stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
