// The owner's bell counts a student's new request live, its e-mail reaches the local inbox, and the
// notice opens the request. An admin's broadcast from /admin/notification reaches a student's bell.
// The list, the preferences and the broadcast screen pass axe; screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { formatDayRange } from '@hostel/common';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { DESKTOP, expectPath, launchBrowser, openPage, subscriptionSent } from './support/browser.js';
import { waitForMail } from './support/mail.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('the owner sees the bell rise when a student requests, and the notice opens the request', async () => {
  const hostel = await publishedHostel('notices');
  const student = await createAccount('STUDENT', 'notices');
  const { page, context, errors } = await openPage(browser);
  try {
    const shoot = screenShooter(page, 'notifications');
    // The bell's subscription must be listening before the request, or its event is missed.
    const subscribed = subscriptionSent(page, 'notificationAdded');
    await signInAs(page, hostel.owner, '/dashboard');
    // The approval of the listing is the owner's first notice.
    const bell = page.getByRole('link', { name: /^Notifications, / });
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await subscribed;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server has taken the subscribe frame

    const { requestReservation } = await graphqlData<{ requestReservation: { code: string } }>(
      `mutation($input: RequestReservationInput!) { requestReservation(input: $input) { code } }`,
      { input: { roomTypeId: hostel.room.id, ...stayIn(12, 2, 1) } },
      student.idToken,
    );
    // Live: no reload, the subscription raises the count.
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();
    // And by e-mail: the notice's e-mail reaches the local inbox, both parts, with the button's link.
    const mail = await waitForMail(hostel.owner.email, new RegExp(`New request ${requestReservation.code}`));
    assert.match(mail.text, /Accept or decline by/);
    assert.match(mail.html, /\/dashboard\/reservation\/component\/pending/);
    assert.ok(mail.listUnsubscribe, 'one-click unsubscribe header');

    await bell.click();
    await expectPath(page, '/dashboard/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    const notice = list.getByRole('button', { name: new RegExp(`New request ${requestReservation.code}`) });
    await notice.waitFor();
    await list.getByText(`${hostel.name} was approved`).waitFor();
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the notification list');
    await shoot('01-list');

    await notice.click();
    await expectPath(page, '/dashboard/reservation/component/pending');
    await page.getByText(requestReservation.code).first().waitFor();
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await screenReady(page);
    await shoot('02-request');

    await openScreen(page, '/dashboard/notifications');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();

    await openScreen(page, '/dashboard/accountSetting');
    const requests = page.getByRole('switch', { name: /Requests and reservations/ });
    await requests.waitFor();
    assert.equal(await requests.isChecked(), true);
    assert.equal(await page.getByRole('switch', { name: /Account and security/ }).isDisabled(), true);
    await requests.dispatchEvent('click'); // Mantine's input is hidden under its track
    // Saved once the server's answer turns it off and enables it again.
    for (let i = 0; (await requests.isChecked()) || (await requests.isDisabled()); i++) {
      assert.ok(i < 150, 'the preference was not saved');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { notificationPreferences } = await graphqlData<{
      notificationPreferences: { category: string; email: boolean }[];
    }>('query { notificationPreferences { category email } }', {}, hostel.owner.idToken);
    assert.equal(notificationPreferences.find((pref) => pref.category === 'RESERVATIONS')?.email, false);
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the e-mail preferences');
    await shoot('03-preferences');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('notices and e-mails write dates as the reader’s browser does (en-GB here)', async () => {
  const hostel = await publishedHostel('notice-locale');
  const student = await createAccount('STUDENT', 'notice-locale');
  const { page, context, errors } = await openPage(browser, DESKTOP, 'en-GB');
  try {
    await signInAs(page, hostel.owner, '/dashboard');
    // The app tells the API the browser's locale once it knows who signed in.
    const locale = async () =>
      (
        await graphqlData<{ me: { user: { locale: string | null } } }>(
          'query { me { user { locale } } }',
          {},
          hostel.owner.idToken,
        )
      ).me.user.locale;
    for (let i = 0; (await locale()) !== 'en-GB'; i++) {
      assert.ok(i < 100, 'the browser’s locale was not stored');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stay = stayIn(40, 3, 1);
    const { requestReservation } = await graphqlData<{ requestReservation: { code: string } }>(
      `mutation($input: RequestReservationInput!) { requestReservation(input: $input) { code } }`,
      { input: { roomTypeId: hostel.room.id, ...stay } },
      student.idToken,
    );
    const range = formatDayRange(stay.checkIn, stay.checkOut, 'en-GB');
    // Day first and a 24-hour clock, as this browser shows dates on screen.
    const mail = await waitForMail(hostel.owner.email, new RegExp(`New request ${requestReservation.code}`));
    assert.ok(mail.text.includes(range), mail.text);
    assert.match(
      mail.text,
      /Accept or decline by \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} \w[\w ]* time\./,
    );
    await openScreen(page, '/dashboard/notifications');
    await page.getByRole('list', { name: 'Notifications' }).getByText(range, { exact: false }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a broadcast composed on /admin/notification reaches a student’s bell and inbox', async () => {
  const admin = await createAccount('ADMIN', 'broadcast');
  const student = await createAccount('STUDENT', 'broadcast');
  const title = `Library hours ${Date.now()}`;
  const studentPage = await openPage(browser);
  const adminPage = await openPage(browser);
  try {
    const subscribed = subscriptionSent(studentPage.page, 'notificationAdded');
    await signInAs(studentPage.page, student, '/students');
    await studentPage.page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
    await subscribed;

    const page = adminPage.page;
    const shoot = screenShooter(page, 'broadcast');
    await signInAs(page, admin, '/admin');
    await openScreen(page, '/admin/notification');
    const form = page.getByRole('form', { name: 'New broadcast' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('The library stays open until midnight during exam weeks.');
    await form.getByRole('textbox', { name: 'Link (optional)' }).fill('/students/notifications');
    await form.getByText('Students', { exact: true }).click();
    // The audience is counted before sending.
    await form.getByText(/^Reaches \d+ users?\.$/).waitFor();
    await form.getByText('Schedule', { exact: true }).click();
    await form.getByRole('button', { name: /Send at/ }).waitFor();
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the broadcast form');
    await shoot('01-compose');
    await form.getByText('Send now', { exact: true }).click();
    await form.getByRole('button', { name: 'Send broadcast' }).click();

    // The history shows it delivered (the counts update without reload).
    const card = page.getByRole('article', { name: title });
    await card.getByText('Sent', { exact: true }).waitFor();
    await card.getByText(/delivered in the app/).waitFor();
    await screenReady(page);
    await shoot('02-history');

    // Live on the student's bell, and the notice opens its link.
    await studentPage.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await studentPage.page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await expectPath(studentPage.page, '/students/notifications');
    await studentPage.page.getByRole('button', { name: new RegExp(title) }).waitFor();
    const mail = await waitForMail(student.email, new RegExp(title));
    assert.match(mail.text, /open until midnight/);

    await openScreen(page, '/admin/notification?tab=emails');
    await page.getByRole('table').getByText(student.email).first().waitFor();
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the e-mail delivery tab');
    await shoot('03-emails');
    assert.deepEqual(adminPage.errors, []);
    assert.deepEqual(studentPage.errors, []);
  } finally {
    await studentPage.context.close();
    await adminPage.context.close();
  }
});
