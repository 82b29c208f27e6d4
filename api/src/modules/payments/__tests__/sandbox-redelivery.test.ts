// A sandbox settlement event the API never acknowledged (the process died, or every quick retry
// failed) is delivered again by the job, like Stripe's webhook retries; it used to be lost, the
// payment waiting forever for a charge the sandbox had made.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino, type Logger } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import type { Database } from '../../../core/db.js';
import type { SandboxCharge } from '../../../generated/prisma/client.js';
import { createTestDatabase } from '../../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { sandboxJobs } from '../sandbox.jobs.js';
import { acceptedReservation, CARDS, newKey, PAY, PAYMENTS, paidReservation, sandboxOf } from './helpers.js';

const silent = pino({ level: 'silent' });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('the sandbox delivers settlement events until the API acknowledges them', () => {
  let db: Database;
  let api: TestApi;
  /** Another instance on the same database: a second job runner. */
  let peer: TestApi;
  /** An instance whose events reach nobody (its PUBLIC_URL refuses connections). */
  let lost: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let roomTypeId: string;
  let day = 10;
  const stay = () => ({ roomTypeId, beds: 1, checkIn: inDays(day), checkOut: inDays((day += 2)) });

  beforeAll(async () => {
    db = await createTestDatabase();
    [api, peer, lost] = await Promise.all([
      startTestApi({ db }),
      startTestApi({ db }),
      startTestApi({ db, config: { publicUrl: 'http://127.0.0.1:1' } }),
    ]);
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    roomTypeId = (await publishedHostel(api, owner, { totalBeds: 10, pricePerBed: 1000 })).room.id;
  });
  afterAll(async () => {
    await Promise.all([api.close(), peer.close(), lost.close()]);
    await db.close();
  });

  /** Runs the redelivery job through `through`'s sandbox at `now`; how many events it sent. */
  const redeliver = async (through: TestApi, now: Date, logger: Logger = silent) =>
    (await runJobs(db, sandboxJobs(sandboxOf(through), logger), logger, now))['sandbox.redeliver'];
  const chargeOf = (paymentId: string) => db.prisma.sandboxCharge.findFirstOrThrow({ where: { paymentId } });
  const reservationOf = async (id: string) =>
    ok(await api.gql(PAYMENTS, { id }, student.idToken)).reservation;
  /** What applying a success leaves behind: the events received, the owner's earning, the audit entry. */
  const effects = async (paymentId: string) => ({
    events: await db.prisma.paymentEvent.count({ where: { paymentId } }),
    earnings: await db.prisma.earning.count({ where: { paymentId } }),
    audits: await db.prisma.auditLog.count({ where: { action: 'payment.succeeded', entityId: paymentId } }),
  });

  /** Waits for the charge of a payment to get there (its first deliveries run in the background). */
  async function chargeWhen(paymentId: string, done: (charge: SandboxCharge) => boolean) {
    for (let i = 0; i < 400; i++) {
      const charge = await db.prisma.sandboxCharge.findFirst({ where: { paymentId } });
      if (charge && done(charge)) return charge;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The charge did not get there');
  }

  /** Paid through the lost instance: charged, every quick delivery failed, the job's turn. */
  async function undelivered(card: typeof CARDS.ok) {
    const reservation = await acceptedReservation(api, owner, student, stay());
    const input = { idempotencyKey: newKey(), card };
    const payment = ok(await lost.gql(PAY, { id: reservation.id, input }, student.idToken)).payReservation;
    const charge = await chargeWhen(payment.id, (c) => c.deliveryAttempts === 1);
    return { reservation, payment, charge };
  }

  it('pays a charge whose event never got through, once: one earning, one audit entry', async () => {
    const { reservation, payment, charge } = await undelivered(CARDS.ok);
    assert.deepEqual([payment.status, charge.settledAt], ['REQUIRES_PAYMENT', null]);
    assert.deepEqual(await effects(payment.id), { events: 0, earnings: 0, audits: 0 });

    assert.equal(await redeliver(api, charge.nextDeliveryAt!), 1);
    const paid = await reservationOf(reservation.id);
    assert.deepEqual(
      [paid.status, paid.payments.map((p: { status: string }) => p.status)],
      ['PAID', ['SUCCEEDED']],
    );
    assert.deepEqual(await effects(payment.id), { events: 1, earnings: 1, audits: 1 });
    const done = await chargeOf(payment.id);
    assert.deepEqual([done.settledAt !== null, done.nextDeliveryAt, done.deliveryAttempts], [true, null, 2]);
  });

  it('applies a charge once when several deliveries (different event ids) arrive at once', async () => {
    const { reservation, payment, charge } = await undelivered(CARDS.ok);
    const sandbox = sandboxOf(api);
    // Each is answered 2xx: none fails (e.g. deadlocked on PostgreSQL) and comes back later.
    const delivered = await Promise.all([1, 2, 3, 4].map(() => sandbox.deliver(charge)));
    assert.deepEqual(delivered, [true, true, true, true]);
    assert.equal((await reservationOf(reservation.id)).status, 'PAID');
    assert.deepEqual(await effects(payment.id), { events: 4, earnings: 1, audits: 1 });
  });

  it("ends a declined card's payment FAILED when its lost event is delivered again", async () => {
    const { reservation, payment, charge } = await undelivered(CARDS.declined);
    assert.equal(await redeliver(api, charge.nextDeliveryAt!), 1);
    const failed = await reservationOf(reservation.id);
    assert.equal(failed.status, 'ACCEPTED');
    assert.deepEqual(
      failed.payments.map((p: { status: string; failureReason: string }) => [p.status, p.failureReason]),
      [['FAILED', 'card_declined']],
    );
    assert.notEqual((await chargeOf(payment.id)).settledAt, null);
  });

  it('with two job runners at once, sends each event once', async () => {
    const lostOnes = await Promise.all([1, 2, 3].map(() => undelivered(CARDS.ok)));
    const due = new Date(Math.max(...lostOnes.map(({ charge }) => charge.nextDeliveryAt!.getTime())));
    const sent = await Promise.all([redeliver(api, due), redeliver(peer, due)]);
    assert.equal(sent[0]! + sent[1]!, 3);
    for (const { reservation, payment } of lostOnes) {
      assert.equal((await reservationOf(reservation.id)).status, 'PAID');
      assert.deepEqual(await effects(payment.id), { events: 1, earnings: 1, audits: 1 });
      assert.equal((await chargeOf(payment.id)).deliveryAttempts, 2);
    }
  });

  it('never sends a settled charge again', async () => {
    const reservation = await paidReservation(api, owner, student, stay());
    const payment = await db.prisma.payment.findFirstOrThrow({ where: { reservationId: reservation.id } });
    const charge = await chargeWhen(payment.id, (c) => c.settledAt !== null);
    assert.deepEqual([charge.deliveryAttempts, charge.nextDeliveryAt], [0, null]);
    assert.equal(await redeliver(api, later(charge.createdAt, 4 * DAY)), 0);
    assert.deepEqual(await effects(payment.id), { events: 1, earnings: 1, audits: 1 });
  });

  it('tries a refused delivery again after 1, 2, 4 ... minutes, at most an hour apart, for three days', async () => {
    const { payment, charge } = await undelivered(CARDS.ok);
    assert.ok(charge.nextDeliveryAt! >= later(charge.createdAt, MINUTE));
    const first = charge.nextDeliveryAt!;
    assert.equal(await redeliver(lost, later(first, -1)), 0);
    assert.equal(await redeliver(lost, first), 1);
    // Claimed until its next attempt: a runner at the same moment (or while it is sent) leaves it.
    assert.equal(await redeliver(peer, first), 0);
    const second = await chargeOf(payment.id);
    assert.deepEqual(
      [second.deliveryAttempts, second.nextDeliveryAt, second.settledAt],
      [2, later(first, 2 * MINUTE), null],
    );
    assert.equal(await redeliver(lost, second.nextDeliveryAt!), 1);
    const third = await chargeOf(payment.id);
    assert.deepEqual(
      [third.deliveryAttempts, third.nextDeliveryAt],
      [3, later(second.nextDeliveryAt!, 4 * MINUTE)],
    );

    await db.prisma.sandboxCharge.update({ where: { id: charge.id }, data: { deliveryAttempts: 9 } });
    assert.equal(await redeliver(lost, third.nextDeliveryAt!), 1);
    const capped = await chargeOf(payment.id);
    assert.deepEqual(
      [capped.deliveryAttempts, capped.nextDeliveryAt],
      [10, later(third.nextDeliveryAt!, 60 * MINUTE)],
    );

    // The last try three days after the charge fails too: given up, and someone is told.
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
    assert.equal(await redeliver(lost, later(charge.createdAt, 3 * DAY - 30 * MINUTE), logger), 1);
    const given = await chargeOf(payment.id);
    assert.deepEqual([given.deliveryAttempts, given.nextDeliveryAt, given.settledAt], [11, null, null]);
    assert.deepEqual(
      errors.map((line) => JSON.parse(line) as { reference: string }).map((log) => log.reference),
      [charge.reference],
    );
    assert.equal(await redeliver(api, later(charge.createdAt, 4 * DAY)), 0);
    assert.equal(
      (await db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status,
      'REQUIRES_PAYMENT',
    );
  });
});
