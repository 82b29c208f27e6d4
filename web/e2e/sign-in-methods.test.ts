// Passwordless email link (same device and another device), phone with an SMS code, and Google
// through the emulator's provider page. New identities finish their sign-up on /getStarted.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { uniqueEmail, uniquePhone } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { waitForSmsCode } from './support/emulator.js';
import { linkIn, waitForMail } from './support/mail.js';
import { installGapiStandIn } from './support/gapi-stand-in.js';
import { screenshotBothWidths } from './support/screenshots.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** /getStarted for an identity without a user yet: choose the role, give a name, land in the area. */
async function finishSignUp(page: Page, choice: RegExp, name: string | null, landing: string) {
  await expectPath(page, '/getStarted');
  await page.getByRole('radio', { name: choice }).click();
  const nameField = page.getByRole('textbox', { name: 'Your name' });
  if (name) await nameField.fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, landing);
}

async function sendEmailLink(page: Page, email: string) {
  await page.goto('/signUp');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expectPath(page, '/msg');
  await page.getByText(`We sent a sign-in link to ${email}`).waitFor();
  return linkIn(await waitForMail(email, /sign-in link/), '/complete-sign-in');
}

test('email link opened in the same browser signs in and finishes on /complete-sign-in', async () => {
  const email = uniqueEmail('link');
  const { context, page, errors } = await openPage(browser);
  try {
    const link = await sendEmailLink(page, email);
    await page.goto(link); // the e-mail's link opens /complete-sign-in itself
    await finishSignUp(page, /I am a student/, 'Link Student', '/students');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('email link opened on another device asks for the email first', async () => {
  const email = uniqueEmail('link-other');
  const first = await openPage(browser);
  const other = await openPage(browser);
  try {
    const link = await sendEmailLink(first.page, email);
    await other.page.goto(link);
    await expectPath(other.page, '/complete-sign-in');
    await other.page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await other.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await finishSignUp(other.page, /I own a hostel/, 'Link Owner', '/dashboard');
    assert.deepEqual(other.errors, []);
  } finally {
    await first.context.close();
    await other.context.close();
  }
});

test('phone number with the SMS code', async () => {
  const phone = uniquePhone();
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/signUp');
    await page.getByRole('link', { name: 'Continue with phone' }).click();
    await expectPath(page, '/signUp/verifyNumber');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await waitForSmsCode(phone);
    await page.getByText('Enter the 6-digit code').waitFor();
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await finishSignUp(page, /I am a student/, 'Phone Student', '/students');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Google through the emulator provider page', async () => {
  const email = uniqueEmail('google');
  const { context, page, errors } = await openPage(browser);
  try {
    await installGapiStandIn(context);
    await page.goto('/signUp');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Google Student');
    await popup.locator('#sign-in').click();
    // The provider's name is suggested on /getStarted.
    await expectPath(page, '/getStarted');
    const nameField = page.getByRole('textbox', { name: 'Your name' });
    await page.waitForFunction(
      (field) => (field as HTMLInputElement | null)?.value === 'Google Student',
      await nameField.elementHandle(),
    );
    await finishSignUp(page, /I am a student/, null, '/students');
    // Errors raised inside the stand-in's relay (the emulator's helper iframe may not use storage as a
    // third party in this Chromium) belong to the test harness, not to the app.
    assert.deepEqual(
      errors.filter((error) => !error.stack?.includes('apis.google.com/js/api.js')),
      [],
    );
  } finally {
    await context.close();
  }
});

test('Google sign-in whose script cannot load says so and offers the other ways', async () => {
  const { context, page } = await openPage(browser);
  try {
    // As when offline or behind a privacy extension: Google's loader never arrives.
    await context.route('https://apis.google.com/**', (route) => route.abort('blockedbyclient'));
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const banner = page.getByRole('alert');
    await banner.getByText('Google sign-in could not start: its sign-in window did not load.').waitFor();
    assert.match(
      await banner.innerText(),
      /Sign in with your email and password, your phone or an emailed link/,
    );
    const ways = [
      page.getByRole('button', { name: 'Sign in', exact: true }),
      page.getByRole('link', { name: 'Continue with phone' }),
      page.getByRole('button', { name: 'Email me a sign-in link' }),
    ];
    for (const way of ways) assert.ok(await way.isEnabled());
    assert.equal((await screenshotBothWidths(page, 'sign-in-provider-unavailable')).phoneOverflow, 0);
  } finally {
    await context.close();
  }
});
