import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { sqlOf, type Database, type Tx } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import { checkReason } from '../../core/field-check.js';
import type { Logger } from '../../core/logger.js';
import type { CancellationPolicy, Payment, Reservation, User } from '../../generated/prisma/client.js';
import { policyRefund } from './cancellation.js';
import { noticeCancelled } from './reservation.notices.js';
import type { Refunds } from './refunds.js';
import { startOfDayIn, toPlainDate } from '../../core/dates.js';
import { canCancelReservation, cancellerRole } from './reservation.policies.js';
import { lockReservation, releaseReservationBeds, transition, TX_OPTIONS } from './reservation.shared.js';

export interface CancellationTerms {
  role: 'STUDENT' | 'OWNER' | 'ADMIN';
  policy: CancellationPolicy;
  paid: number;
  refundAmount: number;
  refundPercent: number;
  /** Until when this refund applies (student cancellations under the policy), else null. */
  refundableUntil: Date | null;
  currency: string;
}

/**
 * What cancelling now would refund: a student gets the hostel policy's share for the days left
 * before check-in (in the hostel's time zone), an owner's cancellation refunds in full, an admin
 * chooses (full by default). Students can't cancel once the stay has begun.
 */
async function termsFor(
  tx: Tx,
  user: User,
  reservation: Reservation,
  payment: Payment | null,
  now: Date,
): Promise<CancellationTerms> {
  const hostel = await tx.hostel.findUniqueOrThrow({ where: { id: reservation.hostelId } });
  const role = cancellerRole(user, reservation);
  const paid = payment ? payment.amount - payment.amountRefunded : 0;
  const base = { role, policy: hostel.cancellationPolicy, paid, currency: reservation.currency };
  if (role !== 'STUDENT') return { ...base, refundAmount: paid, refundPercent: 100, refundableUntil: null };
  const checkIn = toPlainDate(reservation.checkIn);
  if (reservation.status === 'PAID' && now >= startOfDayIn(checkIn, hostel.timeZone)) {
    throw conflict('Your stay has begun, so it can no longer be cancelled here. Contact support.');
  }
  const refund = policyRefund(hostel.cancellationPolicy, { checkIn, timeZone: hostel.timeZone }, paid, now);
  return {
    ...base,
    refundAmount: refund.amount,
    refundPercent: refund.percent,
    refundableUntil: refund.until,
  };
}

async function cancellable(tx: Tx, refunds: Refunds, user: User, id: string) {
  const reservation = await lockReservation(tx, user, id);
  if (!canCancelReservation(user, reservation))
    throw conflict(`This reservation is ${reservation.status.toLowerCase()} and can no longer be cancelled.`);
  const payment = reservation.status === 'PAID' ? await refunds.paidPayment(tx, reservation.id) : null;
  return { reservation, payment };
}

/** The refund a cancellation would give right now, shown before the user confirms. */
export async function cancellationQuote(
  db: Database,
  refunds: Refunds,
  user: User,
  id: string,
  now = new Date(),
) {
  return db.prisma.$transaction(async (tx) => {
    const { reservation, payment } = await cancellable(tx, refunds, user, id);
    return termsFor(tx, user, reservation, payment, now);
  }, TX_OPTIONS);
}

/**
 * Cancels a live reservation in one transaction: status and timeline, beds released, refund
 * booked and earning reduced; then the provider returns the money.
 */
export async function cancelReservation(
  db: Database,
  refunds: Refunds,
  logger: Logger,
  user: User,
  id: string,
  input: { reason?: string | null; refundAmount?: number | null },
  now = new Date(),
): Promise<Reservation> {
  const { cancelled, refund } = await writeAs(
    db,
    user.id,
    async (tx) => {
      const { reservation, payment } = await cancellable(tx, refunds, user, id);
      const terms = await termsFor(tx, user, reservation, payment, now);
      const reason =
        terms.role === 'STUDENT' && !input.reason?.trim() ? null : checkReason(input.reason ?? '');
      const refundAmount =
        terms.role === 'ADMIN' && input.refundAmount != null ? input.refundAmount : terms.refundAmount;
      const cancelled = await transition(
        tx,
        reservation,
        'CANCELLED',
        { cancelReason: reason, cancelledBy: terms.role, cancelledAt: now },
        { actorId: user.id, note: reason },
      );
      await releaseReservationBeds(tx, reservation);
      const refund = payment
        ? await refunds.book(tx, payment, {
            amount: refundAmount,
            reason: reason ?? 'Cancelled by the student',
            actorId: user.id,
            now,
          })
        : null;
      if (terms.role === 'ADMIN') {
        await audit(tx, {
          actorId: user.id,
          action: 'reservation.cancel',
          entity: 'Reservation',
          entityId: reservation.id,
          details: { reason, refundAmount: refund?.amount ?? 0 },
        });
      }
      const money = { paid: terms.paid, refund: refund?.amount ?? 0 };
      await noticeCancelled(sqlOf(tx), cancelled, money);
      return { cancelled, refund };
    },
    TX_OPTIONS,
  );
  if (refund) await refunds.settle(refund, logger, now);
  return cancelled;
}
