import { nightsBetween } from '@hostel/common';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { HostelObject } from '../hostels/hostel.types.js';
import { toPlainDate } from '../../core/dates.js';
import { reservationLoaders } from './reservation.loaders.js';
import { checkCanView } from './queries.service.js';
import {
  PriceBreakdownObject,
  ReservationEventObject,
  ReservationObject,
  ReservationPartyObject,
  type ReservationNode,
} from './reservation.types.js';

/** Relations hold an existing row (foreign keys); a missing one is a bug, not the client's fault. */
function found<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} of a reservation is missing`);
  return value;
}

/**
 * Derived fields and relations of a Reservation, batched per request (reservation.loaders.ts).
 * The queries hand out only reservations the viewer may see; fields with another user's data
 * check the policy again, so a reservation reached some other way can't leak them.
 */
@Resolver(() => ReservationObject)
export class ReservationFieldsResolver {
  @FieldResolver(() => String, { description: 'YYYY-MM-DD' })
  checkIn(@Root() r: ReservationNode) {
    return toPlainDate(r.checkIn);
  }

  @FieldResolver(() => String, { description: 'YYYY-MM-DD, the departure day.' })
  checkOut(@Root() r: ReservationNode) {
    return toPlainDate(r.checkOut);
  }

  @FieldResolver(() => PriceBreakdownObject, { description: 'The price fixed when the request was made.' })
  price(@Root() r: ReservationNode): PriceBreakdownObject {
    const nights = nightsBetween(toPlainDate(r.checkIn), toPlainDate(r.checkOut));
    const units = r.pricePerBed > 0 && r.beds > 0 ? Math.round(r.subtotal / (r.pricePerBed * r.beds)) : 0;
    const { currency, pricePerBed, pricePeriod, subtotal, platformFee, total } = r;
    return { currency, pricePerBed, pricePeriod, nights, units, subtotal, platformFee, total };
  }

  @FieldResolver(() => HostelObject, { description: 'The hostel of the stay.' })
  async hostel(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return found(await reservationLoaders(ctx).hostel.load(r.hostelId), 'The hostel');
  }

  @FieldResolver(() => String, { description: 'Name of the room type reserved.' })
  async roomTypeName(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return found(await reservationLoaders(ctx).roomTypeName.load(r.roomTypeId), 'The room type');
  }

  @FieldResolver(() => ReservationPartyObject, { description: 'The student who made the request.' })
  async student(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    checkCanView(activeUserOf(ctx.viewer), r);
    return found(await reservationLoaders(ctx).party.load(r.studentId), 'The student');
  }

  @FieldResolver(() => [ReservationEventObject], { description: 'Status changes, oldest first.' })
  events(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    checkCanView(activeUserOf(ctx.viewer), r);
    return reservationLoaders(ctx).events.load(r.id);
  }

  @FieldResolver(() => Int, { description: 'Nights of the stay.' })
  nights(@Root() r: ReservationNode) {
    return nightsBetween(toPlainDate(r.checkIn), toPlainDate(r.checkOut));
  }
}
