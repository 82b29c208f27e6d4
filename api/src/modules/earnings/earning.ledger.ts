import { audit } from '../../core/audit.js';
import { lockRow, type Tx } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import type { Payment, Reservation } from '../../generated/prisma/client.js';
import { hoursFrom, startOfDayIn, toPlainDate } from '../../core/dates.js';

/** The platform holds the money until move-in: an earning becomes AVAILABLE this long after check-in. */
export const HOLD_AFTER_CHECK_IN_HOURS = 24;

/** When a stay's earning is released: 24 h after midnight of the check-in date where the hostel is. */
export const availableAtFor = (checkIn: Date, timeZone: string) =>
  hoursFrom(startOfDayIn(toPlainDate(checkIn), timeZone), HOLD_AFTER_CHECK_IN_HOURS);

/**
 * The owner's ledger entry for a successful payment: gross = what was paid, net + fee = gross.
 * Dated when the payment was made (the reservation's paidAt, set in the same transaction): the
 * ledger's order and filters and the net-by-month chart go by this date.
 */
export async function recordEarning(
  tx: Tx,
  reservation: Reservation & { paidAt: Date },
  payment: Payment,
  timeZone: string,
) {
  const platformFee = Math.min(reservation.platformFee, payment.amount);
  const earning = await tx.earning.create({
    data: {
      createdAt: reservation.paidAt,
      ownerId: reservation.ownerId,
      reservationId: reservation.id,
      paymentId: payment.id,
      currency: payment.currency,
      gross: payment.amount,
      platformFee,
      net: payment.amount - platformFee,
      availableAt: availableAtFor(reservation.checkIn, timeZone),
    },
  });
  await audit(tx, {
    actorId: null,
    action: 'earning.create',
    entity: 'Earning',
    entityId: earning.id,
    details: {
      reservationId: reservation.id,
      paymentId: payment.id,
      gross: earning.gross,
      platformFee,
      net: earning.net,
    },
  });
  return earning;
}

/**
 * Takes a refund out of the owner's earning for that payment, fee and net in proportion (net +
 * fee = gross still holds); a fully refunded earning is CANCELLED. Money already paid out (or
 * requested) can't be taken back here.
 */
export async function reduceEarning(tx: Tx, paymentId: string, refunded: number, actorId: string | null) {
  await lockRow(tx, 'Earning', { paymentId });
  const earning = await tx.earning.findUnique({ where: { paymentId } });
  if (!earning) return;
  if (earning.payoutId || earning.status === 'PAID_OUT') {
    throw conflict('This payment is already part of a payout to the owner, so it cannot be refunded here.');
  }
  const gross = Math.max(0, earning.gross - refunded);
  const platformFee = earning.gross > 0 ? Math.round((earning.platformFee * gross) / earning.gross) : 0;
  const updated = await tx.earning.update({
    where: { id: earning.id },
    data: { gross, platformFee, net: gross - platformFee, ...(gross === 0 ? { status: 'CANCELLED' } : {}) },
  });
  await audit(tx, {
    actorId,
    action: 'earning.reduce',
    entity: 'Earning',
    entityId: earning.id,
    details: {
      refunded,
      gross: updated.gross,
      platformFee: updated.platformFee,
      net: updated.net,
      status: updated.status,
    },
  });
}
