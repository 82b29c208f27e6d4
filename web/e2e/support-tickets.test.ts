// Support end to end: a student opens a ticket about a paid reservation from the reservation's page
// ("Get help with this reservation"), an admin finds it in the queue, writes an internal note and
// answers, then follows the link to the reservation's admin screen and refunds it; the student sees
// the answer live on the ticket left open, and never the note. Axe on every screen; screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { startConversation } from './support/conversations.js';
import { expectPath, launchBrowser, openPage, waitForValue } from './support/browser.js';
import { paidStay } from './support/money.js';
import { publishedHostel } from './support/published-hostel.js';
import { money, stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SUBJECT = 'Charged twice for my bed';
const DESCRIPTION = 'My card shows two charges for this reservation. Please refund one of them.';
const NOTE = 'Checked the provider: the second charge is a pending authorisation.';
const ANSWER = 'The second charge is only a hold and disappears within 3 days.';

test('a student asks for help with a paid reservation; an admin answers and opens the reservation', async () => {
  const hostel = await publishedHostel('support');
  const student = await createAccount('STUDENT', 'support');
  const stay = await paidStay(student, hostel, stayIn(12, 2, 1));
  const admin = await createAccount('ADMIN', 'support');
  // The admin account is shared by the run's tests: its name is whichever test made it first.
  const { me } = await graphqlData<{ me: { user: { displayName: string } } }>(
    '{ me { user { displayName } } }',
    {},
    admin.idToken,
  );

  const [studentSide, adminSide] = [await openPage(browser), await openPage(browser)];
  try {
    const page = studentSide.page;
    const shoot = screenShooter(page, 'support-student');
    await signInAs(page, student, '/students');
    await openScreen(page, `/students/reservation/Details?id=${stay.id}`);
    await page.getByRole('link', { name: 'Get help with this reservation' }).click();
    await expectPath(page, /^\/students\/support\?reservation=/);
    const form = page.getByRole('form', { name: 'New support ticket' });
    await form.getByLabel('Linked reservation').getByText(stay.code).waitFor();
    await screenReady(page);
    // The shared rules refuse in the form what the API would refuse.
    await form.getByRole('textbox', { name: 'Subject' }).fill('Hi');
    await form.getByRole('button', { name: 'Send to support' }).click();
    await form.getByText('The subject must be at least 5 characters.').waitFor();
    await form.getByText('The description is required.').waitFor();
    await shoot('01-new-ticket');
    assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the new ticket form');

    await form.getByRole('combobox', { name: 'What is it about?' }).click();
    await page.getByRole('option', { name: 'Payment' }).click();
    await form.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await form.getByRole('textbox', { name: 'Describe the problem' }).fill(DESCRIPTION);
    await form.getByRole('button', { name: 'Send to support' }).click();
    await expectPath(page, /^\/students\/support\?ticket=/);
    await page.getByRole('heading', { name: SUBJECT }).waitFor();
    await page.getByText(DESCRIPTION).waitFor();
    await page.getByText(`reservation ${stay.code}`, { exact: false }).waitFor();
    await screenReady(page);
    await shoot('02-ticket-open');
    assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the ticket');
    const ticketUrl = page.url();

    const adminPage = adminSide.page;
    const shootAdmin = screenShooter(adminPage, 'support-admin');
    await signInAs(adminPage, admin, '/admin');
    await openScreen(adminPage, '/admin/support');
    const figures = adminPage.getByLabel('Queue figures');
    await figures.getByText('Unassigned').waitFor();
    const row = adminPage.getByRole('button', { name: SUBJECT });
    await row.getByText('Unassigned').waitFor();
    await screenReady(adminPage);
    await shootAdmin('01-queue');
    assert.deepEqual(await seriousAxeViolations(adminPage), [], 'accessibility of the support queue');

    await row.click();
    await adminPage.getByRole('heading', { name: SUBJECT }).waitFor();
    await adminPage.getByText(DESCRIPTION).waitFor();
    await adminPage.getByRole('switch', { name: /Internal note/ }).check({ force: true });
    await adminPage.getByRole('textbox', { name: 'Internal note (only admins see it)' }).fill(NOTE);
    await adminPage.getByRole('button', { name: 'Add note' }).click();
    await adminPage
      .getByRole('listitem', { name: /^Internal note by/ })
      .getByText(NOTE)
      .waitFor();
    await adminPage.getByRole('switch', { name: /Internal note/ }).uncheck({ force: true });
    await adminPage.getByRole('textbox', { name: 'Your reply' }).fill(ANSWER);
    await adminPage.getByRole('button', { name: 'Send reply' }).click();
    await adminPage
      .getByRole('listitem', { name: /^Message from/ })
      .getByText(ANSWER)
      .waitFor();
    // The first answer takes the ticket: it is in progress and assigned to the admin who answered.
    await waitForValue(adminPage.getByRole('combobox', { name: 'Assignee' }), `${me.user.displayName} (me)`);
    assert.equal(await adminPage.getByRole('combobox', { name: 'Status' }).inputValue(), 'In progress');
    await screenReady(adminPage);
    await shootAdmin('02-ticket');
    assert.deepEqual(await seriousAxeViolations(adminPage), [], 'accessibility of the admin ticket screen');

    await adminPage
      .getByRole('link', { name: new RegExp(`Reservation ${stay.code} \\(Paid\\): refund or cancel`) })
      .click();
    await expectPath(adminPage, /^\/admin\/reservations\?/);
    const drawer = adminPage.getByRole('dialog', { name: 'Reservation details' });
    await drawer.getByText(stay.code).first().waitFor();
    await screenReady(adminPage);
    await shootAdmin('03-reservation');
    // The admin refunds the charge from there.
    await drawer.getByRole('button', { name: 'Cancel with refund' }).click();
    const refund = adminPage.getByRole('dialog', { name: `Cancel reservation ${stay.code}` });
    await refund.getByRole('textbox', { name: /Reason/ }).fill('Charged twice: refunded in full.');
    const total = money(stay.total, stay.currency);
    await refund.getByRole('button', { name: `Cancel and refund ${total}` }).click();
    await adminPage.getByText(`Reservation ${stay.code} cancelled; ${total} refunded.`).waitFor();
    await drawer.getByText('Cancelled', { exact: true }).waitFor();

    // The student's ticket, open all along, shows the answer without a reload (supportTicketUpdated).
    assert.equal(page.url(), ticketUrl);
    await page.getByText(ANSWER).waitFor({ timeout: 10_000 });
    await page.getByRole('listitem', { name: 'Message from Support' }).getByText(ANSWER).waitFor();
    assert.equal(await page.getByText(NOTE).count(), 0, 'the internal note never reaches the student');
    await screenReady(page);
    await shoot('03-answered');
    assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the answered ticket');

    const { supportTicket } = await graphqlData<{
      supportTicket: { status: string; messages: { body: string }[] };
    }>(
      'query($id: ID!) { supportTicket(id: $id) { status messages { body } } }',
      { id: new URL(ticketUrl).searchParams.get('ticket') },
      student.idToken,
    );
    assert.deepEqual(supportTicket, {
      status: 'IN_PROGRESS',
      messages: [{ body: DESCRIPTION }, { body: ANSWER }],
    });
    assert.deepEqual([...studentSide.errors, ...adminSide.errors], []);
  } finally {
    await studentSide.context.close();
    await adminSide.context.close();
  }
});

test('a reported conversation reaches the support queue; the admin reads it on purpose', async () => {
  const hostel = await publishedHostel('reported');
  const student = await createAccount('STUDENT', 'reported');
  const admin = await createAccount('ADMIN', 'support');
  const conversation = await startConversation(student, hostel.id);
  const send = conversation.send;
  await send('Is a bed free in March?', student.idToken);
  await send('Pay me in cash outside the platform and I will give you a discount.', hostel.owner.idToken);
  await graphqlData(
    'mutation($id: ID!, $reason: String!) { reportConversation(id: $id, reason: $reason) { id } }',
    { id: conversation.id, reason: 'The owner asks for cash outside the platform.' },
    student.idToken,
  );

  const adminSide = await openPage(browser);
  try {
    const page = adminSide.page;
    const shoot = screenShooter(page, 'support-reported');
    await signInAs(page, admin, '/admin');
    await openScreen(page, '/admin/support');
    await page
      .getByRole('button', { name: new RegExp(`Reported conversation about ${hostel.name}`) })
      .click();
    const section = page.getByRole('region', { name: 'Reported conversation' });
    await section.getByText(`Reported by ${student.displayName}`).waitFor();
    assert.equal(await section.getByTestId('reported-message').count(), 0, 'nothing is read until asked');
    await section.getByRole('button', { name: 'Read the conversation' }).click();
    const messages = section.getByTestId('reported-message');
    await messages.nth(1).waitFor();
    // Oldest first, each side named, as sent: nothing masked for the admin.
    assert.match(await messages.nth(0).innerText(), /\(reporter\)[\s\S]*Is a bed free in March\?/i);
    assert.match(await messages.nth(1).innerText(), /The other participant[\s\S]*Pay me in cash/i);
    await screenReady(page);
    await shoot('01-read');
    assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the reported conversation');
    assert.deepEqual(adminSide.errors, []);
  } finally {
    await adminSide.context.close();
  }
});
