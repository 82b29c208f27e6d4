// An owner declines a request with a reason; the student reads that reason on the reservation.
// Screenshots of every screen at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page, Route } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { fillDay } from './support/dates.js';
import { publishedHostel } from './support/published-hostel.js';
import { openPendingRequest, requestReservation, stayIn } from './support/reservations.js';
import { screenShooter } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shooter = (page: Page) => screenShooter(page, 'reservation-declined');

test('an owner declines a request with a reason and the student sees it', async () => {
  const hostel = await publishedHostel('decline');
  const student = await createAccount('STUDENT', 'decline');
  const [studentBrowser, ownerBrowser] = [await openPage(browser), await openPage(browser)];
  try {
    const { page } = studentBrowser;
    await signInAs(page, student, '/students');
    // Reserving before choosing dates asks for them on the date fields, and stays on the page.
    await openScreen(page, `/students/hostelDetails?id=${hostel.id}`);
    await page.getByRole('button', { name: `Reserve a bed in ${hostel.room.name}` }).click();
    const checkIn = page.getByRole('region', { name: 'Your stay' }).getByLabel('Check-in', { exact: true });
    await page.getByText('Choose a check-in date to reserve.').waitFor();
    await page.getByText('Choose a check-out date to reserve.').waitFor();
    // The focused field turns into the date picker once its code is in: wait for the focus there
    // (a one-off check could hold the field that is being replaced).
    await checkIn.and(page.locator(':focus')).waitFor();
    await expectPath(page, new RegExp(`^/students/hostelDetails\\?id=${hostel.id}$`));
    // Full-page screenshots are taken from the top, where the sticky header belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenReady(page);
    await shooter(page)('00-reserve-without-dates');

    // New dates reload only the availability: the page stays, the room list says it is checking.
    const slow = async (route: Route) => {
      if (/HostelsDetailsQuery/.test(route.request().postData() ?? '')) await delay(8000);
      await route.continue();
    };
    await page.route('**/graphql', slow);
    const stay = stayIn(45, 3, 1);
    const controls = page.getByRole('region', { name: 'Your stay' });
    await fillDay(controls.getByLabel('Check-in', { exact: true }), stay.checkIn);
    await fillDay(controls.getByLabel('Check-out', { exact: true }), stay.checkOut);
    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await rooms.getByRole('status').getByText('Checking free beds for your dates…').waitFor();
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shooter(page)('00-availability-loading');
    await page.unrouteAll({ behavior: 'wait' }); // lets the held answer through first
    await rooms.getByText('20 beds free for your dates').waitFor();

    const note = 'Could I have a bed near the window?';
    const { id, code } = await requestReservation(page, student, hostel, stay, note, shooter(page));

    const owner = ownerBrowser.page;
    const shootOwner = shooter(owner);
    await signInAs(owner, hostel.owner, '/dashboard');
    const card = await openPendingRequest(owner, code, note);
    await card.getByRole('button', { name: `Decline reservation ${code}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Decline this request' });
    const reason = 'The window beds are taken for those dates; sorry.';
    await dialog.getByRole('textbox', { name: 'Reason (the student sees it)' }).fill(reason);
    await shootOwner('04-owner-decline');
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });

    await owner.getByRole('tab', { name: 'Declined' }).click();
    await expectPath(owner, '/dashboard/reservation/component/declined');
    const declined = owner.getByRole('article', { name: `Reservation ${code}` });
    await declined.getByText(`Declined: ${reason}`).waitFor();
    await screenReady(owner);
    await shootOwner('05-owner-declined');

    await openScreen(page, `/students/reservation/Details?id=${id}`);
    await page.getByText(`Reason: ${reason}`).waitFor();
    // The timeline tells the same story: requested, then declined by the owner with the reason.
    await page.getByText('Declined by the owner').waitFor();
    await shooter(page)('06-student-details');

    await openScreen(page, '/students/reservation?status=DECLINED');
    await page
      .getByRole('article', { name: `Reservation ${code}` })
      .getByText(`Declined: ${reason}`)
      .waitFor();
    await shooter(page)('07-student-list');
    // On a phone the chosen filter is scrolled into view, though most chips are off to the side.
    await page.setViewportSize(PHONE);
    await openScreen(page, '/students/reservation?status=DECLINED');
    const chip = await page
      .getByRole('group', { name: 'Filter by status' })
      .getByText('Declined', { exact: true })
      .boundingBox();
    assert.ok(chip && chip.x >= 0 && chip.x + chip.width <= PHONE.width, JSON.stringify(chip));
    await page.setViewportSize(DESKTOP);
    for (const { errors } of [studentBrowser, ownerBrowser]) assert.deepEqual(errors, []);
  } finally {
    await Promise.all([studentBrowser.context.close(), ownerBrowser.context.close()]);
  }
});
