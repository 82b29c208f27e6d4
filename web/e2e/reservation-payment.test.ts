// The money path end to end: a student requests beds, the owner accepts, the student pays with a
// sandbox card (settled asynchronously by the provider's signed webhook) and the owner sees the
// earning. Screenshots of every screen at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { expectPath, launchBrowser, openPage, type OpenPage } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import {
  money,
  openPendingRequest,
  requestReservation,
  stayIn,
  type Requested,
} from './support/reservations.js';
import { screenShooter } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const people: OpenPage[] = [];
async function person(): Promise<OpenPage> {
  const open = await openPage(browser);
  people.push(open);
  return open;
}

/** Every browser a test opened had no uncaught errors; then they close. */
async function closeAll() {
  for (const { context, errors } of people.splice(0)) {
    await context.close();
    assert.deepEqual(errors, [], 'uncaught errors in a browser');
  }
}

async function accept(
  page: Page,
  requested: Requested,
  note: string,
  shoot: (name: string) => Promise<void>,
) {
  const { code, quote } = requested;
  const card = await openPendingRequest(page, code, note);
  // The owner sees their own share (the earnings page's net), not what the student pays.
  await card.getByText(`You earn ${money(quote.subtotal, quote.currency)}`).waitFor();
  assert.equal(await card.getByText(money(quote.total, quote.currency)).count(), 0);
  await shoot('04-owner-pending');
  await card.getByRole('button', { name: `Accept reservation ${code}` }).click();
  await page.getByText('Accepted. The student has been asked to pay.').waitFor();
  await card.waitFor({ state: 'detached' });
}

/** Types the card on the payment screen and sends it with the form's button. */
async function payWith(page: Page, number: string, button = 'Pay now') {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('button', { name: button }).click();
}

/** A fresh hostel, its owner and a student with an accepted request, both signed in. */
async function acceptedReservation(tag: string, screenshots: string) {
  const shoot = (page: Page) => screenShooter(page, screenshots);
  const hostel = await publishedHostel(tag);
  const student = await createAccount('STUDENT', tag);
  const [studentBrowser, ownerBrowser] = [await person(), await person()];
  await signInAs(studentBrowser.page, student, '/students');
  const note = `We arrive by the evening bus (${tag}).`;
  const requested = await requestReservation(
    studentBrowser.page,
    student,
    hostel,
    stayIn(30, 4, 2),
    note,
    shoot(studentBrowser.page),
  );
  await signInAs(ownerBrowser.page, hostel.owner, '/dashboard');
  await accept(ownerBrowser.page, requested, note, shoot(ownerBrowser.page));
  return { hostel, student: studentBrowser.page, owner: ownerBrowser.page, ...requested };
}

test('a student requests, the owner accepts, the student pays and the owner sees the earning', async () => {
  try {
    const r = await acceptedReservation('pay', 'reservation-payment');
    const shoot = screenShooter(r.student, 'reservation-payment');
    const card = r.student.getByRole('article', { name: `Reservation ${r.code}` });
    await openScreen(r.student, '/students/reservation');
    await card.getByText('Accepted – pay now').waitFor();
    await shoot('05-accepted');

    await card.getByRole('link', { name: 'Pay now' }).click();
    await expectPath(r.student, new RegExp(`^/students/confirmPay\\?reservation=${r.id}$`));
    await r.student
      .getByRole('group', { name: 'Price breakdown' })
      .getByText(money(r.quote.total, r.quote.currency))
      .waitFor();
    await screenReady(r.student);
    await shoot('06-pay');
    await payWith(r.student, '4242 4242 4242 4242');
    // The page polls until the provider's webhook has settled the payment.
    await r.student.getByRole('heading', { name: 'Payment received' }).waitFor();
    await r.student.getByText(`Reservation code ${r.code}`).waitFor();
    await shoot('07-paid');

    await r.student.getByRole('link', { name: 'See the reservation' }).click();
    await expectPath(r.student, '/students/reservation/Details');
    await r.student.getByText('Paid', { exact: true }).first().waitFor();
    await r.student.getByText(/Payment .* succeeded/).waitFor();
    await screenReady(r.student);
    await shoot('08-details');

    const owner = screenShooter(r.owner, 'reservation-payment');
    await openScreen(r.owner, '/dashboard/earning');
    const row = r.owner.getByRole('row', { name: new RegExp(r.code) });
    await row.getByText('pending', { exact: true }).waitFor();
    // The student paid the subtotal plus the platform fee; the owner earns the subtotal.
    const net = r.quote.total - r.quote.platformFee;
    await row.getByText(money(net, r.quote.currency)).waitFor();
    // Nothing to pay out yet: the disabled button says why and from when (24 h after check-in).
    const payout = r.owner.getByRole('button', { name: 'Request payout' });
    assert.equal(await payout.isDisabled(), true);
    const hint = r.owner.locator(`#${await payout.getAttribute('aria-describedby')}`);
    assert.match(
      await hint.innerText(),
      /^Nothing is available to pay out yet\. Earnings become available 24 hours after the student checks in\. The next ones become available on .+; you can request a payout from then\.$/,
    );
    await owner('09-owner-earnings');

    // On a hostel page the owner sees rooms and availability, without the students' controls.
    await openScreen(r.owner, `/students/hostelDetails?id=${r.hostel.id}`);
    await r.owner.getByRole('heading', { level: 1, name: r.hostel.name }).waitFor();
    await r.owner.getByRole('heading', { name: r.hostel.room.name }).waitFor();
    for (const name of [/^Reserve/, /favourites$/, 'Message owner'])
      assert.equal(await r.owner.getByRole('button', { name }).count(), 0, `${name} shown to the owner`);
    await screenReady(r.owner);
    await owner('10-owner-hostel-page');
  } finally {
    await closeAll();
  }
});

test('a declined card shows the provider’s reason, and another card then pays', async () => {
  try {
    const r = await acceptedReservation('decline-card', 'reservation-card-declined');
    const shoot = screenShooter(r.student, 'reservation-card-declined');
    await openScreen(r.student, `/students/confirmPay?reservation=${r.id}`);
    await payWith(r.student, '4000 0000 0000 0002');
    const alert = r.student.getByRole('alert').filter({ hasText: 'The payment did not go through' });
    await alert.getByText('Your card was declined. Try another card.').waitFor();
    await shoot('05-declined');

    await payWith(r.student, '4242 4242 4242 4242', 'Try again');
    await r.student.getByRole('heading', { name: 'Payment received' }).waitFor();
    await shoot('06-paid');
    // Both attempts are on the receipt: the refused one with its reason, then the successful one.
    await openScreen(r.student, `/students/reservation/Details?id=${r.id}`);
    await r.student.getByText(/Payment .* failed/).waitFor();
    await r.student.getByText('Your card was declined. Try another card.').waitFor();
    await r.student.getByText(/Payment .* succeeded/).waitFor();
    await shoot('07-details');
  } finally {
    await closeAll();
  }
});

test('a refund the provider refuses is in progress for the student and shown to an admin as retried', async () => {
  try {
    // 4000 0000 0000 5126 pays, but the sandbox refuses every refund of it.
    const r = await acceptedReservation('refund-refused', 'reservation-refund-failed');
    const shoot = screenShooter(r.student, 'reservation-refund-failed');
    await openScreen(r.student, `/students/confirmPay?reservation=${r.id}`);
    await payWith(r.student, '4000 0000 0000 5126');
    await r.student.getByRole('heading', { name: 'Payment received' }).waitFor();

    await openScreen(r.student, `/students/reservation/Details?id=${r.id}`);
    await r.student.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = r.student.getByRole('dialog', { name: 'Cancel this reservation' });
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await dialog.waitFor({ state: 'detached' });
    const refunded = money(r.quote.total, r.quote.currency);
    await r.student.getByText(new RegExp(`^Refund ${refunded.replace('.', '\\.')} · in progress`)).waitFor();
    await screenReady(r.student);
    await shoot('05-student-refund-in-progress');

    const admin = await person();
    const shootAdmin = screenShooter(admin.page, 'reservation-refund-failed');
    await signInAs(admin.page, await createAccount('ADMIN', 'refund'), '/admin');
    await openScreen(admin.page, '/admin/reservations');
    const search = admin.page.getByRole('search', { name: 'Search reservations' });
    await search.getByRole('textbox', { name: 'Code, student or hostel' }).fill(r.code);
    await search.getByRole('button', { name: 'Search' }).click();
    await admin.page.getByRole('button', { name: `Open reservation ${r.code}` }).click();
    const drawer = admin.page.getByRole('dialog', { name: 'Reservation details' });
    await drawer
      .getByText(new RegExp(`^Refund ${refunded.replace('.', '\\.')} · failed, retrying`))
      .waitFor();
    await drawer.getByText(/^The card was cancelled or has expired\. Tried 1 time; next try .+\.$/).waitFor();
    await screenReady(admin.page);
    await shootAdmin('06-admin-refund-retrying');
  } finally {
    await closeAll();
  }
});
