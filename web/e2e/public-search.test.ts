// The public search (`/`, `/hostels?city=`, a signed-out `/students`) reads through its route loader:
// the first screen a visitor loads stays light. It pages through results with
// "Load more", offers Retry when the API cannot be reached (and what to change, not Retry, when it
// refuses the search as asked), and a signed-in student's hearts on its cards are theirs (the loader
// sends their token) and change at once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { favouriteIds } from './support/favourites.js';
import { launchBrowser, openPage, PHONE } from './support/browser.js';
import { publishedHostel, type PublishedHostel } from './support/published-hostel.js';
import { screenReady } from './support/screens.js';
import { screenShooter, screenshot } from './support/screenshots.js';

const PAGE_SIZE = 20;

let browser: Browser;
let city: string;
let hostels: PublishedHostel[];
beforeAll(async () => {
  browser = await launchBrowser();
  // One more than a page, in a city of their own, each priced differently (the price sort is certain).
  city = `Tamale ${randomBytes(3).toString('hex')}`;
  hostels = [];
  for (let batch = 0; batch < 3; batch++) {
    const prices = Array.from({ length: 7 }, (_, i) => 3000 + (batch * 7 + i) * 100);
    hostels.push(...(await Promise.all(prices.map((price) => publishedHostel('search', price, { city })))));
  }
});
afterAll(() => browser?.close());

const results = (page: Page) => page.getByRole('article');

test('a visitor pages through a city’s hostels and retries after a failed search', async () => {
  const { context, page, errors } = await openPage(browser, PHONE);
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) queries.push(request.postData() ?? '');
  });
  // The cards' file arrives late: the app must still not put their loader where the server's cards
  // were (noted once the page is parsed: the streamed HTML itself swaps a loader for the results).
  await page.route(/\/assets\/result-cards-[\w-]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  await page.addInitScript(() => {
    const flashes: string[] = [];
    Object.assign(window, { cardLoaderFlashes: flashes });
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver(() => {
        const loader = [...document.querySelectorAll('main [role=status]')].find((status) =>
          status.textContent?.includes('Loading'),
        );
        // While the HTML streams in, the server's cards wait in a hidden element: not a flash.
        if (loader && !document.querySelector('article')) flashes.push(`${Math.round(performance.now())} ms`);
      }).observe(document.body, { subtree: true, childList: true }),
    );
  });
  try {
    await page.goto(`/hostels?city=${encodeURIComponent(city)}&sort=PRICE_ASC`);
    // The server sent the results; the app renders over them once its modules are in.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    await page.getByText(`${hostels.length} hostels`).waitFor();
    // The cards the app rendered (React's own nodes), in place of the server's.
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('article')].filter((card) =>
          Object.keys(card).some((key) => key.startsWith('__reactFiber')),
        ).length === count,
      PAGE_SIZE,
    );
    assert.equal(await results(page).count(), PAGE_SIZE);
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { cardLoaderFlashes: string[] }).cardLoaderFlashes),
      [],
      'the app showed the cards’ loader over the server’s cards',
    );
    const cheapest = hostels[0]!;
    const dearest = hostels.at(-1)!;
    await page.getByRole('heading', { level: 3, name: cheapest.name }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 3, name: dearest.name }).count(), 0);

    await page.getByRole('button', { name: 'Load more hostels' }).click();
    await page.getByRole('heading', { level: 3, name: dearest.name }).waitFor();
    assert.equal(await results(page).count(), hostels.length);
    // The last page: nothing more to load.
    assert.equal(await page.getByRole('button', { name: 'Load more hostels' }).count(), 0);
    await screenReady(page);
    await screenshot(page, 'public-search-load-more-375');

    // The API cannot be reached for the next search: the form stays, and Retry asks again.
    let refused = 0;
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('HostelsSearchQuery') && refused++ === 0
        ? route.abort()
        : route.fallback(),
    );
    await page.getByLabel('Sort by').selectOption('PRICE_DESC');
    await page.getByRole('alert').getByText('We could not reach the server').waitFor();
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'PRICE_DESC');
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await page.getByText(`${hostels.length} hostels`).waitFor();
    await results(page).first().getByRole('heading', { name: dearest.name }).waitFor();
    assert.equal(await results(page).count(), PAGE_SIZE);

    // The page as the server sent it carried the form's universities: the searches did not ask again.
    assert.ok(queries.some((query) => query.includes('HostelsSearchQuery')));
    assert.equal(queries.filter((query) => query.includes('HostelsUniversitiesQuery')).length, 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a student’s hearts on the search cards are their own and change at once', async () => {
  const student = await createAccount('STUDENT', 'public-search');
  const hostel = hostels[0]!;
  await graphqlData(
    'mutation($id: ID!) { addFavourite(hostelId: $id) { id } }',
    { id: hostel.id },
    student.idToken,
  );
  const { context, page, errors } = await openPage(browser, PHONE);
  try {
    await signInAs(page, student, '/students');

    const search = `/students?city=${encodeURIComponent(city)}&sort=PRICE_ASC`;
    await page.goto(search);
    // Saved before the page loaded: the search was asked with the student's token.
    const saved = page.getByRole('button', { name: `Remove ${hostel.name} from favourites`, pressed: true });
    await saved.waitFor();
    const other = hostels[1]!;
    const answered = (mutation: string) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(mutation),
      );
    const added = answered('addFavourite');
    await page.getByRole('button', { name: `Save ${other.name} to favourites`, pressed: false }).click();
    await page.getByRole('button', { name: `Remove ${other.name} from favourites`, pressed: true }).waitFor();
    await added;
    const removed = answered('removeFavourite');
    await saved.click();
    await page.getByRole('button', { name: `Save ${hostel.name} to favourites`, pressed: false }).waitFor();
    await removed;
    await screenReady(page);
    await screenshot(page, 'public-search-hearts-375');

    // What the server stored, as a fresh load reads it.
    assert.deepEqual(await favouriteIds(student.idToken), [other.id]);
    await page.reload();
    await page.getByRole('button', { name: `Remove ${other.name} from favourites`, pressed: true }).waitFor();
    await page.getByRole('button', { name: `Save ${hostel.name} to favourites`, pressed: false }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a search with past dates (an old link) says what to change, offers no Retry, and clears the dates', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(`/hostels?city=${encodeURIComponent(city)}&checkIn=2020-01-10&checkOut=2020-01-12`);
    const problem = page.getByRole('alert').filter({ hasText: 'Change your search' });
    await problem.getByText('Check-in can be today at the earliest', { exact: false }).waitFor();
    assert.equal(await page.getByText('We could not load this').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0);
    await screenReady(page);
    await screenShooter(page, 'search')('01-past-dates');

    await problem.getByRole('button', { name: 'Clear the dates' }).click();
    await results(page).first().waitFor();
    const url = new URL(page.url());
    assert.deepEqual([url.searchParams.get('city'), url.searchParams.has('checkIn')], [city, false]);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
