// Every public page: renders, no serious accessibility problem, nothing overflows at 375 px, and a
// screenshot at 1280 and 375 px for people to look at. Plus the 404 page and the splash screen.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { horizontalOverflow, screenshot, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, settleLayout } from './support/screens.js';

const publicPages = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'developers', path: '/developers' },
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
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// One visit per page, judged at 1280 px and then at 375 px (the layout responds to the resize).
for (const { name, path } of publicPages) {
  test(`${path} renders, is accessible and fits at 1280 and 375 px`, async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    try {
      await openScreen(page, path);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await settleLayout(page);
        await screenshot(page, name);
        assert.deepEqual(await seriousAxeViolations(page), [], `axe-core on ${path} at ${viewport.width} px`);
        assert.equal(await horizontalOverflow(page), 0, `${path} scrolls sideways at ${viewport.width} px`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
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
