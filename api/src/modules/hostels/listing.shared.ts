import { isUuid, monthlyEquivalent } from '@hostel/common';
import { toPlainDate } from '../../core/dates.js';
import { lockRow, type Tx } from '../../core/db.js';
import { conflict, notFound } from '../../core/errors.js';
import type { Hostel, User } from '../../generated/prisma/client.js';
import { canEditHostel, isHostelOwner } from './hostel.policies.js';

/** Listing steps, in the order of the owner's screens; `listingStep` holds the furthest reached. */
export const STEP = { basics: 1, location: 2, rooms: 3, photos: 4, pricing: 5 } as const;

/**
 * The caller's own hostel. Somebody else's hostel is NOT_FOUND, exactly like a missing one, so ids
 * can't be probed for existence.
 */
export async function ownHostel(tx: Tx, user: User, id: string, lock = false): Promise<Hostel> {
  if (!isUuid(id)) throw notFound('The hostel');
  // Row lock: two saves of the same draft (two tabs) apply one after the other.
  if (lock) await lockRow(tx, 'Hostel', { id });
  const hostel = await tx.hostel.findUnique({ where: { id } });
  if (!hostel || !isHostelOwner(user, hostel)) throw notFound('The hostel');
  return hostel;
}

/** The caller's hostel, locked for an edit; refused while under review or once archived. */
export async function editableHostel(tx: Tx, user: User, id: string): Promise<Hostel> {
  const hostel = await ownHostel(tx, user, id, true);
  if (!canEditHostel(user, hostel)) {
    throw conflict(
      hostel.status === 'PENDING_REVIEW'
        ? 'This listing is being reviewed; you can edit it again once the review is done.'
        : 'This listing is archived and can no longer be edited.',
    );
  }
  return hostel;
}

export const nextStep = (hostel: Hostel, step: number) => Math.max(hostel.listingStep, step);

/**
 * Keeps the denormalised search columns in step with the hostel's priced, active room types, in the
 * caller's transaction: the lowest raw price, and the lowest monthly equivalent (what search
 * compares when no stay dates are given).
 */
export async function syncLowestPrice(tx: Tx, hostelId: string): Promise<void> {
  const rooms = await tx.roomType.findMany({
    where: { hostelId, archived: false, pricePerBed: { gt: 0 } },
    orderBy: { pricePerBed: 'asc' },
  });
  const cheapest = rooms[0];
  const monthly = rooms
    .map((room) => monthlyEquivalent(room, termOf(room)))
    .filter((price): price is number => price !== null);
  await tx.hostel.update({
    where: { id: hostelId },
    data: cheapest
      ? {
          minPricePerBed: cheapest.pricePerBed,
          monthlyPrice: monthly.length > 0 ? Math.min(...monthly) : null,
          currency: cheapest.currency,
        }
      : { minPricePerBed: null, monthlyPrice: null },
  });
}

/** A room type's term as plain dates (nights from termStart up to the departure day termEnd). */
export function termOf(room: { termStart: Date | null; termEnd: Date | null }) {
  return room.termStart && room.termEnd
    ? { checkIn: toPlainDate(room.termStart), checkOut: toPlainDate(room.termEnd) }
    : null;
}
