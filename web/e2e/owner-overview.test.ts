// The owner's overview shows real figures (a waiting request with its deadline, an arrival this
// week, occupancy, earnings) and each card leads to its screen. Axe, screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { paidStay } from './support/money.js';
import { publishedHostel } from './support/published-hostel.js';
import { money, stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an owner sees their figures on the overview and follows them to their screens', async () => {
  const hostel = await publishedHostel('overview'); // 20 beds at 45.00 a night
  const student = await createAccount('STUDENT', 'overview');
  // Arrives in 2 days and leaves in 5: 2 beds x 3 nights; the earning (its subtotal) is pending until check-in.
  await paidStay(student, hostel, stayIn(2, 3, 2));
  const { requestReservation: waiting } = await graphqlData<{ requestReservation: { code: string } }>(
    'mutation($input: RequestReservationInput!) { requestReservation(input: $input) { code } }',
    { input: { roomTypeId: hostel.room.id, ...stayIn(10, 2, 1) } },
    student.idToken,
  );

  const { page } = await openPage(browser);
  const shoot = screenShooter(page, 'owner-overview');
  await signInAs(page, hostel.owner, '/dashboard');
  await screenReady(page);
  const card = (name: string) =>
    page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name }) });
  await card('Requests waiting').getByText(waiting.code).waitFor();
  const text = async (name: string) => (await card(name).innerText()).replace(/\s+/g, ' ');
  assert.match(await text('Requests waiting'), /1 request waiting/);
  assert.match(await text('Requests waiting'), /answer by .* Accra time/);
  assert.match(await text('Next 7 days'), /1 check-in 1 check-out /);
  // 2 x 3 paid + 1 x 2 waiting of 20 x 30 bed-nights: 8 of 600, 1%.
  await card('Occupancy, next 30 nights').getByText('8 of 600 bed-nights taken').waitFor();
  await card('Occupancy, next 30 nights').getByText('1%', { exact: true }).waitFor();
  const subtotal = 2 * 3 * hostel.room.pricePerBed;
  await card('Earnings').getByText(money(subtotal, hostel.room.currency)).waitFor();
  await card('Earnings')
    .getByText(`${money(0, hostel.room.currency)} available for payout`)
    .waitFor();
  await shoot('01-figures');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the overview');

  await card('Requests waiting').getByRole('link', { name: 'Answer requests' }).click();
  await expectPath(page, '/dashboard/reservation/component/pending');
  await openScreen(page, '/dashboard');
  await card('Occupancy, next 30 nights').getByRole('link', { name: hostel.name }).click();
  await expectPath(page, '/dashboard/availability');
  await page.getByRole('table', { name: 'Beds per night' }).waitFor();
  // The original product's section URLs still show the overview, the card pointed at outlined.
  await openScreen(page, '/dashboard/components/child4');
  assert.equal(await card('Earnings').getAttribute('aria-current'), 'true');
});
