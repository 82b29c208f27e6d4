// Screenshots for people to look at (test-results/ is gitignored) and the axe-core accessibility check.
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.js';
import { settleLayout } from './screens.js';

const folder = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** A PNG named `<name>-<viewport width>.png`: the full page, or just the viewport (open drawers). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(folder, `${name}-${width}.png`);
  // Fonts and lazy images settle before the picture is taken.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/**
 * The current screen at 1280 and 375 px (`<name>-1280.png`, `<name>-375.png`); the flow goes on at
 * 1280 px. Returns how far the page overflows sideways on the phone (0 when it fits).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<{ phoneOverflow: number }> {
  await page.setViewportSize(DESKTOP);
  await settleLayout(page);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await settleLayout(page);
  await screenshot(page, name);
  const phoneOverflow = await horizontalOverflow(page);
  await page.setViewportSize(DESKTOP);
  await settleLayout(page);
  return { phoneOverflow };
}

/** Shoots each screen as `<prefix>-<name>` at both widths; fails when it overflows sideways on a phone. */
export function screenShooter(page: Page, prefix: string): (name: string) => Promise<void> {
  return async (name) => {
    const { phoneOverflow } = await screenshotBothWidths(page, `${prefix}-${name}`);
    assert.equal(phoneOverflow, 0, `${prefix}-${name} overflows sideways at 375 px`);
  };
}

/** The page is no wider than the viewport (nothing overflows sideways on a phone). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical axe-core violations on the current page (WCAG 2.1 A/AA and best practices). */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Experimental, so off by default: a control's name must contain its visible text (WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
