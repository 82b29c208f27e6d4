import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { ensureWebBuild } from '../lib/web-build.mjs';

const root = mkdtempSync(join(tmpdir(), 'web-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('web/index.html', '<div id="root"></div>');
write('web/src/main.tsx', 'render(1);');
write('web/src/__tests__/main.test.tsx', 'test(1);');
write('common/src/money.ts', 'export const cents = 100;');
write('package-lock.json', '{}');

let builds = 0;
// Stands in for `vite build`: what it writes is all the check looks at.
const build = () => {
  builds++;
  write('web/dist/index.html', '<html></html>');
};
const ensure = (env: Record<string, string> = {}) => ensureWebBuild(env, { root, build });

test('npm start builds the web app when it was never built, and not again while nothing changed', () => {
  assert.equal(ensure(), true);
  assert.equal(ensure(), false);
  assert.equal(builds, 1);
});

test('an edited source, shared rule or lockfile makes it build again; an edited test does not', () => {
  const before = builds;
  write('web/src/main.tsx', 'render(2);');
  assert.equal(ensure(), true);
  write('common/src/money.ts', 'export const cents = 1000;');
  assert.equal(ensure(), true);
  write('package-lock.json', '{"lockfileVersion":3}');
  assert.equal(ensure(), true);
  write('web/src/__tests__/main.test.tsx', 'test(2);');
  assert.equal(ensure(), false);
  assert.equal(builds, before + 3);
});

test('a VITE_ setting is part of the build; other settings are not', () => {
  const before = builds;
  assert.equal(ensure({ VITE_FIREBASE_API_KEY: 'key' }), true);
  assert.equal(ensure({ VITE_FIREBASE_API_KEY: 'key', PORT: '4000' }), false);
  assert.equal(ensure(), true);
  assert.equal(builds, before + 2);
});

test('a build directory without its page is built again', () => {
  unlinkSync(join(root, 'web/dist/index.html'));
  assert.equal(ensure(), true);
});
