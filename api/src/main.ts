// The API process: validated configuration, migrations, then the server; stops cleanly on signals.
import { ConfigError, loadConfig, type Config } from './core/config.js';
import { openDatabase } from './core/db.js';
import { migrateDatabase } from '../../prisma/tools/migrate-database.js';
import { createServer } from './server.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(db);
const server = await createServer(config, { db });
console.log(`API ready on ${server.url}/graphql (database: ${db.kind})`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, stopping the API`);
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await server.close();
  await db.close();
  clearTimeout(timer);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
