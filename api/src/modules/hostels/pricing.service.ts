import { checkTerm, LISTING_LIMITS, priceCurrencyError } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database } from '../../core/db.js';
import type { CancellationPolicy, PricePeriod, User } from '../../generated/prisma/client.js';
import { FieldCheck } from '../../core/field-check.js';
import { editableHostel, nextStep, STEP, syncLowestPrice } from './listing.shared.js';

export interface RoomPriceInput {
  id: string;
  pricePerBed: number;
  currency: string;
  pricePeriod: PricePeriod;
  termName?: string | null;
  termStart?: string | null;
  termEnd?: string | null;
}

export interface PricingInput {
  cancellationPolicy: CancellationPolicy;
  roomTypes: RoomPriceInput[];
}

function term(check: FieldCheck, at: string, room: RoomPriceInput) {
  const termName = checkTerm(check, at, room);
  const asDate = (value?: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
  return { termName, termStart: asDate(room.termStart), termEnd: asDate(room.termEnd) };
}

/**
 * Prices every active room type at once (the price screen's form). New prices apply to new
 * reservations only: reservations keep the price they were made at.
 */
export async function updateHostelPricing(db: Database, owner: User, id: string, input: PricingInput) {
  return writeAs(db, owner.id, async (tx) => {
    const hostel = await editableHostel(tx, owner, id);
    const rooms = await tx.roomType.findMany({
      where: { hostelId: id, archived: false },
      orderBy: { createdAt: 'asc' },
    });
    const check = new FieldCheck();
    if (rooms.length === 0) check.add('roomTypes', 'Add room types before setting prices.');
    const updates = input.roomTypes.map((room, i) => {
      const at = `roomTypes.${i}`;
      if (!rooms.some((candidate) => candidate.id === room.id)) {
        check.add(`${at}.id`, 'This room type is not part of this hostel; reload the page.');
      }
      check.int(`${at}.pricePerBed`, room.pricePerBed, 'The price', 1, LISTING_LIMITS.priceMax);
      const currencyError = priceCurrencyError(room.currency);
      if (currencyError) check.add(`${at}.currency`, currencyError);
      else if (room.currency !== input.roomTypes[0]?.currency) {
        check.add(`${at}.currency`, 'All room types of a hostel use the same currency.');
      }
      return {
        id: room.id,
        pricePerBed: room.pricePerBed,
        currency: room.currency,
        pricePeriod: room.pricePeriod,
        ...term(check, at, room),
      };
    });
    const unpriced = rooms.find((room) => !input.roomTypes.some((priced) => priced.id === room.id));
    if (unpriced) check.add('roomTypes', `Set a price for every room type: "${unpriced.name}" has none.`);
    check.throwIfAny();

    for (const { id: roomTypeId, ...data } of updates)
      await tx.roomType.update({ where: { id: roomTypeId }, data });
    await tx.hostel.update({
      where: { id },
      data: { cancellationPolicy: input.cancellationPolicy, listingStep: nextStep(hostel, STEP.pricing) },
    });
    await syncLowestPrice(tx, id);
    return tx.hostel.findUniqueOrThrow({ where: { id } });
  });
}
