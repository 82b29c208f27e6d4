// The session as the API's HttpOnly cookie: a signed-in page load restores it without the Firebase
// Auth SDK, a lapsed cookie is minted again from Firebase's own session, and signing out ends both.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { BrowserContext, Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'session');

/** The Firebase SDK's chunk (vite.config.ts names its group `firebase`) requested by `page` from now on. */
function watchFirebaseChunk(page: Page): () => string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/firebase-[^/]*\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return () => requested;
}

test('a signed-in page load is restored from the HttpOnly session cookie, without the Firebase SDK', async () => {
  const owner = await createAccount('OWNER', 'cookie-session');
  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, owner, '/dashboard');
    await page.waitForFunction(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { uid } }' }),
      });
      return ((await res.json()) as { data?: { me: unknown } }).data?.me !== null;
    });
    const cookie = await sessionCookie(context);
    assert.ok(cookie, 'signing in set the session cookie');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(await page.evaluate(() => document.cookie.includes('session=')), false);

    const firebaseChunks = watchFirebaseChunk(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${owner.displayName}` }).waitFor();
    // Live updates come over the WebSocket with the same cookie: the page stays quiet, and signed in.
    await page.goto('/dashboard/earning');
    await expectPath(page, '/dashboard/earning');
    await page.getByRole('button', { name: `Account menu for ${owner.displayName}` }).waitFor();
    assert.deepEqual(firebaseChunks(), [], 'no Firebase SDK for a session restored from the cookie');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a lapsed session cookie is minted again from Firebase, and signing out ends the session', async () => {
  const owner = await createAccount('OWNER', 'cookie-lapsed');
  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, owner, '/dashboard');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await context.clearCookies({ name: 'session' });

    const firebaseChunks = watchFirebaseChunk(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${owner.displayName}` }).waitFor();
    assert.equal(firebaseChunks().length, 1, "Firebase's session stood in for the missing cookie");
    await expectCookie(context);

    await page.getByRole('button', { name: `Account menu for ${owner.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    await waitUntil(async () => (await sessionCookie(context)) === undefined, 'the cookie is cleared');
    await page.goto('/dashboard');
    await expectPath(page, /^\/signUp\?redirect=%2Fdashboard$/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

async function expectCookie(context: BrowserContext) {
  await waitUntil(async () => (await sessionCookie(context)) !== undefined, 'a new session cookie is set');
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 10_000; !(await check());) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
