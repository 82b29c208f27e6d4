// `npm test`: every check and test of the repository, in order, against the real Auth emulator and
// either the PostgreSQL in DATABASE_URL or the embedded database (PGlite) when it is unset.
//   1. lint (eslint + prettier)   2. typecheck (common, api, web)
//   3. Vitest: common, API and database, scripts, web server and web unit tests, with the coverage
//      report of the API and the shared rules and its floor (vitest.config.ts)
//   4. the web budgets (bench:web: gzip JavaScript per first screen)
//   5. Vitest: end-to-end tests in Chromium (web build + API + emulator)
// Debian packages the selected suites need (Chromium, a Compose) are provided first (lib/prerequisites).
// Prints a final "N passed, N failed" line for the suites and exits non-zero when one failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requirePrerequisites } from './lib/prerequisites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = (bin, args) => [process.execPath, [`${root}node_modules/.bin/${bin}`, ...args]];

const suites = [
  ['lint: eslint', npx('eslint', ['.', '--max-warnings=0'])],
  ['lint: prettier', npx('prettier', ['--check', '.'])],
  ['typecheck: common (no Node or DOM types)', npx('tsc', ['-p', 'common', '--noEmit'])],
  ['typecheck: common tests', npx('tsc', ['-p', 'common/tsconfig.test.json', '--noEmit'])],
  ['typecheck: api', npx('tsc', ['-p', 'api', '--noEmit'])],
  ['typecheck: web', npx('tsc', ['-p', 'web', '--noEmit'])],
  ['typecheck: web server', npx('tsc', ['-p', 'web/server', '--noEmit'])],
  ['typecheck: end-to-end tests', npx('tsc', ['-p', 'web/e2e', '--noEmit'])],
  [
    'tests: common, api and database, web unit (vitest, coverage)',
    npx('vitest', ['run', '--coverage', '--project', 'common', '--project', 'api', '--project', 'web']),
    ['compose'],
  ],
  // Sizes, not timings, so the same on every machine: each screen's JavaScript against its budget.
  ['web budgets (bench:web)', [process.execPath, [`${root}scripts/bench-web.mjs`]]],
];
if (existsSync(`${root}scripts/test-e2e.mjs`)) {
  suites.push([
    'end-to-end tests (vitest, Chromium)',
    [process.execPath, [`${root}scripts/test-e2e.mjs`]],
    ['chromium'],
  ]);
}

const only = process.argv.slice(2);
const selected = suites.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
// What npm cannot install (Debian's Chromium, a Compose) is provided or asked for before anything runs.
requirePrerequisites([...new Set(selected.flatMap(([, , needs = []]) => needs))]);
let passed = 0;
let failed = 0;
for (const [name, [cmd, args]] of selected) {
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
