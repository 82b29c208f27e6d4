// What the student is told about their money, written in the transaction that records it.
import { formatMoneyWithCode } from '@hostel/common';
import type { Tx } from '../../core/db.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';
import { notify, sqlOf, type Notice } from '../notifications/index.js';

async function reservationOf(tx: Tx, reservationId: string) {
  return tx.reservation.findUniqueOrThrow({
    where: { id: reservationId },
    select: { id: true, code: true, studentId: true },
  });
}

/** One notice per failed payment (a duplicate event for it notices nothing new). */
export async function noticePaymentFailed(tx: Tx, payment: Payment): Promise<Notice[]> {
  const r = await reservationOf(tx, payment.reservationId);
  const notice = await notify(sqlOf(tx), {
    userId: r.studentId,
    kind: 'PAYMENT_FAILED',
    subjectId: payment.id,
    title: `Payment for ${r.code} failed`,
    body: `Your payment of ${formatMoneyWithCode(payment.amount, payment.currency)} did not go through. Try again before the payment deadline to keep the beds.`,
    link: `/students/reservation/Details?id=${r.id}`,
  });
  return notice ? [notice] : [];
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
