import { violatedConstraint, type SqlQuery, type SqlTransaction } from '../../core/db.js';
import { badUserInput, conflict } from '../../core/errors.js';
import type { Reservation, User } from '../../generated/prisma/client.js';
import { newReservationCode } from './code.js';
import { addDays, hoursFrom, startOfDayIn } from './dates.js';
import { BEDS_GONE } from './inventory.js';
import { holdAndCreateStatement } from './request.sql.js';
import { resolveStay, type ResolvedStay, type StayInput } from './stay.js';

export const NOTE_MAX = 1000;

/** The server's price breakdown of a stay, shown before the student sends the request. */
export async function quoteReservation(
  sql: SqlQuery,
  input: StayInput,
  now = new Date(),
): Promise<ResolvedStay> {
  return resolveStay(sql, input, now);
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
 * A student's request: holds the beds and creates the PENDING reservation in ONE transaction of
 * two statements (read the share-locked room type; hold every night and create the reservation),
 * so either both happen or neither. A code collision (about one in 10^11) retries the whole thing.
 */
export async function requestReservation(
  transaction: SqlTransaction,
  student: User,
  input: StayInput & { note?: string | null },
  now = new Date(),
): Promise<Reservation> {
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX) {
    const message = `The note must be at most ${NOTE_MAX} characters.`;
    throw badUserInput(message, { note: message });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(async (sql) => {
        const stay = await resolveStay(sql, input, now, { lock: true });
        const [reservation] = await sql<Reservation>(
          holdAndCreateStatement({
            code: newReservationCode(),
            studentId: student.id,
            roomTypeId: stay.room.id,
            hostelId: stay.hostel.id,
            ownerId: stay.hostel.ownerId,
            totalBeds: stay.room.totalBeds,
            beds: stay.beds,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            price: stay.price,
            studentNote: note,
            responseDeadline: deadlineFor(
              now,
              stay.settings.reservationHoldHours,
              stay.checkIn,
              stay.hostel.timeZone,
            ),
          }),
        );
        // Thrown inside the transaction, so the nights already taken are given back.
        if (!reservation) throw conflict(BEDS_GONE);
        return reservation;
      });
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'RoomNight_free_beds_range') throw conflict(BEDS_GONE);
      if (constraint === 'Reservation_code_key' && attempt < 5) continue;
      if (constraint === 'Reservation_code_key')
        throw conflict('Could not create the reservation; please try again.');
      throw error;
    }
  }
}
