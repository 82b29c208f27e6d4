// Account settings: change the display name and the avatar (upload, preview, still there after a
// reload); the account menu.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { expectPath, launchBrowser, openPage, STEP_TIMEOUT } from './support/browser.js';
import { gradientPng } from './support/images.js';
import { screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits until the avatar image shows a loaded picture whose URL matches `src`, and returns it. */
async function avatarShows(page: Page, name: string, src: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    ({ alt, pattern }) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return img && img.complete && img.naturalWidth > 0 && new RegExp(pattern).test(img.src)
        ? img.src
        : null;
    },
    { alt: `Profile photo of ${name}`, pattern: src.source },
    { timeout: STEP_TIMEOUT },
  );
  return String(await handle.jsonValue());
}

test('a student changes the display name and the avatar', async () => {
  const student = await createAccount('STUDENT', 'profile');
  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, student, '/students');
    await page.goto('/students/accountSetting');
    await screenReady(page);

    const newName = 'Abena Renamed';
    const nameField = page.getByRole('textbox', { name: 'Display name' });
    await nameField.fill(newName);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor();

    // Delay the upload response a little so the local preview is observable before the server answers.
    await page.route('**/graphql', async (route) => {
      if (route.request().headers()['content-type']?.startsWith('multipart/form-data')) {
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      await route.continue();
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await avatarShows(page, newName, /^blob:/);
    const uploaded = await avatarShows(page, newName, /\/files\//);

    await page.reload();
    await screenReady(page);
    assert.equal(await nameField.inputValue(), newName);
    assert.equal(await avatarShows(page, newName, /\/files\//), uploaded);

    // The account menu, whose code comes with this first click, opens at once and leads on.
    await page.getByRole('button', { name: `Account menu for ${newName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await page.getByRole('menuitem', { name: 'My area' }).click();
    await expectPath(page, '/students');
    // Signing out lands on the home page, signed out (not on the area's sign-in redirect).
    await page.getByRole('button', { name: `Account menu for ${newName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    assert.equal(new URL(page.url()).search, '');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an owner changes the display name on /dashboard/accountSetting', async () => {
  const owner = await createAccount('OWNER', 'owner-profile');
  const { context, page } = await openPage(browser);
  try {
    await signInAs(page, owner, '/dashboard');
    await page.goto('/dashboard/accountSetting');
    await screenReady(page);
    await page.getByRole('textbox', { name: 'Display name' }).fill('Kwame Hostels');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.reload();
    await screenReady(page);
    assert.equal(await page.getByRole('textbox', { name: 'Display name' }).inputValue(), 'Kwame Hostels');
  } finally {
    await context.close();
  }
});
