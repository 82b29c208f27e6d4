// Every screen of each area reached without an id, signed in with the right role, at 1280 and
// 375 px: no serious or critical axe-core violation.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs, type Account, type Role } from './support/accounts.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { seriousAxeViolations } from './support/screenshots.js';
import { openScreen } from './support/screens.js';

let browser: Browser;
const accounts = new Map<Role, Account>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const role of ['STUDENT', 'OWNER', 'ADMIN'] as const)
    accounts.set(role, await createAccount(role, 'screens'));
});
afterAll(() => browser?.close());

const screens: Record<Role, string[]> = {
  STUDENT: [
    '/students',
    '/students/favourite',
    '/students/reservation',
    '/students/messages',
    '/students/support',
    '/students/notifications',
    '/students/accountSetting',
    '/students/components/personalInformation',
    '/students/components/passwordSetting',
  ],
  OWNER: [
    '/dashboard',
    '/dashboard/menu',
    '/dashboard/hostelDetails',
    '/dashboard/listHostel',
    '/dashboard/reservation/component/pending',
    '/dashboard/reservation/component/upcoming',
    '/dashboard/earning',
    '/dashboard/messages',
    '/dashboard/support',
    '/dashboard/reviews',
    '/dashboard/notifications',
    '/dashboard/accountSetting',
    '/dashboard/developers',
  ],
  ADMIN: [
    '/admin',
    '/admin/users',
    '/admin/listing',
    '/admin/reviews',
    '/admin/support',
    '/admin/settings',
    '/admin/notification',
    '/admin/reservations',
    '/admin/notifications',
    '/admin/audit',
    '/admin/developers',
  ],
};

for (const role of ['STUDENT', 'OWNER', 'ADMIN'] as const) {
  test(`every ${role.toLowerCase()} screen is accessible at 1280 and 375 px`, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInAs(page, accounts.get(role)!, screens[role][0]!);
      const problems: Record<string, unknown> = {};
      for (const path of screens[role]) {
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await openScreen(page, path);
          const violations = await seriousAxeViolations(page);
          if (violations.length > 0) problems[`${path} at ${viewport.width} px`] = violations;
        }
      }
      assert.deepEqual(problems, {});
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
