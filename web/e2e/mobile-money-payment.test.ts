// A student pays with the sandbox's mobile money: picks the network and number, sees "Approve the
// payment on your phone" until the sandbox's signed event arrives, then the paid state. A refused
// approval says so and lets the student try again on the same reservation. Screenshots at 1280
// and 375 px of the form and the waiting state.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs, type Account } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { launchBrowser, openPage, type OpenPage } from './support/browser.js';
import { publishedHostel, type PublishedHostel } from './support/published-hostel.js';
import { money, stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Requested and accepted through the API: the browser part is paying. */
async function accepted(student: Account, hostel: PublishedHostel, fromDays: number) {
  const { requestReservation: r } = await graphqlData<{
    requestReservation: { id: string; code: string; price: { total: number; currency: string } };
  }>(
    `mutation($input: RequestReservationInput!) { requestReservation(input: $input) {
      id code price { total currency } } }`,
    { input: { roomTypeId: hostel.room.id, ...stayIn(fromDays, 2, 1) } },
    student.idToken,
  );
  await graphqlData(
    'mutation($id: ID!) { acceptReservation(id: $id) { id } }',
    { id: r.id },
    hostel.owner.idToken,
  );
  return r;
}

async function payByPhone(page: Page, network: string, phone: string, button = 'Pay now') {
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Mobile money').click();
  const form = page.getByRole('form', { name: 'Mobile money payment' });
  await form.getByLabel('Network').click();
  await page.getByRole('option', { name: network }).click();
  await form.getByRole('textbox', { name: 'Mobile money number' }).fill(phone);
  await form.getByRole('button', { name: button }).click();
}

test('a student pays with sandbox mobile money: approve on the phone, then paid', async () => {
  const open: OpenPage = await openPage(browser);
  try {
    const hostel = await publishedHostel('momo');
    const student = await createAccount('STUDENT', 'momo');
    const r = await accepted(student, hostel, 40);
    const { page } = open;
    const shoot = screenShooter(page, 'mobile-money');
    await signInAs(page, student, '/students');
    await openScreen(page, `/students/confirmPay?reservation=${r.id}`);
    await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Mobile money').click();
    const form = page.getByRole('form', { name: 'Mobile money payment' });
    // The common rule's words, before anything is sent.
    await form.getByRole('textbox', { name: 'Mobile money number' }).fill('0311234567');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await form.getByText('A Ghanaian mobile money number has 10 digits and starts with 02 or 05').waitFor();
    await screenReady(page);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await shoot('01-form');

    // 055 000 0001 refuses on the phone: the student is told and tries again.
    await payByPhone(page, 'MTN MoMo', '055 000 0001');
    await page.getByText('Approve the payment on your phone').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
    await alert.getByText('The payment was declined on your phone.', { exact: false }).waitFor();
    await shoot('02-refused');

    await payByPhone(page, 'MTN MoMo', '055 123 4567', 'Try again');
    const waiting = page.getByRole('status').filter({ hasText: 'Approve the payment on your phone' });
    await waiting.getByText(`charge ${money(r.price.total, r.price.currency)} to 0551234567`).waitFor();
    await shoot('03-waiting');
    // The sandbox approves after a few seconds; its event makes the reservation PAID live.
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 20_000 });
    await page.getByText(`Reservation code ${r.code}`).waitFor();
    await shoot('04-paid');

    await openScreen(page, `/students/reservation/Details?id=${r.id}`);
    await page.getByText(/Payment .* failed/).waitFor();
    await page.getByText(/Payment .* succeeded/).waitFor();
  } finally {
    await open.context.close();
    assert.deepEqual(open.errors, [], 'uncaught errors in the browser');
  }
});
