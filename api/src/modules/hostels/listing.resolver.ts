import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import {
  HostelBasicsInput,
  HostelLocationInput,
  HostelPhotoInput,
  HostelPricingInput,
  RoomTypeInput,
} from './hostel.inputs.js';
import { HostelObject } from './hostel.types.js';
import * as listing from './listing.service.js';
import { setHostelPhotos } from './photos.service.js';
import { updateHostelPricing } from './pricing.service.js';
import { saveRoomTypes } from './rooms.service.js';
import { submitHostelForReview } from './submission.service.js';

/** The owner's listing flow: a draft saved step by step, then submitted for review. */
@Authorized('OWNER')
@Resolver()
export class ListingResolver {
  @Mutation(() => HostelObject, {
    description: 'Starts a new, empty draft, or returns your untouched one (no step saved yet).',
  })
  createHostelDraft(@Ctx() ctx: Context) {
    return listing.createHostelDraft(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Mutation(() => HostelObject, {
    description: 'Step 1: name, description, gender policy, rules, time zone.',
  })
  updateHostelBasics(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => HostelBasicsInput) input: HostelBasicsInput,
    @Ctx() ctx: Context,
  ) {
    return listing.updateHostelBasics(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Mutation(() => HostelObject, {
    description: 'Step 2: address and map position; nearby universities follow.',
  })
  updateHostelLocation(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => HostelLocationInput) input: HostelLocationInput,
    @Ctx() ctx: Context,
  ) {
    return listing.updateHostelLocation(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Mutation(() => HostelObject, {
    description: 'Step 3: the room types (replacing the list) and hostel amenities.',
  })
  saveRoomTypes(
    @Arg('id', () => ID) id: string,
    @Arg('roomTypes', () => [RoomTypeInput]) roomTypes: RoomTypeInput[],
    @Arg('amenities', () => [String]) amenities: string[],
    @Ctx() ctx: Context,
  ) {
    return saveRoomTypes(ctx.db, requireActiveUser(ctx.viewer), id, { roomTypes, amenities });
  }

  @Mutation(() => HostelObject, {
    description: 'Step 3: photos in display order and the cover (default: first).',
  })
  setHostelPhotos(
    @Arg('id', () => ID) id: string,
    @Arg('photos', () => [HostelPhotoInput]) photos: HostelPhotoInput[],
    @Arg('coverFileId', () => ID, { nullable: true }) coverFileId: string | null,
    @Ctx() ctx: Context,
  ) {
    return setHostelPhotos(ctx.db, requireActiveUser(ctx.viewer), id, photos, coverFileId);
  }

  @Mutation(() => HostelObject, { description: 'Price step: prices apply to new reservations only.' })
  updateHostelPricing(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => HostelPricingInput) input: HostelPricingInput,
    @Ctx() ctx: Context,
  ) {
    return updateHostelPricing(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Mutation(() => HostelObject, {
    description: 'Sends a complete listing to review with a ZIP proof of ownership.',
  })
  submitHostelForReview(
    @Arg('id', () => ID) id: string,
    @Arg('ownershipProofFileId', () => ID) ownershipProofFileId: string,
    @Ctx() ctx: Context,
  ) {
    return submitHostelForReview(ctx, requireActiveUser(ctx.viewer), id, ownershipProofFileId);
  }

  @Mutation(() => HostelObject, { description: 'Takes the listing off the platform for good.' })
  archiveHostel(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return listing.archiveHostel(ctx.db, requireActiveUser(ctx.viewer), id);
  }
}
