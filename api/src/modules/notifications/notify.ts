// The one way any module tells a user something: `notify` writes the notice (and its e-mail, by the
// user's preferences) in the CALLER's transaction, so a rolled-back change leaves no notice; the
// caller hands what it wrote to `announce` once the transaction has committed.
import type { SqlQuery } from '../../core/db.js';
import { Topic, type AppPubSub } from '../../core/pubsub.js';
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
  ACCOUNT_SUSPENDED: 'ACCOUNT',
  ACCOUNT_REINSTATED: 'ACCOUNT',
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
}

/** A notice written in a transaction, to announce after its commit. */
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
      INSERT INTO "EmailOutbox" (id, "userId", "notificationId", category, "to", subject, body, link, "updatedAt")
      SELECT gen_random_uuid(), n."userId", n.id, n.category, u.email, n.title, n.body, n.link, now()
      FROM notice n JOIN "User" u ON u.id = n."userId"
      WHERE u.email IS NOT NULL AND (n.category = 'ACCOUNT' OR NOT EXISTS (
        SELECT 1 FROM "EmailOptOut" o WHERE o."userId" = n."userId" AND o.category = n.category))
    )
    SELECT id, "userId" FROM notice`);
  return notice ?? null;
}

/**
 * Queues an e-mail that is no notice (e.g. a verification link) in the caller's transaction, sent
 * by the same outbox as notices. `link` may be absolute (someone else's page, e.g. Firebase's).
 */
export async function queueEmail(
  sql: SqlQuery,
  email: { userId: string; to: string; subject: string; body: string; link: string | null },
): Promise<void> {
  await sql(Prisma.sql`
    INSERT INTO "EmailOutbox" (id, "userId", category, "to", subject, body, link, "updatedAt")
    VALUES (gen_random_uuid(), ${email.userId}::uuid, 'ACCOUNT'::"NotificationCategory", ${email.to},
            ${email.subject}, ${email.body}, ${email.link}, now())`);
}

/** The Prisma transaction's raw runner, in the shape `notify` takes. */
export const sqlOf =
  (tx: Prisma.TransactionClient): SqlQuery =>
  <T>(statement: Prisma.Sql) =>
    tx.$queryRaw<T[]>(statement);

/** Publishes notices whose transaction has committed (never before: a rollback would leave a ghost). */
export function announce(pubsub: AppPubSub, notices: readonly (Notice | null)[]): void {
  for (const notice of notices) {
    if (notice) pubsub.publish(Topic.NOTIFICATION_ADDED, notice.userId, { notificationId: notice.id });
  }
}
