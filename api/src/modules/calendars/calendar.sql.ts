// The calendars module's hand-written SQL.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * Takes up to `limit` feeds due at `now` (of active room types of listings not archived) for one
 * sync each: their next sync moves to `leaseUntil`, so no other runner takes them meanwhile, and a
 * sync cut short (a crash) is tried again once the lease is over.
 */
export const claimDueFeeds = (sql: SqlQuery, now: Date, leaseUntil: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
  UPDATE "CalendarFeed" SET "nextSyncAt" = ${leaseUntil}, "updatedAt" = now()
  WHERE id IN (
    SELECT f.id FROM "CalendarFeed" f
    JOIN "RoomType" rt ON rt.id = f."roomTypeId" JOIN "Hostel" h ON h.id = rt."hostelId"
    WHERE f."nextSyncAt" <= ${now} AND NOT rt.archived AND h.status <> 'ARCHIVED'
    ORDER BY f."nextSyncAt" LIMIT ${limit} FOR UPDATE OF f SKIP LOCKED)
  RETURNING id`);
