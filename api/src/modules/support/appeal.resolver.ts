import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireSuspendedUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import * as appeals from './appeal.service.js';
import { AppealSuspensionInput, SupportTicketObject } from './support.types.js';
import { Access } from '../../core/access.js';

// Public to the authChecker (which lets only active users through): these are for suspended users
// alone, as requireSuspendedUser checks on each field.
@Resolver()
export class AppealResolver {
  @Access({
    public: 'a suspended user’s own appeal: requireSuspendedUser in the resolver',
    scope: 'web-only',
    policy: 'self',
  })
  @Query(() => SupportTicketObject, {
    nullable: true,
    description: 'Suspended users: your latest appeal against the suspension; null when you sent none.',
  })
  mySuspensionAppeal(@Ctx() ctx: Context) {
    return appeals.latestAppeal(ctx.db, requireSuspendedUser(ctx.viewer));
  }

  @Access({
    public: 'a suspended user’s one write: requireSuspendedUser in the resolver',
    scope: 'web-only',
    policy: 'self',
  })
  @Mutation(() => SupportTicketObject, {
    description:
      'Suspended users: appeals against the suspension (an APPEAL ticket for support); one waiting at a time.',
  })
  appealSuspension(
    @Arg('input', () => AppealSuspensionInput, { description: 'Why the suspension should be lifted.' })
    input: AppealSuspensionInput,
    @Ctx() ctx: Context,
  ) {
    return appeals.appealSuspension(ctx.db, requireSuspendedUser(ctx.viewer), input.message);
  }
}
