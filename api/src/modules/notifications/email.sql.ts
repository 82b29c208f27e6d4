// The outbox sender's statements (email.jobs.ts): claiming due e-mails under a lease, renewing and
// releasing it, and recording each attempt's outcome. An outcome counts only for the attempt it
// belongs to (`attempts` unchanged), so a row another sender took since is left alone.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type EmailOutbox } from '../../generated/prisma/client.js';

/** Up to `limit` QUEUED e-mails due at `now` and not leased, leased until `leaseUntil`, the attempt counted. */
export const claimDueEmails = (sql: SqlQuery, now: Date, leaseUntil: Date, limit: number) =>
  sql<EmailOutbox>(Prisma.sql`
    UPDATE "EmailOutbox" SET "leaseUntil" = ${leaseUntil},
      attempts = attempts + 1, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM "EmailOutbox"
      WHERE status = 'QUEUED' AND "nextAttemptAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" <= ${now})
      ORDER BY "nextAttemptAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING *`);

type Attempt = Pick<EmailOutbox, 'id' | 'attempts'>;

export async function markSent(sql: SqlQuery, row: Attempt, sentAt: Date): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "EmailOutbox" SET status = 'SENT', "sentAt" = ${sentAt}, "leaseUntil" = NULL,
      "lastError" = NULL, "updatedAt" = now()
    WHERE id = ${row.id}::uuid AND attempts = ${row.attempts}`);
}

/** The attempt failed: due again at `nextAttemptAt`, or FAILED when `final`. */
export async function markFailed(
  sql: SqlQuery,
  row: Attempt,
  outcome: { error: string; final: boolean; nextAttemptAt: Date },
): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "EmailOutbox" SET "leaseUntil" = NULL, "lastError" = ${outcome.error},
      status = ${outcome.final ? 'FAILED' : 'QUEUED'}::"EmailStatus",
      "nextAttemptAt" = ${outcome.nextAttemptAt}, "updatedAt" = now()
    WHERE id = ${row.id}::uuid AND attempts = ${row.attempts}`);
}

/** Extends to `until` the lease of the rows still QUEUED and leased at these attempts. */
export async function renewLeases(sql: SqlQuery, held: Map<string, number>, until: Date): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "EmailOutbox" o SET "leaseUntil" = ${until}
    FROM unnest(${[...held.keys()]}::uuid[], ${[...held.values()]}::int[]) AS h(id, attempts)
    WHERE o.id = h.id AND o.attempts = h.attempts AND o.status = 'QUEUED' AND o."leaseUntil" IS NOT NULL`);
}

/** Gives back rows claimed but never tried: due at once, the claim's attempt taken back. */
export async function releaseClaims(sql: SqlQuery, rows: Attempt[]): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "EmailOutbox" o SET "leaseUntil" = NULL, attempts = o.attempts - 1, "updatedAt" = now()
    FROM unnest(${rows.map((row) => row.id)}::uuid[], ${rows.map((row) => row.attempts)}::int[]) AS h(id, attempts)
    WHERE o.id = h.id AND o.attempts = h.attempts AND o.status = 'QUEUED'`);
}
