// The one way any module tells a user something: `notify` writes the notice (and its e-mail and
// pushes, by the user's preferences) in the CALLER's transaction, so a rolled-back change leaves no
// notice. The notice rings the user's bell when it commits: a trigger announces it
// (core/db-changes.ts); its pushes wake the push job the same way (push.job.ts). The statements
// are in notify.sql.ts.
import type { SqlQuery } from '../../core/db.js';
import type { NotificationCategory } from '../../generated/prisma/client.js';
import { activeAdminIds, insertNotice } from './notify.sql.js';

/** Every kind of notice, with the category its e-mail preference is kept under. */
export const NOTICE_CATEGORY = {
  RESERVATION_REQUESTED: 'RESERVATIONS',
  RESERVATION_ACCEPTED: 'RESERVATIONS',
  RESERVATION_DECLINED: 'RESERVATIONS',
  RESERVATION_EXPIRED: 'RESERVATIONS',
  RESERVATION_CANCELLED: 'RESERVATIONS',
  RESERVATION_EXPIRING: 'RESERVATIONS',
  CHECK_IN_TOMORROW: 'RESERVATIONS',
  PAYMENT_DUE: 'PAYMENTS',
  RESERVATION_PAID: 'PAYMENTS',
  PAYMENT_FAILED: 'PAYMENTS',
  REFUND_ISSUED: 'PAYMENTS',
  LISTING_SUBMITTED: 'ACCOUNT',
  LISTING_APPROVED: 'ACCOUNT',
  LISTING_REJECTED: 'ACCOUNT',
  LISTING_SUSPENDED: 'ACCOUNT',
  WEBHOOK_DISABLED: 'ACCOUNT',
  // An imported calendar's event over reserved nights: the owner settles it with a guest.
  CALENDAR_CONFLICT: 'RESERVATIONS',
  ACCOUNT_SUSPENDED: 'ACCOUNT',
  ACCOUNT_REINSTATED: 'ACCOUNT',
  REVIEW_POSTED: 'REVIEWS',
  REVIEW_HIDDEN: 'REVIEWS',
  REVIEW_INVITATION: 'REVIEWS',
  PAYOUT_PAID: 'PAYMENTS',
  PAYOUT_FAILED: 'PAYMENTS',
  // A changed payout method may be an account takeover: always e-mailed.
  PAYOUT_METHOD_CHANGED: 'ACCOUNT',
  // Support is between the user and the platform: like security notices, always e-mailed.
  SUPPORT_TICKET_OPENED: 'ACCOUNT',
  CONVERSATION_REPORTED: 'ACCOUNT',
  REVIEW_REPORTED: 'ACCOUNT',
  SUPPORT_REPLY: 'ACCOUNT',
  ANNOUNCEMENT: 'ANNOUNCEMENTS',
} as const satisfies Record<string, NotificationCategory>;

export type NoticeKind = keyof typeof NOTICE_CATEGORY;

export interface NoticeInput {
  userId: string;
  kind: NoticeKind;
  /** What it is about (a reservation, payment, refund or hostel id): one notice per user, kind and subject. */
  subjectId: string;
  title: string;
  body: string;
  /** The app path of the thing itself. */
  link: string | null;
  /**
   * Hold the e-mail this long, for news an outcome may soon overturn (a failed payment retried at
   * once): `dropQueuedEmails` withdraws it meanwhile. The notice itself is written at once.
   */
  emailDelayMs?: number;
}

/** A notice written in a transaction. */
export interface Notice {
  id: string;
  userId: string;
}

/**
 * Writes the notice in the caller's transaction (`sql`: a `Database.transaction`'s, or
 * `sqlOf(tx)` in a Prisma one) and queues its e-mail unless the user turned that
 * category off (ACCOUNT cannot be). A second call for the same user, kind and subject (a retried
 * event) writes nothing and returns null.
 */
export async function notify(sql: SqlQuery, input: NoticeInput): Promise<Notice | null> {
  return (await insertNotice(sql, { ...input, category: NOTICE_CATEGORY[input.kind] })) ?? null;
}

/** `notify` for every active admin (one notice each, same idempotency key per admin). */
export async function notifyAdmins(sql: SqlQuery, input: Omit<NoticeInput, 'userId'>): Promise<Notice[]> {
  const admins = await activeAdminIds(sql);
  const notices: Notice[] = [];
  for (const admin of admins) {
    const notice = await notify(sql, { ...input, userId: admin.id });
    if (notice) notices.push(notice);
  }
  return notices;
}
