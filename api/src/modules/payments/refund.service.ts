import { randomUUID } from 'node:crypto';
import { audit } from '../../core/audit.js';
import type { PrismaClient } from '../../core/db.js';
import { badUserInput, conflict } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Payment, Prisma, Refund } from '../../generated/prisma/client.js';
import { reduceEarning } from '../earnings/earning.ledger.js';
import { formatMoney } from './money.js';
import type { PaymentProvider } from './provider.js';

type Tx = Prisma.TransactionClient;

/** The reservation's succeeded payment (at most one ever succeeds per reservation), locked. */
export async function paidPayment(tx: Tx, reservationId: string): Promise<Payment | null> {
  await tx.$executeRaw`SELECT 1 FROM "Payment" WHERE "reservationId" = ${reservationId}::uuid FOR UPDATE`;
  return tx.payment.findFirst({
    where: { reservationId, status: { in: ['SUCCEEDED', 'PARTIALLY_REFUNDED'] } },
    orderBy: { createdAt: 'asc' },
  });
}

/**
 * Books a refund inside the caller's transaction (with the cancellation it belongs to): the
 * payment's refunded total grows (a CHECK keeps it <= the amount), the owner's earning shrinks,
 * and the movement is audited. The provider is asked afterwards, by settleRefund.
 */
export async function recordRefund(
  tx: Tx,
  payment: Payment,
  amount: number,
  reason: string,
  actorId: string | null,
): Promise<Refund | null> {
  if (amount === 0) return null;
  const refundable = payment.amount - payment.amountRefunded;
  if (!Number.isInteger(amount) || amount < 0 || amount > refundable) {
    const most = formatMoney(refundable, payment.currency);
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

/**
 * Asks the provider to return the money of a booked refund (idempotent by the refund's key, so
 * it is safe to call again) and records the answer. A failure is logged and audited for an admin.
 */
export async function settleRefund(
  prisma: PrismaClient,
  provider: PaymentProvider,
  refund: Refund,
  logger: Logger,
) {
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: refund.paymentId } });
  if (!payment.providerReference) throw conflict('This payment has no provider reference to refund.');
  let status: Refund['status'] = 'FAILED';
  let providerReference: string | null = null;
  try {
    const result = await provider.refund({
      paymentReference: payment.providerReference,
      amount: refund.amount,
      currency: refund.currency,
      idempotencyKey: refund.idempotencyKey,
    });
    status = result.status;
    providerReference = result.reference;
  } catch (err) {
    logger.error({ err, refundId: refund.id }, 'Refund could not be sent to the payment provider');
  }
  return prisma.$transaction(async (tx) => {
    const updated = await tx.refund.update({ where: { id: refund.id }, data: { status, providerReference } });
    await audit(tx, {
      actorId: null,
      action: `refund.${status.toLowerCase()}`,
      entity: 'Refund',
      entityId: refund.id,
      details: { paymentId: payment.id, amount: refund.amount, providerReference },
    });
    return updated;
  });
}
