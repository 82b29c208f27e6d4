// Sends webhook deliveries. A sender claims due rows in one statement (FOR UPDATE SKIP LOCKED, then
// a lease, as the e-mail outbox does): while the lease runs no other sender, instance or redelivery
// takes the row, and the lease outlasts the request timeout, so one delivery is never in flight
// twice. Failures retry with growing delays for about three days; a delivery that exhausts them
// turns its subscription off and tells the owner.
import type { Config } from '../../core/config.js';
import { sqlOf, type Database } from '../../core/db.js';
import type { Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { WEBHOOK_RETRY_MINUTES } from '@hostel/common';
import { Prisma, type DomainEventType } from '../../generated/prisma/client.js';
import { notify } from '../notifications/index.js';
import { post, type Answer } from './send.js';

/** Waits before the 2nd, 3rd, ... attempt (about 72 hours in all); after the last the delivery FAILED. */
export const WEBHOOK_RETRY_DELAYS_MS = WEBHOOK_RETRY_MINUTES.map((minutes) => minutes * 60_000);
export const WEBHOOK_LEASE_MS = 5 * 60_000;
const BATCH = 20;

interface Claimed {
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

export function deliverJob(services: { config: Config; logger: Logger }): Job {
  return {
    name: 'webhooks.deliver',
    async run(db, now, stop) {
      let sent = 0;
      for (;;) {
        // One subject's deliveries go one at a time in event order: a delivery waits while an
        // earlier one of its subject is pending (being sent or retrying).
        const rows = await db.query<Claimed>(Prisma.sql`
          WITH claimed AS (
            UPDATE "WebhookDelivery" SET "leaseUntil" = ${new Date(now.getTime() + WEBHOOK_LEASE_MS)},
              attempts = attempts + 1, "lastAttemptAt" = ${clock(now)}, "updatedAt" = now()
            WHERE id IN (
              SELECT d.id FROM "WebhookDelivery" d JOIN "WebhookSubscription" s ON s.id = d."subscriptionId"
              WHERE d.status = 'PENDING' AND d."nextAttemptAt" <= ${now} AND s.active
                AND (d."leaseUntil" IS NULL OR d."leaseUntil" <= ${now})
                AND NOT EXISTS (
                  SELECT 1 FROM "WebhookDelivery" e
                  WHERE e."subscriptionId" = d."subscriptionId" AND e."subjectId" = d."subjectId"
                    AND e.sequence < d.sequence AND e.status = 'PENDING')
              ORDER BY d."nextAttemptAt" LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
            RETURNING id, "subscriptionId", event, payload, attempts, "lastAttemptAt" AS "attemptAt")
          SELECT c.*, s.url, array_remove(ARRAY[s.secret,
              CASE WHEN s."previousSecretUntil" > ${now} THEN s."previousSecret" END], NULL) AS secrets
          FROM claimed c JOIN "WebhookSubscription" s ON s.id = c."subscriptionId"`);
        await Promise.all(rows.map((row) => attempt(db, row, now)));
        sent += rows.length;
        // Sending may have freed the next delivery of a subject: stop only when nothing is due
        // (or at a shutdown: a batch's deliveries all start at once, so none is left unstarted).
        if (rows.length === 0 || stop?.aborted) return sent;
      }
    },
  };

  async function attempt(db: Database, row: Claimed, now: Date) {
    let answer: Answer | null = null;
    let error: string | null = null;
    const started = performance.now();
    try {
      answer = await post(row, services.config.webhooks.allowLoopback);
      if (answer.status < 200 || answer.status >= 300) error = `The endpoint answered HTTP ${answer.status}.`;
    } catch (err) {
      error = (err as Error).message.slice(0, 500) || 'The request failed.';
    }
    const status = answer?.status ?? null;
    // Every attempt is logged, even one whose result no longer counts (a redelivery started meanwhile).
    await db.query(Prisma.sql`
      INSERT INTO "WebhookAttempt" (id, "deliveryId", at, status, error, "durationMs", "responseExcerpt")
      VALUES (gen_random_uuid(), ${row.id}::uuid, ${row.attemptAt}, ${status}, ${error},
        ${Math.round(performance.now() - started)}, ${answer?.excerpt ?? null})`);
    if (!error) {
      await db.query(Prisma.sql`
        WITH done AS (
          UPDATE "WebhookDelivery" SET status = 'DELIVERED', "responseStatus" = ${status}, "deliveredAt" = ${clock(now)},
            "leaseUntil" = NULL, "lastError" = NULL, "updatedAt" = now()
          WHERE id = ${row.id}::uuid AND attempts = ${row.attempts} RETURNING "subscriptionId")
        UPDATE "WebhookSubscription" SET "consecutiveFailures" = 0 WHERE id IN (SELECT "subscriptionId" FROM done)`);
      return;
    }
    services.logger.warn({ deliveryId: row.id, attempt: row.attempts, error }, 'A webhook delivery failed');
    const delay = WEBHOOK_RETRY_DELAYS_MS[row.attempts - 1];
    await db.prisma.$transaction(async (tx) => {
      const [failed] = await tx.$queryRaw<{ subscriptionId: string }[]>`
        UPDATE "WebhookDelivery" SET "leaseUntil" = NULL, "responseStatus" = ${status}, "lastError" = ${error},
          status = ${delay === undefined ? 'FAILED' : 'PENDING'}::"WebhookDeliveryStatus",
          "nextAttemptAt" = ${new Date(now.getTime() + (delay ?? 0))}, "updatedAt" = now()
        WHERE id = ${row.id}::uuid AND attempts = ${row.attempts} RETURNING "subscriptionId"`;
      if (!failed) return;
      await tx.$executeRaw`UPDATE "WebhookSubscription" SET "consecutiveFailures" = "consecutiveFailures" + 1
        WHERE id = ${row.subscriptionId}::uuid`;
      if (delay !== undefined) return;
      const [sub] = await tx.$queryRaw<{ id: string; url: string; ownerId: string | null }[]>`
        UPDATE "WebhookSubscription" s SET active = false, "disabledAt" = ${now}, "updatedAt" = now(),
          "disabledReason" = 'A delivery failed every attempt for three days.'
        FROM "ApiClient" c WHERE s.id = ${row.subscriptionId}::uuid AND s.active AND c.id = s."apiClientId"
        RETURNING s.id, s.url, c."createdById" AS "ownerId"`;
      if (!sub?.ownerId) return;
      await notify(sqlOf(tx), {
        userId: sub.ownerId,
        kind: 'WEBHOOK_DISABLED',
        subjectId: `${sub.id}@${now.toISOString()}`,
        title: 'A webhook was turned off',
        body: `Deliveries to ${sub.url} failed for three days, so the subscription was turned off. Fix the endpoint, then turn it on again and redeliver what it missed.`,
        link: null,
      });
    });
  }
}
