// The marketplace end to end: an owner signs up and lists a hostel (photos, proof-of-ownership ZIP),
// an admin approves it, a student finds it by its city, opens it and saves it to favourites.
// Screenshots of every step at 1280 and 375 px.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { createAccount, PASSWORD, signInAs, uniqueEmail } from './support/accounts.js';
import { expectPath, launchBrowser, openPage, waitForValue, type OpenPage } from './support/browser.js';
import { proofZip } from './support/documents.js';
import { gradientPng } from './support/images.js';
import { screenshotBothWidths } from './support/screenshots.js';
import { screenReady } from './support/screens.js';

const suffix = randomBytes(3).toString('hex');
const hostel = {
  name: `Sunrise Lodge ${suffix}`,
  // A city no other test uses, so the search finds exactly this hostel.
  city: `Tamale ${suffix}`,
  room: '4-bed room',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The current screen at both widths; the flow itself runs at 1280 px. */
const shoot = (page: Page, name: string) => screenshotBothWidths(page, `hostel-listing-${name}`);

// A JPEG re-encoded from the mirrored gradient, so the two photos differ visibly.
const photoJpeg = () => sharp(gradientPng(320, 200)).flop().jpeg({ quality: 85 }).toBuffer();

/** Saves the step and waits until the next step's own field is on screen. */
async function nextStep(page: Page, path: string, ready: () => Promise<void>) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectPath(page, path);
  await ready();
}

async function signUpOwner(page: Page) {
  await page.goto('/getStarted');
  await page.getByRole('radio', { name: /I own a hostel/ }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Adwoa Owner');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('listing-owner'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/dashboard');
}

async function listHostel({ page }: OpenPage) {
  await page.goto('/dashboard/listHostel');
  await screenReady(page);
  await page.getByRole('button', { name: 'Start a new listing' }).first().click();
  await expectPath(page, '/dashboard/listHostel/step1');
  // Starting again before saving anything comes back to the same draft: no pile of empty ones.
  const firstDraft = new URL(page.url()).searchParams.get('id');
  await page.goBack();
  await page.getByText('Untitled draft').waitFor();
  await page.getByRole('button', { name: 'Start a new listing' }).first().click();
  await expectPath(page, '/dashboard/listHostel/step1');
  assert.equal(new URL(page.url()).searchParams.get('id'), firstDraft);
  await page.goBack();
  await page.getByText('Untitled draft').waitFor();
  assert.equal(await page.getByText('Untitled draft').count(), 1);
  await page.getByRole('button', { name: 'Start a new listing' }).first().click();
  await expectPath(page, '/dashboard/listHostel/step1');

  const name = page.getByRole('textbox', { name: 'Hostel name' });
  await name.waitFor();
  await name.fill(hostel.name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Bright rooms ten minutes from campus, with fast Wi-Fi, a shared kitchen and a study room.');
  await page.getByRole('textbox', { name: 'House rules' }).fill('Quiet hours from 22:00.');
  await shoot(page, '01-basics');

  await nextStep(page, '/dashboard/listHostel/step2', () =>
    page.getByRole('textbox', { name: 'Street address' }).waitFor(),
  );
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Bolgatanga Road');
  await page.getByRole('textbox', { name: 'City' }).fill(hostel.city);
  await page.getByRole('textbox', { name: 'Country' }).fill('Ghana');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('9.4034');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-0.8424');
  // The hostel's time zone comes from its position (Tamale), not from this laptop's UTC, and a zone
  // other than the device's is confirmed before the step saves.
  await waitForValue(page.getByRole('combobox', { name: 'Time zone' }), 'Africa/Accra');
  await page.getByText('Found from the hostel’s position.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Confirm the hostel’s time zone.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/dashboard/listHostel/step2');
  await page
    .getByRole('checkbox', { name: /^The hostel is in Africa\/Accra .* not in this device’s UTC/ })
    .check();
  await shoot(page, '02-location');

  await nextStep(page, '/dashboard/listHostel/step3', () =>
    page.getByRole('heading', { name: 'Rooms and beds' }).waitFor(),
  );
  const room = page.getByRole('group', { name: 'Room type 1' });
  await room.getByRole('textbox', { name: 'Name', exact: true }).fill(hostel.room);
  await room.getByRole('textbox', { name: 'Beds per room' }).fill('4');
  await room.getByRole('textbox', { name: 'Total beds of this type' }).fill('20');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Add photos' }).click(),
  ]);
  await chooser.setFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() },
    { name: 'room.png', mimeType: 'image/png', buffer: gradientPng(320, 200) },
  ]);
  await page.getByRole('img', { name: 'Photo 2' }).waitFor();
  await page.getByText('Cover', { exact: true }).waitFor();
  await shoot(page, '03-rooms-photos');

  await nextStep(page, '/dashboard/listHostel/price', () =>
    page.getByRole('group', { name: `Price of ${hostel.room}` }).waitFor(),
  );
  await page.getByRole('textbox', { name: /Price per bed/ }).fill('850');
  await page.getByRole('radio', { name: 'Moderate' }).check();
  await shoot(page, '04-price');

  await nextStep(page, '/dashboard/listHostel/preview', () =>
    page.getByRole('heading', { name: 'Submit for review' }).waitFor(),
  );
  await page.getByRole('heading', { name: hostel.name }).waitFor();
  await page.getByText('GHS').first().waitFor();
  await shoot(page, '05-preview');

  const [zipChooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose the ZIP and submit' }).click(),
  ]);
  await zipChooser.setFiles({ name: 'ownership.zip', mimeType: 'application/zip', buffer: await proofZip() });
  await expectPath(page, '/dashboard/hostelDetails');
  await page.getByText('Submitted for review.').waitFor();
  await screenReady(page);
  await page.getByText(hostel.name).first().waitFor();
  await page.getByText('In review', { exact: true }).waitFor();
  await shoot(page, '06-submitted');
}

async function approve({ page }: OpenPage) {
  await signInAs(page, await createAccount('ADMIN', 'listing'), '/admin');
  await page.goto('/admin/listing');
  await screenReady(page);
  // Other tests may leave listings in the queue: this one's card holds its document.
  await page
    .getByRole('article', { name: hostel.name })
    .getByRole('link', { name: /Ownership document: ownership\.zip/ })
    .waitFor();
  await shoot(page, '07-review-queue');
  await page.getByRole('button', { name: `Approve ${hostel.name}` }).click();
  await page.getByText(`${hostel.name}: approved.`).waitFor();
  await page.getByRole('button', { name: `Approve ${hostel.name}` }).waitFor({ state: 'detached' });
}

async function findAndFavourite({ page }: OpenPage) {
  await signInAs(page, await createAccount('STUDENT', 'listing'), '/students');
  await screenReady(page);
  const search = page.getByRole('search', { name: 'Search hostels' });
  await search.getByRole('textbox', { name: 'City' }).fill(hostel.city);
  await search.getByRole('button', { name: 'Search' }).click();
  await expectPath(page, /^\/students\?.*city=/);
  const result = page.getByRole('link', { name: hostel.name });
  await result.waitFor();
  await page.getByText('1 hostel', { exact: true }).waitFor();
  await shoot(page, '08-search');

  await result.click();
  // Search cards link to the hostel's canonical page.
  await expectPath(page, /^\/hostels\/[a-z0-9-]+/);
  await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
  await screenReady(page);
  // The heart turns at once (optimistic); the server's answer is awaited before leaving the page.
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && /addFavourite/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: `Save ${hostel.name} to favourites` }).click();
  const saved = page.getByRole('button', { name: `Remove ${hostel.name} from favourites` });
  await saved.waitFor();
  assert.equal(await saved.getAttribute('aria-pressed'), 'true');
  const answer = (await (await stored).json()) as { data?: { addFavourite?: { isFavourite: boolean } } };
  assert.equal(answer.data?.addFavourite?.isFavourite, true);
  // The pointer leaves the heart, so its tooltip does not cover the page in the screenshots.
  await page.mouse.move(0, 0);
  await shoot(page, '09-details');

  // A fresh load of the favourites reads what the server stored, not the optimistic cache.
  await page.goto('/students/favourite');
  await screenReady(page);
  await page.getByRole('link', { name: hostel.name }).waitFor();
  await page.getByRole('button', { name: `Remove ${hostel.name} from favourites` }).waitFor();
  await shoot(page, '10-favourites');
}

const actors: { who: string; run: (open: OpenPage) => Promise<void> }[] = [
  {
    who: 'owner',
    run: async (open) => {
      await signUpOwner(open.page);
      await listHostel(open);
    },
  },
  { who: 'admin', run: approve },
  { who: 'student', run: findAndFavourite },
];

test('an owner lists a hostel, an admin approves it, a student finds it and saves it', async () => {
  // Each person in their own browser profile, one after the other.
  for (const { who, run } of actors) {
    // The owner lists from a laptop on UTC, as the one that found the time-zone slip.
    const open = await openPage(browser, undefined, undefined, who === 'owner' ? 'UTC' : undefined);
    try {
      await run(open);
      assert.deepEqual(open.errors, [], `uncaught errors in the ${who}'s browser`);
    } finally {
      await open.context.close();
    }
  }
});
