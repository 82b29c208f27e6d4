// The admin overview shows live figures (a listing submitted for review adds one to those waiting)
// and each card leads to the screen that acts on it. Axe, screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { submittedHostel } from './support/published-hostel.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an admin sees live figures on the overview and follows them to their screens', async () => {
  const admin = await createAccount('ADMIN', 'admin-overview');
  const waitingNow = async () =>
    (
      await graphqlData<{ adminOverview: { listingsWaiting: number } }>(
        '{ adminOverview { listingsWaiting } }',
        {},
        admin.idToken,
      )
    ).adminOverview.listingsWaiting;

  const { page } = await openPage(browser);
  const shoot = screenShooter(page, 'admin-overview');
  await signInAs(page, admin, '/admin');
  await screenReady(page);
  const card = (name: string) =>
    page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name, exact: true }) });
  const text = async (name: string) => (await card(name).innerText()).replace(/\s+/g, ' ');
  assert.match(await text('Listings'), new RegExp(`${await waitingNow()} waiting for review`));

  await submittedHostel('admin-overview');
  const waiting = await waitingNow();
  await openScreen(page, '/admin');
  assert.match(await text('Listings'), new RegExp(`${waiting} waiting for review`));
  assert.match(await text('Users'), /\d+ admins?\b/);
  // The money card is below the figures: its chart and table load once it scrolls into view.
  await card('Money by month').scrollIntoViewIfNeeded();
  await page
    .getByRole('table', { name: 'Money by month' })
    .or(page.getByText('No payments in the last 12 months.'))
    .waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('01-figures');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the admin overview');

  await card('Payouts').getByRole('link', { name: 'Pay owners' }).click();
  await expectPath(page, '/admin/payouts');
  await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
  await openScreen(page, '/admin');
  await card('Listings').getByRole('link', { name: 'Review listings' }).click();
  await expectPath(page, '/admin/listing');
});
