// What the student is told about their money, written in the transaction that records it.
import { formatMoneyWithCode } from '@hostel/common';
import { sqlOf, type Tx } from '../../core/db.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';
import { dropQueuedEmails, notify, type Notice } from '../notifications/index.js';

async function reservationOf(tx: Tx, reservationId: string) {
  return tx.reservation.findUniqueOrThrow({
    where: { id: reservationId },
    select: { id: true, code: true, studentId: true, status: true },
  });
}

/**
 * A student often retries a declined card at once: the failure's e-mail waits this long, and a
 * success of the reservation meanwhile withdraws it (the in-app notice shows at once).
 */
export const PAYMENT_FAILED_EMAIL_DELAY_MS = 3 * 60_000;

/**
 * One notice per failed payment (a duplicate event for it notices nothing new); none when the
 * reservation is paid already (the failure of an earlier attempt reported late).
 */
export async function noticePaymentFailed(tx: Tx, payment: Payment): Promise<Notice[]> {
  const r = await reservationOf(tx, payment.reservationId);
  if (r.status === 'PAID') return [];
  const notice = await notify(sqlOf(tx), {
    userId: r.studentId,
    kind: 'PAYMENT_FAILED',
    subjectId: payment.id,
    title: `Payment for ${r.code} failed`,
    body: `Your payment of ${formatMoneyWithCode(payment.amount, payment.currency)} did not go through. Try again before the payment deadline to keep the beds.`,
    link: `/students/reservation/Details?id=${r.id}`,
    emailDelayMs: PAYMENT_FAILED_EMAIL_DELAY_MS,
  });
  return notice ? [notice] : [];
}

/** A payment of the reservation succeeded: the e-mails of its earlier failures, not sent yet, are not. */
export async function withdrawPaymentFailedEmails(tx: Tx, reservationId: string): Promise<void> {
  const payments = await tx.payment.findMany({ where: { reservationId }, select: { id: true } });
  await dropQueuedEmails(
    sqlOf(tx),
    'PAYMENT_FAILED',
    payments.map((payment) => payment.id),
  );
}

/** The student hears once the money is on its way back (once per refund). */
export async function noticeRefundIssued(tx: Tx, refund: Refund, payment: Payment): Promise<Notice[]> {
  const r = await reservationOf(tx, payment.reservationId);
  const notice = await notify(sqlOf(tx), {
    userId: r.studentId,
    kind: 'REFUND_ISSUED',
    subjectId: refund.id,
    title: `Refund for ${r.code} issued`,
    body: `${formatMoneyWithCode(refund.amount, refund.currency)} is on its way back to your card.`,
    link: `/students/reservation/Details?id=${r.id}`,
  });
  return notice ? [notice] : [];
}
