// The one way any module tells a user something: `notify` writes the notice (and its e-mail, by the
// user's preferences) in the CALLER's transaction, so a rolled-back change leaves no notice. The
// notice rings the user's bell when it commits: a trigger announces it (core/db-changes.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type NotificationCategory } from '../../generated/prisma/client.js';

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
 * `(s) => tx.$queryRaw(s)` in a Prisma one) and queues its e-mail unless the user turned that
 * category off (ACCOUNT cannot be). A second call for the same user, kind and subject (a retried
 * event) writes nothing and returns null.
 */
export async function notify(sql: SqlQuery, input: NoticeInput): Promise<Notice | null> {
  const category = NOTICE_CATEGORY[input.kind];
  const [notice] = await sql<Notice>(Prisma.sql`
    WITH notice AS (
      INSERT INTO "Notification" (id, "userId", type, category, "subjectId", title, body, link, "updatedAt")
      VALUES (gen_random_uuid(), ${input.userId}::uuid, ${input.kind},
              ${category}::"NotificationCategory", ${input.subjectId}, ${input.title}, ${input.body},
              ${input.link}, now())
      ON CONFLICT ("userId", type, "subjectId") DO NOTHING
      RETURNING id, "userId", category, title, body, link
    ), mail AS (
      INSERT INTO "EmailOutbox" (id, "userId", "notificationId", category, "to", subject, body, link,
                                 "nextAttemptAt", "updatedAt")
      SELECT gen_random_uuid(), n."userId", n.id, n.category, u.email, n.title, n.body, n.link,
             now() + ${input.emailDelayMs ?? 0} * interval '1 millisecond', now()
      FROM notice n JOIN "User" u ON u.id = n."userId"
      WHERE u.email IS NOT NULL AND (n.category = 'ACCOUNT' OR NOT EXISTS (
        SELECT 1 FROM "EmailOptOut" o WHERE o."userId" = n."userId" AND o.category = n.category))
    )
    SELECT id, "userId" FROM notice`);
  return notice ?? null;
}

/**
 * Withdraws the e-mails of notices of `kind` about `subjectIds` that no sender has taken yet (news
 * overtaken by events, e.g. a failed payment retried with success); the notices stay.
 */
export async function dropQueuedEmails(sql: SqlQuery, kind: NoticeKind, subjectIds: string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await sql(Prisma.sql`
    DELETE FROM "EmailOutbox" o USING "Notification" n
    WHERE o."notificationId" = n.id AND n.type = ${kind} AND n."subjectId" IN (${Prisma.join(subjectIds)})
      AND o.status = 'QUEUED' AND o.attempts = 0
    RETURNING o.id`);
}

/**
 * An e-mail without an in-app notice (the app shows such things itself, e.g. unread messages; a
 * verification link), queued in the caller's transaction to the user's address unless they turned
 * its category off. `link` may be absolute (someone else's page, e.g. Firebase's). Answers whether
 * one was queued.
 */
export async function queueEmail(
  sql: SqlQuery,
  input: {
    userId: string;
    category: NotificationCategory;
    subject: string;
    body: string;
    link: string | null;
  },
): Promise<boolean> {
  const rows = await sql<{ id: string }>(Prisma.sql`
    INSERT INTO "EmailOutbox" (id, "userId", category, "to", subject, body, link, "updatedAt")
    SELECT gen_random_uuid(), u.id, ${input.category}::"NotificationCategory", u.email, ${input.subject},
           ${input.body}, ${input.link}, now()
    FROM "User" u
    WHERE u.id = ${input.userId}::uuid AND u.email IS NOT NULL AND (${input.category} = 'ACCOUNT' OR NOT EXISTS (
      SELECT 1 FROM "EmailOptOut" o WHERE o."userId" = u.id AND o.category = ${input.category}::"NotificationCategory"))
    RETURNING id`);
  return rows.length > 0;
}

/** `notify` for every active admin (one notice each, same idempotency key per admin). */
export async function notifyAdmins(sql: SqlQuery, input: Omit<NoticeInput, 'userId'>): Promise<Notice[]> {
  const admins = await sql<{ id: string }>(
    Prisma.sql`SELECT id FROM "User" WHERE role = 'ADMIN' AND status = 'ACTIVE' ORDER BY id`,
  );
  const notices: Notice[] = [];
  for (const admin of admins) {
    const notice = await notify(sql, { ...input, userId: admin.id });
    if (notice) notices.push(notice);
  }
  return notices;
}
