import { MONEY_MAX, monthlyEquivalent, priceStay } from '@hostel/common';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { todayIn } from '../../core/dates.js';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { FileObject, readableFile } from '../files/index.js';
import { hostelLoaders } from './hostel.loaders.js';
import type { RoomTypeRow } from './hostel.sql.js';
import { canSeeModerationDetails } from './hostel.policies.js';
import { termOf } from './listing.shared.js';
import {
  HostelConnection,
  HostelObject,
  HostelPhotoObject,
  NearbyUniversity,
  OwnerCard,
  PriceObject,
  type OwnerCardNode,
  ReviewSummary,
  RoomTypeObject,
  StayPriceObject,
  type HostelNode,
  type Stay,
} from './hostel.types.js';

const plainDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * The cheapest room type that can be reserved for the stay, priced with the quote's priceStay:
 * free beds every night, or a term room whose term (not yet begun) covers the stay, for its term;
 * the stay's total at most MONEY_MAX.
 * The search statement (search.sql.ts, bookableSql) orders and filters by the same rule.
 */
function cheapestStay(rooms: RoomTypeRow[], stay: Stay, today: string, feePercent: number) {
  let best: StayPriceObject | null = null;
  for (const room of rooms) {
    if (room.pricePerBed <= 0 || (room.availableBeds ?? 0) < stay.beds) continue;
    let dates: { checkIn: string; checkOut: string } = stay;
    if (room.pricePeriod === 'SEMESTER') {
      const term = termOf(room);
      if (!term || term.checkIn > stay.checkIn || term.checkOut < stay.checkOut || term.checkIn < today)
        continue;
      dates = term;
    }
    const price = priceStay(room, { ...dates, beds: stay.beds }, feePercent);
    // Dearer than one reservation may be: the quote refuses it, so it is not a price for the stay.
    if (price.total > MONEY_MAX) continue;
    if (!best || price.total < best.total) {
      best = {
        roomTypeId: room.id,
        pricePeriod: room.pricePeriod,
        ...dates,
        nights: price.nights,
        beds: stay.beds,
        total: price.total,
        currency: price.currency,
      };
    }
  }
  return best;
}

const priceOf = (room: RoomTypeRow): PriceObject | null =>
  room.pricePerBed > 0
    ? { amount: room.pricePerBed, currency: room.currency, period: room.pricePeriod }
    : null;

function toRoomTypeObject(room: RoomTypeRow): RoomTypeObject {
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    bedsPerRoom: room.bedsPerRoom,
    totalBeds: room.totalBeds,
    amenities: room.amenities,
    price: priceOf(room),
    termName: room.termName,
    termStart: plainDate(room.termStart),
    termEnd: plainDate(room.termEnd),
    availableBeds: room.availableBeds,
  };
}

/**
 * Relations of a Hostel, each batched per request (one statement per relation for a whole page).
 * Public: only PUBLISHED hostels reach non-owners, and private fields check the policy themselves.
 */
@Resolver(() => HostelObject)
export class HostelFieldsResolver {
  @FieldResolver(() => FileObject, {
    nullable: true,
    description: 'The cover photo (the first one if none is marked).',
  })
  coverPhoto(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    return hostelLoaders(ctx).coverPhoto.load(hostel.id);
  }

  @FieldResolver(() => [HostelPhotoObject], { description: 'Photos in display order.' })
  photos(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    return hostelLoaders(ctx).photos.load(hostel.id);
  }

  @FieldResolver(() => [RoomTypeObject], {
    description:
      'Room types, cheapest first; with stay dates (search filter or hostel args), their free beds.',
  })
  async roomTypes(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    const rooms = await hostelLoaders(ctx).roomTypes.load({ hostelId: hostel.id, stay: hostel.stay });
    return rooms.map(toRoomTypeObject);
  }

  @FieldResolver(() => PriceObject, {
    nullable: true,
    description:
      'The price per bed and its period of the room type cheapest per month (see monthlyPrice), as the owner set it.',
  })
  async lowestPrice(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    const rooms = await hostelLoaders(ctx).roomTypes.load({ hostelId: hostel.id, stay: hostel.stay });
    const monthly = (room: RoomTypeRow) => monthlyEquivalent(room, termOf(room)) ?? Infinity;
    const cheapest = rooms
      .filter((room) => room.pricePerBed > 0)
      .reduce<RoomTypeRow | undefined>(
        (best, room) => (!best || monthly(room) < monthly(best) ? room : best),
        undefined,
      );
    return cheapest ? priceOf(cheapest) : null;
  }

  @FieldResolver(() => PriceObject, {
    nullable: true,
    description:
      'The lowest monthly equivalent per bed of its room types (a night x 30, a month, a term / its months of 30 nights), in the hostel currency: what search compares without stay dates.',
  })
  monthlyPrice(@Root() hostel: HostelNode): PriceObject | null {
    return hostel.monthlyPrice === null
      ? null
      : { amount: hostel.monthlyPrice, currency: hostel.currency, period: 'MONTH' };
  }

  @FieldResolver(() => StayPriceObject, {
    nullable: true,
    description:
      'With stay dates (search filter or hostel args): the cheapest room type that can be reserved for the stay, priced as quoteReservation would; what search compares with dates. Null without dates or when none can be.',
  })
  async stayPrice(@Root() hostel: HostelNode, @Ctx() ctx: Context): Promise<StayPriceObject | null> {
    const stay = hostel.stay;
    if (!stay) return null;
    const [rooms, settings] = await Promise.all([
      hostelLoaders(ctx).roomTypes.load({ hostelId: hostel.id, stay }),
      ctx.rateLimits.settings(),
    ]);
    return cheapestStay(rooms, stay, todayIn(hostel.timeZone), settings.platformFeePercent);
  }

  @FieldResolver(() => OwnerCard, { description: 'Public facts about the owner.' })
  async owner(@Root() hostel: HostelNode, @Ctx() ctx: Context): Promise<OwnerCardNode | null> {
    const card = await hostelLoaders(ctx).owner.load(hostel.ownerId);
    // The name's masking (reservations' owner-card.resolver.ts) depends on the viewer and hostel.
    return card && { ...card, hostelId: hostel.id };
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the signed-in viewer favourited it (false when signed out).',
  })
  isFavourite(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    if (!activeUserOf(ctx.viewer)) return false;
    return hostel.isFavourite ?? hostelLoaders(ctx).isFavourite.load(hostel.id);
  }

  @FieldResolver(() => [NearbyUniversity], { description: 'Universities within 15 km, nearest first.' })
  nearbyUniversities(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    return hostelLoaders(ctx).nearbyUniversities.load(hostel.id);
  }

  @FieldResolver(() => ReviewSummary, {
    description: 'Average overall rating and number of published reviews.',
  })
  reviewSummary(@Root() hostel: HostelNode): ReviewSummary {
    return { average: hostel.ratingAverage, count: hostel.reviewCount };
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why an admin rejected or suspended the listing (owner and admins only).',
  })
  rejectionReason(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    return canSeeModerationDetails(activeUserOf(ctx.viewer), hostel) ? hostel.rejectionReason : null;
  }

  @FieldResolver(() => FileObject, {
    nullable: true,
    description: 'Proof of ownership (owner and admins only).',
  })
  async ownershipProof(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    const user = activeUserOf(ctx.viewer);
    if (!hostel.ownershipProofId || !canSeeModerationDetails(user, hostel)) return null;
    return readableFile(ctx.db, user, await hostelLoaders(ctx).file.load(hostel.ownershipProofId));
  }
}

/** Only search caps its count; every other hostel list counts exactly. */
@Resolver(() => HostelConnection)
export class HostelConnectionResolver {
  @FieldResolver(() => Boolean)
  totalCountIsCapped(@Root() connection: { totalCountIsCapped?: boolean }) {
    return connection.totalCountIsCapped ?? false;
  }

  @FieldResolver(() => String, { nullable: true })
  priceCurrency(@Root() connection: { priceCurrency?: string }) {
    return connection.priceCurrency ?? null;
  }
}
