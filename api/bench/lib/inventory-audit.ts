import { Prisma } from '../../src/generated/prisma/client.js';
import type { Database } from '../../src/core/db.js';

/**
 * Oversold = a night whose holding reservations need more beds than exist, or a counter that
 * disagrees (RoomNight.freeBeds is what the hold statement checks).
 */
export async function inventoryAudit(db: Database) {
  const [result] = await db.query<{ oversold: number; mismatched: number; nights: number }>(Prisma.sql`
    WITH held AS (
      SELECT r."roomTypeId", d::date AS night, sum(r.beds)::int AS beds
      FROM "Reservation" r, generate_series(r."checkIn", r."checkOut" - 1, interval '1 day') d
      WHERE r.status IN ('PENDING', 'ACCEPTED', 'PAID') GROUP BY 1, 2)
    SELECT count(*) FILTER (WHERE held.beds > rt."totalBeds")::int AS oversold,
           count(*) FILTER (WHERE rn."freeBeds" <> rt."totalBeds" - held.beds)::int AS mismatched,
           count(*)::int AS nights
    FROM held JOIN "RoomType" rt ON rt.id = held."roomTypeId"
    LEFT JOIN "RoomNight" rn ON rn."roomTypeId" = held."roomTypeId" AND rn.night = held.night`);
  return result!;
}
