// `/`, `/about` and hostel pages arrive with their first screen in the HTML, as a signed-out visitor
// sees them (web/src/entry-server.tsx): without JavaScript the page is there, styled, in the
// visitor's color scheme, the hostel with its photo; with it, the app takes that screen over from the
// same data (hydrates), without moving anything, and works. A signed-in visitor's browser drops
// the server's screen and renders their own; the areas arrive as the plain shell, except the student
// area's home, which a signed-out visitor gets as the public search.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { baseUrl, DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { publishedHostel, type PublishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenshot } from './support/screenshots.js';

let browser: Browser;
let hostel: PublishedHostel;
let hostelPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // Let by the term: its page writes the term's dates as a range, which Node's Intl and Chromium's
  // spell differently unless the app makes them agree.
  const term = stayIn(40, 120, 1);
  hostel = await publishedHostel('server-render', 180_000, {
    term: { name: 'Semester 1', start: term.checkIn, end: term.checkOut },
  });
  const { hostel: found } = await graphqlData<{ hostel: { slug: string } }>(
    'query($id: ID!) { hostel(id: $id) { slug } }',
    { id: hostel.id },
    hostel.owner.idToken,
  );
  hostelPath = `/hostels/${found.slug}`;
});
afterAll(() => browser?.close());

const pageHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

const rootHtml = async (path: string) => {
  const html = await pageHtml(path);
  return html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
};

/**
 * The CSS modules' class names (Vite's `_<name>_<hash>_<line>`) in a page's HTML that no stylesheet
 * the page links defines.
 */
const unstyledModuleClasses = async (path: string) => {
  const html = await pageHtml(path);
  const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  const css = (
    await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, baseUrl))).text()))
  ).join('\n');
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(/\s+/).filter((name) => /^_\w+_[a-z0-9]{5}_\d+$/.test(name)),
    ),
  );
  // The layout's own module classes are always there: a pattern that matched none would prove nothing.
  assert.ok(
    [...classes].some((name) => name.startsWith('_header_')),
    `no CSS module class found in ${path}`,
  );
  // Whole names only: `._card_abc12_1` must not pass as defined by `._card_abc12_12`.
  return [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
};

test('the HTML of / and /about carries their first screen; the areas get the plain shell', async () => {
  assert.match(await rootHtml('/'), /<h1[^>]*>Find a bed near your university<\/h1>/);
  assert.match(await rootHtml('/?city=Accra'), /<h1[^>]*>Find a bed near your university<\/h1>/);
  assert.match(await rootHtml('/hostels?city=Accra'), /<h1[^>]*>Find a bed near your university<\/h1>/);
  assert.match(await rootHtml('/about'), /<h1[^>]*>[^<]+<\/h1>/);
  const page = await rootHtml(hostelPath);
  assert.ok(page.includes(`>${hostel.name}</h1>`), 'the hostel’s name as the heading');
  const cover = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(page)?.[0];
  assert.match(cover ?? '', /srcset="[^"]*\.w\d+\.webp \d+w/i, 'the cover, with its sizes, at high priority');
  // The element carries the answer's CSP nonce (web/server/security-headers.ts) before its type.
  const data = /<script [^>]*id="server-data">(.*?)<\/script>/s.exec(page)?.[1];
  assert.ok(data?.includes(hostel.id), 'the data the page shows, for the app’s first render');
  // Styled as first sent: no part of the first screen changes shape when a lazy chunk's CSS arrives.
  for (const path of ['/', '/?city=Accra', '/hostels?city=Accra', '/about', hostelPath])
    assert.deepEqual(await unstyledModuleClasses(path), [], `classes of ${path} without their styles`);
  // The student area's home as a signed-out visitor gets it: the public search.
  assert.match(await rootHtml('/students'), /<h1[^>]*>Find a bed near your university<\/h1>/);
  assert.match(await rootHtml('/students/favourite'), /^<div id="root"><\/div>/);
  assert.match(await rootHtml('/signUp'), /^<div id="root"><\/div>/);
});

/** The sum of the layout shifts Chromium saw (the Layout Instability API), from the first paint. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test('a student’s shared search link shows a signed-out visitor the public search, as first sent', async () => {
  const search = `?city=${encodeURIComponent(hostel.city)}&sort=RATING`;
  const served = await rootHtml(`/students${search}`);
  assert.ok(served.includes(`>${hostel.name}</`), 'the results in the HTML as sent');
  const { context, page, errors } = await openPage(browser, PHONE);
  try {
    await page.goto(`/students${search}`);
    await expectPath(page, '/');
    assert.equal(new URL(page.url()).search, search);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    assert.ok((await layoutShift(page)) < 0.01, 'the app moved the server-rendered results');
    await page.getByRole('heading', { level: 3, name: hostel.name }).waitFor();
    assert.equal(await page.getByLabel('City').inputValue(), hostel.city);
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'RATING');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the app takes over a server-rendered hostel page with its data; a signed-in visitor gets their own', async () => {
  const { context, page, errors } = await openPage(browser, PHONE);
  try {
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) queries.push(request.postData() ?? '');
    });
    await page.goto(hostelPath);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    assert.ok((await layoutShift(page)) < 0.01, 'the app moved the server-rendered hostel page');
    assert.deepEqual(
      queries.filter((query) => query.includes('HostelsDetailsQuery')),
      [],
      'the app asked again for what the server sent',
    );
    await screenshot(page, 'server-render-hostel-375');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  const student = await createAccount('STUDENT', 'server-render');
  const signedIn = await openPage(browser);
  try {
    await signInAs(signedIn.page, student, '/students');
    await signedIn.page.goto(hostelPath);
    // The student's own area around the hostel (their navigation), not the public header.
    await signedIn.page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    await signedIn.page.getByRole('link', { name: 'Reservations' }).first().waitFor();
    // Their browser dropped the signed-out screen's data with it: the app fetched their own.
    assert.equal(await signedIn.page.locator('#server-data').count(), 0);
    assert.deepEqual(signedIn.errors, []);
  } finally {
    await signedIn.context.close();
  }
});

/** Counts the nodes removed from #root once the HTML is parsed: none when React took the page over. */
const countRemovedNodes = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const counter = window as unknown as { removedNodes: number };
      counter.removedNodes = 0;
      new MutationObserver((records) => {
        for (const record of records) counter.removedNodes += record.removedNodes.length;
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });

/** Waits until React has rendered the footer, the page's last part, and returns the nodes removed. */
const removedOnceRendered = async (page: Page) => {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { removedNodes: number }).removedNodes);
};

test('the app takes the server’s page over as sent, and renders anew in another locale and time zone', async () => {
  // A signed-out visitor's `/students?city=` goes to the public search, whose data the server sent.
  const paths = ['/?city=Accra', '/students?city=Accra', '/about', hostelPath];
  const { context, page, errors } = await openPage(browser, PHONE);
  try {
    await countRemovedNodes(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const operation = /"query":"(?:query|mutation|subscription) (\w+)/.exec(request.postData() ?? '')?.[1];
      if (request.url().endsWith('/graphql') && operation) asked.push(operation);
    });
    for (const path of paths) {
      const fieldIds = [...(await rootHtml(path)).matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1]!);
      await page.goto(path);
      // Hydrated: every element the server sent is still there (a render would have replaced them).
      assert.equal(await removedOnceRendered(page), 0, `${path}: the app replaced the server’s page`);
      // With the ids their labels point to (no second render swapping them).
      const kept = await page.evaluate((ids) => ids.filter((id) => document.getElementById(id)), fieldIds);
      assert.deepEqual(kept, fieldIds, `${path}: form fields changed their ids`);
    }
    await page.getByText('Let only for the whole term').waitFor();
    // The route loaders' answers came with the pages: the app did not ask for them again.
    assert.deepEqual(asked, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  // Dates and prices read in the visitor's locale and time zone, which the server did not know.
  const elsewhere = await openPage(browser, PHONE, 'pt-PT', 'Pacific/Kiritimati');
  try {
    const { page, errors } = elsewhere;
    await countRemovedNodes(page);
    await page.goto(hostelPath);
    assert.ok((await removedOnceRendered(page)) > 0, 'the app kept a page written for another locale');
    await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
    assert.deepEqual(errors, [], 'React reported a mismatch instead of rendering anew');
  } finally {
    await elsewhere.context.close();
  }
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`without JavaScript / shows its screen; with it the app takes over in place (${viewport.width} px)`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Find a bed near your university' }).waitFor();
      assert.equal(await page.locator('header').evaluate((el) => getComputedStyle(el).position), 'sticky');
      await screenshot(page, `server-render-no-js-${viewport.width}`);
    } finally {
      await context.close();
    }
    const dark = await browser.newContext({ baseURL: baseUrl, viewport, colorScheme: 'dark' });
    try {
      const page = await dark.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      assert.equal(await page.locator('html').getAttribute('data-mantine-color-scheme'), 'dark');
    } finally {
      await dark.close();
    }

    const withJs = await openPage(browser, viewport);
    try {
      const { page, errors } = withJs;
      await page.goto('/');
      // React's root is on the container once the app has rendered over the server's HTML.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      );
      assert.ok((await layoutShift(page)) < 0.01, 'the app moved the server-rendered screen');
      await page.getByLabel('City').fill('Accra');
      await page.getByRole('button', { name: 'Search' }).click();
      await expectPath(page, /[?&]city=Accra/);
      assert.deepEqual(errors, []);
    } finally {
      await withJs.context.close();
    }
  });
}
