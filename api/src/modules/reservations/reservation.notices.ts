// What the parties of a reservation are told at each step, written in the step's transaction.
import { formatMoneyWithCode } from '@hostel/common';
import { formatInZone, formatStayDays, toPlainDate } from '../../core/dates.js';
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type Reservation } from '../../generated/prisma/client.js';
import { notify, type Notice } from '../notifications/index.js';

const studentLink = (r: Reservation) => `/students/reservation/Details?id=${r.id}`;
const OWNER_TABS = {
  pending: '/dashboard/reservation/component/pending',
  upcoming: '/dashboard/reservation/component/upcoming',
  cancelled: '/dashboard/reservation/component/cancelled',
};

async function hostelOf(sql: SqlQuery, r: Reservation) {
  const [hostel] = await sql<{ name: string; timeZone: string; address: string; houseRules: string }>(
    Prisma.sql`SELECT name, "timeZone", address, "houseRules" FROM "Hostel" WHERE id = ${r.hostelId}::uuid`,
  );
  return hostel!;
}

const stayOf = (r: Reservation, hostel: { name: string }) =>
  `${hostel.name}, ${formatStayDays(toPlainDate(r.checkIn), toPlainDate(r.checkOut))}, ${r.beds} bed${r.beds === 1 ? '' : 's'}`;

/** The owner hears of a new request, with the time left to answer where the hostel is. */
export async function noticeRequested(sql: SqlQuery, r: Reservation): Promise<Notice[]> {
  const hostel = await hostelOf(sql, r);
  const notice = await notify(sql, {
    userId: r.ownerId,
    kind: 'RESERVATION_REQUESTED',
    subjectId: r.id,
    title: `New request ${r.code} at ${hostel.name}`,
    body: `${stayOf(r, hostel)}. Accept or decline by ${formatInZone(r.responseDeadline, hostel.timeZone)}.`,
    link: OWNER_TABS.pending,
  });
  return notice ? [notice] : [];
}

/** The student hears the answer (or that nobody answered, or the time to pay passed). */
export async function noticeAnswered(sql: SqlQuery, before: Reservation, r: Reservation): Promise<Notice[]> {
  const hostel = await hostelOf(sql, r);
  const stay = stayOf(r, hostel);
  const base = { userId: r.studentId, subjectId: r.id, link: studentLink(r) };
  const notice =
    r.status === 'ACCEPTED'
      ? await notify(sql, {
          ...base,
          kind: 'RESERVATION_ACCEPTED',
          title: `Request ${r.code} accepted`,
          body: `${stay}. Pay ${formatMoneyWithCode(r.total, r.currency)} by ${formatInZone(r.paymentDeadline!, hostel.timeZone)} to keep the beds.`,
        })
      : r.status === 'DECLINED'
        ? await notify(sql, {
            ...base,
            kind: 'RESERVATION_DECLINED',
            title: `Request ${r.code} declined`,
            body: `${stay}. The owner's reason: ${r.declineReason ?? 'none given'}.`,
          })
        : await notify(sql, {
            ...base,
            kind: 'RESERVATION_EXPIRED',
            title: `Reservation ${r.code} expired`,
            body:
              before.status === 'PENDING'
                ? `${stay}. The owner did not answer in time; the beds are free again.`
                : `${stay}. It was not paid in time; the beds are free again.`,
          });
  return notice ? [notice] : [];
}

/** Both sides hear of the payment. */
export async function noticePaid(sql: SqlQuery, r: Reservation): Promise<Notice[]> {
  const hostel = await hostelOf(sql, r);
  const stay = stayOf(r, hostel);
  const amount = formatMoneyWithCode(r.total, r.currency);
  const notices = [
    await notify(sql, {
      userId: r.studentId,
      kind: 'RESERVATION_PAID',
      subjectId: r.id,
      title: `Reservation ${r.code} is paid`,
      body: `${stay}. We received ${amount}; your beds are booked.`,
      link: studentLink(r),
    }),
    await notify(sql, {
      userId: r.ownerId,
      kind: 'RESERVATION_PAID',
      subjectId: r.id,
      title: `Reservation ${r.code} is paid`,
      body: `${stay}. The student paid ${amount}.`,
      link: OWNER_TABS.upcoming,
    }),
  ];
  return notices.filter((notice): notice is Notice => notice !== null);
}

/** Both sides hear of a cancellation: who cancelled, the refund, and what the owner keeps. */
export async function noticeCancelled(
  sql: SqlQuery,
  r: Reservation,
  money: { paid: number; refund: number },
): Promise<Notice[]> {
  const hostel = await hostelOf(sql, r);
  const who = { STUDENT: 'the student', OWNER: 'the owner', ADMIN: 'the platform' }[r.cancelledBy ?? 'ADMIN'];
  const refund = formatMoneyWithCode(money.refund, r.currency);
  const kept = formatMoneyWithCode(money.paid - money.refund, r.currency);
  const reason = r.cancelReason ? ` Reason: ${r.cancelReason}.` : '';
  const title = `Reservation ${r.code} cancelled`;
  const stay = `${stayOf(r, hostel)}. Cancelled by ${who}.${reason}`;
  const notices = [
    await notify(sql, {
      userId: r.studentId,
      kind: 'RESERVATION_CANCELLED',
      subjectId: r.id,
      title,
      body: money.paid > 0 ? `${stay} Refund to you: ${refund}.` : stay,
      link: studentLink(r),
    }),
    await notify(sql, {
      userId: r.ownerId,
      kind: 'RESERVATION_CANCELLED',
      subjectId: r.id,
      title,
      body: money.paid > 0 ? `${stay} Refunded: ${refund}; not refunded (kept): ${kept}.` : stay,
      link: OWNER_TABS.cancelled,
    }),
  ];
  return notices.filter((notice): notice is Notice => notice !== null);
}

export type Reminder = 'RESERVATION_EXPIRING' | 'PAYMENT_DUE' | 'CHECK_IN_TOMORROW';

/** A reminder before a deadline or the stay; once per reservation and kind. */
export async function noticeReminder(sql: SqlQuery, r: Reservation, reminder: Reminder): Promise<Notice[]> {
  const hostel = await hostelOf(sql, r);
  const stay = stayOf(r, hostel);
  const notice =
    reminder === 'RESERVATION_EXPIRING'
      ? await notify(sql, {
          userId: r.ownerId,
          kind: reminder,
          subjectId: r.id,
          title: `Request ${r.code} expires soon`,
          body: `${stay}. Accept or decline by ${formatInZone(r.responseDeadline, hostel.timeZone)}, or it expires.`,
          link: OWNER_TABS.pending,
        })
      : reminder === 'PAYMENT_DUE'
        ? await notify(sql, {
            userId: r.studentId,
            kind: reminder,
            subjectId: r.id,
            title: `Pay for ${r.code} soon`,
            body: `${stay}. Pay ${formatMoneyWithCode(r.total, r.currency)} by ${formatInZone(r.paymentDeadline!, hostel.timeZone)} to keep the beds.`,
            link: studentLink(r),
          })
        : await notify(sql, {
            userId: r.studentId,
            kind: reminder,
            subjectId: r.id,
            title: `Check-in tomorrow at ${hostel.name}`,
            body: [
              `${stay}.`,
              hostel.address && `Address: ${hostel.address}.`,
              hostel.houseRules && `House rules: ${hostel.houseRules}`,
            ]
              .filter(Boolean)
              .join(' '),
            link: studentLink(r),
          });
  return notice ? [notice] : [];
}

/** The student is invited to review once the stay is COMPLETED (once per reservation). */
export async function noticeReviewInvitation(sql: SqlQuery, r: Reservation): Promise<Notice[]> {
  const hostel = await hostelOf(sql, r);
  const notice = await notify(sql, {
    userId: r.studentId,
    kind: 'REVIEW_INVITATION',
    subjectId: r.id,
    title: `How was ${hostel.name}?`,
    body: `${stayOf(r, hostel)}. Tell other students about your stay: you can review it within 14 days of check-out.`,
    link: studentLink(r),
  });
  return notice ? [notice] : [];
}
