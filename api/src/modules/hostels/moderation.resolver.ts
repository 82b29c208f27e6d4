import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { activeUserOf, requireActiveUser } from '../../core/auth.js';
import { ConnectionArgs } from '../../core/pagination.js';
import { canSeeModerationDetails } from './hostel.policies.js';
import { HostelConnection, HostelObject, type HostelNode } from './hostel.types.js';
import { ModerationHostelsArgs } from './moderation.inputs.js';
import { moderateHostel, moderationHostels, moderationQueue, ownerEmail } from './moderation.service.js';
import { Access } from '../../core/access.js';

/** Admins review listings; every decision is written to the audit log. */
@Resolver()
export class ModerationResolver {
  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => HostelConnection, { description: 'Listings waiting for review, oldest first.' })
  moderationQueue(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return moderationQueue(ctx.db, args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => HostelConnection, {
    description:
      'Admins: listings of one status (or all), searchable by name, city, owner email or id. In review: oldest submission first; otherwise the most recently changed first.',
  })
  moderationHostels(@Args(() => ModerationHostelsArgs) args: ModerationHostelsArgs, @Ctx() ctx: Context) {
    return moderationHostels(ctx.db, args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => HostelObject, { description: 'Admins: publishes a listing waiting for review.' })
  approveHostel(
    @Arg('id', () => ID, { description: 'The hostel, in PENDING_REVIEW.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return moderateHostel(ctx, requireActiveUser(ctx.viewer), id, 'approve');
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => HostelObject, {
    description: 'The owner sees the reason, can fix the listing and resubmit.',
  })
  rejectHostel(
    @Arg('id', () => ID, { description: 'The hostel, in PENDING_REVIEW.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, shown to the owner; 5 to 1000 characters.' })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return moderateHostel(ctx, requireActiveUser(ctx.viewer), id, 'reject', reason);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => HostelObject, {
    description: 'Hides a published hostel from search; the owner sees the reason.',
  })
  suspendHostel(
    @Arg('id', () => ID, { description: 'The hostel, in PUBLISHED.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, shown to the owner; 5 to 1000 characters.' })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return moderateHostel(ctx, requireActiveUser(ctx.viewer), id, 'suspend', reason);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => HostelObject, { description: 'Admins: publishes a suspended hostel again.' })
  reinstateHostel(
    @Arg('id', () => ID, { description: 'The hostel, in SUSPENDED.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return moderateHostel(ctx, requireActiveUser(ctx.viewer), id, 'reinstate');
  }
}

/** What admins need to reach an owner about a listing; private to admins and the owner. */
@Resolver(() => HostelObject)
export class HostelModerationFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'The owner’s account email (owner and admins only).',
  })
  async ownerEmail(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    if (!canSeeModerationDetails(activeUserOf(ctx.viewer), hostel)) return null;
    return ownerEmail(ctx.db, hostel.ownerId);
  }
}
