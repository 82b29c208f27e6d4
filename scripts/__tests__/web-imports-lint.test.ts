// The web's import rules, run through ESLint's Node API with the repository's own eslint.config.js
// (what `npm run lint` runs) on fixture sources placed in web/src: a violation fails lint.
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('web import direction: app -> features -> components/lib/config', () => {
  test("a feature importing another feature's internals fails; through its public entry it passes", async () => {
    const fixture = 'web/src/features/account/lint-fixture.ts';
    const internal = await problems(
      fixture,
      "import { useAuth } from '../auth/auth-context';\nexport const fixture = useAuth;\n",
    );
    assert.equal(internal.length, 1, internal.join('\n'));
    assert.match(internal[0]!, /^import-x\/no-restricted-paths: .*features\/<name>\/public\.ts/);
    const viaPublic = await problems(
      fixture,
      "import { useAuth } from '../auth/public';\nexport const fixture = useAuth;\n",
    );
    assert.deepEqual(viaPublic, []);
  });

  test('shared code imports no feature, and features do not import the app', async () => {
    const lib = await problems(
      'web/src/lib/lint-fixture.ts',
      "import { useAuth } from '../features/auth/public';\nexport const fixture = useAuth;\n",
    );
    assert.match(lib.join('\n'), /import-x\/no-restricted-paths: .*import no feature and not the app/);
    const feature = await problems(
      'web/src/features/account/lint-fixture.ts',
      "import { routes } from '../../app/router';\nexport const fixture = routes;\n",
    );
    assert.match(feature.join('\n'), /import-x\/no-restricted-paths: Unexpected path "..\/..\/app\/router"/);
  });

  test('an import cycle fails', async () => {
    // lib/form-errors.ts imports lib/graphql-errors.ts: importing it back closes a cycle.
    const cycle = await problems(
      'web/src/lib/graphql-errors.ts',
      "import { applyServerErrors } from './form-errors';\nexport const fixture = applyServerErrors;\n",
    );
    assert.deepEqual(cycle, ['import-x/no-cycle: Dependency cycle detected']);
  });
});
