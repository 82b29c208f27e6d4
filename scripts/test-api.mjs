// Runs the shared rules' (common/), API, database and web server (web/server) tests (node:test
// through tsx) against the real Auth emulator and either the PostgreSQL server in DATABASE_URL or
// embedded PGlite. Usage:
//   node scripts/test-api.mjs [test files...]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from './lib/emulator.mjs';
import { findFiles } from './lib/find-files.mjs';
import { requirePrerequisites } from './lib/prerequisites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = process.argv.slice(2);
const tests = files.length
  ? files
  : ['common/src', 'api/src', 'prisma', 'scripts', 'web/server'].flatMap((dir) =>
      findFiles(`${root}${dir}`, /__tests__\/.*\.test\.ts$/),
    );

if (tests.some((file) => file.endsWith('compose.test.ts'))) requirePrerequisites(['compose']);

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const emulator = await ensureAuthEmulator({ host: emulatorHost, projectId: 'demo-hostel' });
let status = 1;
try {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=120000', ...tests],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        FIREBASE_PROJECT_ID: 'demo-hostel',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      },
    },
  );
  status = result.status ?? 1;
} finally {
  await emulator.stop();
}
process.exit(status);
