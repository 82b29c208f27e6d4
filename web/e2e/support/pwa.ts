// The installable app in end-to-end tests: a person's browser profile and its service worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchProfile, STEP_TIMEOUT } from './browser.js';

/** A person's browser profile (installing needs one on disk), with its page and the page's errors. */
export async function withProfile(
  run: (profile: { context: BrowserContext; page: Page; errors: Error[] }) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-pwa-'));
  const context = await launchProfile(dir);
  try {
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) errors.push(new Error(message.text()));
    });
    await run({ context, page, errors });
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The script URL of the service worker controlling the page, once one does. */
export function controllingWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller!.scriptURL;
  });
}
