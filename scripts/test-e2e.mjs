// End-to-end tests: real Chromium (Debian's /usr/bin/chromium through playwright-core) against the
// production web build, the real API on a fresh database and the Firebase Auth emulator: the Vitest
// project `e2e` (vitest.config.ts; its stack is started by scripts/lib/e2e-stack.mjs).
//   node scripts/test-e2e.mjs [test files...]     (E2E_API_PORT / E2E_WEB_PORT: 4100 / 5180)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'e2e', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
