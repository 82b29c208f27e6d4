// Sign-up with the role choice (students and owners land in their own areas) and email + password
// sign-in, through the real screens, API and Auth emulator.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, PASSWORD, signInWithPassword, uniqueEmail } from './support/accounts.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function registerAs(page: Page, choice: RegExp, name: string, email: string) {
  await page.goto('/getStarted');
  await page.getByRole('radio', { name: choice }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expectPath(page, '/signUp/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a student signs up and lands in the student area', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    await registerAs(page, /I am a student/, 'Ama Student', uniqueEmail('signup-student'));
    await expectPath(page, '/students');
    await page.getByRole('navigation', { name: 'Student navigation' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Ama Student' }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an owner signs up and lands in the owner dashboard', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    await registerAs(page, /I own a hostel/, 'Kofi Owner', uniqueEmail('signup-owner'));
    await expectPath(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Owner dashboard navigation' }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an address already in use is reported on the email field', async () => {
  const existing = await createAccount('STUDENT', 'taken');
  const { context, page } = await openPage(browser);
  try {
    await registerAs(page, /I am a student/, 'Someone Else', existing.email);
    await page
      .getByText(/already/i)
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/signUp/register');
  } finally {
    await context.close();
  }
});

test('email + password sign-in, after a wrong password', async () => {
  const owner = await createAccount('OWNER', 'password-sign-in');
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/signUp');
    await signInWithPassword(page, { email: owner.email, password: 'not-the-password' });
    await page
      .getByText(/password/i)
      .and(page.locator('.mantine-InputWrapper-error, [role=alert]'))
      .first()
      .waitFor();
    await signInWithPassword(page, owner);
    await expectPath(page, '/dashboard');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
