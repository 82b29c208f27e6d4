import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { requireActiveUser } from '../../core/auth.js';
import { ConnectionArgs } from '../../core/pagination.js';
import { HostelConnection, HostelObject } from './hostel.types.js';
import { moderateHostel, moderationQueue } from './moderation.service.js';

/** Admins review listings; every decision is written to the audit log. */
@Authorized('ADMIN')
@Resolver()
export class ModerationResolver {
  @Query(() => HostelConnection, { description: 'Listings waiting for review, oldest first.' })
  moderationQueue(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return moderationQueue(ctx.prisma, args);
  }

  @Mutation(() => HostelObject)
  approveHostel(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return moderateHostel(ctx.prisma, requireActiveUser(ctx.viewer), id, 'approve');
  }

  @Mutation(() => HostelObject, {
    description: 'The owner sees the reason, can fix the listing and resubmit.',
  })
  rejectHostel(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: Context,
  ) {
    return moderateHostel(ctx.prisma, requireActiveUser(ctx.viewer), id, 'reject', reason);
  }

  @Mutation(() => HostelObject, {
    description: 'Hides a published hostel from search; the owner sees the reason.',
  })
  suspendHostel(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: Context,
  ) {
    return moderateHostel(ctx.prisma, requireActiveUser(ctx.viewer), id, 'suspend', reason);
  }

  @Mutation(() => HostelObject)
  reinstateHostel(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return moderateHostel(ctx.prisma, requireActiveUser(ctx.viewer), id, 'reinstate');
  }
}
