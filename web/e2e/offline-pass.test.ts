// The offline booking pass: a signed-in student opens a reservation once, goes offline, reloads, and
// still sees its code, dates, address and house rules with "Last updated"; after signing out nothing
// of it is left on the device, and offline shows no reservation. Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'vitest';
import { formatDayRange } from '@hostel/common';
import type { Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { DESKTOP, expectPath, LOCALE, PHONE } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { controllingWorker, withProfile } from './support/pwa.js';
import { stayIn } from './support/reservations.js';
import { openScreen, settleLayout, transitionsDone } from './support/screens.js';

const SHOTS = '/tmp/shots/pwa';

/** The keys of the copies saved for offline use (their values are encrypted; the names are not). */
const savedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hostel.secure.offline.')));

async function shootBoth(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settleLayout(page);
    await transitionsDone(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test("a signed-in student's pass opens offline, and nothing of it stays after sign-out", async () => {
  const hostel = await publishedHostel('offline-pass');
  const student = await createAccount('STUDENT', 'offline-pass');
  const stay = stayIn(20, 3, 1);
  const { requestReservation: reservation } = await graphqlData<{
    requestReservation: { id: string; code: string };
  }>(
    'mutation($input: RequestReservationInput!) { requestReservation(input: $input) { id code } }',
    { input: { roomTypeId: hostel.room.id, ...stay } },
    student.idToken,
  );
  const details = `/students/reservation/Details?id=${reservation.id}`;
  const dates = formatDayRange(stay.checkIn, stay.checkOut, LOCALE);

  await withProfile(async ({ context, page }) => {
    await signInAs(page, student, '/students');
    await controllingWorker(page);
    await openScreen(page, '/students/reservation');
    await page.getByRole('article', { name: `Reservation ${reservation.code}` }).waitFor();
    await openScreen(page, details);
    await page.getByText('3 Navrongo Road').waitFor();
    assert.equal(await page.getByText('Last updated').count(), 0, 'online, the screen is not a saved copy');
    await page.waitForFunction(
      (id) => Object.keys(localStorage).some((key) => key.endsWith(`.reservation:${id}`)),
      reservation.id,
    );

    // Offline: the page comes from the worker's shell, the reservation from the saved copy.
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Last updated' });
    await notice.waitFor();
    for (const text of [`code ${reservation.code}`, dates, '3 Navrongo Road', 'Quiet hours from 22:00.'])
      await page.getByText(text).first().waitFor();
    await shootBoth(page, 'offline-pass-details');

    await page.goto('/students/reservation');
    await page.getByRole('article', { name: `Reservation ${reservation.code}` }).waitFor();
    await notice.waitFor();
    await shootBoth(page, 'offline-pass-list');

    // Back online, signing out deletes every saved copy.
    await context.setOffline(false);
    await openScreen(page, '/students/reservation');
    assert.equal(await page.getByText('Last updated').count(), 0);
    await page.getByRole('button', { name: `Account menu for ${student.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    // Signing out ends with IDENTITY_CHANGED, which deletes them: bounded by the step timeout.
    await page
      .waitForFunction(
        () => !Object.keys(localStorage).some((key) => key.startsWith('hostel.secure.offline.')),
      )
      .catch(() => {});
    assert.deepEqual(await savedKeys(page), [], 'no saved copy is left after signing out');

    // Offline again, the pass is not there: the area asks to sign in, and no reservation shows.
    await context.setOffline(true);
    await page.goto(details);
    await expectPath(page, /^\/signUp/);
    assert.equal(await page.getByText(reservation.code).count(), 0);
  });
});
