// Every public page: renders, no serious accessibility problem, nothing overflows at 375 px, and a
// screenshot at 1280 and 375 px for people to look at. Plus the 404 page and the splash screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { horizontalOverflow, screenshot, seriousAxeViolations } from './support/screenshots.js';
import { openScreen } from './support/screens.js';

const publicPages = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'msg', path: '/msg?type=email-link&email=someone%40example.com' },
  { name: 'get-started', path: '/getStarted' },
  { name: 'sign-in', path: '/signUp' },
  { name: 'register', path: '/signUp/register' },
  { name: 'new-password', path: '/signUp/newPassword' },
  { name: 'verify-number', path: '/signUp/verifyNumber' },
  { name: 'forgot-password', path: '/signUp/forgotPassword' },
  { name: 'complete-sign-in', path: '/complete-sign-in' },
  { name: 'admin-forgot-password', path: '/admin/account/forgotpassword' },
  { name: 'admin-reset-password', path: '/admin/account/resetpassword' },
  { name: 'not-found', path: '/no/such/page' },
];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const viewport of [DESKTOP, PHONE]) {
  describe(`public pages at ${viewport.width} px`, () => {
    for (const { name, path } of publicPages) {
      test(`${path} renders, is accessible and fits`, async () => {
        const { context, page, errors } = await openPage(browser, viewport);
        try {
          await openScreen(page, path);
          await screenshot(page, name);
          assert.deepEqual(await seriousAxeViolations(page), [], `axe-core on ${path}`);
          assert.equal(await horizontalOverflow(page), 0, `${path} scrolls sideways`);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  });
}

test('an unknown path shows the 404 text with the path', async () => {
  const { context, page } = await openPage(browser);
  try {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found: /no/such/page' }).waitFor();
  } finally {
    await context.close();
  }
});

test('the splash screen sends a signed-out visitor home', async () => {
  const { context, page } = await openPage(browser);
  try {
    await page.goto('/loader');
    await expectPath(page, '/');
  } finally {
    await context.close();
  }
});
