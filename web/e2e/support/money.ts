// Money that has already moved, set up through the real API (GraphQL over HTTP, the sandbox
// provider's signed webhook) for tests about what comes after, such as refunds.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
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
