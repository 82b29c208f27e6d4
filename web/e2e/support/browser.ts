// The browser side of the end-to-end tests: Debian's Chromium driven by playwright-core.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** The web app under test (the production build behind web/server, which forwards /graphql to the API). */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:5180';

/** Bounded waits everywhere: a step that takes longer than this is a failure, not a reason to sleep. */
export const STEP_TIMEOUT = 15_000;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * A browser with a profile on disk in `userDataDir`, as a person's is: Chromium installs web apps
 * only from such a profile, never from the incognito-like contexts of `openPage`.
 */
export function launchProfile(userDataDir: string, viewport = DESKTOP): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...CHROMIUM,
    baseURL: baseUrl,
    viewport,
    reducedMotion: 'reduce',
    locale: LOCALE,
  });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and Content-Security-Policy violations: a test asserts there were none. */
  errors: Error[];
}

/** The browsers' locale: money and dates read the same on every machine (tests compare the text). */
export const LOCALE = 'en-US';

/**
 * A fresh, isolated browser profile (own cookies, storage and IndexedDB) with one page; in the
 * machine's time zone unless `timezoneId` is given.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  locale = LOCALE,
  timezoneId?: string,
): Promise<OpenPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: 'reduce',
    locale,
    timezoneId,
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  // Whatever the Content-Security-Policy blocked, in any page of the profile, fails the test too.
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) errors.push(new Error(message.text()));
  });
  return { context, page, errors };
}

/** Waits until the URL path (and optionally the query) is the expected one. */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(`${url.pathname}${url.search}`)),
    { timeout: STEP_TIMEOUT },
  );
}

/**
 * Waits until a field shows `value`: its live value, as a person sees it, whatever the markup's
 * `value` attribute says.
 */
export async function waitForValue(field: Locator, value: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT;
  let shown = await field.inputValue();
  while (shown !== value) {
    if (Date.now() > deadline) throw new Error(`${String(field)} shows "${shown}", not "${value}".`);
    await field.page().waitForTimeout(50);
    shown = await field.inputValue();
  }
}

/** Resolves once `page` has sent a subscription to `field` on a WebSocket: its events reach it from then on. */
export function subscriptionSent(page: Page, field: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(field)) resolve();
      }),
    ),
  );
}
