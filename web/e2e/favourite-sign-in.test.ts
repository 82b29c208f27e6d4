// A heart clicked while signed out: the sign-in screen says why, and the favourite is saved once the
// student is in. Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInWithPassword } from './support/accounts.js';
import { favouriteIds } from './support/favourites.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { screenShooter } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a heart clicked while signed out says why to sign in and is saved after signing in', async () => {
  const hostel = await publishedHostel('heart');
  const student = await createAccount('STUDENT', 'heart');
  const { context, page, errors } = await openPage(browser);
  const shoot = screenShooter(page, 'favourite-sign-in');
  try {
    const hostelPath = `/students/hostelDetails?id=${hostel.id}`;
    await openScreen(page, hostelPath);
    await page.getByRole('button', { name: `Save ${hostel.name} to favourites` }).click();
    await expectPath(page, '/signUp');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), hostelPath);
    await page.getByText(`Sign in to save ${hostel.name} to your favourites.`).waitFor();
    await screenReady(page);
    await shoot('01-sign-in');

    // The reason belongs to that way back: an ordinary visit to the sign-in screen says nothing of it.
    await page.goto('/signUp');
    await page.getByText('Welcome back. Sign in to reserve beds or manage your hostels.').waitFor();
    await page.goBack();
    await page.getByText(`Sign in to save ${hostel.name} to your favourites.`).waitFor();

    await signInWithPassword(page, student);
    await expectPath(page, '/students/hostelDetails');
    await page.getByText(`Saved ${hostel.name} to your favourites.`).waitFor();
    await page
      .getByRole('button', { name: `Remove ${hostel.name} from favourites`, pressed: true })
      .waitFor();
    await screenReady(page);
    await shoot('02-saved');
    assert.deepEqual(await favouriteIds(student.idToken), [hostel.id]);

    // Saved once: a reload does not save it again or announce it again.
    await page.reload();
    await screenReady(page);
    assert.equal(await page.getByText(`Saved ${hostel.name} to your favourites.`).count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
