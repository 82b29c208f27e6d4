// Each area's home, signed in with the right role: accessible, fits at 375 px, screenshots at both widths.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs, type Account, type Role } from './support/accounts.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { horizontalOverflow, screenshot, seriousAxeViolations } from './support/screenshots.js';
import { openScreen } from './support/screens.js';

const areas: { role: Role; home: string; name: string }[] = [
  { role: 'STUDENT', home: '/students', name: 'student-home' },
  { role: 'OWNER', home: '/dashboard', name: 'owner-home' },
  { role: 'ADMIN', home: '/admin', name: 'admin-home' },
];

let browser: Browser;
const accounts = new Map<Role, Account>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const { role } of areas) accounts.set(role, await createAccount(role, 'areas'));
});
afterAll(() => browser?.close());

for (const { role, home, name } of areas) {
  describe(`${home} signed in as ${role}`, () => {
    for (const viewport of [DESKTOP, PHONE]) {
      test(`at ${viewport.width} px: accessible and fits`, async () => {
        const { context, page, errors } = await openPage(browser, viewport);
        try {
          await signInAs(page, accounts.get(role)!, home);
          await openScreen(page, home);
          await screenshot(page, name);
          assert.deepEqual(await seriousAxeViolations(page), [], `axe-core on ${home}`);
          assert.equal(await horizontalOverflow(page), 0, `${home} scrolls sideways`);
          if (viewport === PHONE) {
            // The side navigation lives behind the burger on phones.
            await page.getByRole('button', { name: 'Open navigation' }).click();
            await page.getByRole('navigation').getByRole('link').first().waitFor();
            await screenshot(page, `${name}-menu`, { fullPage: false });
          }
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  });
}
