// Screenshots for people to look at (test-results/ is gitignored) and the axe-core accessibility check.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

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
