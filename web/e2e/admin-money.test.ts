// The money screens end to end: an owner requests the payout of an available earning; an admin
// finds a PAID reservation by its code, cancels it with a partial refund and sees the refund
// recorded, marks the owner's payout paid (the owner sees it paid out) and changes a platform
// setting. The stay to cancel is paid through the API and the sandbox webhook; the owner's earning,
// which only time passing releases, was written before the API started (web/e2e/fixtures).
// Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs, type Account } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { launchBrowser, openPage } from './support/browser.js';
import { requestPayout, seePaidOut } from './support/earnings.js';
import { emailPasswordAccount } from './support/emulator.js';
import { e2eFixtures, type PayoutOwner } from './support/fixtures.js';
import { paidStay, type PaidStay } from './support/money.js';
import { publishedHostel } from './support/published-hostel.js';
import { money, stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAYMENT = `query($id: ID!) { reservation(id: $id) { status cancelledBy
  payments { status amountRefunded refunds { amount status } } } }`;

async function cancelWithPartialRefund(
  page: Page,
  stay: PaidStay,
  refund: number,
  shoot: (n: string) => Promise<void>,
) {
  await openScreen(page, '/admin/reservations');
  await shoot('01-reservations');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of /admin/reservations');
  const search = page.getByRole('search', { name: 'Search reservations' });
  await search.getByRole('textbox', { name: 'Code, student or hostel' }).fill(stay.code.toLowerCase());
  await search.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^1 reservation$/ })
    .waitFor();
  const row = page.getByRole('article', { name: `Reservation ${stay.code}` });
  await row.getByText('Paid', { exact: true }).waitFor();
  await screenReady(page);
  await shoot('02-found');

  await row.getByRole('button', { name: `Open reservation ${stay.code}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Reservation details' });
  const breakdown = drawer.getByRole('group', { name: 'Price breakdown' });
  await breakdown.getByText(money(stay.total, stay.currency)).waitFor();
  await drawer.getByText(`Payment ${money(stay.total, stay.currency)}`).waitFor();
  await drawer.getByText('succeeded', { exact: true }).waitFor();
  await shoot('03-details');

  await drawer.getByRole('button', { name: 'Cancel with refund' }).click();
  const modal = page.getByRole('dialog', { name: `Cancel reservation ${stay.code}` });
  const amount = modal.getByRole('textbox', { name: `Refund (${stay.currency})` });
  await amount.waitFor();
  await modal.getByText(`Full refund: the student gets ${money(stay.total, stay.currency)} back.`).waitFor();
  await modal.getByRole('textbox', { name: /Reason/ }).fill('The owner closed the room for repairs.');
  // More than was paid is refused on the field before anything is sent.
  await amount.fill(String(stay.total / 100 + 1));
  await modal
    .getByText(`At most ${money(stay.total, stay.currency)} can be refunded`, { exact: false })
    .waitFor();
  await amount.fill(String(refund / 100));
  const summary = `Partial refund: the student gets ${money(refund, stay.currency)} back of ${money(stay.total, stay.currency)}.`;
  await modal.getByRole('status', { name: 'Refund summary' }).getByText(summary).waitFor();
  await shoot('04-refund');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the refund dialog');

  await modal.getByRole('button', { name: `Cancel and refund ${money(refund, stay.currency)}` }).click();
  await page
    .getByText(`Reservation ${stay.code} cancelled; ${money(refund, stay.currency)} refunded.`)
    .waitFor();
  await modal.waitFor({ state: 'detached' });
  await drawer.getByText('Cancelled', { exact: true }).waitFor();
  await drawer
    .getByText(new RegExp(`^Refund ${money(refund, stay.currency).replace('.', '\\.')} · succeeded`))
    .waitFor();
  await drawer.getByText('Cancelled by the admin: The owner closed the room for repairs.').waitFor();
  await screenReady(page);
  await shoot('05-refunded');
  await drawer.getByRole('button', { name: 'Close details' }).click();
  // The list was refreshed too: under "Paid" the reservation is gone.
  await page.getByRole('heading', { name: 'No reservations match' }).waitFor();
}

async function markPayoutPaid(page: Page, owner: PayoutOwner, shoot: (n: string) => Promise<void>) {
  const payout = { amount: owner.earning.net, currency: owner.earning.currency };
  await page.getByRole('tab', { name: 'Payouts' }).click();
  const card = page.getByRole('article', { name: `Payout to ${owner.displayName}` });
  await card.getByText(money(payout.amount, payout.currency)).waitFor();
  await card.getByText('Requested', { exact: true }).waitFor();
  await card.getByText(owner.email).waitFor();
  // No payout method yet: the card says so (the old free-text account is never shown).
  await card.getByText(`No payout method in ${payout.currency} yet`, { exact: false }).waitFor();
  await screenReady(page);
  await shoot('06-payouts');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the payouts tab');

  const label = `${money(payout.amount, payout.currency)} to ${owner.displayName}`;
  await card.getByRole('button', { name: `Mark paid: ${label}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark payout paid' });
  await confirm.getByText(label, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByText(`Payout of ${label} marked paid.`).waitFor();
  await card.waitFor({ state: 'detached' });
  // The status filter is a radio group: the keyboard moves from "Requested" to "Paid".
  await page.getByRole('radio', { name: 'Requested' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('radio', { name: 'Paid', checked: true }).waitFor({ state: 'attached' });
  await card.getByText('Paid', { exact: true }).waitFor();
  await screenReady(page);
  await shoot('07-paid');
}

async function changeSetting(page: Page, admin: Account, shoot: (n: string) => Promise<void>) {
  await openScreen(page, '/admin/settings');
  const form = page.getByRole('form', { name: 'Platform settings' });
  const deadline = form.getByRole('textbox', { name: 'Payment deadline (hours)' });
  await deadline.waitFor();
  assert.equal(await deadline.inputValue(), '24');
  await shoot('08-settings');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of /admin/settings');
  const fee = form.getByRole('textbox', { name: 'Platform fee (%)' });
  await fee.fill('75');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await form.getByText('The platform fee must be between 0 and 50 %.').waitFor();
  await fee.fill('10');
  for (const hours of ['36', '24']) {
    // Saved and put back: other tests of this run rely on the default deadline.
    await deadline.fill(hours);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /updateSettings/.test(r.request().postData() ?? ''),
    );
    await form.getByRole('button', { name: 'Save settings' }).click();
    await saved;
    await page.getByText('Settings saved. New reservations use them from now on.').first().waitFor();
    const { platformSettings } = await graphqlData<{ platformSettings: { paymentHoldHours: number } }>(
      'query { platformSettings { paymentHoldHours } }',
      {},
      admin.idToken,
    );
    assert.equal(platformSettings.paymentHoldHours, Number(hours));
  }
}

test('an owner requests a payout; an admin refunds a paid stay in part, pays the owner and changes a setting', async () => {
  const hostel = await publishedHostel('admin-money');
  const student = await createAccount('STUDENT', 'admin-money');
  const toCancel = await paidStay(student, hostel, stayIn(10, 1, 1));
  const admin = await createAccount('ADMIN', 'admin-money');
  const { payoutOwner } = e2eFixtures();
  const owner: Account = {
    ...payoutOwner,
    idToken: (await emailPasswordAccount(payoutOwner.email, payoutOwner.password)).idToken,
  };

  const people = [await openPage(browser), await openPage(browser)] as const;
  try {
    const [{ page: ownerPage }, { page }] = people;
    const shootOwner = screenShooter(ownerPage, 'admin-money-owner');
    await signInAs(ownerPage, owner, '/dashboard');
    const payoutId = await requestPayout(ownerPage, payoutOwner, shootOwner);

    const shoot = screenShooter(page, 'admin-money');
    await signInAs(page, admin, '/admin');
    const refund = 2000;
    await cancelWithPartialRefund(page, toCancel, refund, shoot);
    const { reservation } = await graphqlData<{
      reservation: {
        status: string;
        cancelledBy: string;
        payments: { status: string; amountRefunded: number; refunds: { amount: number; status: string }[] }[];
      };
    }>(PAYMENT, { id: toCancel.id }, admin.idToken);
    assert.deepEqual(reservation, {
      status: 'CANCELLED',
      cancelledBy: 'ADMIN',
      payments: [
        {
          status: 'PARTIALLY_REFUNDED',
          amountRefunded: refund,
          refunds: [{ amount: refund, status: 'SUCCEEDED' }],
        },
      ],
    });

    await markPayoutPaid(page, payoutOwner, shoot);
    await seePaidOut(ownerPage, payoutOwner, shootOwner);
    const { payouts } = await graphqlData<{ payouts: { edges: { node: { id: string; status: string } }[] } }>(
      'query { payouts { edges { node { id status } } } }',
      {},
      owner.idToken,
    );
    assert.deepEqual(
      payouts.edges.map((edge) => edge.node),
      [{ id: payoutId, status: 'PAID' }],
    );

    await changeSetting(page, admin, shoot);
    for (const person of people) assert.deepEqual(person.errors, [], 'uncaught errors in a browser');
  } finally {
    await Promise.all(people.map((person) => person.context.close()));
  }
});
