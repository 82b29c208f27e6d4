// Hostel photos in Chromium: the browser picks the WebP copy that fits the box at the viewport's
// width (a phone fetches a smaller one than a desktop), the hostel page's cover loads first and
// eagerly while the thumbnails wait, and the search card and hostel page look right at 1280 and
// 375 px (screenshots in test-results/screenshots).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { graphqlData, uploadFile } from './support/api.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { gradientPng } from './support/images.js';
import { publishedHostel, type PublishedHostel } from './support/published-hostel.js';
import { horizontalOverflow, screenshot } from './support/screenshots.js';
import { openScreen, settleLayout } from './support/screens.js';

let browser: Browser;
let hostel: PublishedHostel;
let slug: string;
beforeAll(async () => {
  browser = await launchBrowser();
  hostel = await publishedHostel('images');
  const token = hostel.owner.idToken;
  const upload = (name: string, width: number, height: number) =>
    uploadFile('uploadImage', { name, type: 'image/png', bytes: gradientPng(width, height) }, token);
  const front = await upload('front.png', 1800, 1200);
  const room = await upload('room.png', 1200, 800);
  const data = await graphqlData<{ setHostelPhotos: { slug: string; photos: { file: { id: string } }[] } }>(
    `mutation($id: ID!, $photos: [HostelPhotoInput!]!, $cover: ID) {
      setHostelPhotos(id: $id, photos: $photos, coverFileId: $cover) { slug photos { file { id } } } }`,
    { id: hostel.id, photos: [{ fileId: front }, { fileId: room }], cover: front },
    token,
  );
  slug = data.setHostelPhotos.slug;
});
afterAll(() => browser?.close());

interface Shown {
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** The copy the browser chose. */
  currentSrc: string;
}

/** The attributes of an image and the copy the browser fetched for it, once it has loaded. */
async function shown(page: Page, selector: string): Promise<Shown> {
  const image = page.locator(selector).first();
  await image.waitFor();
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    await image.elementHandle(),
  );
  return image.evaluate((element: HTMLImageElement) => ({
    srcset: element.getAttribute('srcset'),
    sizes: element.getAttribute('sizes'),
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
    loading: element.getAttribute('loading'),
    fetchPriority: element.getAttribute('fetchpriority'),
    currentSrc: element.currentSrc,
  }));
}

/** `.w1024.webp` of a copy's URL: the width it was made at. */
const copyWidth = (url: string) => Number(/\.w(\d+)\.webp$/.exec(url)?.[1]);

for (const { viewport, expected } of [
  // 66% of 1280 px is 845 px: the 1024 copy; a 375 px phone at full width: the 640 copy.
  { viewport: DESKTOP, expected: 1024 },
  { viewport: PHONE, expected: 640 },
]) {
  test(`at ${viewport.width} px the hostel page's cover comes first, as the copy that fits`, async () => {
    // A fresh profile per width: a copy cached at another width would be reused.
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await openScreen(page, `/hostels/${slug}`);
      const cover = await shown(page, `img[alt="${hostel.name}, photo 1 of 2"]`);
      assert.match(
        cover.srcset ?? '',
        /\.w320\.webp 320w, .*\.w640\.webp 640w, .*\.w1024\.webp 1024w, .*\.w1600\.webp 1600w$/,
      );
      assert.equal(cover.sizes, '(min-width: 1300px) 860px, (min-width: 62em) 66vw, 100vw');
      assert.deepEqual([cover.width, cover.height], ['1800', '1200']);
      assert.equal(cover.loading, 'eager');
      assert.equal(cover.fetchPriority, 'high');
      assert.equal(copyWidth(cover.currentSrc), expected, cover.currentSrc);

      const thumbnail = await shown(page, 'button[aria-label="Show photo 2 of 2"] img');
      assert.equal(thumbnail.loading, 'lazy');
      assert.equal(thumbnail.sizes, '88px');
      assert.equal(copyWidth(thumbnail.currentSrc), 320, thumbnail.currentSrc);

      await settleLayout(page);
      await screenshot(page, 'images-hostel');
      assert.equal(await horizontalOverflow(page), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`at ${viewport.width} px a search card shows its cover as a WebP copy`, async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await openScreen(page, `/?city=${encodeURIComponent(hostel.city)}`);
      const card = await shown(page, 'article img');
      assert.equal(card.sizes, '(min-width: 75em) 33vw, (min-width: 48em) 50vw, 100vw');
      assert.deepEqual([card.width, card.height], ['1800', '1200']);
      assert.equal(card.loading, 'eager');
      assert.equal(card.fetchPriority, 'high');
      // A 375 px column at full width, or a third of 1280 px (427 px): both the 640 copy.
      assert.equal(copyWidth(card.currentSrc), 640, card.currentSrc);

      const served = await page.request.get(card.currentSrc);
      assert.equal(served.headers()['content-type'], 'image/webp');
      assert.equal(served.headers()['cache-control'], 'public, max-age=31536000, immutable');

      await settleLayout(page);
      await screenshot(page, 'images-search');
      assert.equal(await horizontalOverflow(page), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
