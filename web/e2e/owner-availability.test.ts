// An owner blocks two beds for a week on the availability calendar, and a student's search for that
// week no longer offers them. Per-field errors of the block dialog, axe, screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { launchBrowser, openPage } from './support/browser.js';
import { fillDay } from './support/dates.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an owner blocks two beds for a week and the search for that week no longer offers them', async () => {
  const hostel = await publishedHostel('availability'); // one room type of 20 beds
  const week = stayIn(30, 7, 19);
  const month = week.checkIn.slice(0, 7);
  const search = `/students?city=${encodeURIComponent(hostel.city)}&checkIn=${week.checkIn}&checkOut=${week.checkOut}&beds=19`;

  const student = await openPage(browser);
  await signInAs(student.page, await createAccount('STUDENT', 'availability'), '/students');
  await openScreen(student.page, search);
  await student.page.getByRole('link', { name: hostel.name }).waitFor();

  const { page } = await openPage(browser);
  const shoot = screenShooter(page, 'owner-availability');
  await signInAs(page, hostel.owner, '/dashboard');
  // From the owner's hostel list to its calendar.
  await openScreen(page, '/dashboard/hostelDetails');
  await page.getByRole('link', { name: `Availability of ${hostel.name}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
  await openScreen(page, `/dashboard/availability?hostel=${hostel.id}&month=${month}`);
  const grid = page.getByRole('table', { name: 'Beds per night' });
  await grid.getByText('20 free').first().waitFor();
  await screenReady(page);
  await shoot('01-calendar');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the calendar');

  await page.getByRole('button', { name: 'Block beds' }).click();
  const dialog = page.getByRole('dialog', { name: `Block beds: ${hostel.room.name}` });
  await dialog.getByRole('textbox', { name: 'Beds' }).fill('21');
  await dialog.getByRole('button', { name: 'Block beds' }).click();
  await dialog.getByText('Beds must be between 1 and 20.').waitFor();
  // The server's own rule, on its field: the first night can't be in the past.
  await fillDay(dialog.getByRole('textbox', { name: 'First night' }), stayIn(-2, 1, 1).checkIn);
  await dialog.getByRole('textbox', { name: 'Beds' }).fill('2');
  await dialog.getByRole('button', { name: 'Block beds' }).click();
  await dialog
    .getByText('The first night can be today at the earliest (in the hostel’s time zone).')
    .waitFor();
  await screenReady(page);
  await shoot('02-block-dialog');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the block dialog');

  await fillDay(dialog.getByRole('textbox', { name: 'First night' }), week.checkIn);
  await fillDay(dialog.getByRole('textbox', { name: /^Until/ }), week.checkOut);
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Walk-in group');
  await dialog.getByRole('button', { name: 'Block beds' }).click();
  await dialog.waitFor({ state: 'detached' });
  // Every night of the week in the month shown has 2 blocked and 18 free beds.
  const lastDay = Number(
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate(),
  );
  const shown = Math.min(7, lastDay - Number(week.checkIn.slice(8)) + 1);
  await grid
    .getByText('2 blocked')
    .nth(shown - 1)
    .waitFor();
  assert.equal(await grid.getByText('2 blocked').count(), shown);
  assert.equal(await grid.getByText('18 free').count(), shown);
  await screenReady(page);
  await shoot('03-blocked');

  // The student's same search (19 beds for the week) no longer finds the hostel; 18 are offered.
  await openScreen(student.page, search);
  await student.page.getByText('No hostels match this search').waitFor();
  assert.equal(await student.page.getByRole('link', { name: hostel.name }).count(), 0);
  await openScreen(
    student.page,
    `/students/hostelDetails?id=${hostel.id}&checkIn=${week.checkIn}&checkOut=${week.checkOut}`,
  );
  await student.page.getByText('18 beds free for your dates').waitFor();
});
