// The support module's hand-written SQL: the admin queue's figures and the auto-close job's claim.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * Tickets open or in progress (and of those unassigned), and the average seconds from creation to
 * the first answer and to resolution (or closing); null averages when no ticket has one.
 */
export async function queueFigures(sql: SqlQuery) {
  const [row] = await sql<{
    active: number;
    unassigned: number;
    firstAnswer: number | null;
    resolution: number | null;
  }>(Prisma.sql`
    SELECT
      count(*) FILTER (WHERE status IN ('OPEN', 'IN_PROGRESS'))::int AS active,
      count(*) FILTER (WHERE status IN ('OPEN', 'IN_PROGRESS') AND "assigneeId" IS NULL)::int AS unassigned,
      round(avg(extract(epoch FROM "firstAnsweredAt" - "createdAt")))::int AS "firstAnswer",
      round(avg(extract(epoch FROM COALESCE("resolvedAt", "closedAt") - "createdAt")))::int AS resolution
    FROM "SupportTicket"`);
  return row;
}

/**
 * Locks (SKIP LOCKED) up to `limit` RESOLVED tickets resolved and last written on at or before
 * `before`; answers their ids.
 */
export const claimStaleResolved = (sql: SqlQuery, before: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "SupportTicket"
    WHERE status = 'RESOLVED' AND "resolvedAt" <= ${before} AND "lastMessageAt" <= ${before}
    ORDER BY "resolvedAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
