import { hoursFrom } from '../../core/dates.js';
import { sqlOf } from '../../core/db.js';
import { processClaimed, BATCH_SIZE, type Job } from '../../core/jobs.js';
import { noticeAnswered, noticeReminder, noticeReviewInvitation } from './reservation.notices.js';
import { lockReservation, releaseReservationBeds, transition } from './reservation.shared.js';
import { claimExpired, claimStaysOver, dueReminders } from './reservation.sql.js';

/** PENDING past its response deadline or ACCEPTED past its payment deadline: EXPIRED, beds released. */
export const expireReservations: Job = {
  name: 'reservations.expire',
  run: (db, now, stop) =>
    processClaimed(
      db,
      stop,
      (tx) => claimExpired(sqlOf(tx), now, BATCH_SIZE),
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
      (tx) => claimStaysOver(sqlOf(tx), now, BATCH_SIZE),
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
    const due = await dueReminders(db.query, now, hoursFrom(now, REMIND_HOURS_BEFORE), BATCH_SIZE * 10);
    let noticed = 0;
    for (const { reminder, ...reservation } of due) {
      if (stop?.aborted) break;
      noticed += (await db.transaction((sql) => noticeReminder(sql, reservation, reminder))).length;
    }
    return noticed;
  },
};

export const reservationJobs: Job[] = [expireReservations, completeReservations, remindReservations];
