import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { PayoutObject, ReconciliationObject } from './earning.types.js';
import { reconciliation, reconciliationCsv } from './payout-reconciliation.js';
import * as payouts from './payout.service.js';
import { Access } from '../../core/access.js';

/** The admins' payout desk: the queue, retries, holds (all audited) and the month's books. */
@Resolver()
export class PayoutAdminResolver {
  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => [PayoutObject], {
    description: 'Payouts that need attention, failures first, then held, waiting and sent ones.',
  })
  payoutQueue(
    @Arg('limit', () => Int, { defaultValue: 50, description: '1 to 100.' }) limit: number,
    @Ctx() ctx: Context,
  ) {
    return payouts.payoutQueue(ctx.db, limit);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => PayoutObject, {
    description:
      'A failed or reversed payout: sends the owner’s payable balance in its currency again, as a new payout (returned). A waiting one: tries it now.',
  })
  retryPayout(@Arg('id', () => ID, { description: 'The payout.' }) id: string, @Ctx() ctx: Context) {
    return payouts.retryPayout(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => PayoutObject, {
    description: 'Keeps a payout waiting to be sent from being sent, with a reason.',
  })
  holdPayout(
    @Arg('id', () => ID, { description: 'The payout.' }) id: string,
    @Arg('reason', () => String, { description: 'Why it is held (audited).' }) reason: string,
    @Ctx() ctx: Context,
  ) {
    return payouts.holdPayout(ctx.db, requireActiveUser(ctx.viewer), id, reason);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => PayoutObject, { description: 'Lets a held payout be sent.' })
  releasePayout(@Arg('id', () => ID, { description: 'The payout.' }) id: string, @Ctx() ctx: Context) {
    return payouts.releasePayout(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => [ReconciliationObject], { description: 'The month’s books per currency.' })
  payoutReconciliation(
    @Arg('month', () => String, { description: 'YYYY-MM (UTC).' }) month: string,
    @Ctx() ctx: Context,
  ) {
    return reconciliation(ctx.db, month);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => String, { description: 'payoutReconciliation as CSV (minor units), for a spreadsheet.' })
  async payoutReconciliationCsv(
    @Arg('month', () => String, { description: 'YYYY-MM (UTC).' }) month: string,
    @Ctx() ctx: Context,
  ) {
    return reconciliationCsv(await reconciliation(ctx.db, month));
  }
}
