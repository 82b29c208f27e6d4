// An owner declines a request with a reason; the student reads that reason on the reservation.
// Screenshots of every screen at 1280 and 375 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { openPendingRequest, requestReservation, stayIn } from './support/reservations.js';
import { screenShooter } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

const shooter = (page: Page) => screenShooter(page, 'reservation-declined');

test('an owner declines a request with a reason and the student sees it', async () => {
  const hostel = await publishedHostel('decline');
  const student = await createAccount('STUDENT', 'decline');
  const [studentBrowser, ownerBrowser] = [await openPage(browser), await openPage(browser)];
  try {
    const { page } = studentBrowser;
    await signInAs(page, student, '/students');
    const note = 'Could I have a bed near the window?';
    const { id, code } = await requestReservation(
      page,
      student,
      hostel,
      stayIn(45, 3, 1),
      note,
      shooter(page),
    );

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
    for (const { errors } of [studentBrowser, ownerBrowser]) assert.deepEqual(errors, []);
  } finally {
    await Promise.all([studentBrowser.context.close(), ownerBrowser.context.close()]);
  }
});
