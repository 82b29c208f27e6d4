import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { HostelObject } from '../hostels/hostel.types.js';
import { daysBetween, toPlainDate } from './dates.js';
import {
  PriceBreakdownObject,
  ReservationEventObject,
  ReservationObject,
  ReservationPartyObject,
  type ReservationNode,
} from './reservation.types.js';

/**
 * Derived fields and relations of a Reservation. Only its parties and admins ever receive a
 * reservation (the queries check canViewReservation), so these need no further checks.
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
    const nights = daysBetween(toPlainDate(r.checkIn), toPlainDate(r.checkOut));
    const units = r.pricePerBed > 0 && r.beds > 0 ? Math.round(r.subtotal / (r.pricePerBed * r.beds)) : 0;
    const { currency, pricePerBed, pricePeriod, subtotal, platformFee, total } = r;
    return { currency, pricePerBed, pricePeriod, nights, units, subtotal, platformFee, total };
  }

  @FieldResolver(() => HostelObject)
  hostel(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return ctx.prisma.hostel.findUniqueOrThrow({ where: { id: r.hostelId } });
  }

  @FieldResolver(() => String)
  async roomTypeName(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return (
      await ctx.prisma.roomType.findUniqueOrThrow({ where: { id: r.roomTypeId }, select: { name: true } })
    ).name;
  }

  @FieldResolver(() => ReservationPartyObject)
  student(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return ctx.prisma.user.findUniqueOrThrow({
      where: { id: r.studentId },
      select: { id: true, displayName: true },
    });
  }

  @FieldResolver(() => [ReservationEventObject], { description: 'Status changes, oldest first.' })
  events(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return ctx.prisma.reservationEvent.findMany({
      where: { reservationId: r.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  @FieldResolver(() => Int, { description: 'Nights of the stay.' })
  nights(@Root() r: ReservationNode) {
    return daysBetween(toPlainDate(r.checkIn), toPlainDate(r.checkOut));
  }
}
