// People for the tests: unique addresses, and accounts set up through the real API when a test is
// not about the sign-up itself.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { graphqlRequest } from './api.js';
import { baseUrl, expectPath } from './browser.js';
import { emailPasswordAccount } from './emulator.js';

export type Role = 'STUDENT' | 'OWNER' | 'ADMIN';

export const PASSWORD = 'Correct-horse-9';
/** The address ADMIN_EMAILS names in scripts/test-e2e.mjs: signing up with it makes an admin. */
export const ADMIN_EMAIL = 'admin-e2e@test.hostel';

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@test.hostel`;

/** A unique phone number in the reserved +1 555 01xx range, E.164. */
export const uniquePhone = () => `+1555${String(Date.now() % 1e7).padStart(7, '0')}`;

export interface Account {
  email: string;
  password: string;
  displayName: string;
  /** A Firebase ID token of the account (valid for an hour), for calls to the API. */
  idToken: string;
}

/**
 * A Firebase account with a finished sign-up in the given role. ADMIN uses the configured admin
 * address (completeSignUp promotes it); if that user already exists in this database it is reused.
 */
export async function createAccount(role: Role, tag = role.toLowerCase()): Promise<Account> {
  const email = role === 'ADMIN' ? ADMIN_EMAIL : uniqueEmail(tag);
  const displayName = `${role === 'OWNER' ? 'Owner' : role === 'ADMIN' ? 'Admin' : 'Student'} ${tag}`;
  const { idToken } = await emailPasswordAccount(email, PASSWORD);
  const result = await graphqlRequest(
    'mutation($input: CompleteSignUpInput!) { completeSignUp(input: $input) { id role } }',
    { input: { role: role === 'OWNER' ? 'OWNER' : 'STUDENT', displayName } },
    idToken,
  );
  const alreadyDone = result.errors?.every((e) => JSON.stringify(e.extensions ?? {}).includes('CONFLICT'));
  if (result.errors && !alreadyDone)
    throw new Error(`completeSignUp failed: ${JSON.stringify(result.errors)}`);
  return { email, password: PASSWORD, displayName, idToken };
}

/** Signs in through the real sign-in screen with email + password. */
export async function signInWithPassword(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  path = '/signUp',
) {
  if (new URL(page.url(), baseUrl).pathname !== '/signUp') await page.goto(path);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in and waits to land on `landing` (an area home, usually). */
export async function signInAs(page: Page, account: Account, landing: string): Promise<void> {
  await signInWithPassword(page, account);
  await expectPath(page, landing);
}
