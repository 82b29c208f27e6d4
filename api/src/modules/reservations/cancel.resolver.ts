import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import { Role } from '../../generated/prisma/client.js';
import { CancellationPolicy } from '../hostels/index.js';
import { cancellationQuote, cancelReservation } from './cancel.service.js';
import type { Refunds } from './refunds.js';
import { ReservationObject } from './reservation.types.js';
import { Access } from '../../core/access.js';
import { canCancelReservation } from './reservation.policies.js';

@ObjectType('CancellationQuote', {
  description: 'What cancelling now would refund, shown before confirming.',
})
export class CancellationQuoteObject {
  @Field(() => Role, { description: 'The side the viewer would cancel as.' })
  role!: Role;

  @Field(() => CancellationPolicy, { description: 'The hostel’s cancellation policy.' })
  policy!: CancellationPolicy;

  @Field(() => Int, { description: 'Paid and not yet refunded.' })
  paid!: number;

  @Field(() => Int, { description: 'What cancelling now refunds, in minor units of currency.' })
  refundAmount!: number;

  @Field(() => Int, { description: 'The refund as a percentage (0 to 100) of what was paid.' })
  refundPercent!: number;

  @Field(() => Date, { nullable: true, description: 'Until when this refund applies; later it is smaller.' })
  refundableUntil!: Date | null;

  @Field(() => String, { description: 'ISO 4217 code of the amounts, e.g. GHS.' })
  currency!: string;
}

/** Cancelling: the student and the owner their own reservations, an admin any, with a refund. */
@Resolver()
export class CancelResolver {
  constructor(private readonly services: { refunds: Refunds }) {}

  @Access({ roles: 'signed-in', scope: 'web-only', policy: canCancelReservation })
  @Query(() => CancellationQuoteObject, {
    description: 'What cancelling a reservation now would refund, before cancelReservation does it.',
  })
  cancellationQuote(
    @Arg('id', () => ID, { description: 'The reservation to cancel.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return cancellationQuote(ctx.db, this.services.refunds, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: canCancelReservation })
  @Mutation(() => ReservationObject, {
    description:
      "Cancels with the refund cancellationQuote showed (students: the hostel's policy; owners: in full).",
  })
  cancelReservation(
    @Arg('id', () => ID, { description: 'The reservation, yours as its student or as its hostel’s owner.' })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        'Why, shown to the other side: 5 to 1000 characters, required of owners, optional for students.',
    })
    reason: string | null,
    @Ctx() ctx: Context,
  ) {
    const user = requireActiveUser(ctx.viewer);
    return cancelReservation(ctx.db, this.services.refunds, ctx.logger, user, id, { reason });
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: canCancelReservation })
  @Mutation(() => ReservationObject, {
    description: 'Cancels any live reservation; refundAmount defaults to all that was paid.',
  })
  adminCancelReservation(
    @Arg('id', () => ID, { description: 'The reservation, PENDING, ACCEPTED or PAID.' }) id: string,
    @Arg('reason', () => String, {
      description: 'Why, shown to the student and the owner; 5 to 1000 characters.',
    })
    reason: string,
    @Arg('refundAmount', () => Int, {
      nullable: true,
      description:
        'Amount to refund in minor units, at most what was paid and not yet refunded; null refunds all of it.',
    })
    refundAmount: number | null,
    @Ctx() ctx: Context,
  ) {
    const user = requireActiveUser(ctx.viewer);
    return cancelReservation(ctx.db, this.services.refunds, ctx.logger, user, id, {
      reason,
      refundAmount,
    });
  }
}
