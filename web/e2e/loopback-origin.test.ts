// The web app opened at http://127.0.0.1:<port> rather than http://localhost:<port> (the run's
// PUBLIC_URL and CORS_ORIGINS name localhost): signing in and the signed-in screens work there too,
// the API's origin rule counting every loopback name of the app's own origin outside production.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInWithPassword } from './support/accounts.js';
import { baseUrl, DESKTOP, expectPath, launchBrowser, LOCALE, STEP_TIMEOUT } from './support/browser.js';
import { screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a student signs in at 127.0.0.1 and opens signed-in screens', async () => {
  const loopback = new URL(baseUrl);
  assert.equal(loopback.hostname, 'localhost', 'the run configures the app as localhost');
  loopback.hostname = '127.0.0.1';
  const student = await createAccount('STUDENT', 'loopback');
  const context = await browser.newContext({ baseURL: loopback.origin, viewport: DESKTOP, locale: LOCALE });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const refused: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/graphql') && !response.url().includes('/session')) return;
    const text = await response.text().catch(() => '');
    if (text.includes('accepted only from the web app') || text.includes('opened only by the web app'))
      refused.push(`${response.url()}: ${text}`);
  });
  try {
    await signInWithPassword(page, student);
    await expectPath(page, '/students');
    assert.equal(new URL(page.url()).hostname, '127.0.0.1');
    // A signed-in screen reading the API: the student's own tickets (none yet).
    await page.goto('/students/support');
    await screenReady(page);
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    await page.getByText('No tickets yet').waitFor();
    // A reload signs in from the session cookie, set for 127.0.0.1 by POST /session.
    await page.reload();
    await screenReady(page);
    await page.getByText('No tickets yet').waitFor();
    assert.equal(await page.getByText('We could not check your account').count(), 0);
    assert.deepEqual(refused, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
