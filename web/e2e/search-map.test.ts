// The search's map (issue 40): the same results as the list, a price per hostel (the card's figure),
// overlapping hostels clustered, the university searched near marked; "Search this area" narrows the
// search to the map's area (the URL's `bounds`), a marker opens a small card, the hostel page shows
// where it is and the walk to the university. Tiles come from a local stand-in of an OpenStreetMap
// tile server (support/tiles.ts), on another origin than the app's; when they fail, the list shows
// with a message. MapLibre draws with WebGL 2 (SwiftShader in headless Chromium).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { publishedHostel, type PublishedHostel } from './support/published-hostel.js';
import { screenReady } from './support/screens.js';
import { screenShooter } from './support/screenshots.js';
import { startTileServer, type TileServer } from './support/tiles.js';

interface University {
  id: string;
  name: string;
}

let browser: Browser;
let tiles: TileServer;
let city: string;
let university: University;
/** Two hostels 300 m apart near the campus (one cluster from afar), two others kilometres away. */
let near: PublishedHostel[];
let far: PublishedHostel[];

beforeAll(async () => {
  [browser, tiles] = await Promise.all([launchBrowser(), startTileServer()]);
  city = `Legon ${randomBytes(3).toString('hex')}`;
  const at = (latitude: number, longitude: number, price: number) =>
    publishedHostel('map', price, { city, position: { latitude, longitude } });
  near = await Promise.all([at(5.653, -0.193, 4000), at(5.6545, -0.1905, 4500)]);
  far = await Promise.all([at(5.601, -0.255, 5000), at(5.62, -0.3, 5500)]);
  const { universities } = await graphqlData<{ universities: University[] }>(
    '{ universities { id name } }',
    {},
    near[0]!.owner.idToken,
  );
  university = universities.find((u) => u.name === 'University of Ghana, Legon')!;
  assert.ok(university, 'the e2e database has the seed’s universities');
});
afterAll(async () => {
  await browser?.close();
  await tiles?.close();
});

const cards = (page: Page) => page.getByRole('article');
const priceMarker = (page: Page, hostel: PublishedHostel) =>
  page.getByRole('button', { name: new RegExp(`^${hostel.name}: `) });

/** The figure a hostel's card gives as its price (the first line of its price). */
async function cardPrice(page: Page, hostel: PublishedHostel): Promise<string> {
  const card = cards(page).filter({ has: page.getByRole('heading', { name: hostel.name }) });
  return (await card.getByText(/^≈ GHS .* \/ month$/).textContent()) ?? '';
}

test('the results on a map: prices, a cluster, the university, "Search this area" and a hostel’s card', async () => {
  const { context, page, errors } = await openPage(browser);
  const shoot = screenShooter(page, 'search-map');
  try {
    await page.goto(`/?city=${encodeURIComponent(city)}&university=${university.id}`);
    await page.getByText('4 hostels').waitFor();
    const prices = new Map<string, string>();
    for (const hostel of [...near, ...far]) prices.set(hostel.id, await cardPrice(page, hostel));

    // The server sent the page: the toggle works once the app has hydrated it (React's own node).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button[aria-pressed]')].some((button) =>
        Object.keys(button).some((key) => key.startsWith('__reactFiber')),
      ),
    );
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expectPath(page, /[?&]view=map(&|$)/);
    await page.getByRole('button', { name: 'Map', exact: true, pressed: true }).waitFor();
    await page.getByRole('region', { name: 'Map of the results' }).waitFor();
    // Far apart, a price each, the card's very figure; the two near the campus are one cluster.
    for (const hostel of far) {
      await priceMarker(page, hostel).waitFor();
      assert.equal(await priceMarker(page, hostel).textContent(), prices.get(hostel.id));
    }
    const cluster = page.getByRole('button', { name: '2 hostels here: zoom in' });
    await cluster.waitFor();
    assert.equal(await priceMarker(page, near[0]!).count(), 0);
    await page.getByRole('img', { name: `${university.name} (the university searched near)` }).waitFor();
    assert.ok(tiles.served.length > 0, 'the map asked the tile server for tiles');
    await page.getByText('Test tiles').first().waitFor({ state: 'attached' });
    await shoot('map');

    // Into the cluster: both hostels show, the far ones leave the view, and the area can be searched.
    await cluster.click();
    for (const hostel of near) await priceMarker(page, hostel).waitFor();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expectPath(page, /[?&]bounds=/);
    await page.getByText('2 hostels').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Search this area' }).count(), 0);
    const searched = new URL(page.url()).searchParams;
    assert.equal(searched.get('view'), 'map');
    const [south, west, north, east] = searched.get('bounds')!.split(',').map(Number) as number[];
    for (const hostel of near)
      assert.ok(south! < 5.653 && north! > 5.6545 && west! < -0.193 && east! > -0.1905, hostel.name);
    assert.ok(west! > -0.255, 'the far hostels are outside the searched area');
    await shoot('area');

    // A marker opens a small card, with the card's price and a link to the hostel.
    await priceMarker(page, near[0]!).click();
    await page.getByRole('button', { name: new RegExp(`^${near[0]!.name}: `), pressed: true }).waitFor();
    const card = page.getByRole('article', { name: near[0]!.name });
    await card.getByText(prices.get(near[0]!.id)!).waitFor();
    assert.match(
      (await card.getByRole('link').getAttribute('href')) ?? '',
      /^\/hostels\/[\w-]+\?university=/,
    );
    await shoot('marker-card');

    // The list shows the same two, in the same area; their links keep the university for the walk.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('region', { name: 'Map of the results' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 3, name: near[1]!.name }).waitFor();
    assert.equal(await cards(page).count(), 2);
    assert.ok(new URL(page.url()).searchParams.has('bounds'));
    await page.getByRole('button', { name: /^In the map area/ }).waitFor();
    await page.getByRole('link', { name: near[0]!.name }).click();
    await expectPath(page, /^\/hostels\/[\w-]+\?university=/);
    await screenReady(page);

    const { hostel } = await graphqlData<{
      hostel: { nearbyUniversities: { id: string; distanceMeters: number }[] };
    }>(
      'query($id: ID!) { hostel(id: $id) { nearbyUniversities { id distanceMeters } } }',
      { id: near[0]!.id },
      near[0]!.owner.idToken,
    );
    const metres = hostel.nearbyUniversities.find((u) => u.id === university.id)!.distanceMeters;
    // 1.3 times the straight line, at 5 km/h: an estimate, and the page says so.
    const minutes = Math.round((metres * 1.3) / (5000 / 60));
    await page.getByText(`About ${minutes} min walk to ${university.name}`).waitFor();
    await page.getByText(/in a straight line/).waitFor();
    const map = page.getByRole('region', { name: `Map of ${near[0]!.name}` });
    await map.scrollIntoViewIfNeeded();
    await page.getByRole('img', { name: `${near[0]!.name} on the map` }).waitFor();
    await page.getByRole('img', { name: university.name }).waitFor();
    await shoot('hostel-page');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('when the tiles cannot load, the search shows its list with a message', async () => {
  const { context, page, errors } = await openPage(browser, PHONE);
  const shoot = screenShooter(page, 'search-map');
  tiles.failing = true;
  try {
    await page.goto(`/?city=${encodeURIComponent(city)}&view=map`);
    const alert = page.getByRole('alert').filter({ hasText: 'The map could not be shown' });
    await alert.getByText('The map tiles could not be loaded.').waitFor();
    await page.getByRole('heading', { level: 3, name: far[1]!.name }).waitFor();
    assert.equal(await cards(page).count(), 4);
    await page.getByRole('button', { name: 'List', exact: true, pressed: true }).waitFor();
    await shoot('tiles-down');
    assert.deepEqual(errors, []);
  } finally {
    tiles.failing = false;
    await context.close();
  }
});
