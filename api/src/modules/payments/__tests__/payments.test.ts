import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { SANDBOX_SIGNATURE_HEADER } from '../sandbox.provider.js';
import { signPayload } from '../signature.js';
import { acceptedReservation, CARDS, newKey, PAY, PAYMENTS, sandboxOf, settled } from './helpers.js';

describe('paying for a reservation (sandbox provider)', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };
  let day = 10;
  // Each test books its own nights so they never compete for beds.
  const stay = (nights = 2) => {
    day += nights + 1;
    return { roomTypeId: room.id, beds: 1, checkIn: inDays(day), checkOut: inDays(day + nights) };
  };
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, {
      totalBeds: 2,
      pricePerBed: 2500,
      timeZone: 'America/New_York',
    }));
  });
  afterAll(() => api.close());

  const post = (provider: string, body: Buffer, signature?: string) =>
    fetch(`${api.url}/webhooks/payments/${provider}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}),
      },
      body,
    });

  it('pays with 4242: PAID once the signed event arrives, with a PENDING earning released 24 h after check-in', async () => {
    const input = stay();
    const reservation = await acceptedReservation(api, owner, student, input);
    const started = ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.ok } },
        student.idToken,
      ),
    );
    assert.equal(started.payReservation.status, 'REQUIRES_PAYMENT', 'the browser never decides the outcome');
    const paid = await settled(api, student, reservation.id);
    assert.equal(paid.status, 'PAID');
    assert.equal(paid.payments[0].status, 'SUCCEEDED');
    const earning = await api.db.prisma.earning.findFirstOrThrow({
      where: { reservationId: reservation.id },
    });
    assert.deepEqual(
      [earning.gross, earning.platformFee, earning.net, earning.status],
      [5500, 500, 5000, 'PENDING'],
    );
    // Dated when the payment was made: the owner's net-by-month chart groups by this date.
    assert.equal(earning.createdAt.toISOString(), paid.paidAt);
    // Midnight in New York (UTC-5 or UTC-4) of the check-in date, plus 24 h.
    const midnight = new Date(`${input.checkIn}T00:00:00Z`).getTime();
    const offsetHours = (earning.availableAt.getTime() - midnight) / 3_600_000 - 24;
    assert.ok(offsetHours === 4 || offsetHours === 5, `availableAt ${earning.availableAt.toISOString()}`);
    const actions = (
      await api.db.prisma.auditLog.findMany({
        where: { entityId: { in: [paid.payments[0].id, earning.id] } },
      })
    ).map((row) => row.action);
    assert.deepEqual(actions.sort(), ['earning.create', 'payment.succeeded']);
    // The student's timeline says "paid" in words; no internal payment id leaks into its note.
    const { events } = ok(await api.gql(Q.reservation, { id: reservation.id }, student.idToken)).reservation;
    assert.deepEqual(events.at(-1), { fromStatus: 'ACCEPTED', toStatus: 'PAID', note: null });
  });

  it('shows a declined card with its reason and lets the student retry', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.declined } },
        student.idToken,
      ),
    );
    const declined = await settled(api, student, reservation.id);
    assert.equal(declined.status, 'ACCEPTED');
    assert.equal(declined.payments[0].failureReason, 'card_declined');
    assert.equal(declined.payments[0].failureMessage, 'Your card was declined. Try another card.');
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.noFunds } },
        student.idToken,
      ),
    );
    assert.equal(
      (await settled(api, student, reservation.id)).payments[1].failureReason,
      'insufficient_funds',
    );
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.ok } },
        student.idToken,
      ),
    );
    const paid = await settled(api, student, reservation.id);
    assert.equal(paid.status, 'PAID');
    const again = failure(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.ok } },
        student.idToken,
      ),
    );
    assert.deepEqual([again.code, again.message], ['CONFLICT', 'This reservation is already paid.']);
  });

  it('makes one payment and one charge from 20 concurrent identical calls', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    const idempotencyKey = newKey();
    const charges = () => api.db.prisma.sandboxCharge.count();
    const before = await charges();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.gql(PAY, { id: reservation.id, input: { idempotencyKey, card: CARDS.ok } }, student.idToken),
      ),
    );
    const ids = new Set(results.map((res) => ok(res).payReservation.id));
    assert.equal(ids.size, 1);
    assert.equal(await api.db.prisma.payment.count({ where: { reservationId: reservation.id } }), 1);
    assert.equal((await charges()) - before, 1);
    assert.equal((await settled(api, student, reservation.id)).status, 'PAID');
    assert.equal(await api.db.prisma.earning.count({ where: { reservationId: reservation.id } }), 1);
  });

  it('refuses webhooks with a bad signature or an old timestamp, and applies a replayed event once', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.ok } },
        student.idToken,
      ),
    );
    const paid = await settled(api, student, reservation.id);
    const payment = paid.payments[0];
    const sandbox = sandboxOf(api);
    const forged = sandbox.signedEvent('payment.failed', {
      paymentId: payment.id,
      failureCode: 'card_declined',
    });
    assert.equal(
      (await post('sandbox', forged.body, signPayload('not-the-secret', forged.body))).status,
      400,
    );
    assert.equal((await post('sandbox', forged.body)).status, 400);
    const tampered = Buffer.from(forged.body.toString().replace('card_declined', 'insufficient_funds'));
    assert.equal((await post('sandbox', tampered, forged.signature)).status, 400);
    const old = sandbox.signedEvent(
      'payment.failed',
      { paymentId: payment.id },
      new Date(Date.now() - 6 * 60_000),
    );
    assert.equal((await post('sandbox', old.body, old.signature)).status, 400);
    assert.equal((await post('stripe', forged.body, forged.signature)).status, 404);

    // A late FAILED after SUCCEEDED is ignored; the replay of it is a known duplicate.
    const late = sandbox.signedEvent('payment.failed', {
      paymentId: payment.id,
      failureCode: 'card_declined',
    });
    assert.deepEqual(await (await post('sandbox', late.body, late.signature)).json(), {
      received: true,
      outcome: 'ignored',
    });
    assert.deepEqual(await (await post('sandbox', late.body, late.signature)).json(), {
      received: true,
      outcome: 'duplicate',
    });
    const success = sandbox.signedEvent('payment.succeeded', { paymentId: payment.id });
    const replies = await Promise.all([1, 2, 3].map(() => post('sandbox', success.body, success.signature)));
    assert.ok(replies.every((res) => res.status === 200));
    const after = ok(await api.gql(PAYMENTS, { id: reservation.id }, student.idToken)).reservation;
    assert.deepEqual(
      [after.status, after.payments[0].status, after.payments[0].failureReason],
      ['PAID', 'SUCCEEDED', null],
    );
    assert.equal(await api.db.prisma.earning.count({ where: { reservationId: reservation.id } }), 1);
  });

  it('ends PAID when a success arrives after a failure of the same charge', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    const sandbox = sandboxOf(api);
    // Declined card: FAILED; then the provider reports success of the same charge (late capture).
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.declined } },
        student.idToken,
      ),
    );
    const failed = await settled(api, student, reservation.id);
    const success = sandbox.signedEvent('payment.succeeded', { paymentId: failed.payments[0].id });
    assert.equal((await post('sandbox', success.body, success.signature)).status, 200);
    const after = ok(await api.gql(PAYMENTS, { id: reservation.id }, student.idToken)).reservation;
    assert.deepEqual([after.status, after.payments[0].status], ['PAID', 'SUCCEEDED']);
  });

  it('refunds in full a success that arrives after the reservation was cancelled', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.declined } },
        student.idToken,
      ),
    );
    const failed = await settled(api, student, reservation.id);
    ok(
      await api.gql(
        `mutation($id: ID!) { cancelReservation(id: $id) { id } }`,
        { id: reservation.id },
        student.idToken,
      ),
    );
    const late = sandboxOf(api).signedEvent('payment.succeeded', { paymentId: failed.payments[0].id });
    assert.equal((await post('sandbox', late.body, late.signature)).status, 200);
    const after = ok(await api.gql(PAYMENTS, { id: reservation.id }, student.idToken)).reservation;
    assert.equal(after.status, 'CANCELLED');
    assert.deepEqual(
      [after.payments[0].status, after.payments[0].refunds],
      ['REFUNDED', [{ amount: 5500, status: 'SUCCEEDED' }]],
    );
    assert.equal(await api.db.prisma.earning.count({ where: { reservationId: reservation.id } }), 0);
  });

  it('lets nobody but the student pay, and only an accepted reservation', async () => {
    const pending = await request(api, student, stay());
    const other = await signUpUser(api, 'STUDENT');
    const input = { idempotencyKey: newKey(), card: CARDS.ok };
    assert.equal(failure(await api.gql(PAY, { id: pending.id, input }, other.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(PAYMENTS, { id: pending.id }, other.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(PAY, { id: pending.id, input }, owner.idToken)).code, 'FORBIDDEN');
    const notYet = failure(await api.gql(PAY, { id: pending.id, input }, student.idToken));
    assert.deepEqual(
      [notYet.code, notYet.message],
      ['CONFLICT', 'Only a reservation the owner accepted can be paid.'],
    );
    assert.equal(failure(await api.gql(Q.reservation, { id: pending.id }, other.idToken)).code, 'NOT_FOUND');
  });
});
