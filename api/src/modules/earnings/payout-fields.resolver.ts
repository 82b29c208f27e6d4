import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import type { Payout } from '../../generated/prisma/client.js';
import { findUser, toUserObject, UserObject } from '../users/index.js';
import { PayoutObject } from './earning.types.js';
import { PayoutMethodObject } from './payout-method.types.js';

/**
 * Relations of a Payout. Payouts reach only their owner and admins (listPayouts, requestPayout,
 * markPayoutPaid), and the owner's private fields (email, payout account) check the viewer again.
 */
@Resolver(() => PayoutObject)
export class PayoutFieldsResolver {
  @FieldResolver(() => UserObject, {
    description: 'The owner to pay; their email and payout account are visible to admins.',
  })
  async owner(@Root() payout: Payout, @Ctx() ctx: Context): Promise<UserObject> {
    // findUnique calls of one tick are batched by Prisma into one query (no N+1 over a page); a
    // foreign key (ON DELETE RESTRICT) guarantees the row.
    const owner = await findUser(ctx, payout.ownerId);
    return toUserObject(owner!);
  }

  @FieldResolver(() => PayoutMethodObject, {
    nullable: true,
    description: 'Where it was sent (last four digits only); null until sent.',
  })
  method(@Root() payout: Payout, @Ctx() ctx: Context) {
    return payout.methodId ? ctx.db.prisma.payoutMethod.findUnique({ where: { id: payout.methodId } }) : null;
  }
}
