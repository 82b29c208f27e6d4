import { nightsBetween } from '@hostel/common';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { HostelObject } from '../hostels/index.js';
import { toPlainDate } from '../../core/dates.js';
import { visibleText, type Reading } from './contact-details.js';
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
 * How the viewer reads a party's words on the reservation: `authorId` among the student and the
 * owner, anyone else (an admin, a job) being the platform; an admin reads them as written.
 */
async function readingOf(ctx: Context, r: ReservationNode, authorId: string | null): Promise<Reading> {
  const viewer = checkViewer(ctx, r);
  const party = viewer.id === r.studentId || viewer.id === r.ownerId;
  const author = authorId === r.studentId || authorId === r.ownerId ? authorId : null;
  const contactsOpen =
    !party ||
    (await reservationLoaders(ctx).contactsOpen.load({ studentId: r.studentId, hostelId: r.hostelId }));
  return { viewerId: viewer.id, authorId: author, contactsOpen };
}

/** The viewer, who must be allowed to see the reservation. */
function checkViewer(ctx: Context, r: ReservationNode) {
  const viewer = requireActiveUser(ctx.viewer);
  checkCanView(viewer, r);
  return viewer;
}

const CANCELLER = { STUDENT: 'studentId', OWNER: 'ownerId' } as const;

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

  @FieldResolver(() => ReservationPartyObject, {
    description:
      'The student who made the request (contact details in the name masked for the owner until paid).',
  })
  async student(@Root() r: ReservationNode, @Ctx() ctx: Context): Promise<ReservationPartyObject> {
    const reading = await readingOf(ctx, r, r.studentId);
    const student = found(await reservationLoaders(ctx).party.load(r.studentId), 'The student');
    return { ...student, displayName: visibleText(student.displayName, reading) };
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The student’s note to the owner sent with the request; null when none. Contact details in it are masked for the owner until a booking at the hostel is paid.',
  })
  async studentNote(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return visibleText(r.studentNote, await readingOf(ctx, r, r.studentId));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Why the owner declined; null unless DECLINED. Contact details in it are masked for the student until a booking at the hostel is paid.',
  })
  async declineReason(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    return visibleText(r.declineReason, await readingOf(ctx, r, r.ownerId));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Why it was cancelled; null unless CANCELLED, or when a student gave no reason. Contact details in it are masked for the other party until a booking at the hostel is paid.',
  })
  async cancelReason(@Root() r: ReservationNode, @Ctx() ctx: Context) {
    const author =
      r.cancelledBy === 'STUDENT' || r.cancelledBy === 'OWNER' ? r[CANCELLER[r.cancelledBy]] : null;
    return visibleText(r.cancelReason, await readingOf(ctx, r, author));
  }

  @FieldResolver(() => [ReservationEventObject], {
    description: 'Status changes, oldest first (their notes masked as the fields they repeat are).',
  })
  async events(@Root() r: ReservationNode, @Ctx() ctx: Context): Promise<ReservationEventObject[]> {
    const events = await reservationLoaders(ctx).events.load(r.id);
    return Promise.all(
      events.map(async (event) => ({
        ...event,
        note: visibleText(event.note, await readingOf(ctx, r, event.actorId)),
      })),
    );
  }

  @FieldResolver(() => Int, { description: 'Nights of the stay.' })
  nights(@Root() r: ReservationNode) {
    return nightsBetween(toPlainDate(r.checkIn), toPlainDate(r.checkOut));
  }
}
