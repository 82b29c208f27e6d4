// Money that has already moved, set up through the real API (GraphQL over HTTP, the sandbox
// provider's signed webhook) for tests about what comes after: refunds and payouts.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { openPostgresDatabase } from '../../../api/src/core/db.js';
import { runJobs } from '../../../api/src/core/jobs.js';
import { earningJobs } from '../../../api/src/modules/earnings/earning.jobs.js';
import type { Account } from './accounts.js';
import { graphqlData } from './api.js';
import type { PublishedHostel } from './published-hostel.js';
import type { Stay } from './reservations.js';

export interface PaidStay {
  id: string;
  code: string;
  total: number;
  currency: string;
}

const SANDBOX_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

/** Polls (bounded) until the reservation is PAID: the sandbox settles through its webhook. */
async function waitUntilPaid(student: Account, id: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { reservation } = await graphqlData<{ reservation: { status: string } }>(
      'query($id: ID!) { reservation(id: $id) { status } }',
      { id },
      student.idToken,
    );
    if (reservation.status === 'PAID') return;
    if (reservation.status !== 'ACCEPTED') throw new Error(`The reservation became ${reservation.status}`);
    await delay(100);
  }
  throw new Error('The sandbox payment did not settle within 10 seconds');
}

/** The student requests the stay, the owner accepts it, the student pays with the 4242 test card. */
export async function paidStay(student: Account, hostel: PublishedHostel, stay: Stay): Promise<PaidStay> {
  const { requestReservation: r } = await graphqlData<{
    requestReservation: { id: string; code: string; price: { total: number; currency: string } };
  }>(
    `mutation($input: RequestReservationInput!) { requestReservation(input: $input) {
      id code price { total currency } } }`,
    { input: { roomTypeId: hostel.room.id, ...stay } },
    student.idToken,
  );
  await graphqlData(
    'mutation($id: ID!) { acceptReservation(id: $id) { id } }',
    { id: r.id },
    hostel.owner.idToken,
  );
  await graphqlData(
    'mutation($id: ID!, $input: PayReservationInput!) { payReservation(id: $id, input: $input) { id } }',
    { id: r.id, input: { idempotencyKey: `e2e_${randomUUID()}`, card: SANDBOX_CARD } },
    student.idToken,
  );
  await waitUntilPaid(student, r.id);
  return { id: r.id, code: r.code, total: r.price.total, currency: r.price.currency };
}

/**
 * Time passing for the earnings hold (24 h after check-in): the API's own release job runs once at
 * `at` against the end-to-end database, as the API tests run jobs with a later clock. It needs the
 * database to be PostgreSQL (DATABASE_URL): the embedded one belongs to the API process alone.
 */
async function releaseEarningsAt(at: Date): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'Releasing earnings needs DATABASE_URL (PostgreSQL) for the end-to-end run: the embedded database can only be opened by the API process.',
    );
  }
  const db = await openPostgresDatabase(url);
  try {
    const handled = await runJobs(db.prisma, earningJobs, pino({ level: 'silent' }), at);
    if (!handled['earnings.release']) throw new Error('No earning was due for release');
  } finally {
    await db.close();
  }
}

export interface RequestedPayout {
  id: string;
  amount: number;
  currency: string;
}

/** The stay's earning is released once its hold has passed; the owner then requests a payout. */
export async function requestedPayout(owner: Account, stay: PaidStay): Promise<RequestedPayout> {
  const { myEarnings } = await graphqlData<{
    myEarnings: { edges: { node: { reservationCode: string; availableAt: string } }[] };
  }>(
    'query { myEarnings(first: 100) { edges { node { reservationCode availableAt } } } }',
    {},
    owner.idToken,
  );
  const earning = myEarnings.edges.find((edge) => edge.node.reservationCode === stay.code);
  if (!earning) throw new Error(`No earning for ${stay.code}`);
  // Just after this earning's own release time, so later stays of other tests stay on hold.
  await releaseEarningsAt(new Date(Date.parse(earning.node.availableAt) + 1000));
  const { requestPayout } = await graphqlData<{ requestPayout: RequestedPayout[] }>(
    'mutation { requestPayout { id amount currency } }',
    {},
    owner.idToken,
  );
  if (requestPayout.length !== 1)
    throw new Error(`Expected one payout, got ${JSON.stringify(requestPayout)}`);
  return requestPayout[0]!;
}
