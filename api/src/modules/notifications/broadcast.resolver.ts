import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { ConnectionArgs } from '../../core/pagination.js';
import * as broadcasts from './broadcast.service.js';
import {
  BroadcastAudienceInput,
  BroadcastConnection,
  BroadcastObject,
  EmailCountsObject,
  EmailDeliveriesArgs,
  EmailDeliveryConnection,
  SendBroadcastInput,
} from './broadcast.types.js';
import { emailCounts, listEmailDeliveries } from './email-admin.service.js';
import { Access } from '../../core/access.js';

// Admins only: each operation says so, and the class decorator guards the broadcast's own fields.
@Authorized('ADMIN')
@Resolver(() => BroadcastObject)
export class BroadcastResolver {
  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => Int, { description: 'Admins: how many active users an audience reaches now.' })
  broadcastAudienceCount(
    @Arg('input', () => BroadcastAudienceInput, { description: 'The audience to count.' })
    input: BroadcastAudienceInput,
    @Ctx() ctx: Context,
  ) {
    return broadcasts.broadcastAudienceCount(ctx.db, input);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => BroadcastConnection, { description: 'Admins: broadcasts, newest first.' })
  broadcasts(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return broadcasts.listBroadcasts(ctx.db, args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => BroadcastObject, {
    nullable: true,
    description: 'Admins: one broadcast, with its delivery so far (null, with the error, when missing).',
  })
  broadcast(@Arg('id', () => ID, { description: 'The broadcast.' }) id: string, @Ctx() ctx: Context) {
    return broadcasts.getBroadcast(ctx.db, id);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => BroadcastObject, {
    description:
      'Admins: sends an announcement now or at `sendAt`. Delivery runs in the background in batches; watch it on `broadcast`.',
  })
  async sendBroadcast(
    @Arg('input', () => SendBroadcastInput, {
      description: 'The announcement, its audience and when to send it.',
    })
    input: SendBroadcastInput,
    @Ctx() ctx: Context,
  ) {
    // Its insert wakes the workers' broadcast job (NOTIFY), which delivers it off the API instances.
    const row = await broadcasts.createBroadcast(ctx.db, requireActiveUser(ctx.viewer), input);
    return broadcasts.toBroadcastObject(row);
  }

  @FieldResolver(() => EmailCountsObject, { description: 'Its e-mails by delivery state.' })
  emails(@Root() broadcast: BroadcastObject, @Ctx() ctx: Context) {
    return emailCounts(ctx.db, { broadcastId: broadcast.id });
  }

  @FieldResolver(() => String, { nullable: true, description: 'The university of a UNIVERSITY audience.' })
  async universityName(@Root() broadcast: BroadcastObject, @Ctx() ctx: Context) {
    if (!broadcast.universityId) return null;
    const university = await ctx.db.prisma.university.findUnique({
      where: { id: broadcast.universityId },
      select: { name: true },
    });
    return university?.name ?? null;
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => EmailDeliveryConnection, { description: 'Admins: the e-mail outbox, newest first.' })
  emailDeliveries(@Args(() => EmailDeliveriesArgs) args: EmailDeliveriesArgs, @Ctx() ctx: Context) {
    return listEmailDeliveries(ctx.db, args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => EmailCountsObject, { description: 'Admins: e-mails by delivery state.' })
  emailDeliveryCounts(@Ctx() ctx: Context) {
    return emailCounts(ctx.db);
  }
}
