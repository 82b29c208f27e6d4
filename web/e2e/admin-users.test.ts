// An admin finds a student by e-mail on /admin/users, opens their page and suspends them with a
// reason: the student, signed in elsewhere, is signed out; the audit log shows the suspension.
// Also the owner's CSV export and the audit log screen. Axe, screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady, transitionsDone } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an admin finds a user by e-mail and suspends them; the user is signed out', async () => {
  const admin = await createAccount('ADMIN', 'admin-users');
  const student = await createAccount('STUDENT', 'suspend-me');

  // The student is signed in in their own browser.
  const studentSide = await openPage(browser);
  await signInAs(studentSide.page, student, '/students');

  const { page, errors } = await openPage(browser);
  const shoot = screenShooter(page, 'admin-users');
  await signInAs(page, admin, '/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).first().click();
  await expectPath(page, '/admin/users');
  await screenReady(page);
  await page.getByRole('textbox', { name: 'Name, e-mail or phone' }).fill(student.email);
  // Enter submits, as a keyboard user would.
  await page.getByRole('textbox', { name: 'Name, e-mail or phone' }).press('Enter');
  await page.getByText('1 user', { exact: true }).waitFor();
  await shoot('01-search');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of /admin/users');

  await page.getByRole('link', { name: student.displayName }).click();
  await expectPath(page, '/admin/user');
  await screenReady(page);
  await page.getByRole('heading', { name: student.displayName, level: 1 }).waitFor();
  await page.getByText('E-mail and password').waitFor();
  await shoot('02-user');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the user page');

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${student.displayName}` });
  await dialog
    .getByRole('textbox', { name: 'Reason (the user is told)' })
    .fill('Fake payment receipts sent to owners');
  // The dialog fades in: axe judges it once it is fully shown.
  await transitionsDone(page);
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the suspend dialog');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page.getByText(`${student.displayName} is suspended and signed out.`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Reinstate', exact: true }).waitFor();
  await page.getByText('Suspended because: Fake payment receipts sent to owners').waitFor();
  await page.getByText('user.set_status', { exact: true }).first().waitFor();

  // Their open page leaves the student area by itself (the API closed its socket): it shows the
  // suspension, or sign-in once their session's revocation is seen. Either way, the next screen
  // they open finds them signed out (their sessions were revoked in Firebase).
  await studentSide.page
    .getByRole('heading', { name: 'Your account is suspended' })
    .or(studentSide.page.getByRole('heading', { name: 'Sign in' }))
    .waitFor();
  await studentSide.page.goto('/students/reservation');
  await expectPath(studentSide.page, '/signUp');
  await studentSide.page.getByRole('heading', { name: 'Sign in' }).waitFor();

  // The audit log, narrowed to this user from their page.
  await page.getByRole('link', { name: 'Open in the audit log' }).click();
  await expectPath(page, '/admin/audit');
  await screenReady(page);
  await page.getByText('1 entry', { exact: true }).waitFor();
  // The entry's summary (its raw details, collapsed, hold the reason too).
  await page.getByText(/^Suspended .*Fake payment receipts sent to owners/).waitFor();
  await shoot('03-audit');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the audit log');
  assert.deepEqual(errors, []);
});

test('an owner exports the reservations of a period as CSV', async () => {
  const owner = await createAccount('OWNER', 'csv-owner');
  const { page, errors } = await openPage(browser);
  await signInAs(page, owner, '/dashboard');
  await openScreen(page, '/dashboard/reservation/component/pending');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export reservations' });
  await dialog.getByRole('button', { name: 'Days' }).waitFor();
  const shoot = screenShooter(page, 'owner-export');
  await shoot('01-dialog');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the export dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^reservations-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(file)).toString();
  assert.match(text, /^\uFEFFCode,Status,Hostel,Room type,Student,/);
  assert.deepEqual(errors, []);
});
