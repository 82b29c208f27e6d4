import { checkMobileMoney, isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { lockRow, sqlOf, type Database, type Tx } from '../../core/db.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import { checkIdempotencyKey } from '../../core/idempotency.js';
import type { Logger } from '../../core/logger.js';
import type { Payment, User } from '../../generated/prisma/client.js';
import { recordEarning } from '../earnings/index.js';
import {
  canPayReservation,
  lockReservation,
  noticePaid,
  transition,
  TX_OPTIONS,
} from '../reservations/index.js';
import type {
  CardDetails,
  MobileMoneyDetails,
  NextAction,
  PaymentProvider,
  ProviderEvent,
} from './provider.js';
import type { PaymentProviders } from './providers.js';
import { noticePaymentFailed, withdrawPaymentFailedEmails } from './payment.notices.js';
import { recordProviderEvent } from './payment.sql.js';
import { applyRefundUpdate } from './refund.events.js';
import { recordRefund, settleRefund } from './refund.service.js';

export interface PayInput {
  idempotencyKey: string;
  card?: CardDetails | null;
  paymentMethodId?: string | null;
  mobileMoney?: MobileMoneyDetails | null;
}

/** The payment as it stands, and what the payer does next (approve on the phone, go to a page). */
export type PaymentStarted = Payment & { nextAction?: NextAction | null };

/**
 * Starts paying an ACCEPTED reservation. The reservation row lock serialises callers: one
 * idempotency key makes one Payment and one charge however often (or concurrently) it is sent;
 * the answer is the payment as it stands. `countAttempt` counts a new payment against the limits
 * (RATE_LIMITED past them) before it is made. Its outcome arrives later as a provider event.
 */
export async function payReservation(
  db: Database,
  providers: PaymentProviders,
  student: User,
  id: string,
  input: PayInput,
  countAttempt: () => Promise<void>,
  now = new Date(),
): Promise<PaymentStarted> {
  checkIdempotencyKey(input.idempotencyKey);
  const { payment, created, wallet } = await writeAs(
    db,
    student.id,
    async (tx) => {
      const reservation = await lockReservation(tx, student, id);
      if (!canPayReservation(student, reservation)) throw notFound('The reservation');
      const wallet = input.mobileMoney
        ? checkWallet(providers.forCurrency(reservation.currency), reservation.currency, input.mobileMoney)
        : null;
      const existing = await tx.payment.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
      if (existing) {
        if (existing.reservationId !== reservation.id)
          throw conflict('This idempotency key was used for another payment.');
        return { payment: existing, created: false, wallet };
      }
      if (reservation.status === 'PAID' || reservation.status === 'COMPLETED')
        throw conflict('This reservation is already paid.');
      if (reservation.status !== 'ACCEPTED')
        throw conflict('Only a reservation the owner accepted can be paid.');
      if (reservation.paymentDeadline && reservation.paymentDeadline <= now)
        throw conflict('The time to pay for this reservation has passed.');
      const inFlight = await tx.payment.count({
        where: { reservationId: reservation.id, status: 'REQUIRES_PAYMENT' },
      });
      if (inFlight > 0)
        throw conflict('A payment for this reservation is already being processed. Wait for its result.');
      await countAttempt(); // a repeated idempotency key is not a new attempt
      const payment = await tx.payment.create({
        data: {
          reservationId: reservation.id,
          amount: reservation.total,
          currency: reservation.currency,
          provider: providers.forCurrency(reservation.currency).name,
          idempotencyKey: input.idempotencyKey,
        },
      });
      return { payment, created: true, wallet };
    },
    TX_OPTIONS,
  );
  if (!created) return payment;
  const provider = providers.forCurrency(payment.currency);

  // The charge is made: its answer is recorded without the payer's lock (the server's bookkeeping),
  // even if the payer was suspended meanwhile.
  const reservation = await db.prisma.reservation.findUniqueOrThrow({ where: { id } });
  try {
    const charge = await provider.createCharge({
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: payment.idempotencyKey,
      description: `Reservation ${reservation.code}`,
      card: wallet ? null : input.card,
      paymentMethodId: input.paymentMethodId,
      mobileMoney: wallet,
      email: student.email,
    });
    // The settlement event may already have been applied; only fill in the reference.
    const started = await db.prisma.payment.update({
      where: { id: payment.id },
      data: { providerReference: charge.reference },
    });
    if (!charge.failureCode) return { ...started, nextAction: charge.nextAction ?? null };
    await db.prisma.payment.updateMany({
      where: { id: payment.id, status: 'REQUIRES_PAYMENT' },
      data: { status: 'FAILED', failureReason: charge.failureCode },
    });
    return db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
  } catch {
    await db.prisma.payment.updateMany({
      where: { id: payment.id, status: 'REQUIRES_PAYMENT' },
      data: { status: 'FAILED', failureReason: 'provider_unavailable' },
    });
    return db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
  }
}

/** The wallet, checked by @hostel/common's rule for the reservation's currency and its provider. */
function checkWallet(provider: PaymentProvider, currency: string, wallet: MobileMoneyDetails) {
  if (!provider.methods(currency).includes('MOBILE_MONEY'))
    throw badUserInput(`Mobile money is not available for payments in ${currency}.`, {
      mobileMoney: 'Pay by card.',
    });
  const { errors, value } = checkMobileMoney(currency, wallet);
  const fields = Object.entries(errors).map(([field, message]) => [`mobileMoney.${field}`, message]);
  if (fields.length > 0) throw badUserInput(fields[0]![1]!, Object.fromEntries(fields));
  return value;
}

/** A payment's refunds, as the payment mutation answers them. */
export const refundsOf = (db: Database, paymentId: string) =>
  db.prisma.refund.findMany({ where: { paymentId } });

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified provider event exactly once (PaymentEvent is unique per provider event id).
 * SUCCEEDED is final against a late FAILED; a success for a reservation that can no longer be
 * paid (expired, cancelled, or paid by another payment) is refunded in full. Refund events settle
 * refunds the provider answered "pending" (refund.events.ts).
 */
export async function applyProviderEvent(
  { db, logger, payments }: { db: Database; logger: Logger; payments: PaymentProviders },
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const { outcome, refund } = await db.prisma.$transaction(async (tx) => {
    const payment = await findPayment(tx, event);
    // Locked before the event row is written: that row's foreign key share-locks the payment, and
    // two events for one payment holding that share would deadlock on FOR UPDATE (PostgreSQL).
    const settles = event.type === 'payment.succeeded' || event.type === 'payment.failed';
    if (payment && settles) await lockRow(tx, 'Payment', { id: payment.id });
    const recorded = await recordProviderEvent(sqlOf(tx), {
      provider: provider.name,
      eventId: event.id,
      paymentId: payment?.id ?? null,
      type: event.type,
      payload: event.payload,
    });
    if (!recorded) return { outcome: 'duplicate' as const, refund: null };
    if (event.type === 'refund.updated')
      return { outcome: await applyRefundUpdate(tx, logger, event.refund, event.id), refund: null };
    if (!payment || event.type === 'other') return { outcome: 'ignored' as const, refund: null };
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
    if (event.type === 'payment.failed') {
      if (current.status !== 'REQUIRES_PAYMENT') return { outcome: 'ignored' as const, refund: null };
      const failed = await tx.payment.update({
        where: { id: current.id },
        data: { status: 'FAILED', failureReason: event.failureCode ?? 'card_declined' },
      });
      await noticePaymentFailed(tx, failed);
      return { outcome: 'applied' as const, refund: null };
    }
    if (current.status !== 'REQUIRES_PAYMENT' && current.status !== 'FAILED')
      return { outcome: 'ignored' as const, refund: null };
    return { outcome: 'applied' as const, refund: await paymentSucceeded(tx, current, event) };
  }, TX_OPTIONS);
  if (refund) await settleRefund(db, payments, refund, logger);
  return outcome;
}

async function findPayment(tx: Tx, event: ProviderEvent): Promise<Payment | null> {
  if (event.paymentId && isUuid(event.paymentId)) {
    const byId = await tx.payment.findUnique({ where: { id: event.paymentId } });
    if (byId) return byId;
  }
  return event.paymentReference
    ? tx.payment.findUnique({ where: { providerReference: event.paymentReference } })
    : null;
}

async function paymentSucceeded(tx: Tx, payment: Payment, event: ProviderEvent) {
  await withdrawPaymentFailedEmails(tx, payment.reservationId);
  const succeeded = await tx.payment.update({
    where: { id: payment.id },
    data: {
      status: 'SUCCEEDED',
      failureReason: null,
      providerReference: payment.providerReference ?? event.paymentReference,
    },
  });
  await audit(tx, {
    actorId: null,
    action: 'payment.succeeded',
    entity: 'Payment',
    entityId: payment.id,
    details: {
      reservationId: payment.reservationId,
      amount: payment.amount,
      currency: payment.currency,
      eventId: event.id,
    },
  });
  const reservation = await lockReservation(tx, null, payment.reservationId);
  if (reservation.status !== 'ACCEPTED') {
    // Money arrived for a stay that is gone or already paid: give it back at once.
    return recordRefund(
      tx,
      succeeded,
      succeeded.amount,
      `Reservation was ${reservation.status.toLowerCase()} when the payment arrived`,
      null,
    );
  }
  // Timeline notes are words people read (a note, a reason); the payment itself is listed apart.
  const paidAt = new Date();
  const paid = await transition(tx, reservation, 'PAID', { paidAt }, { actorId: null });
  const hostel = await tx.hostel.findUniqueOrThrow({
    where: { id: reservation.hostelId },
    select: { timeZone: true },
  });
  await recordEarning(tx, { ...paid, paidAt }, succeeded, hostel.timeZone);
  await noticePaid(sqlOf(tx), paid);
  return null;
}
