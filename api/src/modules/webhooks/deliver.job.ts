// Sends webhook deliveries. A sender claims due rows in one statement (FOR UPDATE SKIP LOCKED, then
// a lease, as the e-mail outbox does): while the lease runs no other sender, instance or redelivery
// takes the row, and the lease outlasts the request timeout, so one delivery is never in flight
// twice. Failures retry with growing delays for about three days; a delivery that exhausts them
// turns its subscription off and tells the owner.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Config } from '../../core/config.js';
import type { Database } from '../../core/db.js';
import type { Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { Prisma, type DomainEventType } from '../../generated/prisma/client.js';
import { notify, sqlOf } from '../notifications/index.js';
import { guardedLookup, isLoopback, resolveAllowed } from './address.js';
import { signWebhook } from './signature.js';

/** Waits before the 2nd, 3rd, ... attempt (about 72 hours in all); after the last the delivery FAILED. */
export const WEBHOOK_RETRY_DELAYS_MS = [1, 5, 30, 120, 300, 600, 1440, 1800].map(
  (minutes) => minutes * 60_000,
);
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_LEASE_MS = 5 * 60_000;
const BATCH = 20;

interface Claimed {
  id: string;
  subscriptionId: string;
  event: DomainEventType;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
}

export function deliverJob(services: { config: Config; logger: Logger }): Job {
  return {
    name: 'webhooks.deliver',
    async run(db, now) {
      let sent = 0;
      for (;;) {
        const rows = await db.query<Claimed>(Prisma.sql`
          WITH claimed AS (
            UPDATE "WebhookDelivery" SET "leaseUntil" = ${new Date(now.getTime() + WEBHOOK_LEASE_MS)},
              attempts = attempts + 1, "lastAttemptAt" = ${now}, "updatedAt" = now()
            WHERE id IN (
              SELECT d.id FROM "WebhookDelivery" d JOIN "WebhookSubscription" s ON s.id = d."subscriptionId"
              WHERE d.status = 'PENDING' AND d."nextAttemptAt" <= ${now} AND s.active
                AND (d."leaseUntil" IS NULL OR d."leaseUntil" <= ${now})
              ORDER BY d."nextAttemptAt" LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
            RETURNING id, "subscriptionId", event, payload, attempts)
          SELECT c.*, s.url, s.secret FROM claimed c JOIN "WebhookSubscription" s ON s.id = c."subscriptionId"`);
        await Promise.all(rows.map((row) => attempt(db, row, now)));
        sent += rows.length;
        if (rows.length < BATCH) return sent;
      }
    },
  };

  async function attempt(db: Database, row: Claimed, now: Date) {
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(row, services.config.webhooks.allowLoopback);
      if (status < 200 || status >= 300) error = `The endpoint answered HTTP ${status}.`;
    } catch (err) {
      error = (err as Error).message.slice(0, 500) || 'The request failed.';
    }
    if (!error) {
      await db.query(Prisma.sql`
        WITH done AS (
          UPDATE "WebhookDelivery" SET status = 'DELIVERED', "responseStatus" = ${status}, "deliveredAt" = ${now},
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

/** POSTs the delivery; resolves with the HTTP status. Redirects are not followed. */
async function post(row: Claimed, allowLoopback: boolean): Promise<number> {
  const url = new URL(row.url);
  // An IP literal never reaches the lookup below: check it here.
  const addresses = await resolveAllowed(url.hostname, allowLoopback);
  if (url.protocol !== 'https:' && !(allowLoopback && addresses.every((a) => isLoopback(a.address)))) {
    throw new Error('The URL must use https.');
  }
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        // A new connection each time, so every delivery goes through the address check (a pooled
        // socket would skip the lookup).
        agent: false,
        lookup: guardedLookup(allowLoopback) as never,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Hostel-Webhooks/1',
          'x-hostel-delivery': row.id,
          'x-hostel-event': row.event,
          'x-hostel-timestamp': String(timestamp),
          'x-hostel-signature': signWebhook(row.secret, timestamp, body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
