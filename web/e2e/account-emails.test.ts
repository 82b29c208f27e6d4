// The account e-mails come from the product (the API's templates, through the run's local inbox):
// sign up -> confirm the address; change the address -> confirm the new one -> the old one is told.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, PASSWORD, signInAs, signInWithPassword, uniqueEmail } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { linkIn, waitForMail, type InboxMail } from './support/mail.js';
import { screenshotBothWidths } from './support/screenshots.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The e-mail as a mail client shows it, at both widths. */
async function lookAt(page: Page, mail: InboxMail, name: string) {
  await page.setContent(mail.html);
  assert.equal((await screenshotBothWidths(page, name)).phoneOverflow, 0);
}

test('a new student confirms the address from the e-mail the sign-up sent', async () => {
  const email = uniqueEmail('verify');
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/getStarted');
    await page.getByRole('radio', { name: /I am a student/ }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Efua Verify');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectPath(page, '/students');

    const mail = await waitForMail(email, /^Confirm your e-mail address$/);
    assert.match(mail.text, /confirm that .* is your e-mail address on Hostel/);
    const link = linkIn(mail, '/signUp/newPassword');
    const preview = await context.newPage();
    await lookAt(preview, mail, 'account-email-verify');
    await preview.close();

    await page.goto(link);
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await screenshotBothWidths(page, 'account-email-confirmed');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expectPath(page, '/students');
    await page.goto('/students/accountSetting');
    await page.getByText('Confirmed', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a student changes the e-mail: the new address confirms it, the old one is told', async () => {
  const student = await createAccount('STUDENT', 'change-email');
  const newEmail = uniqueEmail('changed');
  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, student, '/students');
    await page.goto('/students/accountSetting');
    const section = page.getByRole('region', { name: 'Email address' });
    await section.getByRole('textbox', { name: 'New email' }).fill(newEmail);
    await section.getByLabel('Current password').fill(student.password);
    await section.getByRole('button', { name: 'Change email' }).click();
    await section.getByText(`We sent a link to ${newEmail}`).waitFor();
    await screenshotBothWidths(page, 'account-email-change-sent');

    const mail = await waitForMail(newEmail, /^Confirm your new e-mail address$/);
    await page.goto(linkIn(mail, '/signUp/newPassword'));
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  // The new address signs in; the old one hears of the change.
  const again = await openPage(browser);
  try {
    await signInWithPassword(again.page, { email: newEmail, password: student.password });
    await expectPath(again.page, '/students');
    const told = await waitForMail(student.email, /^Your e-mail address was changed$/);
    assert.match(told.text, new RegExp(`is now ${newEmail.replaceAll('.', '\\.')}`));
    await lookAt(again.page, told, 'account-email-changed');
  } finally {
    await again.context.close();
  }
});
