// Asking for more beds than a room type has free for the dates: the hostel page says how many are
// free ("Only 3 beds are free for these dates"), not that the room is fully booked. Screenshots at
// 1280 and 375 px, axe.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { graphqlData } from './support/api.js';
import { launchBrowser, openPage } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('the hostel page says how many beds are free when more are wanted', async () => {
  const hostel = await publishedHostel('beds-free');
  const stay = stayIn(20, 3, 4);
  // 17 of the room's 20 beds taken off sale by the owner on the nights of the stay: 3 stay free.
  await graphqlData(
    'mutation($input: BedBlockInput!) { blockBeds(input: $input) { night } }',
    { input: { roomTypeId: hostel.room.id, beds: 17, from: stay.checkIn, to: stay.checkOut } },
    hostel.owner.idToken,
  );
  const { page, errors } = await openPage(browser);
  const query = new URLSearchParams({ id: hostel.id, ...stay, beds: String(stay.beds) });
  await openScreen(page, `/students/hostelDetails?${query}`);
  await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
  await page.getByText('Only 3 beds are free for these dates').waitFor();
  assert.equal(await page.getByText('Fully booked for your dates').count(), 0);
  await screenShooter(page, 'beds-free')('01-short');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the hostel page');
  assert.deepEqual(errors, []);
});
