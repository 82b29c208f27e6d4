// The reviews module's hand-written SQL: the kept rating columns and the reads Prisma cannot say in
// one statement (counts per star, stays still to review judged in each hostel's zone).
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * The hostels' rating columns (average, count, sub-rating averages) recomputed from their
 * PUBLISHED reviews. One statement, also run by the demo seed, so there is one definition.
 */
export const recomputeRatingsStatement = (hostelIds: string[]) => Prisma.sql`
  UPDATE "Hostel" h SET
    "ratingAverage" = COALESCE(s.overall, 0), "reviewCount" = COALESCE(s.count, 0),
    "cleanlinessAverage" = COALESCE(s.cleanliness, 0), "locationAverage" = COALESCE(s.location, 0),
    "valueAverage" = COALESCE(s.value, 0), "securityAverage" = COALESCE(s.security, 0),
    "staffAverage" = COALESCE(s.staff, 0), "updatedAt" = now()
  FROM (
    SELECT h2.id, COUNT(rv.id)::int AS count,
      ROUND(AVG(rv.overall)::numeric, 2)::float8 AS overall,
      ROUND(AVG(rv.cleanliness)::numeric, 2)::float8 AS cleanliness,
      ROUND(AVG(rv.location)::numeric, 2)::float8 AS location,
      ROUND(AVG(rv.value)::numeric, 2)::float8 AS value,
      ROUND(AVG(rv.security)::numeric, 2)::float8 AS security,
      ROUND(AVG(rv.staff)::numeric, 2)::float8 AS staff
    FROM "Hostel" h2 LEFT JOIN "Review" rv ON rv."hostelId" = h2.id AND rv.status = 'PUBLISHED'
    WHERE h2.id = ANY(${hostelIds}::uuid[]) GROUP BY h2.id) s
  WHERE h.id = s.id`;

export async function recomputeRatings(sql: SqlQuery, hostelIds: string[]): Promise<void> {
  await sql(recomputeRatingsStatement(hostelIds));
}

/** Published reviews per hostel and star: rows of hostelId, overall (1-5), count. */
export const ratingCounts = (sql: SqlQuery, hostelIds: string[]) =>
  sql<{ hostelId: string; overall: number; count: number }>(Prisma.sql`
    SELECT "hostelId", overall, count(*)::int AS count FROM "Review"
    WHERE "hostelId" = ANY(${hostelIds}::uuid[]) AND status = 'PUBLISHED'
    GROUP BY "hostelId", overall`);

/**
 * Ids of the student's COMPLETED stays without a review whose check-out is at most `writeDays` days
 * before today in the hostel's zone, the most recent check-out first.
 */
export const reviewableStayIds = (sql: SqlQuery, studentId: string, writeDays: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT r.id FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE r."studentId" = ${studentId}::uuid AND r.status = 'COMPLETED'
      AND NOT EXISTS (SELECT 1 FROM "Review" rv WHERE rv."reservationId" = r.id)
      AND r."checkOut" + ${writeDays}::int >= (now() AT TIME ZONE h."timeZone")::date
    ORDER BY r."checkOut" DESC, r.id`);

/** The average (2 decimals) and count of the owner's published reviews, and how many since `since`. */
export async function ownerRatingFigures(sql: SqlQuery, ownerId: string, since: Date) {
  const [row] = await sql<{ average: number; count: number; recent: number }>(Prisma.sql`
    SELECT COALESCE(ROUND(AVG(r.overall)::numeric, 2), 0)::float AS average,
           COUNT(*)::int AS count,
           COUNT(*) FILTER (WHERE r."createdAt" >= ${since})::int AS recent
    FROM "Review" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE h."ownerId" = ${ownerId}::uuid AND r.status = 'PUBLISHED'`);
  return row!;
}
