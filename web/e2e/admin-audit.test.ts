// The admin's audit log reads as people and things: an admin suspends a student, and the log shows
// what happened in one line, who did it, the student's name linking to their page, and the raw
// details on request. Axe and screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN_EMAIL, createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage, PHONE, DESKTOP } from './support/browser.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady, settleLayout } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('the audit log names who did what to whom, with links and the raw details on request', async () => {
  const admin = await createAccount('ADMIN', 'audit');
  const student = await createAccount('STUDENT', 'audit');
  const { me } = await graphqlData<{ me: { user: { id: string } } }>(
    '{ me { user { id } } }',
    {},
    student.idToken,
  );
  const studentId = me.user.id;
  await graphqlData(
    'mutation($id: ID!) { setUserStatus(userId: $id, status: SUSPENDED, reason: "fake listings") { id } }',
    { id: studentId },
    admin.idToken,
  );

  const { page, errors } = await openPage(browser);
  const shoot = screenShooter(page, 'admin-audit');
  await signInAs(page, admin, '/admin');
  await openScreen(page, `/admin/audit?entity=User&entityId=${studentId}`);
  const entry = page.getByRole('article', { name: `Suspended ${student.displayName}: ‘fake listings’` });
  await entry.waitFor();
  await entry.getByText(`(${ADMIN_EMAIL})`).waitFor();
  assert.equal(await entry.getByText(studentId).count(), 0, 'no bare ids');
  await entry.getByText('Details of user.set_status').click();
  await entry.getByText('"reason": "fake listings"').waitFor();
  await screenReady(page);
  await shoot('01-suspended');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settleLayout(page);
    assert.deepEqual(
      await seriousAxeViolations(page),
      [],
      `accessibility of the audit log at ${viewport.width}`,
    );
  }
  await page.setViewportSize(DESKTOP);

  // The student's name leads to their page.
  await entry.getByRole('link', { name: student.displayName }).click();
  await expectPath(page, /^\/admin\/user\?id=/);
  await page.getByRole('heading', { level: 1, name: student.displayName }).waitFor();
  assert.deepEqual(errors, [], 'no uncaught page errors');
});
