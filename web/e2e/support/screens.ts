// Waiting for a screen to be ready, the same way a person would: its heading is there and the
// network has gone quiet (lazy chunks, the `me` query, search results).
import type { Page } from 'playwright-core';
import { STEP_TIMEOUT } from './browser.js';

export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await screenReady(page);
}

export async function screenReady(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT });
  // Loaders (role=status with the Mantine loader) are gone before anyone judges the screen.
  await page
    .locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')
    .first()
    .waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
}

/** After a viewport change: two animation frames, so media queries and layout have applied. */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Until no CSS transition or animation runs (a dialog fading in is judged once fully shown). */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: STEP_TIMEOUT },
  );
}
