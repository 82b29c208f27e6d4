import { randomUUID } from 'node:crypto';
import { formatMoneyWithCode } from '@hostel/common';
import { audit } from '../../core/audit.js';
import { lockRow, type Database, type Tx } from '../../core/db.js';
import { badUserInput } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';
import { reduceEarning } from '../earnings/index.js';
import { TX_OPTIONS, type Refunds } from '../reservations/index.js';
import { noticeRefundIssued } from './payment.notices.js';
import type { PaymentProviders } from './providers.js';

/**
 * How long the retry job waits after n requests before asking the provider (again). [0] leaves
 * the booking request time to ask itself; the job asks only if no answer was stored by then.
 */
const RETRY_DELAYS_MS = [60_000, 60_000, 10 * 60_000, 3_600_000, 6 * 3_600_000];
/** After this many requests a failed refund stays FAILED, for an admin to resolve. */
export const REFUND_MAX_ATTEMPTS = RETRY_DELAYS_MS.length;

/** The reservation's succeeded payment (at most one ever succeeds per reservation), locked. */
export async function paidPayment(tx: Tx, reservationId: string): Promise<Payment | null> {
  await lockRow(tx, 'Payment', { reservationId });
  return tx.payment.findFirst({
    where: { reservationId, status: { in: ['SUCCEEDED', 'PARTIALLY_REFUNDED'] } },
    orderBy: { createdAt: 'asc' },
  });
}

/**
 * Books a refund inside the caller's transaction (with the cancellation it belongs to): the
 * payment's refunded total grows (a CHECK keeps it <= the amount), the owner's earning shrinks,
 * and the movement is audited. The provider is asked after the commit (settleRefund), and again
 * by the retry job until it answers.
 */
export async function recordRefund(
  tx: Tx,
  payment: Payment,
  amount: number,
  reason: string,
  actorId: string | null,
  now = new Date(),
): Promise<Refund | null> {
  if (amount === 0) return null;
  const refundable = payment.amount - payment.amountRefunded;
  if (!Number.isInteger(amount) || amount < 0 || amount > refundable) {
    const most = formatMoneyWithCode(refundable, payment.currency);
    throw badUserInput(`The refund must be between 0 and ${most}.`, {
      refundAmount: `Enter an amount from 0 to ${most} (what was paid and not yet refunded).`,
    });
  }
  const amountRefunded = payment.amountRefunded + amount;
  await tx.payment.update({
    where: { id: payment.id },
    data: { amountRefunded, status: amountRefunded === payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED' },
  });
  const refund = await tx.refund.create({
    data: {
      paymentId: payment.id,
      amount,
      currency: payment.currency,
      reason,
      idempotencyKey: `refund_${randomUUID()}`,
      nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[0]!),
    },
  });
  await reduceEarning(tx, payment.id, amount, actorId);
  await audit(tx, {
    actorId,
    action: 'payment.refund',
    entity: 'Payment',
    entityId: payment.id,
    details: { refundId: refund.id, amount, currency: payment.currency, reason, amountRefunded },
  });
  return refund;
}

type Answer = Pick<Refund, 'status' | 'providerReference' | 'failureReason'>;

async function askProvider(
  tx: Tx,
  providers: PaymentProviders,
  refund: Refund,
  payment: Payment,
  logger: Logger,
): Promise<Answer> {
  if (!payment.providerReference)
    return { status: 'FAILED', providerReference: null, failureReason: 'no_provider_reference' };
  // Money goes back the way it came: through the provider that charged it.
  const provider = providers.named(payment.provider);
  if (!provider) {
    logger.warn(
      { refundId: refund.id, provider: payment.provider },
      'The payment’s provider is not configured',
    );
    return { status: 'FAILED', providerReference: null, failureReason: 'provider_unavailable' };
  }
  try {
    const result = await provider.refund(
      {
        paymentReference: payment.providerReference,
        amount: refund.amount,
        currency: refund.currency,
        idempotencyKey: refund.idempotencyKey,
      },
      tx,
    );
    const failureReason = result.status === 'FAILED' ? (result.failureCode ?? 'refund_failed') : null;
    return { status: result.status, providerReference: result.reference, failureReason };
  } catch (err) {
    logger.warn({ err, refundId: refund.id }, 'The payment provider did not answer a refund request');
    return { status: 'FAILED', providerReference: null, failureReason: 'provider_unavailable' };
  }
}

/**
 * Asks the provider to return the money of a booked refund and records the answer, with the
 * refund row locked so two callers (the request and a job runner, or two runners) never ask at
 * once. Every request carries the refund's idempotency key, so a retry after a lost answer gets
 * the first refund back instead of a second payout. A failure is retried later with backoff until
 * REFUND_MAX_ATTEMPTS; each attempt is audited. The lock is held while the provider answers
 * (providers time out within seconds).
 */
export async function sendRefund(
  tx: Tx,
  providers: PaymentProviders,
  logger: Logger,
  refundId: string,
  now: Date,
): Promise<Refund> {
  await lockRow(tx, 'Refund', { id: refundId });
  const { payment, ...refund } = await tx.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: { payment: true },
  });
  if (refund.nextAttemptAt === null) return refund; // answered meanwhile
  const answer = await askProvider(tx, providers, refund, payment, logger);
  const attempts = refund.attempts + 1;
  return recordOutcome(tx, logger, refund, {
    ...answer,
    providerReference: answer.providerReference ?? refund.providerReference,
    attempts,
    nextAttemptAt: answer.status === 'FAILED' ? retryAt(attempts, now) : null,
  });
}

/** When a failed refund is asked again after `attempts` requests; null once retries ran out. */
export const retryAt = (attempts: number, now: Date) =>
  attempts < REFUND_MAX_ATTEMPTS ? new Date(now.getTime() + RETRY_DELAYS_MS[attempts]!) : null;

type Outcome = Answer & Pick<Refund, 'nextAttemptAt'> & Partial<Pick<Refund, 'attempts' | 'idempotencyKey'>>;

/**
 * Stores what the provider said about a refund (an answer to a request, or a verified refund
 * event) and audits it; a refund that failed with no retry left is logged for an admin.
 */
export async function recordOutcome(
  tx: Tx,
  logger: Logger,
  refund: Refund,
  outcome: Outcome,
  details: Record<string, unknown> = {},
): Promise<Refund> {
  const updated = await tx.refund.update({ where: { id: refund.id }, data: outcome });
  // Stored with the outcome (the bell and e-mail carry it), not pushed live: the refund paths run
  // in jobs and provider events that have no subscription publisher at hand.
  if (updated.status === 'SUCCEEDED' && refund.status !== 'SUCCEEDED') {
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: refund.paymentId } });
    await noticeRefundIssued(tx, updated, payment);
  }
  await audit(tx, {
    actorId: null,
    action: `refund.${outcome.status.toLowerCase()}`,
    entity: 'Refund',
    entityId: refund.id,
    details: {
      paymentId: refund.paymentId,
      amount: refund.amount,
      currency: refund.currency,
      providerReference: updated.providerReference,
      attempt: updated.attempts,
      failureReason: outcome.failureReason,
      nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
      ...details,
    },
  });
  if (outcome.status === 'FAILED' && !outcome.nextAttemptAt)
    logger.error(
      { refundId: refund.id, attempts: updated.attempts },
      'Refund failed for good: an admin must resolve it',
    );
  return updated;
}

/** The booking request's own attempt, right after the refund was booked. */
export function settleRefund(
  db: Database,
  providers: PaymentProviders,
  refund: Refund,
  logger: Logger,
  now = new Date(),
) {
  return db.prisma.$transaction((tx) => sendRefund(tx, providers, logger, refund.id, now), TX_OPTIONS);
}

/** The refunds port reservations cancel through (reservations/refunds.ts), on this server's provider. */
export const refundsPort = (db: Database, providers: PaymentProviders): Refunds => ({
  paidPayment,
  book: (tx, payment, { amount, reason, actorId, now }) =>
    recordRefund(tx, payment, amount, reason, actorId, now),
  settle: (refund, logger, now) => settleRefund(db, providers, refund, logger, now).then(() => undefined),
});
