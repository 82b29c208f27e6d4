// Forgot password -> the product's reset e-mail in the local inbox -> new password on
// /signUp/newPassword -> sign in.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInWithPassword } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { linkIn, waitForMail } from './support/mail.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('forgot password, reset it from the email link, sign in with the new one', async () => {
  const student = await createAccount('STUDENT', 'reset');
  const newPassword = 'Brand-new-pass-42';
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/signUp');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/signUp/forgotPassword');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectPath(page, '/msg');

    // The API's e-mail links straight to the app's page, with what the client SDK needs.
    const link = linkIn(await waitForMail(student.email, /new password/), '/signUp/newPassword');
    await page.goto(link);
    await page.getByText(`For ${student.email}`).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/signUp');

    await signInWithPassword(page, student);
    await page.locator('[role=alert], .mantine-InputWrapper-error').first().waitFor();
    await signInWithPassword(page, { email: student.email, password: newPassword });
    await expectPath(page, '/students');

    // The same link cannot be used twice.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
