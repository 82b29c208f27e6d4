import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import { forgetLoaders } from '../../core/loaders.js';
import { Topic } from '../../core/pubsub.js';
import {
  AdminReservationArgs,
  OwnerReservationArgs,
  RequestReservationInput,
  ReservationListArgs,
  StayInput,
} from './reservation.inputs.js';
import * as queries from './queries.service.js';
import { acceptReservation, declineReservation } from './respond.service.js';
import { quoteReservation, requestReservation } from './reservation.service.js';
import {
  OwnerReservationGroupCountObject,
  ReservationConnection,
  ReservationObject,
  ReservationQuoteObject,
} from './reservation.types.js';
import { Access } from '../../core/access.js';
import { canRespondToReservation, canViewReservation } from './reservation.policies.js';

@Resolver()
export class ReservationResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'public' })
  @Query(() => ReservationQuoteObject, {
    description: 'The price breakdown of a stay, before requesting it.',
  })
  async quoteReservation(
    @Arg('input', () => StayInput, { description: 'The stay to price.' }) input: StayInput,
    @Ctx() ctx: Context,
  ) {
    const stay = await quoteReservation(ctx.db, input);
    return {
      roomTypeId: stay.room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      beds: stay.beds,
      price: stay.price,
    };
  }

  @Access({ roles: ['STUDENT'], scope: 'web-only', policy: 'self' })
  @Mutation(() => ReservationObject, { description: 'Requests beds; they are held until the owner answers.' })
  requestReservation(
    @Arg('input', () => RequestReservationInput, { description: 'The stay and an optional note.' })
    input: RequestReservationInput,
    @Ctx() ctx: Context,
  ) {
    return requestReservation(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: 'signed-in', scope: 'reservations:read', policy: canViewReservation })
  @Subscription(() => ReservationObject, {
    description:
      'Your reservations (a student) or those of your hostels (an owner), each time one is made or changes status.',
    subscribe: ({ context }: { context: Context }) =>
      context.dbChanges.subscribe(Topic.RESERVATION_CHANGED, requireActiveUser(context.viewer).id),
  })
  reservationChanged(@Root() event: { reservationId: string }, @Ctx() ctx: Context) {
    forgetLoaders(ctx);
    return queries.findReservation(ctx.db, requireActiveUser(ctx.viewer), event.reservationId);
  }

  @Access({ roles: 'signed-in', scope: 'reservations:read', policy: canViewReservation })
  @Query(() => ReservationObject, {
    nullable: true,
    description: 'One reservation: its student, its owner or an admin.',
  })
  reservation(
    @Arg('id', () => ID, { description: 'The reservation’s id.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return queries.findReservation(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: ['STUDENT'], scope: 'web-only', policy: 'self' })
  @Query(() => ReservationConnection, { description: 'Your reservations, newest first.' })
  myReservations(@Args(() => ReservationListArgs) args: ReservationListArgs, @Ctx() ctx: Context) {
    return queries.myReservations(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: ['OWNER'], scope: 'reservations:read', policy: 'self' })
  @Query(() => ReservationConnection, { description: 'Reservations of your hostels, newest first.' })
  ownerReservations(@Args(() => OwnerReservationArgs) args: OwnerReservationArgs, @Ctx() ctx: Context) {
    return queries.ownerReservations(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: ['OWNER'], scope: 'reservations:read', policy: 'self' })
  @Query(() => [OwnerReservationGroupCountObject], {
    description: 'How many reservations of your hostels each tab (group) holds.',
  })
  ownerReservationCounts(@Ctx() ctx: Context) {
    return queries.ownerReservationCounts(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['OWNER'], scope: 'reservations:read', policy: 'self' })
  @Query(() => Int, { description: 'Requests waiting for your answer.' })
  pendingReservationCount(@Ctx() ctx: Context) {
    return queries.pendingReservationCount(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['ADMIN'], scope: 'reservations:read', policy: 'role' })
  @Query(() => ReservationConnection, {
    description: 'Search every reservation (code, student email or name, hostel name).',
  })
  adminReservations(@Args(() => AdminReservationArgs) args: AdminReservationArgs, @Ctx() ctx: Context) {
    return queries.adminReservations(ctx.db, args);
  }

  @Access({ roles: ['OWNER'], scope: 'reservations:write', policy: canRespondToReservation })
  @Mutation(() => ReservationObject, {
    description:
      'Owners: accepts a PENDING request of your hostel; the student then has until paymentDeadline to pay.',
  })
  acceptReservation(
    @Arg('id', () => ID, { description: 'The reservation, PENDING, of one of your hostels.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return acceptReservation(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: ['OWNER'], scope: 'reservations:write', policy: canRespondToReservation })
  @Mutation(() => ReservationObject, {
    description: 'Owners: declines a PENDING request of your hostel and frees its beds.',
  })
  declineReservation(
    @Arg('id', () => ID, { description: 'The reservation, PENDING, of one of your hostels.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, shown to the student; 5 to 1000 characters.' })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return declineReservation(ctx.db, requireActiveUser(ctx.viewer), id, reason);
  }
}
