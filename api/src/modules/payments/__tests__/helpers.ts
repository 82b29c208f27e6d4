// Steps of the money path shared by the payment, cancellation and earning tests.
import { randomUUID } from 'node:crypto';
import type { TestApi } from '../../../test/harness.js';
import { ok, Q, request, type TestUser } from '../../reservations/__tests__/fixtures.js';

export const CARDS = {
  ok: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
  declined: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123' },
  noFunds: { number: '4000000000009995', expMonth: 12, expYear: 2030, cvc: '123' },
  /** Succeeds; every refund is refused. */
  refundRefused: { number: '4000000000005126', expMonth: 12, expYear: 2030, cvc: '123' },
  /** Succeeds; the first refund is paid out but its answer is lost. */
  refundAnswerLost: { number: '4000000000005134', expMonth: 12, expYear: 2030, cvc: '123' },
};

export const PAY = `mutation($id: ID!, $input: PayReservationInput!) { payReservation(id: $id, input: $input) {
  id status amount failureReason } }`;
export const PAYMENTS = `query($id: ID!) { reservation(id: $id) { status paidAt payments {
  id status amount amountRefunded failureReason failureMessage refunds { amount status } } } }`;

/** The server's sandbox provider (the same instance its webhook route verifies with). */
export const sandboxOf = (api: TestApi) => api.services.payments.sandbox!;

export const newKey = () => `key_${randomUUID()}`;

/** Polls until the reservation's newest payment has settled (the sandbox settles asynchronously). */
export async function settled(api: TestApi, student: TestUser, id: string) {
  for (let i = 0; i < 200; i++) {
    const reservation = ok(await api.gql(PAYMENTS, { id }, student.idToken)).reservation;
    const last = reservation.payments.at(-1);
    // The row and its payments are read one after the other; once settled, read both again.
    if (last && last.status !== 'REQUIRES_PAYMENT')
      return ok(await api.gql(PAYMENTS, { id }, student.idToken)).reservation;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The payment did not settle');
}

/** Requested and accepted: ready to pay. */
export async function acceptedReservation(
  api: TestApi,
  owner: TestUser,
  student: TestUser,
  input: Record<string, unknown>,
) {
  const reservation = await request(api, student, input);
  ok(await api.gql(Q.accept, { id: reservation.id }, owner.idToken));
  return reservation;
}

/** Requested, accepted, paid (with 4242 unless told) and settled. */
export async function paidReservation(
  api: TestApi,
  owner: TestUser,
  student: TestUser,
  input: Record<string, unknown>,
  card = CARDS.ok,
) {
  const reservation = await acceptedReservation(api, owner, student, input);
  ok(await api.gql(PAY, { id: reservation.id, input: { idempotencyKey: newKey(), card } }, student.idToken));
  const paid = await settled(api, student, reservation.id);
  if (paid.status !== 'PAID') throw new Error(`expected PAID, got ${paid.status}`);
  return reservation;
}
