// The areas' first screens load without the Firebase SDK (the budgets of issue 18): the session's
// `me` comes from the API's cookie, the header's counts and the overviews through the one client and
// the page's one WebSocket, and the counts stay live there.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { launchBrowser, openPage, subscriptionSent } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';

let browser: Browser;

/** The names of the script files `page` requests from now on (`assets/<name>-<hash>.js`). */
function watchChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) chunks.push(name);
  });
  return chunks;
}

const heavy = (chunks: string[]) => chunks.filter((name) => name === 'firebase');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a student’s /students loads without Firebase, and its bell rises live', async () => {
  const hostel = await publishedHostel('first-screen');
  const student = await createAccount('STUDENT', 'first-screen');
  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, student, '/students');
    await page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();

    // A new page load, as a returning student makes it.
    const chunks = watchChunks(page);
    const subscribed = subscriptionSent(page, 'notificationAdded');
    await page.goto('/students?city=Accra');
    await page.getByRole('heading', { name: 'Find a hostel', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${student.displayName}` }).waitFor();
    await page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
    await page.getByRole('link', { name: 'Messages, none unread' }).waitFor();
    await subscribed;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server has taken the subscribe frame

    // The owner declines the student's request: the student's bell rises without a reload.
    const { requestReservation } = await graphqlData<{ requestReservation: { id: string } }>(
      `mutation($input: RequestReservationInput!) { requestReservation(input: $input) { id } }`,
      { input: { roomTypeId: hostel.room.id, ...stayIn(20, 2, 1) } },
      student.idToken,
    );
    await graphqlData(
      `mutation($id: ID!, $reason: String!) { declineReservation(id: $id, reason: $reason) { id } }`,
      { id: requestReservation.id, reason: 'We are closed for repairs that week.' },
      hostel.owner.idToken,
    );
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();

    assert.deepEqual(heavy(chunks), [], `the first screen's files: ${chunks.join(', ')}`);

    // The next screen reads through its route loader, and the session carries on.
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${student.displayName}` }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const { role, home, heading, figure } of [
  { role: 'OWNER', home: '/dashboard', heading: 'Overview', figure: 'Answer requests' },
  { role: 'ADMIN', home: '/admin', heading: 'Admin overview', figure: 'Review listings' },
] as const) {
  test(`${home} shows its overview without Firebase, then its other screens`, async () => {
    const account = await createAccount(role, 'first-screen');
    const { context, page, errors } = await openPage(browser);
    try {
      await signInAs(page, account, home);
      const chunks = watchChunks(page);
      await page.goto(home);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('link', { name: figure }).waitFor();
      await page.getByRole('link', { name: /^Notifications, / }).waitFor();
      // The e2e admin is one account, named by the first test that made it.
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      assert.deepEqual(heavy(chunks), [], `the first screen's files: ${chunks.join(', ')}`);

      await page.getByRole('link', { name: /^Notifications, / }).click();
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      // Back to the overview, read again by its route.
      await page.goBack();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('link', { name: figure }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
