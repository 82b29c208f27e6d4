// The owner's earnings screen as the owner uses it: the payout of what is available is requested,
// and later seen paid out. Screens are shot with the `shoot` the test passes.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { PayoutOwner } from './fixtures.js';
import { money } from './reservations.js';
import { seriousAxeViolations } from './screenshots.js';
import { openScreen, screenReady } from './screens.js';

/** The owner's summary card with this label, e.g. "Available (GHS)". */
const summaryCard = (page: Page, label: string) =>
  page.locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) });

/** On their earnings screen the owner requests the payout of the available earning; its id. */
export async function requestPayout(page: Page, owner: PayoutOwner, shoot: (n: string) => Promise<void>) {
  const { net, currency } = owner.earning;
  await openScreen(page, '/dashboard/earning');
  const row = page.getByRole('row', { name: new RegExp(owner.reservationCode) });
  await row.getByText('available', { exact: true }).waitFor();
  await row.getByText(money(net, currency)).waitFor();
  await summaryCard(page, `Available (${currency})`)
    .getByRole('heading', { name: money(net, currency) })
    .waitFor();
  await shoot('01-earnings');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of /dashboard/earning');

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && /requestPayout/.test(r.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Request payout' }).click();
  const body = (await (await sent).json()) as { data?: { requestPayout?: { id: string }[] } };
  assert.equal(body.data?.requestPayout?.length, 1, `one payout: ${JSON.stringify(body)}`);
  await page.getByText(`Payout requested: ${money(net, currency)}.`).waitFor();
  const available = summaryCard(page, `Available (${currency})`);
  await available.getByText(`${money(net, currency)} requested`).waitFor();
  await available.getByRole('heading', { name: money(0, currency) }).waitFor();
  await page.getByRole('button', { name: 'Request payout' }).and(page.locator(':disabled')).waitFor();
  await page
    .getByText(`Your payout request of ${money(net, currency)} is being processed.`, { exact: false })
    .waitFor();
  await screenReady(page);
  await shoot('02-requested');
  return body.data!.requestPayout![0]!.id;
}

/** Back on the earnings screen later, the owner finds the money paid out. */
export async function seePaidOut(page: Page, owner: PayoutOwner, shoot: (n: string) => Promise<void>) {
  const { net, currency } = owner.earning;
  await openScreen(page, '/dashboard/earning');
  const row = page.getByRole('row', { name: new RegExp(owner.reservationCode) });
  await row.getByText('paid out', { exact: true }).waitFor();
  await summaryCard(page, `Paid out (${currency})`)
    .getByRole('heading', { name: money(net, currency) })
    .waitFor();
  await shoot('03-paid-out');
}
