import { hoursFrom } from '../../core/dates.js';
import { sqlOf } from '../../core/db.js';
import { processClaimed, BATCH_SIZE, type Job } from '../../core/jobs.js';
import { Prisma, type Reservation } from '../../generated/prisma/client.js';
import {
  noticeAnswered,
  noticeReminder,
  noticeReviewInvitation,
  type Reminder,
} from './reservation.notices.js';
import { lockReservation, releaseReservationBeds, transition } from './reservation.shared.js';

/** PENDING past its response deadline or ACCEPTED past its payment deadline: EXPIRED, beds released. */
export const expireReservations: Job = {
  name: 'reservations.expire',
  run: (db, now, stop) =>
    processClaimed(
      db,
      stop,
      (tx) => tx.$queryRaw`
        SELECT id FROM "Reservation"
        WHERE (status = 'PENDING' AND "responseDeadline" <= ${now})
           OR (status = 'ACCEPTED' AND "paymentDeadline" <= ${now})
        ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      async (tx, id) => {
        const reservation = await lockReservation(tx, null, id);
        const note =
          reservation.status === 'PENDING' ? 'The owner did not answer in time.' : 'Not paid in time.';
        await releaseReservationBeds(tx, reservation);
        const expired = await transition(tx, reservation, 'EXPIRED', {}, { actorId: null, note });
        await noticeAnswered(sqlOf(tx), reservation, expired);
      },
    ),
};

/**
 * PAID stays whose check-out day is over where the hostel is: COMPLETED (a review is possible), and
 * the student invited to review in the same transaction (once: the notice's unique key).
 */
export const completeReservations: Job = {
  name: 'reservations.complete',
  run: (db, now, stop) =>
    processClaimed(
      db,
      stop,
      (tx) => tx.$queryRaw`
        SELECT r.id FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
        WHERE r.status = 'PAID' AND ((r."checkOut" + 1)::timestamp AT TIME ZONE h."timeZone") <= ${now}
        ORDER BY r.id LIMIT ${BATCH_SIZE} FOR UPDATE OF r SKIP LOCKED`,
      async (tx, id) => {
        const reservation = await lockReservation(tx, null, id);
        const completed = await transition(
          tx,
          reservation,
          'COMPLETED',
          { completedAt: now },
          { actorId: null },
        );
        await noticeReviewInvitation(sqlOf(tx), completed);
      },
    ),
};

export const REMIND_HOURS_BEFORE = 6;

/**
 * Reminders: to the owner 6 hours before a request expires, to the student 6 hours before the
 * payment deadline and on the day before check-in (where the hostel is). Each is noticed once
 * (the notice's unique key; reservations already reminded are not even read again).
 */
export const remindReservations: Job = {
  name: 'reservations.remind',
  async run(db, now, stop) {
    const soon = hoursFrom(now, REMIND_HOURS_BEFORE);
    const notYet = (kind: Reminder, userColumn: string) => Prisma.sql`NOT EXISTS (
      SELECT 1 FROM "Notification" n WHERE n."userId" = r.${Prisma.raw(`"${userColumn}"`)}
        AND n.type = ${kind} AND n."subjectId" = r.id::text)`;
    const due = await db.query<Reservation & { reminder: Reminder }>(Prisma.sql`
      SELECT r.*, 'RESERVATION_EXPIRING' AS reminder FROM "Reservation" r
      WHERE r.status = 'PENDING' AND r."responseDeadline" > ${now} AND r."responseDeadline" <= ${soon}
        AND ${notYet('RESERVATION_EXPIRING', 'ownerId')}
      UNION ALL
      SELECT r.*, 'PAYMENT_DUE' FROM "Reservation" r
      WHERE r.status = 'ACCEPTED' AND r."paymentDeadline" > ${now} AND r."paymentDeadline" <= ${soon}
        AND ${notYet('PAYMENT_DUE', 'studentId')}
      UNION ALL
      SELECT r.*, 'CHECK_IN_TOMORROW' FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
      WHERE r.status = 'PAID' AND r."checkIn" = (${now}::timestamptz AT TIME ZONE h."timeZone")::date + 1
        AND ${notYet('CHECK_IN_TOMORROW', 'studentId')}
      LIMIT ${BATCH_SIZE * 10}`);
    let noticed = 0;
    for (const { reminder, ...reservation } of due) {
      if (stop?.aborted) break;
      noticed += (await db.transaction((sql) => noticeReminder(sql, reservation, reminder))).length;
    }
    return noticed;
  },
};

export const reservationJobs: Job[] = [expireReservations, completeReservations, remindReservations];
