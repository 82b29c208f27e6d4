import { violatedConstraint } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { daysBetween } from './dates.js';

type Tx = Prisma.TransactionClient;

export const BEDS_GONE = 'The beds you asked for are no longer available for those dates.';

export interface StayBeds {
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  beds: number;
}

/**
 * Takes `beds` on every night of [checkIn, checkOut) inside the caller's transaction. The rows
 * are created on first use, then ONE conditional UPDATE decrements them: PostgreSQL re-checks
 * `freeBeds >= beds` on the latest row version after waiting for a concurrent holder, so the
 * count of updated rows tells whether every night had room (and the CHECK constraint backs it).
 * Both statements touch nights in ascending order, so concurrent holds cannot deadlock.
 */
export async function holdBeds(tx: Tx, stay: StayBeds, totalBeds: number): Promise<void> {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  try {
    await tx.$executeRaw`
      INSERT INTO "RoomNight" ("roomTypeId", night, "totalBeds", "freeBeds", "updatedAt")
      SELECT ${stay.roomTypeId}::uuid, d::date, ${totalBeds}::int, ${totalBeds}::int, now()
      FROM generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') AS d
      ORDER BY 2
      ON CONFLICT ("roomTypeId", night) DO NOTHING`;
    const updated = await tx.$executeRaw`
      UPDATE "RoomNight" SET "freeBeds" = "freeBeds" - ${stay.beds}::int, "updatedAt" = now()
      WHERE "roomTypeId" = ${stay.roomTypeId}::uuid AND night >= ${stay.checkIn}::date
        AND night < ${stay.checkOut}::date AND "freeBeds" >= ${stay.beds}::int`;
    if (updated !== nights) throw conflict(BEDS_GONE);
  } catch (error) {
    if (violatedConstraint(error) === 'RoomNight_free_beds_range') throw conflict(BEDS_GONE);
    throw error;
  }
}

/** Gives the beds of a stay back (decline, expiry, cancellation), in the caller's transaction. */
export async function releaseBeds(tx: Tx, stay: StayBeds): Promise<void> {
  await tx.$executeRaw`
    UPDATE "RoomNight" SET "freeBeds" = LEAST("totalBeds", "freeBeds" + ${stay.beds}::int), "updatedAt" = now()
    WHERE "roomTypeId" = ${stay.roomTypeId}::uuid AND night >= ${stay.checkIn}::date AND night < ${stay.checkOut}::date`;
}
