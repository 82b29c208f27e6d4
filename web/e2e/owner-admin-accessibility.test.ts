// Axe at 1280 and 375 px on the screens an outside audit found failing, in the states that showed
// it: the availability calendar with blocked and past nights, a long earnings table (its sideways
// scroll must be reachable by keyboard), and the owner's and the admin's webhooks with deliveries.
// Each test gathers every screen's problems and judges them together, so one run shows them all.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '@hostel/common';
import { createAccount, signInAs, signInWithPassword, type Account } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { e2eFixtures } from './support/fixtures.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady, settleLayout } from './support/screens.js';

/** Serious axe problems of the current screen at both widths, as `<label> at <width>: <rule> <targets>`. */
async function axeAtBothWidths(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settleLayout(page);
    for (const v of await seriousAxeViolations(page))
      problems.push(
        `${label} at ${viewport.width}: ${v.id} (${v.targets.length}) ${v.targets.slice(0, 3).join(', ')}`,
      );
  }
  await page.setViewportSize(DESKTOP);
  await settleLayout(page);
  return problems;
}

/** A receiver on loopback (allowed outside production) that answers 202 and counts requests. */
function startReceiver() {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      res.writeHead(202).end();
    });
  });
  return new Promise<{ url: string; count: () => number; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hooks`, count: () => count, close: () => server.close() });
    }),
  );
}

let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startReceiver();
});
afterAll(async () => {
  receiver?.close();
  await browser?.close();
});

test('the availability calendar with blocked and past nights passes axe at both widths', async () => {
  const hostel = await publishedHostel('a11y-calendar');
  const today = stayIn(0, 1, 1).checkIn; // the hostel is in Africa/Accra, on UTC
  await graphqlData(
    'mutation($input: BedBlockInput!) { blockBeds(input: $input) { night } }',
    { input: { roomTypeId: hostel.room.id, from: today, to: addDays(today, 3), beds: 2, reason: 'Repairs' } },
    hostel.owner.idToken,
  );
  const { page } = await openPage(browser);
  const shoot = screenShooter(page, 'a11y-calendar');
  await signInAs(page, hostel.owner, '/dashboard');
  const problems: string[] = [];
  // This month has the blocked nights (and past ones after the 1st); last month is all past.
  const month = today.slice(0, 7);
  const lastMonth = addDays(`${month}-01`, -1).slice(0, 7);
  for (const [name, shown] of [
    ['01-this-month', month],
    ['02-last-month', lastMonth],
  ] as const) {
    await openScreen(page, `/dashboard/availability?hostel=${hostel.id}&month=${shown}`);
    const grid = page.getByRole('table', { name: 'Beds per night' });
    await grid.getByText('20 free').first().waitFor();
    if (shown === month) await grid.getByText('2 blocked').first().waitFor();
    await screenReady(page);
    await shoot(name);
    problems.push(...(await axeAtBothWidths(page, `calendar ${shown}`)));
  }
  assert.deepEqual(problems, [], 'accessibility of the availability calendar');
});

test('a long earnings table passes axe at both widths and its scroll is reachable by keyboard', async () => {
  const { busyOwner } = e2eFixtures();
  const { page } = await openPage(browser);
  const shoot = screenShooter(page, 'a11y-earnings');
  await signInWithPassword(page, busyOwner);
  await expectPath(page, '/dashboard');
  await openScreen(page, '/dashboard/earning');
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Net' }) });
  await table.getByRole('row').nth(20).waitFor(); // a full first page of 20 entries
  await page.getByRole('button', { name: 'Load more' }).click();
  await table.getByRole('row').nth(busyOwner.earnings).waitFor();
  await screenReady(page);
  await shoot('01-long-table');
  const problems = await axeAtBothWidths(page, 'earnings');
  assert.deepEqual(problems, [], 'accessibility of the long earnings table');

  // On a phone the table scrolls sideways: a keyboard user reaches the region by Tab and scrolls it.
  await page.setViewportSize(PHONE);
  await settleLayout(page);
  const region = page.getByRole('region', { name: 'Earnings entries' });
  await page.getByRole('button', { name: 'Export CSV' }).focus();
  await page.keyboard.press('Tab');
  assert.equal(await region.evaluate((el) => el === document.activeElement), true, 'Tab reaches the table');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => {
    const el = document.activeElement;
    return el !== null && el.scrollLeft > 0;
  });
  await page.setViewportSize(DESKTOP);
});

/** An API client of the account and its webhook to the receiver, for reservation requests. */
async function webhookOf(account: Account): Promise<void> {
  const { createApiClient } = await graphqlData<{ createApiClient: { client: { id: string } } }>(
    'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { client { id } } }',
    { input: { name: 'Booking sync', scopes: ['RESERVATIONS_READ'] } },
    account.idToken,
  );
  await graphqlData(
    'mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { secret } }',
    {
      input: {
        apiClientId: createApiClient.client.id,
        url: receiver.url,
        events: ['RESERVATION_REQUESTED'],
      },
    },
    account.idToken,
  );
}

test('the owner’s and the admin’s webhook screens, empty and with deliveries, pass axe at both widths', async () => {
  const hostel = await publishedHostel('a11y-webhooks');
  const admin = await createAccount('ADMIN', 'a11y-webhooks');
  const student = await createAccount('STUDENT', 'a11y-webhooks');
  const problems: string[] = [];
  const screens = [];
  for (const [who, account, area] of [
    ['owner', hostel.owner, '/dashboard'],
    ['admin', admin, '/admin'],
  ] as const) {
    const { page, context } = await openPage(browser);
    await signInAs(page, account, area);
    // Before any API client: the empty state links to where one is made.
    await openScreen(page, `${area}/developers/webhooks`);
    await page.getByRole('link', { name: 'create an API client' }).waitFor();
    const shoot = screenShooter(page, `a11y-webhooks-${who}`);
    await shoot('01-no-client');
    problems.push(...(await axeAtBothWidths(page, `${who}'s webhooks without a client`)));
    screens.push({ who, account, area, page, context, shoot });
  }

  for (const { account } of screens) await webhookOf(account);
  const before = receiver.count();
  await graphqlData(
    'mutation($input: RequestReservationInput!) { requestReservation(input: $input) { id } }',
    { input: { roomTypeId: hostel.room.id, ...stayIn(30, 2, 1) } },
    student.idToken,
  );
  // Both subscriptions take the request: one delivery each.
  for (let i = 0; i < 300 && receiver.count() < before + 2; i++) await delay(100);

  for (const { who, area, page, context, shoot } of screens) {
    await openScreen(page, `${area}/developers/webhooks`);
    const card = page.getByRole('article', { name: receiver.url });
    await card.getByText('Last delivery: delivered (HTTP 202)').waitFor();
    await card.getByRole('button', { name: 'Deliveries' }).click();
    await card.getByRole('row').filter({ hasText: 'Reservation requested' }).getByText('Delivered').waitFor();
    await screenReady(page);
    await shoot('02-deliveries');
    problems.push(...(await axeAtBothWidths(page, `${who}'s webhooks with deliveries`)));
    await context.close();
  }
  assert.deepEqual(problems, [], 'accessibility of the webhook screens');
});
