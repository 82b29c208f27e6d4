// The owner dashboard's figures (overview.service.ts), each one statement over all the owner's
// hostels; "today" is each hostel's own calendar day at `now`.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { WaitingRequest } from './overview.service.js';

/** Requests waiting for an answer, and PAID arrivals and departures of the `days` from today. */
export async function overviewCounts(sql: SqlQuery, ownerId: string, now: Date, days: number) {
  const today = Prisma.sql`(${now}::timestamptz AT TIME ZONE h."timeZone")::date`;
  const [row] = await sql<{ waitingCount: number; checkIns: number; checkOuts: number }>(Prisma.sql`
    SELECT COUNT(*) FILTER (WHERE r.status = 'PENDING')::int AS "waitingCount",
      COUNT(*) FILTER (WHERE r.status = 'PAID' AND r."checkIn" >= ${today}
        AND r."checkIn" < ${today} + ${days}::int)::int AS "checkIns",
      COUNT(*) FILTER (WHERE r.status IN ('PAID', 'COMPLETED') AND r."checkOut" >= ${today}
        AND r."checkOut" < ${today} + ${days}::int)::int AS "checkOuts"
    FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE r."ownerId" = ${ownerId}::uuid AND r.status IN ('PENDING', 'PAID', 'COMPLETED')`);
  return row!;
}

/** The owner's `limit` PENDING requests with the nearest response deadlines. */
export const waitingRequests = (sql: SqlQuery, ownerId: string, limit: number) =>
  sql<WaitingRequest>(Prisma.sql`
    SELECT r.id, r.code, h.name AS "hostelName", h."timeZone" AS "hostelTimeZone", r."responseDeadline",
      to_char(r."checkIn", 'YYYY-MM-DD') AS "checkIn", r.beds
    FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE r."ownerId" = ${ownerId}::uuid AND r.status = 'PENDING'
    ORDER BY r."responseDeadline", r.id
    LIMIT ${limit}`);
