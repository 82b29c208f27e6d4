// The delivery log's statements: claiming due deliveries under a lease, recording each attempt and
// its outcome, turning off a subscription whose delivery failed every attempt, and retention.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type DomainEventType } from '../../generated/prisma/client.js';

export interface Claimed {
  id: string;
  subscriptionId: string;
  event: DomainEventType;
  payload: unknown;
  attempts: number;
  attemptAt: Date;
  url: string;
  secrets: string[];
}

/**
 * The time of an attempt's start or end: the database's clock (the one createdAt is read from), never
 * before the job's `now` (a fake clock in tests runs ahead of it).
 */
const clock = (now: Date) => Prisma.sql`greatest(${now}::timestamptz, clock_timestamp())`;

/**
 * Claims up to `limit` due deliveries with a lease until `leaseUntil`, counting the attempt. One
 * subject's deliveries go one at a time in event order: a delivery waits while an earlier one of its
 * subject is pending (being sent or retrying).
 */
export function claimDeliveries(sql: SqlQuery, now: Date, leaseUntil: Date, limit: number) {
  return sql<Claimed>(Prisma.sql`
    WITH claimed AS (
      UPDATE "WebhookDelivery" SET "leaseUntil" = ${leaseUntil},
        attempts = attempts + 1, "lastAttemptAt" = ${clock(now)}, "updatedAt" = now()
      WHERE id IN (
        SELECT d.id FROM "WebhookDelivery" d JOIN "WebhookSubscription" s ON s.id = d."subscriptionId"
        WHERE d.status = 'PENDING' AND d."nextAttemptAt" <= ${now} AND s.active
          AND (d."leaseUntil" IS NULL OR d."leaseUntil" <= ${now})
          AND NOT EXISTS (
            SELECT 1 FROM "WebhookDelivery" e
            WHERE e."subscriptionId" = d."subscriptionId" AND e."subjectId" = d."subjectId"
              AND e.sequence < d.sequence AND e.status = 'PENDING')
        ORDER BY d."nextAttemptAt" LIMIT ${limit} FOR UPDATE OF d SKIP LOCKED)
      RETURNING id, "subscriptionId", event, payload, attempts, "lastAttemptAt" AS "attemptAt")
    SELECT c.*, s.url, array_remove(ARRAY[s.secret,
        CASE WHEN s."previousSecretUntil" > ${now} THEN s."previousSecret" END], NULL) AS secrets
    FROM claimed c JOIN "WebhookSubscription" s ON s.id = c."subscriptionId"`);
}

export async function logAttempt(
  sql: SqlQuery,
  attempt: {
    deliveryId: string;
    at: Date;
    status: number | null;
    error: string | null;
    durationMs: number;
    excerpt: string | null;
  },
): Promise<void> {
  await sql(Prisma.sql`
    INSERT INTO "WebhookAttempt" (id, "deliveryId", at, status, error, "durationMs", "responseExcerpt")
    VALUES (gen_random_uuid(), ${attempt.deliveryId}::uuid, ${attempt.at}, ${attempt.status}, ${attempt.error},
      ${attempt.durationMs}, ${attempt.excerpt})`);
}

/** The delivery succeeded (unless a redelivery started meanwhile): its subscription's failures reset. */
export async function markDelivered(
  sql: SqlQuery,
  row: Pick<Claimed, 'id' | 'attempts'>,
  status: number | null,
  now: Date,
): Promise<void> {
  await sql(Prisma.sql`
    WITH done AS (
      UPDATE "WebhookDelivery" SET status = 'DELIVERED', "responseStatus" = ${status}, "deliveredAt" = ${clock(now)},
        "leaseUntil" = NULL, "lastError" = NULL, "updatedAt" = now()
      WHERE id = ${row.id}::uuid AND attempts = ${row.attempts} RETURNING "subscriptionId")
    UPDATE "WebhookSubscription" SET "consecutiveFailures" = 0 WHERE id IN (SELECT "subscriptionId" FROM done)`);
}

/**
 * The attempt failed: due again at `nextAttemptAt`, or FAILED when `final`. Answers false when the
 * result no longer counts (a redelivery started meanwhile).
 */
export async function markFailed(
  sql: SqlQuery,
  row: Pick<Claimed, 'id' | 'attempts'>,
  outcome: { status: number | null; error: string; final: boolean; nextAttemptAt: Date },
): Promise<boolean> {
  const rows = await sql<{ subscriptionId: string }>(Prisma.sql`
    UPDATE "WebhookDelivery" SET "leaseUntil" = NULL, "responseStatus" = ${outcome.status}, "lastError" = ${outcome.error},
      status = ${outcome.final ? 'FAILED' : 'PENDING'}::"WebhookDeliveryStatus",
      "nextAttemptAt" = ${outcome.nextAttemptAt}, "updatedAt" = now()
    WHERE id = ${row.id}::uuid AND attempts = ${row.attempts} RETURNING "subscriptionId"`);
  return rows.length > 0;
}

export async function countFailure(sql: SqlQuery, subscriptionId: string): Promise<void> {
  await sql(Prisma.sql`UPDATE "WebhookSubscription" SET "consecutiveFailures" = "consecutiveFailures" + 1
    WHERE id = ${subscriptionId}::uuid`);
}

/** Turns an active subscription off; answers it with its API client's creator, or undefined. */
export async function disableSubscription(sql: SqlQuery, subscriptionId: string, now: Date) {
  const [sub] = await sql<{ id: string; url: string; ownerId: string | null }>(Prisma.sql`
    UPDATE "WebhookSubscription" s SET active = false, "disabledAt" = ${now}, "updatedAt" = now(),
      "disabledReason" = 'A delivery failed every attempt for three days.'
    FROM "ApiClient" c WHERE s.id = ${subscriptionId}::uuid AND s.active AND c.id = s."apiClientId"
    RETURNING s.id, s.url, c."createdById" AS "ownerId"`);
  return sub;
}

/** Deletes finished deliveries created before `before`; answers how many. */
export async function deleteFinishedDeliveries(sql: SqlQuery, before: Date): Promise<number> {
  const rows = await sql<{ count: bigint }>(Prisma.sql`
    WITH gone AS (
      DELETE FROM "WebhookDelivery" WHERE status <> 'PENDING' AND "createdAt" < ${before} RETURNING 1)
    SELECT count(*) AS count FROM gone`);
  return Number(rows[0]?.count ?? 0);
}
