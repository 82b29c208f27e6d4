// Stripe refunds that are not final when asked (pending) are settled by Stripe's refund events on
// POST /webhooks/payments/stripe (synthetic, signed events: see stripe-fixtures.ts).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { ok } from '../../reservations/__tests__/fixtures.js';
import { refundJobs } from '../refund.jobs.js';
import { refundEvent, stripeTestApi } from './stripe-fixtures.js';

const logger = pino({ level: 'silent' });
const MINUTE = 60_000;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;
const ADMIN_CANCEL = `mutation($id: ID!, $reason: String!, $amount: Int) {
  adminCancelReservation(id: $id, reason: $reason, refundAmount: $amount) { id status } }`;
const DETAILS = `query($id: ID!) { reservation(id: $id) { payments { refunds { status failureReason failureMessage } } } }`;

describe('Stripe refund events settle pending refunds', () => {
  let s: Awaited<ReturnType<typeof stripeTestApi>>;
  beforeAll(async () => {
    s = await stripeTestApi();
  });
  afterAll(() => s.api.close());

  const outcome = async (event: Parameters<typeof s.deliver>[0]) => (await s.deliver(event)).outcome;
  const refundOf = (reservationId: string) =>
    s.api.db.prisma.refund.findFirstOrThrow({
      where: { payment: { reservationId } },
      include: { payment: true },
    });
  const earningOf = (reservationId: string) =>
    s.api.db.prisma.earning.findFirstOrThrow({ where: { reservationId } });
  const refundsShown = async (id: string) =>
    ok(await s.api.gql(DETAILS, { id }, s.admin.idToken)).reservation.payments[0].refunds;
  const retryJob = (now: Date) => runJobs(s.api.db, refundJobs(s.api.services.payments, logger), logger, now);

  it('a pending refund succeeds once from its event; duplicates and a stale pending change nothing', async () => {
    const { id, intent } = await s.paid();
    ok(await s.api.gql(CANCEL, { id, reason: 'Flooded rooms.' }, s.owner.idToken));
    const asked = await refundOf(id);
    // Booked with the cancellation, as for the sandbox: payment refunded, the owner's earning cancelled.
    assert.deepEqual(
      [asked.payment.status, asked.payment.amountRefunded],
      ['REFUNDED', asked.payment.amount],
    );
    assert.deepEqual([asked.status, asked.failureReason], ['FAILED', 'provider_unavailable']);
    const earning = await earningOf(id);
    assert.deepEqual([earning.status, earning.gross, earning.net], ['CANCELLED', 0, 0]);

    // Stripe made the refund anyway: its events carry the key we sent as metadata.
    const key = asked.idempotencyKey;
    const pending = refundEvent('refund.created', { intent, id: 're_1', status: 'pending', key });
    assert.equal(await outcome(pending), 'applied');
    let refund = await refundOf(id);
    assert.deepEqual(
      [refund.status, refund.providerReference, refund.nextAttemptAt, refund.failureReason],
      ['PENDING', 're_1', null, null],
    );
    assert.equal(await outcome(pending), 'duplicate');

    const succeeded = refundEvent('refund.updated', { intent, id: 're_1', status: 'succeeded', key });
    const replies = await Promise.all([1, 2, 3].map(() => s.deliver(succeeded)));
    assert.deepEqual(
      replies.map((r) => r.status),
      [200, 200, 200],
    );
    assert.deepEqual(replies.map((r) => r.outcome).sort(), ['applied', 'duplicate', 'duplicate']);
    const stale = refundEvent('charge.refund.updated', { intent, id: 're_1', status: 'pending', key });
    assert.equal(await outcome(stale), 'ignored');

    refund = await refundOf(id);
    assert.deepEqual(
      [refund.status, refund.providerReference, refund.nextAttemptAt],
      ['SUCCEEDED', 're_1', null],
    );
    assert.deepEqual(
      [refund.payment.status, refund.payment.amountRefunded],
      ['REFUNDED', refund.payment.amount],
    );
    assert.deepEqual(
      await earningOf(id),
      earning,
      'the earning was adjusted once, when the refund was booked',
    );
    const audit = await s.api.db.prisma.auditLog.findMany({
      where: { entityId: refund.id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audit.map((row) => row.action),
      ['refund.failed', 'refund.pending', 'refund.succeeded'],
    );
    const later = new Date(Date.now() + 24 * 60 * MINUTE);
    assert.equal((await retryJob(later))['refunds.retry'], 0, 'nothing left to ask');
  });

  it('a pending refund that fails goes to the retry schedule with a new key; stale events of the failed one are ignored', async () => {
    const { id, intent } = await s.paid();
    ok(await s.api.gql(ADMIN_CANCEL, { id, reason: 'Owner overbooked', amount: 500 }, s.admin.idToken));
    const asked = await refundOf(id);
    assert.deepEqual([asked.payment.status, asked.payment.amountRefunded], ['PARTIALLY_REFUNDED', 500]);
    const earning = await earningOf(id);
    assert.equal(earning.gross, asked.payment.amount - 500);
    const key = asked.idempotencyKey;
    const pending = refundEvent('refund.created', { intent, id: 're_2', status: 'pending', key });
    assert.equal(await outcome(pending), 'applied');

    const failedAt = Date.now();
    const failure = 'expired_or_canceled_card';
    const failed = refundEvent('refund.failed', { intent, id: 're_2', status: 'failed', key, failure });
    assert.equal(await outcome(failed), 'applied');
    const refund = await refundOf(id);
    assert.deepEqual(
      [refund.status, refund.failureReason, refund.providerReference, refund.attempts],
      ['FAILED', failure, null, 1],
    );
    assert.notEqual(
      refund.idempotencyKey,
      key,
      'asked again, Stripe would answer the old key with "pending"',
    );
    const wait = refund.nextAttemptAt!.getTime() - failedAt;
    assert.ok(wait >= MINUTE && wait < MINUTE + 10_000, `retried after ${wait} ms`);
    assert.deepEqual(await refundsShown(id), [
      { status: 'FAILED', failureReason: failure, failureMessage: 'The card was cancelled or has expired.' },
    ]);

    // Out of order: an older pending and a success of the failed refund, by key or by id only.
    for (const stale of [
      refundEvent('refund.updated', { intent, id: 're_2', status: 'pending', key }),
      refundEvent('refund.updated', { intent, id: 're_2', status: 'succeeded', key }),
      refundEvent('charge.refund.updated', { intent, id: 're_2', status: 'succeeded' }),
    ]) {
      assert.equal(await outcome(stale), 'ignored');
    }
    assert.equal((await refundOf(id)).status, 'FAILED');
    assert.equal((await earningOf(id)).gross, earning.gross, 'a failed refund stays booked');

    // The retry job asks again with the new key (Stripe gives no answer here), and that refund's
    // events settle it; the last one names the refund by its id only (no metadata).
    assert.equal((await retryJob(refund.nextAttemptAt!))['refunds.retry'], 1);
    const retried = await refundOf(id);
    assert.deepEqual(
      [retried.status, retried.attempts, retried.failureReason],
      ['FAILED', 2, 'provider_unavailable'],
    );
    const again = { intent, id: 're_3', key: retried.idempotencyKey };
    assert.equal(await outcome(refundEvent('refund.created', { ...again, status: 'pending' })), 'applied');
    const byId = refundEvent('refund.updated', { intent, id: 're_3', status: 'succeeded' });
    assert.equal(await outcome(byId), 'applied');
    const done = await refundOf(id);
    assert.deepEqual([done.status, done.providerReference, done.nextAttemptAt], ['SUCCEEDED', 're_3', null]);
    assert.deepEqual([done.payment.status, done.payment.amountRefunded], ['PARTIALLY_REFUNDED', 500]);
    assert.equal((await refundsShown(id))[0].status, 'SUCCEEDED');
  });

  it('a refund that fails after it succeeded goes back to the retry schedule, once', async () => {
    const { id, intent } = await s.paid();
    ok(await s.api.gql(CANCEL, { id, reason: 'Closed for repairs.' }, s.owner.idToken));
    const key = (await refundOf(id)).idempotencyKey;
    for (const status of ['pending', 'succeeded'])
      assert.equal(
        await outcome(refundEvent('refund.updated', { intent, id: 're_9', status, key })),
        'applied',
      );
    assert.equal((await refundOf(id)).status, 'SUCCEEDED');

    // The student's bank sent the money back to Stripe: the refund must be made again.
    const failure = 'lost_or_stolen_card';
    const failedAt = Date.now();
    const failed = refundEvent('refund.failed', { intent, id: 're_9', status: 'failed', key, failure });
    assert.equal(await outcome(failed), 'applied');
    const refund = await refundOf(id);
    assert.deepEqual(
      [refund.status, refund.failureReason, refund.providerReference],
      ['FAILED', failure, null],
    );
    assert.notEqual(refund.idempotencyKey, key);
    assert.ok(refund.nextAttemptAt!.getTime() >= failedAt + MINUTE, 'scheduled for the retry job');
    assert.deepEqual(
      [refund.payment.status, refund.payment.amountRefunded],
      ['REFUNDED', refund.payment.amount],
      'still booked as refunded: the retry will pay it',
    );
    // The same failure told again (another event, by key or by id only) changes nothing more.
    assert.equal(await outcome(failed), 'duplicate');
    for (const again of [
      refundEvent('charge.refund.updated', { intent, id: 're_9', status: 'failed', key, failure }),
      refundEvent('charge.refund.updated', { intent, id: 're_9', status: 'failed', failure }),
    ])
      assert.equal(await outcome(again), 'ignored');
    const audit = await s.api.db.prisma.auditLog.findMany({
      where: { entityId: refund.id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audit.map((row) => row.action),
      ['refund.failed', 'refund.pending', 'refund.succeeded', 'refund.failed'],
    );
    assert.deepEqual(await refundsShown(id), [
      { status: 'FAILED', failureReason: failure, failureMessage: 'The card was reported lost or stolen.' },
    ]);
  });

  it('refuses refund events with a bad signature and ignores refunds it never made', async () => {
    const { id, intent } = await s.paid();
    ok(await s.api.gql(CANCEL, { id, reason: 'Closed.' }, s.owner.idToken));
    const { idempotencyKey: key } = await refundOf(id);
    const forged = refundEvent(
      'refund.updated',
      { intent, id: 're_4', status: 'succeeded', key },
      'not-the-secret',
    );
    assert.equal((await s.deliver(forged)).status, 400);
    assert.equal((await refundOf(id)).status, 'FAILED');
    // A refund made in Stripe's dashboard is none of ours.
    const elsewhere = refundEvent('refund.updated', { intent, id: 're_x', status: 'succeeded' });
    assert.equal(await outcome(elsewhere), 'ignored');
    const stored = await s.api.db.prisma.paymentEvent.findMany({ where: { type: 'refund.updated' } });
    assert.ok(
      stored.length > 0 && stored.every((event) => event.paymentId !== null),
      'linked to the payment',
    );
  });
});
