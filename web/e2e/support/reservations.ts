// The reservation steps every money-path test goes through, driven in the browser as people do them.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Account } from './accounts.js';
import { graphqlData } from './api.js';
import { expectPath, waitForValue } from './browser.js';
import { fillDay } from './dates.js';
import type { PublishedHostel } from './published-hostel.js';
import { openScreen, screenReady } from './screens.js';

export interface Stay {
  checkIn: string;
  checkOut: string;
  beds: number;
}

/** `nights` nights starting `fromDays` days from today (UTC calendar days). */
export function stayIn(fromDays: number, nights: number, beds: number): Stay {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(fromDays), checkOut: day(fromDays + nights), beds };
}

/** Money as the app shows it in an en-US browser (currencies with cents): 39600 GHS -> "GHS 396". */
export function money(minor: number, currency: string): string {
  const major = minor / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
  }).format(major);
}

interface Quote {
  subtotal: number;
  platformFee: number;
  total: number;
  currency: string;
}

/** The server's price of the stay, asked over HTTP: what the screens must show. */
async function serverQuote(student: Account, hostel: PublishedHostel, stay: Stay): Promise<Quote> {
  const { quoteReservation } = await graphqlData<{ quoteReservation: { price: Quote } }>(
    `query($input: StayInput!) { quoteReservation(input: $input) {
      price { subtotal platformFee total currency } } }`,
    { input: { roomTypeId: hostel.room.id, ...stay } },
    student.idToken,
  );
  return quoteReservation.price;
}

export interface Requested {
  id: string;
  code: string;
  quote: Quote;
}

/**
 * On the hostel's public page the student picks dates and beds, reserves the room type, checks the
 * server's price breakdown, adds a note and sends the request. `shoot` names each screen.
 */
export async function requestReservation(
  page: Page,
  student: Account,
  hostel: PublishedHostel,
  stay: Stay,
  note: string,
  shoot: (name: string) => Promise<void>,
): Promise<Requested> {
  await openScreen(page, `/students/hostelDetails?id=${hostel.id}`);
  await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
  const controls = page.getByRole('region', { name: 'Your stay' });
  // The fields show what the URL holds: like a person, see each value stay before the next one.
  await fillDay(controls.getByLabel('Check-in', { exact: true }), stay.checkIn);
  await fillDay(controls.getByLabel('Check-out', { exact: true }), stay.checkOut);
  const beds = controls.getByLabel('Beds', { exact: true });
  await beds.fill(String(stay.beds));
  await waitForValue(beds, String(stay.beds));
  // Availability for these dates comes from the server: the room's badge says how many beds are free.
  await page.getByText('20 beds free for your dates').waitFor();
  await screenReady(page);
  await shoot('01-hostel');

  await page.getByRole('button', { name: `Reserve a bed in ${hostel.room.name}` }).click();
  await expectPath(page, /^\/students\/reservation\/request\?.*roomType=/);
  await page.getByRole('heading', { name: 'Request a reservation' }).waitFor();
  const breakdown = page.getByRole('group', { name: 'Price breakdown' });
  await breakdown.waitFor();
  const quote = await serverQuote(student, hostel, stay);
  const shown = await breakdown.innerText();
  for (const amount of [quote.subtotal, quote.platformFee, quote.total])
    assert.ok(shown.includes(money(amount, quote.currency)), `${money(amount, quote.currency)} in: ${shown}`);
  await page.getByRole('textbox', { name: 'Note for the owner (optional)' }).fill(note);
  await screenReady(page);
  await shoot('02-request');

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && /requestReservation/.test(r.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  const body = (await (await sent).json()) as {
    data?: { requestReservation?: { id: string; code: string } };
  };
  const created = body.data?.requestReservation;
  assert.ok(created, `the request failed: ${JSON.stringify(body)}`);
  await expectPath(page, '/students/reservation');
  const card = page.getByRole('article', { name: `Reservation ${created.code}` });
  await card.getByText('Waiting for the owner').waitFor();
  await screenReady(page);
  await shoot('03-requested');
  return { id: created.id, code: created.code, quote };
}

/** The owner's pending tab with this request on it, showing the student's note. */
export async function openPendingRequest(page: Page, code: string, note: string) {
  await openScreen(page, '/dashboard/reservation');
  await page.getByRole('tab', { name: /Pending/, selected: true }).waitFor();
  const card = page.getByRole('article', { name: `Reservation ${code}` });
  await card.getByText(note).waitFor();
  return card;
}
