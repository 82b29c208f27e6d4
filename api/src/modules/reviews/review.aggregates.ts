import { lockRow, type Tx } from '../../core/db.js';
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

/**
 * Locks the hostel's row first in the transaction that changes a review, so concurrent changes of
 * one hostel's reviews apply one after the other and each recompute (a later statement, so a fresh
 * snapshot) sees the others' committed rows: search never sorts or filters on a stale average.
 */
export async function lockHostelRatings(tx: Tx, hostelId: string): Promise<void> {
  await lockRow(tx, 'Hostel', { id: hostelId });
}

/** The hostel's rating columns from its rows; call after `lockHostelRatings`, in the same transaction. */
export async function recomputeHostelRatings(tx: Tx, hostelId: string): Promise<void> {
  await tx.$executeRaw(recomputeRatingsStatement([hostelId]));
}
