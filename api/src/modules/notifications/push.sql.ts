// The push outbox's statements (PushDelivery): claimed with a lease like the e-mail outbox, each row
// finished by a statement guarded on its attempt count, so a late answer never undoes a newer claim.
import { Prisma, type PushDeliveryStatus } from '../../generated/prisma/client.js';

export interface ClaimedPush {
  id: string;
  attempts: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The device owner's status as the claim read it: a suspended user is never pushed to. */
  userStatus: 'ACTIVE' | 'SUSPENDED';
  title: string;
  body: string;
  link: string | null;
}

/**
 * Leases up to `limit` due deliveries until `leaseUntil` (one attempt each) and reads what sending
 * them needs: the device's keys, the notice's words and the user's status.
 */
export const claimPushesSql = (now: Date, leaseUntil: Date, limit: number) => Prisma.sql`
  WITH claimed AS (
    UPDATE "PushDelivery" SET "leaseUntil" = ${leaseUntil}, attempts = attempts + 1, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM "PushDelivery"
      WHERE status = 'QUEUED' AND "nextAttemptAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" <= ${now})
      ORDER BY "nextAttemptAt" LIMIT ${limit}::int FOR UPDATE SKIP LOCKED)
    RETURNING id, attempts, "subscriptionId", "notificationId")
  SELECT c.id, c.attempts, c."subscriptionId", s.endpoint, s.p256dh, s.auth, u.status AS "userStatus",
    n.title, n.body, n.link
  FROM claimed c
  JOIN "PushSubscription" s ON s.id = c."subscriptionId"
  JOIN "User" u ON u.id = s."userId"
  JOIN "Notification" n ON n.id = c."notificationId"`;

/** Sent: the delivery done, and the device known to work. */
export const pushSentSql = (push: ClaimedPush, now: Date) => Prisma.sql`
  WITH sent AS (
    UPDATE "PushDelivery" SET status = 'SENT', "sentAt" = ${now}, "leaseUntil" = NULL, "lastError" = NULL,
      "updatedAt" = now()
    WHERE id = ${push.id}::uuid AND attempts = ${push.attempts}::int RETURNING "subscriptionId")
  UPDATE "PushSubscription" s SET "lastSuccessAt" = ${now}, "updatedAt" = now()
  FROM sent WHERE s.id = sent."subscriptionId"
  RETURNING s.id`;

/** Not sent (yet): due again at `next` while QUEUED, else finished as FAILED or DROPPED. */
export const pushNotSentSql = (
  push: ClaimedPush,
  status: PushDeliveryStatus,
  next: Date,
  error: string,
) => Prisma.sql`
  UPDATE "PushDelivery" SET status = ${status}::"PushDeliveryStatus", "leaseUntil" = NULL,
    "nextAttemptAt" = ${next}, "lastError" = ${error.slice(0, 500)}, "updatedAt" = now()
  WHERE id = ${push.id}::uuid AND attempts = ${push.attempts}::int
  RETURNING id`;

/** The push service says the device is gone (404, 410): it and its deliveries go. */
export const removeSubscriptionSql = (push: ClaimedPush) => Prisma.sql`
  DELETE FROM "PushSubscription" WHERE id = ${push.subscriptionId}::uuid AND endpoint = ${push.endpoint}
  RETURNING id`;
