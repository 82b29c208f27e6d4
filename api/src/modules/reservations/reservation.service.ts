import { violatedConstraint, type PrismaClient } from '../../core/db.js';
import { badUserInput, conflict } from '../../core/errors.js';
import type { Reservation, User } from '../../generated/prisma/client.js';
import { isUuid } from '../hostels/listing.shared.js';
import { newReservationCode } from './code.js';
import { addDays, fromPlainDate, hoursFrom, startOfDayIn } from './dates.js';
import { holdBeds } from './inventory.js';
import { TX_OPTIONS } from './reservation.shared.js';
import { resolveStay, type ResolvedStay, type StayInput } from './stay.js';

export const NOTE_MAX = 1000;

/** The server's price breakdown of a stay, shown before the student sends the request. */
export async function quoteReservation(
  prisma: PrismaClient,
  input: StayInput,
  now = new Date(),
): Promise<ResolvedStay> {
  return resolveStay(prisma, input, now);
}

/**
 * A deadline `hours` from now, but never after the end of the check-in day where the hostel is:
 * an answer (or payment) that comes after the stay began is worth nothing.
 */
export function deadlineFor(now: Date, hours: number, checkIn: string, timeZone: string): Date {
  const latest = startOfDayIn(addDays(checkIn, 1), timeZone);
  const wanted = hoursFrom(now, hours);
  return wanted < latest ? wanted : latest;
}

/**
 * A student's request: holds the beds and creates the PENDING reservation in ONE transaction, so
 * either both happen or neither. A code collision (about one in 10^11) retries the whole thing.
 */
export async function requestReservation(
  prisma: PrismaClient,
  student: User,
  input: StayInput & { note?: string | null },
  now = new Date(),
): Promise<Reservation> {
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX)
    throw badUserInput(`The note must be at most ${NOTE_MAX} characters.`, { note: 'Too long.' });
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        // Shared lock on the room type before reading it: a change of its totalBeds (which moves
        // the nights' free beds) then waits for this hold, and this hold never sees a stale total.
        if (isUuid(input.roomTypeId)) {
          await tx.$executeRaw`SELECT 1 FROM "RoomType" WHERE id = ${input.roomTypeId}::uuid FOR SHARE`;
        }
        const stay = await resolveStay(tx, input, now);
        await holdBeds(
          tx,
          { roomTypeId: stay.room.id, checkIn: stay.checkIn, checkOut: stay.checkOut, beds: stay.beds },
          stay.room.totalBeds,
        );
        const reservation = await tx.reservation.create({
          data: {
            code: newReservationCode(),
            studentId: student.id,
            roomTypeId: stay.room.id,
            hostelId: stay.hostel.id,
            ownerId: stay.hostel.ownerId,
            beds: stay.beds,
            checkIn: fromPlainDate(stay.checkIn),
            checkOut: fromPlainDate(stay.checkOut),
            currency: stay.price.currency,
            subtotal: stay.price.subtotal,
            platformFee: stay.price.platformFee,
            total: stay.price.total,
            pricePerBed: stay.price.pricePerBed,
            pricePeriod: stay.price.pricePeriod,
            studentNote: note,
            responseDeadline: deadlineFor(
              now,
              stay.settings.reservationHoldHours,
              stay.checkIn,
              stay.hostel.timeZone,
            ),
          },
        });
        await tx.reservationEvent.create({
          data: { reservationId: reservation.id, toStatus: 'PENDING', actorId: student.id, note },
        });
        return reservation;
      }, TX_OPTIONS);
    } catch (error) {
      const codeTaken = violatedConstraint(error) === 'Reservation_code_key';
      if (codeTaken && attempt < 5) continue;
      if (codeTaken) throw conflict('Could not create the reservation; please try again.');
      throw error;
    }
  }
}
