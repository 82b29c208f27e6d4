// The money loop end to end: an owner adds a mobile money wallet (the form refuses bad fields first),
// a student pays their stay with sandbox mobile money, the stay completes and its earning is released
// and paid out by the payout jobs and the sandbox provider; the owner sees it paid to the wallet's
// last four digits, and the admin's books for the month balance. The stay's dates are behind it
// already (web/e2e/fixtures/payday-stay.ts), so nothing waits days. Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, signInAs, type Account } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { launchBrowser, openPage } from './support/browser.js';
import { emailPasswordAccount } from './support/emulator.js';
import { e2eFixtures, type PaydayStay, type Person } from './support/fixtures.js';
import { money } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WALLET = { network: 'MTN MoMo', number: '024 412 4321', label: 'MTN •••• 4321' };

const account = async (person: Person): Promise<Account> => ({
  ...person,
  idToken: (await emailPasswordAccount(person.email, person.password)).idToken,
});

async function addWallet(page: Page, shoot: (n: string) => Promise<void>) {
  await openScreen(page, '/dashboard/earning');
  const section = page.getByRole('region', { name: 'Payout method' });
  await section.getByRole('heading', { name: 'No payout method yet' }).waitFor();
  await page.getByRole('heading', { name: 'Payouts' }).waitFor();
  await screenReady(page);
  await shoot('01-no-method');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of /dashboard/earning');

  await section.getByRole('button', { name: 'Add payout method' }).click();
  const form = page.getByRole('form', { name: 'Payout method' });
  await form.getByRole('textbox', { name: 'Wallet number' }).fill('024 41');
  await form.getByRole('button', { name: 'Save payout method' }).click();
  // The words of @hostel/common's rules, before anything is sent.
  await form.getByText('Choose the mobile money network', { exact: false }).waitFor();
  await form.getByText('The account holder’s name is required.').waitFor();
  await screenReady(page);
  await shoot('02-form-errors');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the payout method form');

  await form.getByRole('combobox', { name: 'Network' }).click();
  await page.getByRole('option', { name: WALLET.network }).click();
  await form.getByRole('textbox', { name: 'Wallet number' }).fill(WALLET.number);
  await form.getByRole('textbox', { name: /Account holder/ }).fill('Kwame Boateng');
  await form.getByRole('button', { name: 'Save payout method' }).click();
  const card = page.getByRole('article', { name: `Payout method ${WALLET.label}` });
  await card.getByText('Verified', { exact: true }).waitFor();
  await card.getByText('Kwame Boateng').waitFor();
  // The full number is never shown again.
  assert.equal(await page.getByText('0244124321').count(), 0);
  assert.equal(await page.getByText(WALLET.number).count(), 0);
  await screenReady(page);
  await shoot('03-method-saved');
}

/** The sandbox wallet 055 123 4567 approves on the "phone" after a few seconds. */
async function payWithSandboxMobileMoney(page: Page, stay: PaydayStay) {
  await openScreen(page, `/students/confirmPay?reservation=${stay.reservation.id}`);
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Mobile money').click();
  const form = page.getByRole('form', { name: 'Mobile money payment' });
  await form.getByLabel('Network').click();
  await page.getByRole('option', { name: 'MTN MoMo' }).click();
  await form.getByRole('textbox', { name: 'Mobile money number' }).fill('055 123 4567');
  await form.getByRole('button', { name: 'Pay now' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Approve the payment on your phone' })
    .getByText(`charge ${money(stay.reservation.total, stay.reservation.currency)} to 0551234567`)
    .waitFor();
  await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 20_000 });
}

interface Loop {
  reservation: { status: string };
  payouts: {
    edges: {
      node: { status: string; amount: number; automatic: boolean; method: { last4: string } | null };
    }[];
  };
}

/** Waits (bounded) for the jobs: completion, release, the scheduled payout and the sandbox's event. */
async function waitForPaidPayout(owner: Account, student: Account, stay: PaydayStay) {
  const deadline = Date.now() + 200_000; // the jobs' safety-net tick is a minute
  let last: unknown;
  while (Date.now() < deadline) {
    const [{ reservation }, { payouts }] = await Promise.all([
      graphqlData<Pick<Loop, 'reservation'>>(
        'query($id: ID!) { reservation(id: $id) { status } }',
        { id: stay.reservation.id },
        student.idToken,
      ),
      graphqlData<Pick<Loop, 'payouts'>>(
        'query { payouts { edges { node { status amount automatic method { last4 } } } } }',
        {},
        owner.idToken,
      ),
    ]);
    last = { reservation, payouts };
    const payout = payouts.edges[0]?.node;
    if (reservation.status === 'COMPLETED' && payout?.status === 'PAID') {
      assert.deepEqual(
        payouts.edges.map((e) => e.node),
        [{ status: 'PAID', amount: stay.reservation.net, automatic: true, method: { last4: '4321' } }],
      );
      return;
    }
    await delay(2_000);
  }
  throw new Error(`The payout was not paid in time: ${JSON.stringify(last)}`);
}

async function seePayoutPaid(page: Page, stay: PaydayStay, shoot: (n: string) => Promise<void>) {
  await openScreen(page, '/dashboard/earning');
  const { net, currency } = stay.reservation;
  const payout = page.getByRole('article', { name: `Payout of ${money(net, currency)}` });
  await payout.getByText('Paid', { exact: true }).waitFor();
  await payout.getByText(`Paid to ${WALLET.label}`, { exact: false }).waitFor();
  await screenReady(page);
  await shoot('04-payout-paid');
}

async function booksBalance(page: Page, shoot: (n: string) => Promise<void>) {
  await openScreen(page, '/admin/payouts');
  await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
  await page.getByRole('tab', { name: 'Queue', selected: true }).waitFor();
  await page
    // Other tests' payouts may wait in the queue; this one is paid, so it is not there.
    .getByText(/payouts? to watch$/)
    .or(page.getByRole('heading', { name: 'Nothing needs attention' }))
    .waitFor();
  await screenReady(page);
  await shoot('05-queue');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the payout queue');

  await page.getByRole('tab', { name: 'Reconciliation' }).click();
  const books = page.getByRole('region', { name: 'Books in GHS' });
  await books.getByText('Balances', { exact: true }).waitFor();
  await books.getByText('Taken from students').waitFor();
  await screenReady(page);
  await shoot('06-reconciliation');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the reconciliation');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^reconciliation-\d{4}-\d{2}\.csv$/);
}

test('an owner adds a wallet, a student pays, the payout is paid automatically and the books balance', async () => {
  const { paydayStay: stay } = e2eFixtures();
  const owner = await account(stay.owner);
  const student = await account(stay.student);
  const admin = await createAccount('ADMIN', 'owner-payouts');
  const people = [await openPage(browser), await openPage(browser), await openPage(browser)] as const;
  try {
    const [{ page: ownerPage }, { page: studentPage }, { page: adminPage }] = people;
    const shootOwner = screenShooter(ownerPage, 'owner-payouts');
    await signInAs(ownerPage, owner, '/dashboard');
    await addWallet(ownerPage, shootOwner);

    await signInAs(studentPage, student, '/students');
    await payWithSandboxMobileMoney(studentPage, stay);
    await waitForPaidPayout(owner, student, stay);
    await seePayoutPaid(ownerPage, stay, shootOwner);

    await signInAs(adminPage, admin, '/admin');
    await booksBalance(adminPage, screenShooter(adminPage, 'owner-payouts-admin'));
    for (const person of people) assert.deepEqual(person.errors, [], 'uncaught errors in a browser');
  } finally {
    await Promise.all(people.map((person) => person.context.close()));
  }
});
