// Route guards: signed-out visitors sign in and come back, the wrong role sees "not allowed" with a
// way to their own area, an unfinished sign-up goes to /getStarted.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, PASSWORD, signInWithPassword, uniqueEmail } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { emailPasswordAccount } from './support/emulator.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a signed-out visitor on /students signs in and comes back', async () => {
  const student = await createAccount('STUDENT', 'guard-return');
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/students/favourite');
    await expectPath(page, /^\/signUp\?redirect=%2Fstudents%2Ffavourite$/);
    await signInWithPassword(page, student);
    await expectPath(page, '/students/favourite');
    await page.goto('/students');
    await expectPath(page, '/students');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a student on /dashboard is not allowed and is offered the student area', async () => {
  const student = await createAccount('STUDENT', 'guard-role');
  const { context, page } = await openPage(browser);
  try {
    await signInWithPassword(page, student);
    await expectPath(page, '/students');
    for (const path of ['/dashboard', '/admin']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not allowed here' }).waitFor();
      assert.equal(new URL(page.url()).pathname, path);
    }
    await page.getByRole('link', { name: 'Go to your student area' }).click();
    await expectPath(page, '/students');
  } finally {
    await context.close();
  }
});

test('a user who has not finished sign-up goes to /getStarted', async () => {
  const email = uniqueEmail('unfinished');
  await emailPasswordAccount(email, PASSWORD);
  const { context, page } = await openPage(browser);
  try {
    await signInWithPassword(page, { email, password: PASSWORD });
    await expectPath(page, '/getStarted');
    await page.goto('/dashboard/earning');
    await expectPath(page, /^\/getStarted\?redirect=%2Fdashboard%2Fearning$/);
    await page.getByRole('radio', { name: /I own a hostel/ }).click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Late Owner');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/dashboard/earning');
  } finally {
    await context.close();
  }
});
