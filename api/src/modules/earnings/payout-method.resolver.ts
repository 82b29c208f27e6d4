import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { activeUserOf, requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { PayoutSchedule } from '../../generated/prisma/client.js';
import { canSeePrivateProfile, UserObject } from '../users/index.js';
import type { PayoutProvider } from './payout-provider.js';
import * as methods from './payout-method.service.js';
import { PayoutMethodChangeObject, PayoutMethodInput, PayoutMethodObject } from './payout-method.types.js';
import { Access } from '../../core/access.js';
import { canRemovePayoutMethod } from './payout-method.policies.js';

/** The owner's payout methods and schedule. Changing a method needs a recent sign-in. */
@Resolver()
export class PayoutMethodResolver {
  constructor(private readonly services: { payouts: PayoutProvider }) {}

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Query(() => [PayoutMethodObject], { description: 'Your payout methods: one live per currency.' })
  payoutMethods(
    @Arg('history', () => Boolean, {
      defaultValue: false,
      description: 'Also the replaced and removed ones.',
    })
    history: boolean,
    @Ctx() ctx: Context,
  ) {
    return methods.listPayoutMethods(ctx.db, requireActiveUser(ctx.viewer).id, history);
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Mutation(() => PayoutMethodObject, {
    description:
      'Adds your payout method for its currency, replacing the one you had. Needs a sign-in within 5 minutes (FORBIDDEN, reason RECENT_SIGN_IN_REQUIRED); a change holds payouts for the platform’s hold hours and is announced by e-mail.',
  })
  setPayoutMethod(
    @Arg('input', () => PayoutMethodInput, {
      description: 'The method; its number is sent to the provider only.',
    })
    input: PayoutMethodInput,
    @Ctx() ctx: Context,
  ) {
    return methods.setPayoutMethod(ctx, ctx.viewer, this.services.payouts, input);
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: canRemovePayoutMethod })
  @Mutation(() => PayoutMethodObject, {
    description: 'Removes one of your payout methods (a recent sign-in needed).',
  })
  removePayoutMethod(
    @Arg('id', () => ID, { description: 'The payout method.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return methods.removePayoutMethod(ctx.db, ctx.viewer, id);
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Mutation(() => PayoutSchedule, { description: 'When your released earnings are paid out automatically.' })
  async setPayoutSchedule(
    @Arg('schedule', () => PayoutSchedule, { description: 'The new schedule.' }) schedule: PayoutSchedule,
    @Ctx() ctx: Context,
  ) {
    const user = await methods.setPayoutSchedule(ctx.db, requireActiveUser(ctx.viewer), schedule);
    return user.payoutSchedule;
  }
}

/** A user's payout methods, schedule and their history: the user themselves and admins only. */
@Resolver(() => UserObject)
export class UserPayoutFieldsResolver {
  @FieldResolver(() => [PayoutMethodObject], {
    nullable: true,
    description:
      'Payout methods with their states, replaced ones included (never the number). Private: yourself and admins.',
  })
  payoutMethods(@Root() user: UserObject, @Ctx() ctx: Context) {
    if (!canSeePrivateProfile(activeUserOf(ctx.viewer), user)) return null;
    return methods.listPayoutMethods(ctx.db, user.id, true);
  }

  @FieldResolver(() => [PayoutMethodChangeObject], {
    nullable: true,
    description: 'Changes of the payout methods, newest first. Private: yourself and admins.',
  })
  async payoutMethodHistory(@Root() user: UserObject, @Ctx() ctx: Context) {
    if (!canSeePrivateProfile(activeUserOf(ctx.viewer), user)) return null;
    const rows = await methods.payoutMethodHistory(ctx.db, user.id);
    return rows.map((row) => ({ ...row, methodId: row.entityId }));
  }

  @FieldResolver(() => PayoutSchedule, {
    nullable: true,
    description: 'When payouts are sent. Private: yourself and admins.',
  })
  payoutSchedule(@Root() user: UserObject, @Ctx() ctx: Context) {
    return canSeePrivateProfile(activeUserOf(ctx.viewer), user) ? user.row.payoutSchedule : null;
  }
}
