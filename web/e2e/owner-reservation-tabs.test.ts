// Owners find every booking: paid stays under Upcoming, cancelled ones under Cancelled, each tab
// with its count; the original three tabs keep their paths; a new request appears in the open list.
// Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { paidStay } from './support/money.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an owner finds paid and cancelled bookings under their own tabs, with counts', async () => {
  const hostel = await publishedHostel('tabs');
  const student = await createAccount('STUDENT', 'tabs');
  const upcoming = await paidStay(student, hostel, stayIn(30, 2, 1));
  const cancelled = await paidStay(student, hostel, stayIn(40, 2, 1));
  await graphqlData(
    'mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id } }',
    { id: cancelled.id, reason: 'My plans changed.' },
    student.idToken,
  );

  const { page } = await openPage(browser);
  const shoot = screenShooter(page, 'owner-reservation-tabs');
  await signInAs(page, hostel.owner, '/dashboard');
  await openScreen(page, '/dashboard/reservation');
  for (const [tab, count] of [
    ['Pending', 0],
    ['Accepted', 0],
    ['Upcoming', 1],
    ['Past', 0],
    ['Cancelled', 1],
    ['Declined', 0],
  ] as const) {
    await page.getByRole('tab', { name: `${tab} ${count}` }).waitFor();
  }
  await page.getByRole('tab', { name: 'Pending 0', selected: true }).waitFor();
  await page.getByText('No requests are waiting for your answer.').waitFor();

  await page.getByRole('tab', { name: 'Upcoming 1' }).click();
  await expectPath(page, '/dashboard/reservation/component/upcoming');
  await page.getByRole('article', { name: `Reservation ${upcoming.code}` }).waitFor();
  assert.equal(await page.getByRole('article').count(), 1);
  await screenReady(page);
  await shoot('01-upcoming');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the upcoming tab');

  await page.getByRole('tab', { name: 'Cancelled 1' }).click();
  await expectPath(page, '/dashboard/reservation/component/cancelled');
  const card = page.getByRole('article', { name: `Reservation ${cancelled.code}` });
  await card.getByText('My plans changed.').waitFor();
  await screenReady(page);
  await shoot('02-cancelled');

  // The original tabs keep their paths; a reload lands on the same tab.
  for (const [path, tab] of [
    ['/dashboard/reservation/component/pending', 'Pending'],
    ['/dashboard/reservation/component/accepted', 'Accepted'],
    ['/dashboard/reservation/component/declined', 'Declined'],
    ['/dashboard/reservation/component/past', 'Past'],
  ] as const) {
    await openScreen(page, path);
    await page.getByRole('tab', { name: new RegExp(`^${tab}`), selected: true }).waitFor();
  }
  await page.getByText('Completed stays appear here.').waitFor();

  // The open list learns of a new request without a reload or a tab switch.
  await openScreen(page, '/dashboard/reservation/component/pending');
  await page.getByText('No requests are waiting for your answer.').waitFor();
  const { requestReservation: fresh } = await graphqlData<{ requestReservation: { code: string } }>(
    'mutation($input: RequestReservationInput!) { requestReservation(input: $input) { code } }',
    { input: { roomTypeId: hostel.room.id, ...stayIn(50, 2, 1) } },
    student.idToken,
  );
  await page.getByRole('article', { name: `Reservation ${fresh.code}` }).waitFor();
  await page.getByRole('tab', { name: 'Pending 1', selected: true }).waitFor();
});
