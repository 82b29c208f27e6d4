// Runs the shared rules' (common/), API, database, scripts and web server (web/server) tests: the
// Vitest projects `common` and `api` (vitest.config.ts), against the real Auth emulator and either
// the PostgreSQL server in DATABASE_URL or embedded PGlite. Usage:
//   node scripts/test-api.mjs [test files...] [vitest options, e.g. --coverage]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requirePrerequisites } from './lib/prerequisites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
if (files.some((file) => file.endsWith('compose.test.ts'))) requirePrerequisites(['compose']);

const result = spawnSync(
  process.execPath,
  [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'common', '--project', 'api', ...args],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
