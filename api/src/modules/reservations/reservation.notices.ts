// What the parties of a reservation are told at each step, written in the step's transaction.
import { asSentence, formatMoneyWithCode } from '@hostel/common';
import { formatInZone, formatStayDays, toPlainDate } from '../../core/dates.js';
import type { SqlQuery } from '../../core/db.js';
import type { Reservation } from '../../generated/prisma/client.js';
import { notify, type Notice } from '../notifications/index.js';
import { visibleText } from './contact-details.js';
import { noticeContext } from './reservation.sql.js';

const studentLink = (r: Reservation) => `/students/reservation/Details?id=${r.id}`;
const OWNER_TABS = {
  pending: '/dashboard/reservation/component/pending',
  upcoming: '/dashboard/reservation/component/upcoming',
  cancelled: '/dashboard/reservation/component/cancelled',
};

export interface Hostel {
  name: string;
  timeZone: string;
  address: string;
  houseRules: string;
}

/**
 * How a notice speaks of the stay and its deadlines to one reader: dates in that reader's locale,
 * and a party's words (`said`) as the app shows them to that reader (contact-details.ts).
 */
interface Writer {
  stay: string;
  at: (instant: Date) => string;
  said: (text: string, authorId: string | null) => string;
}

function writer(
  r: Reservation,
  hostel: Hostel,
  reader: { id: string; locale: string | null },
  open: boolean,
): Writer {
  // Formatting the days builds an Intl formatter, which costs more than the rest of a notice: only
  // for a party a notice is written to.
  const days = () => formatStayDays(toPlainDate(r.checkIn), toPlainDate(r.checkOut), reader.locale);
  let stay: string | undefined;
  return {
    get stay() {
      stay ??= `${hostel.name}, ${days()}, ${r.beds} bed${r.beds === 1 ? '' : 's'}`;
      return stay;
    },
    at: (instant) => formatInZone(instant, hostel.timeZone, reader.locale),
    said: (text, authorId) => visibleText(text, { viewerId: reader.id, authorId, contactsOpen: open }),
  };
}

/** The hostel, and a writer for each party of the reservation. */
async function partiesOf(sql: SqlQuery, r: Reservation) {
  const { studentLocale, ownerLocale, contactsOpen, ...hostel } = await noticeContext(sql, r);
  return {
    hostel,
    student: writer(r, hostel, { id: r.studentId, locale: studentLocale }, contactsOpen),
    owner: writer(r, hostel, { id: r.ownerId, locale: ownerLocale }, contactsOpen),
  };
}

/** The owner hears of a new request, with the time left to answer where the hostel is. */
export async function noticeRequested(sql: SqlQuery, r: Reservation): Promise<Notice[]> {
  const { hostel, owner } = await partiesOf(sql, r);
  const notice = await notify(sql, {
    userId: r.ownerId,
    kind: 'RESERVATION_REQUESTED',
    subjectId: r.id,
    title: `New request ${r.code} at ${hostel.name}`,
    body: `${owner.stay}. Accept or decline by ${owner.at(r.responseDeadline)}.`,
    link: OWNER_TABS.pending,
  });
  return notice ? [notice] : [];
}

/** The student hears the answer (or that nobody answered, or the time to pay passed). */
export async function noticeAnswered(sql: SqlQuery, before: Reservation, r: Reservation): Promise<Notice[]> {
  const { student } = await partiesOf(sql, r);
  const base = { userId: r.studentId, subjectId: r.id, link: studentLink(r) };
  const notice =
    r.status === 'ACCEPTED'
      ? await notify(sql, {
          ...base,
          kind: 'RESERVATION_ACCEPTED',
          title: `Request ${r.code} accepted`,
          body: `${student.stay}. Pay ${formatMoneyWithCode(r.total, r.currency)} by ${student.at(r.paymentDeadline!)} to keep the beds.`,
        })
      : r.status === 'DECLINED'
        ? await notify(sql, {
            ...base,
            kind: 'RESERVATION_DECLINED',
            title: `Request ${r.code} declined`,
            body: `${student.stay}. The owner's reason: ${asSentence(r.declineReason ? student.said(r.declineReason, r.ownerId) : 'none given')}`,
          })
        : await notify(sql, {
            ...base,
            kind: 'RESERVATION_EXPIRED',
            title: `Reservation ${r.code} expired`,
            body:
              before.status === 'PENDING'
                ? `${student.stay}. The owner did not answer in time; the beds are free again.`
                : `${student.stay}. It was not paid in time; the beds are free again.`,
          });
  return notice ? [notice] : [];
}

/** Both sides hear of the payment. */
export async function noticePaid(sql: SqlQuery, r: Reservation): Promise<Notice[]> {
  const { student, owner } = await partiesOf(sql, r);
  const amount = formatMoneyWithCode(r.total, r.currency);
  const notices = [
    await notify(sql, {
      userId: r.studentId,
      kind: 'RESERVATION_PAID',
      subjectId: r.id,
      title: `Reservation ${r.code} is paid`,
      body: `${student.stay}. We received ${amount}; your beds are booked.`,
      link: studentLink(r),
    }),
    await notify(sql, {
      userId: r.ownerId,
      kind: 'RESERVATION_PAID',
      subjectId: r.id,
      title: `Reservation ${r.code} is paid`,
      body: `${owner.stay}. The student paid ${amount}.`,
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
  const { student, owner } = await partiesOf(sql, r);
  const who = { STUDENT: 'the student', OWNER: 'the owner', ADMIN: 'the platform' }[r.cancelledBy ?? 'ADMIN'];
  const refund = formatMoneyWithCode(money.refund, r.currency);
  const kept = formatMoneyWithCode(money.paid - money.refund, r.currency);
  const author = { STUDENT: r.studentId, OWNER: r.ownerId, ADMIN: null }[r.cancelledBy ?? 'ADMIN'];
  const reason = (to: Writer) =>
    r.cancelReason ? ` Reason: ${asSentence(to.said(r.cancelReason, author))}` : '';
  const title = `Reservation ${r.code} cancelled`;
  const cancelled = (to: Writer) => `${to.stay}. Cancelled by ${who}.${reason(to)}`;
  const notices = [
    await notify(sql, {
      userId: r.studentId,
      kind: 'RESERVATION_CANCELLED',
      subjectId: r.id,
      title,
      body: money.paid > 0 ? `${cancelled(student)} Refund to you: ${refund}.` : cancelled(student),
      link: studentLink(r),
    }),
    await notify(sql, {
      userId: r.ownerId,
      kind: 'RESERVATION_CANCELLED',
      subjectId: r.id,
      title,
      body:
        money.paid > 0
          ? `${cancelled(owner)} Refunded: ${refund}; not refunded (kept): ${kept}.`
          : cancelled(owner),
      link: OWNER_TABS.cancelled,
    }),
  ];
  return notices.filter((notice): notice is Notice => notice !== null);
}

export type Reminder = 'RESERVATION_EXPIRING' | 'PAYMENT_DUE' | 'CHECK_IN_TOMORROW';

/** A reminder before a deadline or the stay; once per reservation and kind. */
export async function noticeReminder(sql: SqlQuery, r: Reservation, reminder: Reminder): Promise<Notice[]> {
  const { hostel, student, owner } = await partiesOf(sql, r);
  const notice =
    reminder === 'RESERVATION_EXPIRING'
      ? await notify(sql, {
          userId: r.ownerId,
          kind: reminder,
          subjectId: r.id,
          title: `Request ${r.code} expires soon`,
          body: `${owner.stay}. Accept or decline by ${owner.at(r.responseDeadline)}, or it expires.`,
          link: OWNER_TABS.pending,
        })
      : reminder === 'PAYMENT_DUE'
        ? await notify(sql, {
            userId: r.studentId,
            kind: reminder,
            subjectId: r.id,
            title: `Pay for ${r.code} soon`,
            body: `${student.stay}. Pay ${formatMoneyWithCode(r.total, r.currency)} by ${student.at(r.paymentDeadline!)} to keep the beds.`,
            link: studentLink(r),
          })
        : await notify(sql, {
            userId: r.studentId,
            kind: reminder,
            subjectId: r.id,
            title: `Check-in tomorrow at ${hostel.name}`,
            body: [
              `${student.stay}.`,
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
  const { hostel, student } = await partiesOf(sql, r);
  const notice = await notify(sql, {
    userId: r.studentId,
    kind: 'REVIEW_INVITATION',
    subjectId: r.id,
    title: `How was ${hostel.name}?`,
    body: `${student.stay}. Tell other students about your stay: you can review it within 14 days of check-out.`,
    link: studentLink(r),
  });
  return notice ? [notice] : [];
}
