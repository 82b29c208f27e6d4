import { processClaimed, BATCH_SIZE, type Job } from '../../core/jobs.js';
import type { AppPubSub } from '../../core/pubsub.js';
import { announce, sqlOf, type Notice } from '../notifications/index.js';
import { noticeAnswered } from './reservation.notices.js';
import { lockReservation, releaseReservationBeds, transition } from './reservation.shared.js';

/** PENDING past its response deadline or ACCEPTED past its payment deadline: EXPIRED, beds released. */
export const expireReservations = (pubsub: AppPubSub): Job => ({
  name: 'reservations.expire',
  async run(db, now) {
    const notices: Notice[] = [];
    const handled = await processClaimed(
      db,
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
        notices.push(...(await noticeAnswered(sqlOf(tx), reservation, expired)));
      },
    );
    // Announced once every batch has committed; should a later batch fail, the earlier batches'
    // notices are stored all the same and show at the users' next read instead of live.
    announce(pubsub, notices);
    return handled;
  },
});

/** PAID stays whose check-out day is over where the hostel is: COMPLETED (a review is possible). */
export const completeReservations: Job = {
  name: 'reservations.complete',
  run: (db, now) =>
    processClaimed(
      db,
      (tx) => tx.$queryRaw`
        SELECT r.id FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
        WHERE r.status = 'PAID' AND ((r."checkOut" + 1)::timestamp AT TIME ZONE h."timeZone") <= ${now}
        ORDER BY r.id LIMIT ${BATCH_SIZE} FOR UPDATE OF r SKIP LOCKED`,
      async (tx, id) => {
        const reservation = await lockReservation(tx, null, id);
        await transition(tx, reservation, 'COMPLETED', { completedAt: now }, { actorId: null });
      },
    ),
};

export const reservationJobs = (pubsub: AppPubSub): Job[] => [
  expireReservations(pubsub),
  completeReservations,
];
