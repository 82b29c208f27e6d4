import { noteError } from '@hostel/common';
import { lockActiveUser } from '../../core/acting-user.js';
import { violatedConstraint, type Database } from '../../core/db.js';
import { badUserInput, conflict, ErrorCode, isAppError } from '../../core/errors.js';
import type { Reservation, User } from '../../generated/prisma/client.js';
import { newReservationCode } from './code.js';
import { addDays, hoursFrom, startOfDayIn } from '../../core/dates.js';
import { isNightShort } from '../inventory/index.js';
import { noticeRequested } from './reservation.notices.js';
import { holdAndCreateStatement, type HoldResult } from './request.sql.js';
import { checkFreeBeds, freeBedsShort, resolveStay, type ResolvedStay, type StayInput } from './stay.js';

export const BEDS_GONE = 'The beds you asked for are no longer available for those dates.';

/** The server's price breakdown of a stay, shown before the student sends the request. */
export async function quoteReservation(
  db: Database,
  input: StayInput,
  now = new Date(),
): Promise<ResolvedStay> {
  const stay = await resolveStay(db.query, input, now);
  await checkFreeBeds(db.query, stay);
  return stay;
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
 * three statements (lock the student's row; read the share-locked room type, the settings and the
 * student's waiting requests, counted against the limit; hold every night and create the
 * reservation), so either all happen or none. A refusal for want of beds says how many are free
 * from the hold's own answer; only a race lost inside that statement takes a read more. A code
 * collision (about one in 10^11) retries the whole thing.
 */
export async function requestReservation(
  db: Database,
  student: User,
  input: StayInput & { note?: string | null },
  now = new Date(),
): Promise<Reservation> {
  const note = input.note?.trim() || null;
  const noteProblem = note && noteError(note);
  if (noteProblem) throw badUserInput(noteProblem, { note: noteProblem });
  for (let attempt = 1; ; attempt++) {
    let stay: ResolvedStay | undefined;
    try {
      const reservation = await db.transaction(async (sql) => {
        // The student's row lock also makes two requests of theirs count one after the other: the
        // next statement, which counts them, begins after it (request.sql.ts).
        await lockActiveUser(sql, student.id);
        stay = await resolveStay(sql, input, now, { lock: true, pendingOf: student.id });
        const pending = stay.pendingRequests ?? 0;
        const allowed = stay.settings.pendingRequestsPerStudent;
        if (pending >= allowed) {
          throw conflict(
            `You already have ${pending} request${pending === 1 ? '' : 's'} waiting for an answer (at most ${allowed} at a time). Wait for an answer or cancel one first.`,
          );
        }
        const [held] = await sql<HoldResult>(
          holdAndCreateStatement(
            {
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
            },
            { freeBedsWhenShort: true },
          ),
        );
        // Thrown inside the transaction, so the nights already taken are given back. Free beds
        // that still looked enough as the hold began went to a concurrent taker: counted below.
        if (held!.freeBeds !== null) {
          throw freeBedsShort(stay, held!.freeBeds, ErrorCode.CONFLICT) ?? conflict(BEDS_GONE);
        }
        const { freeBeds: _none, ...reservation } = held!;
        await noticeRequested(sql, reservation);
        return reservation;
      });
      return reservation;
    } catch (error) {
      if (stay && (isNightShort(error) || (isAppError(error) && error.message === BEDS_GONE))) {
        // Say how many beds are left now, when some are, rather than only that some went.
        await checkFreeBeds(db.query, stay, ErrorCode.CONFLICT);
        throw conflict(BEDS_GONE);
      }
      const constraint = violatedConstraint(error);
      if (constraint === 'Reservation_code_key' && attempt < 5) continue;
      if (constraint === 'Reservation_code_key')
        throw conflict('Could not create the reservation; please try again.');
      throw error;
    }
  }
}
