// `npm run lint` refuses an import that closes a cycle between parts of the API (modules, core,
// prisma tools): the repository's own ESLint config, run on files that would close one.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The part-cycle messages ESLint gives `code` as if it were the file at `filePath`. */
async function cycles(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'api-parts/no-cycle').map((m) => m.message);
}

test('a module that imports a module depending on it fails lint, naming the way back', async () => {
  // hostels imports files (a hostel's photos are files): files may not import hostels back.
  const messages = await cycles(
    'api/src/modules/files/closing-cycle.ts',
    "import { canViewHostel } from '../hostels/hostel.policies.js';\nexport const visible = canViewHostel;\n",
  );
  assert.equal(messages.length, 1, JSON.stringify(messages));
  assert.match(
    messages[0]!,
    /^api\/src\/modules\/files imports api\/src\/modules\/hostels, which already depends/,
  );
  assert.match(messages[0]!, /\(api\/src\/modules\/hostels -> api\/src\/modules\/files\)/);
});

test('type-only imports count, and so do cycles through a third module', async () => {
  // payments -> reservations -> hostels: hostels may not reach payments, even for a type.
  const messages = await cycles(
    'api/src/modules/hostels/closing-cycle.ts',
    "import type { PaymentProvider } from '../payments/provider.js';\nexport type P = PaymentProvider;\n",
  );
  assert.equal(messages.length, 1, JSON.stringify(messages));
  assert.match(messages[0]!, /api\/src\/modules\/payments -> .*api\/src\/modules\/hostels\)/);
});

test('core may not import a module, and the migration tools may not be imported by core', async () => {
  const fromCore = await cycles(
    'api/src/core/closing-cycle.ts',
    "export { toFileObject } from '../modules/files/file.type.js';\n",
  );
  assert.equal(fromCore.length, 1, JSON.stringify(fromCore));
  const toTools = await cycles(
    'api/src/core/closing-cycle.ts',
    "import { applyMigrations } from '../../../prisma/tools/schema-engine.js';\nexport const apply = applyMigrations;\n",
  );
  assert.equal(toTools.length, 1, JSON.stringify(toTools));
});

test('imports along the direction of the modules pass', async () => {
  const messages = await cycles(
    'api/src/modules/payments/closing-cycle.ts',
    "import { lockReservation } from '../reservations/reservation.shared.js';\nimport { releaseBeds } from '../inventory/index.js';\nexport const used = [lockReservation, releaseBeds];\n",
  );
  assert.deepEqual(messages, []);
});
