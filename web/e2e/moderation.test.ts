// Moderation end to end: an admin suspends a published hostel (students stop finding it), finds it
// under "Suspended" and reinstates it; an admin rejects a listing, the owner reads why, fixes it,
// resubmits it and later archives it. Screenshots of every new screen at 1280 and 375 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { expectPath, launchBrowser, openPage, type OpenPage } from './support/browser.js';
import { proofZip } from './support/documents.js';
import { publishedHostel, submittedHostel } from './support/published-hostel.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Runs `body` with two people, each in a fresh browser profile; neither may see an uncaught error. */
async function withTwoPeople(body: (first: OpenPage, second: OpenPage) => Promise<void>) {
  const people = [await openPage(browser), await openPage(browser)] as const;
  try {
    await body(...people);
    for (const person of people) assert.deepEqual(person.errors, [], 'uncaught errors in a browser');
  } finally {
    await Promise.all(people.map((person) => person.context.close()));
  }
}

/** A student's search for a city, loaded afresh as when they come back later. */
async function searchCity(page: Page, city: string) {
  await openScreen(page, `/students?city=${encodeURIComponent(city)}`);
}

/** The listings tab and search an admin picks on `/admin/listing`. */
async function showListings(page: Page, tab: string, search: string) {
  await page.getByRole('tab', { name: tab }).click();
  // The tab has switched (the URL too) before the search goes into it.
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
  const form = page.getByRole('search', { name: 'Search listings' });
  await form.getByRole('textbox', { name: 'Hostel name, city, owner email or id' }).fill(search);
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === search);
  await screenReady(page);
}

test('an admin suspends a published hostel and reinstates it from the suspended list', async () => {
  const hostel = await publishedHostel('moderation');
  const [admin, student] = [await createAccount('ADMIN', 'moderation'), await createAccount('STUDENT')];
  await withTwoPeople(async (adminBrowser, studentBrowser) => {
    const { page } = adminBrowser;
    const shoot = screenShooter(page, 'moderation');
    const studentPage = studentBrowser.page;
    const shootStudent = screenShooter(studentPage, 'moderation');
    const found = studentPage.getByRole('link', { name: hostel.name });

    await signInAs(studentPage, student, '/students');
    await searchCity(studentPage, hostel.city);
    await found.waitFor();

    await signInAs(page, admin, '/admin');
    await openScreen(page, '/admin/listing');
    await showListings(page, 'Published', hostel.name);
    const card = page.getByRole('article', { name: hostel.name });
    await card.getByText('Published', { exact: true }).waitFor();
    await card.getByRole('link', { name: hostel.owner.email }).waitFor();
    await shoot('01-published');

    const reason = 'Reported as closed for repairs.';
    await card.getByRole('button', { name: `Suspend ${hostel.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${hostel.name}` });
    await dialog.getByRole('textbox', { name: 'Reason (the owner sees it)' }).fill(reason);
    await shoot('02-suspend-reason');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText(`${hostel.name}: suspended.`).waitFor();
    await card.waitFor({ state: 'detached' });

    await searchCity(studentPage, hostel.city);
    await studentPage.getByRole('heading', { name: 'No hostels match this search' }).waitFor();
    assert.equal(await found.count(), 0);
    await shootStudent('03-student-search-suspended');

    // The search stays when the admin changes tabs: the suspended hostel is right there.
    await page.getByRole('tab', { name: 'Suspended' }).click();
    await expectPath(page, /^\/admin\/listing\?status=suspended&search=/);
    await screenReady(page);
    await card.getByText('Suspended', { exact: true }).waitFor();
    await card.getByText(`Reason: ${reason}`).waitFor();
    await shoot('04-suspended');
    await card.getByRole('button', { name: `Reinstate ${hostel.name}` }).click();
    await page.getByText(`${hostel.name}: reinstated.`).waitFor();
    await page.getByRole('heading', { name: 'No listings match' }).waitFor();

    await searchCity(studentPage, hostel.city);
    await found.waitFor();
    await shootStudent('05-student-search-reinstated');
  });
});

test('an admin rejects a listing; the owner reads why, fixes it, resubmits and archives it', async () => {
  const hostel = await submittedHostel('moderation');
  const admin = await createAccount('ADMIN', 'moderation');
  const reason = 'The photos do not show a bedroom; add one.';
  await withTwoPeople(async (adminBrowser, ownerBrowser) => {
    const { page } = adminBrowser;
    const shoot = screenShooter(page, 'moderation');
    await signInAs(page, admin, '/admin');
    await openScreen(page, '/admin/listing');
    await showListings(page, 'In review', hostel.city);
    const card = page.getByRole('article', { name: hostel.name });
    const documentLink = card.getByRole('link', { name: /Ownership document: ownership\.zip/ });
    await documentLink.waitFor();
    // The link is signed for the admin and short-lived: a click fetches a fresh one and downloads.
    const [download] = await Promise.all([page.waitForEvent('download'), documentLink.click()]);
    assert.match(download.suggestedFilename(), /\.zip$/);
    const zip = await readFile(await download.path());
    assert.deepEqual([...zip.subarray(0, 4)], [0x50, 0x4b, 0x03, 0x04]);
    assert.ok(zip.includes('registration.txt'), 'the proof ZIP holds the registration note');
    await shoot('06-in-review');
    await card.getByRole('button', { name: `Reject ${hostel.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${hostel.name}` });
    await dialog.getByRole('textbox', { name: 'Reason (the owner sees it)' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText(`${hostel.name}: rejected.`).waitFor();
    await showListings(page, 'Rejected', hostel.owner.email);
    await card.getByText(`Reason: ${reason}`).waitFor();
    await shoot('07-rejected');

    const owner = ownerBrowser.page;
    const shootOwner = screenShooter(owner, 'moderation');
    await signInAs(owner, hostel.owner, '/dashboard');
    await openScreen(owner, '/dashboard/hostelDetails');
    await owner.getByText('Rejected', { exact: true }).waitFor();
    await owner.getByText(`Reason: ${reason}`).waitFor();
    // The status labels are readable: no contrast (or other serious) accessibility problem.
    assert.deepEqual(await seriousAxeViolations(owner), []);
    await shootOwner('08-owner-rejected');

    await owner.getByRole('link', { name: `Fix and resubmit ${hostel.name}` }).click();
    await expectPath(owner, '/dashboard/listHostel/step1');
    await owner.getByText('Changes requested').waitFor();
    await owner.getByText(reason, { exact: false }).waitFor();
    await owner
      .getByRole('textbox', { name: 'House rules' })
      .fill('Quiet hours from 22:00. A bedroom photo is added.');
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expectPath(owner, '/dashboard/listHostel/step2');
    await owner.getByRole('button', { name: /Preview and submit/ }).click();
    await expectPath(owner, '/dashboard/listHostel/preview');
    const [chooser] = await Promise.all([
      owner.waitForEvent('filechooser'),
      owner.getByRole('button', { name: 'Choose the ZIP and submit' }).click(),
    ]);
    await chooser.setFiles({ name: 'ownership.zip', mimeType: 'application/zip', buffer: await proofZip() });
    await expectPath(owner, '/dashboard/hostelDetails');
    await owner.getByText('Submitted for review.').waitFor();
    await owner.getByText('In review', { exact: true }).waitFor();
    assert.equal(await owner.getByText(`Reason: ${reason}`).count(), 0);

    await owner.getByRole('button', { name: `Archive ${hostel.name}` }).click();
    await owner
      .getByRole('dialog', { name: `Archive ${hostel.name}?` })
      .getByRole('button', { name: 'Archive' })
      .click();
    await owner.getByRole('heading', { name: 'No active listings' }).waitFor();
    await shootOwner('09-owner-archived');

    // Archived, it has left the review queue too.
    await openScreen(page, '/admin/listing');
    await showListings(page, 'In review', hostel.city);
    await page.getByRole('heading', { name: 'No listings match' }).waitFor();
  });
});
