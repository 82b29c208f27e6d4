import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { readableFile } from '../files/file-access.service.js';
import { FileObject } from '../files/file.type.js';
import { hostelLoaders, type RoomTypeRow } from './hostel.loaders.js';
import { canSeeModerationDetails } from './hostel.policies.js';
import {
  HostelConnection,
  HostelObject,
  HostelPhotoObject,
  NearbyUniversity,
  OwnerCard,
  PriceObject,
  ReviewSummary,
  RoomTypeObject,
  type HostelNode,
} from './hostel.types.js';

const plainDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

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
    description: 'The cheapest price per bed and its period.',
  })
  async lowestPrice(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    const rooms = await hostelLoaders(ctx).roomTypes.load({ hostelId: hostel.id, stay: hostel.stay });
    const priced = rooms.filter((room) => room.pricePerBed > 0);
    const cheapest = priced.reduce<RoomTypeRow | undefined>(
      (best, room) => (!best || room.pricePerBed < best.pricePerBed ? room : best),
      undefined,
    );
    return cheapest ? priceOf(cheapest) : null;
  }

  @FieldResolver(() => OwnerCard, { description: 'Public facts about the owner.' })
  async owner(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    return hostelLoaders(ctx).owner.load(hostel.ownerId);
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

  @FieldResolver(() => ReviewSummary)
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
}
