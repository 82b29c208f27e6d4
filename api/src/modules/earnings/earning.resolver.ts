import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import type { Earning } from '../../generated/prisma/client.js';
import { toPlainDate } from '../../core/dates.js';
import * as earnings from './earning.service.js';
import {
  EarningConnection,
  EarningListArgs,
  type EarningObject,
  EarningsSummaryObject,
  PayoutConnection,
  PayoutListArgs,
  PayoutObject,
} from './earning.types.js';
import { Access } from '../../core/access.js';

type EarningRow = Earning & { reservation: { code: string; checkIn: Date } };

const toEarningObject = ({ reservation, ...row }: EarningRow): EarningObject => ({
  ...row,
  reservationCode: reservation.code,
  checkIn: toPlainDate(reservation.checkIn),
});

/** The owner's ledger and payouts; admins mark payouts paid. */
@Resolver()
export class EarningResolver {
  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Query(() => EarningConnection, { description: 'Your ledger, newest first.' })
  async myEarnings(@Args(() => EarningListArgs) args: EarningListArgs, @Ctx() ctx: Context) {
    const page = await earnings.myEarnings(ctx.db, requireActiveUser(ctx.viewer), args);
    return {
      ...page,
      edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toEarningObject(edge.node) })),
    };
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Query(() => EarningsSummaryObject, {
    description: 'Pending, available and paid-out totals, and net by month.',
  })
  earningsSummary(@Ctx() ctx: Context) {
    return earnings.earningsSummary(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Mutation(() => [PayoutObject], {
    description: 'Requests a payout of the whole available balance (one per currency).',
  })
  requestPayout(@Ctx() ctx: Context) {
    return earnings.requestPayout(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'web-only', policy: ['self', 'role'] })
  @Query(() => PayoutConnection, { description: 'Your payouts; admins see everybody’s.' })
  payouts(@Args(() => PayoutListArgs) args: PayoutListArgs, @Ctx() ctx: Context) {
    return earnings.listPayouts(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => PayoutObject, { description: 'Records that the payout was sent to the owner.' })
  markPayoutPaid(
    @Arg('id', () => ID, { description: 'The payout, REQUESTED.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return earnings.markPayoutPaid(ctx.db, requireActiveUser(ctx.viewer), id);
  }
}
