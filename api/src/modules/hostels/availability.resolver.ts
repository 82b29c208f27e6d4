import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { BedBlockInput, RoomAvailabilityObject, RoomNightBedsObject } from './availability.types.js';
import { blockRoomBeds, roomAvailability, unblockRoomBeds } from './availability.service.js';
import { Access } from '../../core/access.js';
import { isHostelOwner } from './hostel.policies.js';

/** The owner's availability calendar and bed blocks; other owners' room types are NOT_FOUND. */
@Resolver()
export class AvailabilityResolver {
  @Access({ roles: ['OWNER'], scope: 'listings:read', policy: isHostelOwner })
  @Query(() => RoomAvailabilityObject, { description: 'Your room type’s beds for each night of a month.' })
  async roomAvailability(
    @Arg('roomTypeId', () => ID, { description: 'One of your room types.' }) roomTypeId: string,
    @Arg('month', () => String, { description: 'YYYY-MM' }) month: string,
    @Ctx() ctx: Context,
  ): Promise<RoomAvailabilityObject> {
    const { roomType, ...calendar } = await roomAvailability(
      ctx.db,
      requireActiveUser(ctx.viewer),
      roomTypeId,
      month,
    );
    return {
      ...calendar,
      roomTypeId: roomType.id,
      roomTypeName: roomType.name,
      hostelId: roomType.hostelId,
      hostelName: roomType.hostel.name,
      totalBeds: roomType.totalBeds,
    };
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: isHostelOwner })
  @Mutation(() => [RoomNightBedsObject], {
    description:
      'Takes beds off sale on every night of [from, to), or none when one night has too few free beds (CONFLICT). Returns those nights.',
  })
  blockBeds(
    @Arg('input', () => BedBlockInput, { description: 'The room type, nights and number of beds to block.' })
    input: BedBlockInput,
    @Ctx() ctx: Context,
  ) {
    return blockRoomBeds(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: isHostelOwner })
  @Mutation(() => [RoomNightBedsObject], {
    description:
      'Puts blocked beds back on sale on every night of [from, to), or none when one night has fewer blocked (CONFLICT).',
  })
  unblockBeds(
    @Arg('input', () => BedBlockInput, {
      description: 'The room type, nights and number of beds to put back on sale.',
    })
    input: BedBlockInput,
    @Ctx() ctx: Context,
  ) {
    return unblockRoomBeds(ctx.db, requireActiveUser(ctx.viewer), input);
  }
}
