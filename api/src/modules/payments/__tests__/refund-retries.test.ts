import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  inDays,
  ok,
  publishedHostel,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { refundJobs } from '../refund.jobs.js';
import { REFUND_MAX_ATTEMPTS } from '../refund.service.js';
import { CARDS, paidReservation, sandboxOf } from './helpers.js';

const logger = pino({ level: 'silent' });
const MINUTE = 60_000;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;
const ADMIN_CANCEL = `mutation($id: ID!, $reason: String!, $amount: Int) {
  adminCancelReservation(id: $id, reason: $reason, refundAmount: $amount) { id status } }`;
const DETAILS = `query($id: ID!) { reservation(id: $id) { payments { amount amountRefunded status
  refunds { amount status attempts nextAttemptAt failureReason failureMessage } } } }`;

describe('failed refunds are retried with the same idempotency key', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let admin: TestUser;
  let roomTypeId: string;
  let day = 10;

  beforeAll(async () => {
    api = await startTestApi();
    [owner, student, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
    roomTypeId = (await publishedHostel(api, owner, { totalBeds: 20, pricePerBed: 1000 })).room.id;
  });
  afterAll(() => api.close());

  const retry = (now: Date) => runJobs(api.db, refundJobs(api.services.payments, logger), logger, now);
  const handled = async (now: Date) => (await retry(now))['refunds.retry'];
  const stay = () => ({ roomTypeId, beds: 1, checkIn: inDays(day), checkOut: inDays((day += 2)) });
  const paid = (card: typeof CARDS.ok) => paidReservation(api, owner, student, stay(), card);
  const refundOf = (reservationId: string) =>
    api.db.prisma.refund.findFirstOrThrow({
      where: { payment: { reservationId } },
      include: { payment: true },
    });
  const details = async (id: string) => ok(await api.gql(DETAILS, { id }, admin.idToken)).reservation;
  /** What the sandbox paid out for a charge: its refunds, whatever their keys. */
  const providerRefunds = (chargeReference: string) =>
    api.db.prisma.sandboxRefund.findMany({ where: { chargeReference }, orderBy: { createdAt: 'asc' } });

  it('a refund whose first answer was lost ends SUCCEEDED on retry, paid out once', async () => {
    const reservation = await paid(CARDS.refundAnswerLost);
    ok(await api.gql(CANCEL, { id: reservation.id, reason: 'The roof leaks.' }, owner.idToken));
    const failed = await refundOf(reservation.id);
    assert.deepEqual(
      [failed.status, failed.attempts, failed.failureReason],
      ['FAILED', 1, 'provider_unavailable'],
    );
    const shown = (await details(reservation.id)).payments[0].refunds[0];
    assert.equal(shown.failureMessage, 'The payment provider did not answer.');
    assert.equal(shown.nextAttemptAt, failed.nextAttemptAt!.toISOString());

    assert.equal(await handled(new Date(failed.nextAttemptAt!.getTime() - 1)), 0, 'not before it is due');
    assert.equal(await handled(failed.nextAttemptAt!), 1);
    const done = await refundOf(reservation.id);
    assert.deepEqual(
      [done.status, done.attempts, done.nextAttemptAt, done.failureReason],
      ['SUCCEEDED', 2, null, null],
    );
    assert.equal(await handled(new Date(Date.now() + 24 * 60 * MINUTE)), 0, 'a settled refund is left alone');

    const reference = done.payment.providerReference!;
    const payouts = await providerRefunds(reference);
    assert.equal(payouts.length, 1, 'the retry reused the key: one provider refund');
    assert.equal(done.providerReference, payouts[0]!.reference);
    assert.deepEqual([payouts[0]!.status, payouts[0]!.amount], ['SUCCEEDED', done.payment.amount]);
    assert.deepEqual([done.payment.amountRefunded, done.payment.status], [done.payment.amount, 'REFUNDED']);
    // The provider itself never returns more than was charged, whatever the key.
    const more = await sandboxOf(api).refund(
      { paymentReference: reference, amount: 1, currency: 'USD', idempotencyKey: 'refund_extra' },
      api.db.prisma,
    );
    assert.deepEqual([more.status, more.failureCode], ['FAILED', 'amount_too_large']);

    const audit = await api.db.prisma.auditLog.findMany({
      where: { OR: [{ entityId: done.id }, { entityId: done.paymentId, action: 'payment.refund' }] },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audit.map((row) => row.action),
      ['payment.refund', 'refund.failed', 'refund.succeeded'],
    );
  });

  it('a refund the provider refuses is retried with growing waits, then stays FAILED for an admin', async () => {
    const reservation = await paid(CARDS.refundRefused);
    ok(
      await api.gql(
        ADMIN_CANCEL,
        { id: reservation.id, reason: 'Double booking', amount: 500 },
        admin.idToken,
      ),
    );
    let refund = await refundOf(reservation.id);
    const waits: number[] = [];
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt++) {
      const due = refund.nextAttemptAt!;
      assert.equal(await handled(new Date(due.getTime() - 1)), 0);
      assert.equal(await handled(due), 1);
      refund = await refundOf(reservation.id);
      assert.equal(refund.attempts, attempt);
      if (refund.nextAttemptAt) waits.push(refund.nextAttemptAt.getTime() - due.getTime());
    }
    assert.deepEqual(waits, [10 * MINUTE, 60 * MINUTE, 360 * MINUTE]);
    assert.deepEqual(
      [refund.status, refund.nextAttemptAt, refund.failureReason],
      ['FAILED', null, 'expired_or_canceled_card'],
    );
    assert.equal(await handled(new Date(Date.now() + 30 * 24 * 60 * MINUTE)), 0, 'no retry after the last');

    const shown = (await details(reservation.id)).payments[0];
    assert.deepEqual(shown.refunds, [
      {
        amount: 500,
        status: 'FAILED',
        attempts: REFUND_MAX_ATTEMPTS,
        nextAttemptAt: null,
        failureReason: 'expired_or_canceled_card',
        failureMessage: 'The card was cancelled or has expired.',
      },
    ]);
    const payouts = await providerRefunds(refund.payment.providerReference!);
    assert.deepEqual(
      payouts.map((p) => p.status),
      ['FAILED'],
    );
    const failures = await api.db.prisma.auditLog.count({
      where: { entityId: refund.id, action: 'refund.failed' },
    });
    assert.equal(failures, REFUND_MAX_ATTEMPTS);
  });

  it('two runners at once send each due refund once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const reservation = await paid(CARDS.refundAnswerLost);
      ok(await api.gql(CANCEL, { id: reservation.id, reason: 'Closed for repairs.' }, owner.idToken));
      ids.push((await refundOf(reservation.id)).id);
    }
    const later = new Date(Date.now() + 5 * MINUTE);
    const [job] = refundJobs(api.services.payments, logger);
    const [a, b] = await Promise.all([job!.run(api.db, later), job!.run(api.db, later)]);
    // A run takes at most a batch of 5; whatever one runner holds, the other skips.
    assert.ok(a <= 5 && b <= 5, `${a} and ${b}`);
    assert.equal(a + b, 7);
    const refunds = await api.db.prisma.refund.findMany({
      where: { id: { in: ids } },
      include: { payment: true },
    });
    for (const refund of refunds) {
      assert.deepEqual([refund.status, refund.attempts], ['SUCCEEDED', 2]);
      assert.equal((await providerRefunds(refund.payment.providerReference!)).length, 1);
    }
    const succeeded = await api.db.prisma.auditLog.count({
      where: { entityId: { in: ids }, action: 'refund.succeeded' },
    });
    assert.equal(succeeded, 7);
  });
});
