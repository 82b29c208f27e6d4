import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import { IDEMPOTENCY_KEY_DESCRIPTION, keyedRequest } from '../../core/idempotency.js';
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
import { Access } from '../../core/access.js';
import { canArchiveHostel, canEditHostel, canSubmitHostel } from './hostel.policies.js';

/** The owner's listing flow: a draft saved step by step, then submitted for review. */
@Resolver()
export class ListingResolver {
  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: 'self' })
  @Mutation(() => HostelObject, {
    description: 'Starts a new, empty draft, or returns your untouched one (no step saved yet).',
  })
  createHostelDraft(
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
    idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    const owner = requireActiveUser(ctx.viewer);
    const keyed = keyedRequest(ctx.viewer, 'createHostelDraft', idempotencyKey, {});
    return listing.createHostelDraft(ctx.db, owner, keyed);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canEditHostel })
  @Mutation(() => HostelObject, {
    description: 'Step 1: name, description, gender policy, rules, time zone.',
  })
  updateHostelBasics(
    @Arg('id', () => ID, { description: 'Your hostel.' }) id: string,
    @Arg('input', () => HostelBasicsInput, { description: 'The basics to save.' }) input: HostelBasicsInput,
    @Ctx() ctx: Context,
  ) {
    return listing.updateHostelBasics(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canEditHostel })
  @Mutation(() => HostelObject, {
    description: 'Step 2: address and map position; nearby universities follow.',
  })
  updateHostelLocation(
    @Arg('id', () => ID, { description: 'Your hostel.' }) id: string,
    @Arg('input', () => HostelLocationInput, { description: 'The address and position to save.' })
    input: HostelLocationInput,
    @Ctx() ctx: Context,
  ) {
    return listing.updateHostelLocation(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canEditHostel })
  @Mutation(() => HostelObject, {
    description: 'Step 3: the room types (replacing the list) and hostel amenities.',
  })
  saveRoomTypes(
    @Arg('id', () => ID, { description: 'Your hostel.' }) id: string,
    @Arg('roomTypes', () => [RoomTypeInput], {
      description:
        'The full list of room types (1 to 20): items without id are created; missing ones are deleted (archived when past reservations refer to them), which is refused while they have reserved beds.',
    })
    roomTypes: RoomTypeInput[],
    @Arg('amenities', () => [String], {
      description: 'Amenities of the whole hostel, at most 30 of up to 40 characters.',
    })
    amenities: string[],
    @Ctx() ctx: Context,
  ) {
    return saveRoomTypes(ctx.db, requireActiveUser(ctx.viewer), id, { roomTypes, amenities });
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canEditHostel })
  @Mutation(() => HostelObject, {
    description: 'Step 3: photos in display order and the cover (default: first).',
  })
  setHostelPhotos(
    @Arg('id', () => ID, { description: 'Your hostel.' }) id: string,
    @Arg('photos', () => [HostelPhotoInput], {
      description: 'All the photos in display order (at most 30), replacing the current ones.',
    })
    photos: HostelPhotoInput[],
    @Arg('coverFileId', () => ID, {
      nullable: true,
      description: 'The file of the cover photo, one of photos; null for the first.',
    })
    coverFileId: string | null,
    @Ctx() ctx: Context,
  ) {
    return setHostelPhotos(ctx.db, requireActiveUser(ctx.viewer), id, photos, coverFileId);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canEditHostel })
  @Mutation(() => HostelObject, { description: 'Price step: prices apply to new reservations only.' })
  updateHostelPricing(
    @Arg('id', () => ID, { description: 'Your hostel.' }) id: string,
    @Arg('input', () => HostelPricingInput, { description: 'Cancellation policy and room prices.' })
    input: HostelPricingInput,
    @Ctx() ctx: Context,
  ) {
    return updateHostelPricing(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canSubmitHostel })
  @Mutation(() => HostelObject, {
    description: 'Sends a complete listing to review with a ZIP proof of ownership.',
  })
  submitHostelForReview(
    @Arg('id', () => ID, { description: 'Your hostel, with every step complete.' }) id: string,
    @Arg('ownershipProofFileId', () => ID, {
      description: 'A ZIP archive you uploaded with uploadArchive, proving you own or run the hostel.',
    })
    ownershipProofFileId: string,
    @Ctx() ctx: Context,
  ) {
    return submitHostelForReview(ctx, requireActiveUser(ctx.viewer), id, ownershipProofFileId);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canArchiveHostel })
  @Mutation(() => HostelObject, { description: 'Takes the listing off the platform for good.' })
  archiveHostel(
    @Arg('id', () => ID, { description: 'Your hostel to archive.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return listing.archiveHostel(ctx.db, requireActiveUser(ctx.viewer), id);
  }
}
