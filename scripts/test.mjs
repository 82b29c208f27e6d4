// `npm test`: every check and test of the repository, in order, against the real Auth emulator and
// either the PostgreSQL in DATABASE_URL or the embedded database (PGlite) when it is unset.
//   1. lint (eslint + prettier)   2. typecheck (api, web)   3. API + database tests (node:test)
//   4. web unit tests (vitest)     5. end-to-end tests in Chromium (web build + API + emulator)
// Prints a final "N passed, N failed" line for the suites and exits non-zero when one failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = (bin, args) => [process.execPath, [`${root}node_modules/.bin/${bin}`, ...args]];

const suites = [
  ['lint: eslint', npx('eslint', ['.', '--max-warnings=0'])],
  ['lint: prettier', npx('prettier', ['--check', '.'])],
  ['typecheck: api', npx('tsc', ['-p', 'api', '--noEmit'])],
  ['typecheck: web', npx('tsc', ['-p', 'web', '--noEmit'])],
  ['typecheck: end-to-end tests', npx('tsc', ['-p', 'web/e2e', '--noEmit'])],
  ['api and database tests', [process.execPath, [`${root}scripts/test-api.mjs`]]],
  ['web unit tests', npx('vitest', ['run', '--root', 'web'])],
];
if (existsSync(`${root}scripts/test-e2e.mjs`)) {
  suites.push(['end-to-end tests (Chromium)', [process.execPath, [`${root}scripts/test-e2e.mjs`]]]);
}

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, [cmd, args]] of suites) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
  if (ok) passed++;
  else failed++;
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
