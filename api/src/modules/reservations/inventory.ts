import type { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

export const BEDS_GONE = 'The beds you asked for are no longer available for those dates.';

export interface StayBeds {
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  beds: number;
}

/** Gives the beds of a stay back (decline, expiry, cancellation), in the caller's transaction. */
export async function releaseBeds(tx: Tx, stay: StayBeds): Promise<void> {
  await tx.$executeRaw`
    UPDATE "RoomNight" SET "freeBeds" = LEAST("totalBeds", "freeBeds" + ${stay.beds}::int), "updatedAt" = now()
    WHERE "roomTypeId" = ${stay.roomTypeId}::uuid AND night >= ${stay.checkIn}::date AND night < ${stay.checkOut}::date`;
}
