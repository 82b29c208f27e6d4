// Findable public pages in Chromium: a hostel's canonical URL and its original URL show the same
// hostel and name the same canonical link; search cards lead to the canonical URL; the head follows
// the screen while navigating; and axe finds nothing serious on `/`, a city search, a hostel page
// and `/about`, at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { graphqlData } from './support/api.js';
import { baseUrl, DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { publishedHostel, type PublishedHostel } from './support/published-hostel.js';
import { horizontalOverflow, screenshot, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, settleLayout } from './support/screens.js';

let browser: Browser;
let hostel: PublishedHostel;
let slug: string;
beforeAll(async () => {
  browser = await launchBrowser();
  hostel = await publishedHostel('seo');
  const data = await graphqlData<{ hostel: { slug: string } }>(
    'query($id: ID!) { hostel(id: $id) { slug } }',
    { id: hostel.id },
    hostel.owner.idToken,
  );
  slug = data.hostel.slug;
});
afterAll(() => browser?.close());

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
  }));

test('the canonical hostel URL and the original URL show the same hostel', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    const canonical = `${baseUrl}/hostels/${slug}`;
    await openScreen(page, `/hostels/${slug}`);
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    await page.getByText(hostel.room.name).first().waitFor();
    const first = await head(page);
    assert.equal(first.canonical, canonical);
    assert.equal(first.title, `${hostel.name}, student hostel in ${hostel.city} · Hostel`);
    assert.match(
      first.ogImage ?? '',
      /^http:\/\/localhost:\d+\/files\//,
      'the server wrote the cover as og:image',
    );

    await openScreen(page, `/students/hostelDetails?id=${hostel.id}`);
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    await page.getByText(hostel.room.name).first().waitFor();
    assert.deepEqual(await head(page), first);

    // Choosing dates keeps the canonical address; the original one keeps its id.
    await openScreen(page, `/hostels/${slug}?checkIn=2030-01-10&checkOut=2030-01-12`);
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    assert.equal((await head(page)).canonical, canonical);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('search cards lead to the canonical URL, and the head follows the screen', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    await openScreen(page, `/?city=${encodeURIComponent(hostel.city)}`);
    assert.equal((await head(page)).title, `Student hostels in ${hostel.city} · Hostel`);
    const cityPage = `${baseUrl}/hostels?${new URLSearchParams({ city: hostel.city })}`;
    assert.equal((await head(page)).canonical, cityPage);
    const link = page.getByRole('link', { name: hostel.name });
    assert.equal(await link.getAttribute('href'), `/hostels/${slug}`);
    await link.click();
    await expectPath(page, `/hostels/${slug}`);
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    await page.waitForFunction((name) => document.title.startsWith(name), hostel.name);
    assert.equal((await head(page)).canonical, `${baseUrl}/hostels/${slug}`);

    // Another page in the app: the hostel's canonical and description do not stay behind.
    await page.getByRole('link', { name: 'About' }).first().click();
    await expectPath(page, '/about');
    await page.waitForFunction(() => !document.title.includes(','));
    const about = await head(page);
    assert.equal(about.canonical, null);
    assert.equal(about.description, 'Find, reserve and pay for student hostel beds near your university.');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const { name, path } of [
  { name: 'home', path: () => '/' },
  { name: 'city-search', path: () => `/?city=${encodeURIComponent(hostel.city)}` },
  { name: 'hostel-canonical', path: () => `/hostels/${slug}` },
  { name: 'about', path: () => '/about' },
]) {
  test(`${name}: no serious accessibility problem at 1280 and 375 px`, async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    try {
      await openScreen(page, path());
      if (name === 'hostel-canonical')
        await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
      if (name === 'city-search') await page.getByRole('link', { name: hostel.name }).waitFor();
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await settleLayout(page);
        await screenshot(page, `seo-${name}`);
        assert.deepEqual(
          await seriousAxeViolations(page),
          [],
          `axe-core on ${path()} at ${viewport.width} px`,
        );
        assert.equal(await horizontalOverflow(page), 0, `${path()} scrolls sideways at ${viewport.width} px`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
