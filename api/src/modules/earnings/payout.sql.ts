// The payouts' hand-written SQL: which owners are due a payout, the send and sandbox claims, waking
// the sender, the admin queue, and the payout methods' history.
import type { SqlQuery } from '../../core/db.js';
import { JOBS_CHANNEL } from '../../core/jobs.js';
import { Prisma, type Payout, type PayoutSchedule } from '../../generated/prisma/client.js';

/** A verified payout method of the payout's owner and currency, out of its hold at `now`. */
const sendableMethod = (now: Date, owner: Prisma.Sql, currency: Prisma.Sql) => Prisma.sql`
  SELECT 1 FROM "PayoutMethod" m WHERE m."ownerId" = ${owner} AND m.currency = ${currency}
    AND m.state = 'VERIFIED' AND (m."holdUntil" IS NULL OR m."holdUntil" <= ${now})`;

/**
 * Up to 500 (owner, currency) pairs with payable earnings, of active owners on one of `schedules`
 * who have a sendable method for the currency at `now`.
 */
export const ownersDuePayout = (sql: SqlQuery, now: Date, schedules: PayoutSchedule[]) =>
  sql<{ ownerId: string; currency: string }>(Prisma.sql`
    SELECT DISTINCT e."ownerId", e.currency FROM "Earning" e JOIN "User" u ON u.id = e."ownerId"
    WHERE e.status = 'AVAILABLE' AND e."payoutId" IS NULL AND u.status = 'ACTIVE'
      AND u."payoutSchedule"::text IN (${Prisma.join(schedules)})
      AND EXISTS (${sendableMethod(now, Prisma.sql`e."ownerId"`, Prisma.sql`e.currency`)})
    ORDER BY 1, 2 LIMIT 500`);

/**
 * Locks (SKIP LOCKED) up to `limit` REQUESTED payouts, not held, due at `now` and with a sendable
 * method, oldest first; answers their ids.
 */
export const claimSendablePayouts = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT p.id FROM "Payout" p
    WHERE p.status = 'REQUESTED' AND p."heldAt" IS NULL
      AND (p."nextAttemptAt" IS NULL OR p."nextAttemptAt" <= ${now})
      AND EXISTS (${sendableMethod(now, Prisma.sql`p."ownerId"`, Prisma.sql`p.currency`)})
    ORDER BY p."createdAt", p.id LIMIT ${limit} FOR UPDATE OF p SKIP LOCKED`);

/** Locks (SKIP LOCKED) up to `limit` sandbox transfers whose next event is due; answers their ids. */
export const claimSandboxTransfers = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "SandboxTransfer" WHERE "nextDeliveryAt" <= ${now}
    ORDER BY "nextDeliveryAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

/**
 * NOTIFYs the jobs channel with `job` when the transaction commits. pg_notify is called FROM, so
 * no column of type void comes back (Prisma's raw queries cannot read one).
 */
export async function wakeJob(sql: SqlQuery, job: string): Promise<void> {
  await sql(Prisma.sql`SELECT 1 AS woken FROM pg_notify(${JOBS_CHANNEL}, ${job})`);
}

/**
 * Payouts needing an admin's eye or still on their way, up to `limit` (1 to 100): failed and
 * reversed not yet retried, then refused ones, then held, then waiting, then sent.
 */
export const payoutQueueRows = (sql: SqlQuery, limit: number) =>
  sql<Payout>(Prisma.sql`
    SELECT * FROM "Payout"
    WHERE (status IN ('FAILED', 'REVERSED') AND "retriedAt" IS NULL) OR status IN ('REQUESTED', 'SENT')
    ORDER BY CASE
      WHEN status IN ('FAILED', 'REVERSED') THEN 0
      WHEN status = 'REQUESTED' AND "failureReason" IS NOT NULL THEN 1
      WHEN "heldAt" IS NOT NULL THEN 2
      WHEN status = 'REQUESTED' THEN 3
      ELSE 4 END, "createdAt", id
    LIMIT ${Math.min(Math.max(limit, 1), 100)}`);

/** The audit log of the owner's payout methods, newest first, at most 100 entries. */
export const payoutMethodAudit = (sql: SqlQuery, ownerId: string) =>
  sql<{
    id: string;
    action: string;
    entityId: string;
    actorId: string | null;
    details: unknown;
    createdAt: Date;
  }>(Prisma.sql`
    SELECT a.id, a.action, a."entityId", a."actorId", a.details, a."createdAt" FROM "AuditLog" a
    WHERE a.entity = 'PayoutMethod'
      AND a."entityId" IN (SELECT id::text FROM "PayoutMethod" WHERE "ownerId" = ${ownerId}::uuid)
    ORDER BY a."createdAt" DESC, a.id DESC LIMIT 100`);
