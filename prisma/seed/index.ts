// `npm run db:seed`: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR) and
// loads the demo data. Safe to run again: nothing is duplicated.
import { loadConfig } from '../../api/src/core/config.js';
import { openDatabase } from '../../api/src/core/db.js';
import { migrateDatabase } from '../tools/migrate-database.js';
import { createStorage } from '../../api/src/core/storage/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
import { seedDatabase } from './seed.js';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = Date.now();
  await migrateDatabase(db);
  const result = await seedDatabase(db, {
    storage: createStorage(config),
    firebase: { projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost },
  });
  console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.kind}).`);
  if (!config.firebaseAuthEmulatorHost)
    console.log('FIREBASE_AUTH_EMULATOR_HOST is not set: no sign-in accounts were created.');
  else console.log(`Auth emulator accounts created: ${result.emulatorAccountsCreated}.`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.role.padEnd(7)} ${account.email}  password ${DEMO_PASSWORD}`);
} finally {
  await db.close();
}
