// The installable app: Chromium reports `/` and the student area installable (its manifest, icons and a
// service worker with a fetch handler that controls the page), the web server sends the worker and
// the offline shell without a long cache, a page opens offline from the shell, and no answer of the
// API is ever cached.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { baseUrl } from './support/browser.js';
import { controllingWorker, withProfile } from './support/pwa.js';

/** What Chromium says stands between the page and being installed (empty: installable). */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return { errors: installabilityErrors, manifest };
  } finally {
    await cdp.detach();
  }
}

test('the public home is installable, its worker controls the page and is never cached long', async () => {
  await withProfile(async ({ context, page, errors }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find a bed near your university' }).waitFor();
    assert.equal(await controllingWorker(page), `${baseUrl}/sw.js`);
    const { errors: problems, manifest } = await installability(page);
    assert.deepEqual(problems, [], 'Chromium reports the page installable');
    assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    assert.equal(parsed.start_url, '/');
    assert.equal(parsed.display, 'standalone');
    assert.equal(parsed.theme_color, '#087f5b');
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#087f5b');

    // Offline the page still opens: the worker answers with the shell and the app runs from the
    // files it kept; the search itself says it cannot reach the server.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Find a bed near your university' }).waitFor();
    assert.deepEqual(errors, []);
  });

  // The worker and the shell it precaches are revalidated on every use: a deploy reaches them at once.
  for (const path of ['/sw.js', '/app-shell', '/manifest.webmanifest']) {
    const response = await fetch(`${baseUrl}${path}`);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers.get('cache-control'), 'no-cache', path);
  }
  const shell = await fetch(`${baseUrl}/app-shell`);
  assert.match(shell.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(shell.headers.get('content-security-policy') ?? '', /worker-src 'self'/);
  assert.match(await shell.text(), /<div id="root"><\/div>/, 'the shell has no page rendered into it');
});

test('the student area is installable, and no answer of the API is kept by the worker', async () => {
  const student = await createAccount('STUDENT', 'pwa-install');
  await withProfile(async ({ page, errors }) => {
    await signInAs(page, student, '/students');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await controllingWorker(page);
    assert.deepEqual((await installability(page)).errors, [], 'Chromium reports the area installable');

    const apiAnswersKept = await page.evaluate(async () => {
      const kept: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) kept.push(new URL(request.url).pathname);
      }
      return kept.filter((path) => /^\/(graphql|session|files|email)/.test(path));
    });
    assert.deepEqual(apiAnswersKept, [], 'no API answer is cached by the worker');
    assert.deepEqual(errors, []);
  });
});
