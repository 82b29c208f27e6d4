import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { ensurePrerequisites, installCommand } from '../lib/prerequisites.mjs';

const dir = mkdtempSync(join(tmpdir(), 'prerequisites-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const missingChrome = { PATH: '', CHROME_PATH: join(dir, 'no-chromium') };

test('a missing Chromium stops the run with the exact apt-get command when nothing may be installed', () => {
  let ran = false;
  assert.throws(
    () =>
      ensurePrerequisites(['chromium'], {
        env: missingChrome,
        canInstall: false,
        run: () => (ran = true),
      }),
    (error: Error) => {
      assert.match(error.message, /Chromium for the end-to-end tests/);
      assert.ok(error.message.includes(installCommand(['chromium', 'fonts-dejavu-core'])));
      return true;
    },
  );
  assert.equal(ran, false);
});

test('where apt-get may run, the missing packages are installed and checked again', () => {
  const chrome = join(dir, 'chromium');
  const installed: string[][] = [];
  const result = ensurePrerequisites(['chromium'], {
    env: { PATH: '', CHROME_PATH: chrome },
    canInstall: true,
    run: (packages) => {
      installed.push(packages);
      writeFileSync(chrome, '#!/bin/sh\n');
      chmodSync(chrome, 0o755);
      return true;
    },
  });
  assert.deepEqual(installed, [['chromium', 'fonts-dejavu-core']]);
  assert.deepEqual(result.installed, ['chromium', 'fonts-dejavu-core']);
  // Met now: nothing more is installed.
  assert.deepEqual(
    ensurePrerequisites(['chromium'], {
      env: { PATH: '', CHROME_PATH: chrome },
      canInstall: true,
      run: () => false,
    }).installed,
    [],
  );
});

test('an install that leaves the need unmet, or fails, is reported with the command', () => {
  for (const run of [() => true, () => false]) {
    assert.throws(
      () => ensurePrerequisites(['compose'], { env: { PATH: dir }, canInstall: true, run }),
      /docker compose.*\n.*\n.*apt-get install -y --no-install-recommends docker-compose/s,
    );
  }
});
