// The notices' statements (notify.ts): a notice with its e-mail and pushes, plain e-mails, and
// withdrawing e-mails no sender has taken yet. Each runs in the caller's transaction.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type NotificationCategory } from '../../generated/prisma/client.js';
import type { Notice, NoticeInput, NoticeKind } from './notify.js';

/**
 * Writes the notice, its e-mail unless the user turned the category off (ACCOUNT cannot be), and
 * one push per device unless its push is off; once per user, kind and subject (undefined after).
 */
export async function insertNotice(
  sql: SqlQuery,
  input: NoticeInput & { category: NotificationCategory },
): Promise<Notice | undefined> {
  const [notice] = await sql<Notice>(Prisma.sql`
    WITH notice AS (
      INSERT INTO "Notification" (id, "userId", type, category, "subjectId", title, body, link, "updatedAt")
      VALUES (gen_random_uuid(), ${input.userId}::uuid, ${input.kind},
              ${input.category}::"NotificationCategory", ${input.subjectId}, ${input.title}, ${input.body},
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
    ), push AS (
      -- One push per device of the user, unless they turned the category's push off.
      INSERT INTO "PushDelivery" (id, "notificationId", "subscriptionId", "updatedAt")
      SELECT gen_random_uuid(), n.id, s.id, now()
      FROM notice n JOIN "PushSubscription" s ON s."userId" = n."userId"
      WHERE NOT EXISTS (
        SELECT 1 FROM "PushOptOut" o WHERE o."userId" = n."userId" AND o.category = n.category)
    )
    SELECT id, "userId" FROM notice`);
  return notice;
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

/** The ids of the active admins, in order. */
export const activeAdminIds = (sql: SqlQuery) =>
  sql<{ id: string }>(
    Prisma.sql`SELECT id FROM "User" WHERE role = 'ADMIN' AND status = 'ACTIVE' ORDER BY id`,
  );
