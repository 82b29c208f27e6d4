import { writeAs } from '../../core/acting-user.js';
import { sqlOf, type Database, type Tx } from '../../core/db.js';
import { conflict, notFound } from '../../core/errors.js';
import { checkReason } from '../../core/field-check.js';
import type { Reservation, User } from '../../generated/prisma/client.js';
import { settingsIn } from '../settings/index.js';
import { toPlainDate } from '../../core/dates.js';
import { noticeAnswered } from './reservation.notices.js';
import { canRespondToReservation } from './reservation.policies.js';
import { deadlineFor } from './reservation.service.js';
import { lockReservation, releaseReservationBeds, transition, TX_OPTIONS } from './reservation.shared.js';

/** The owner's PENDING request, still within its response deadline. */
async function pendingForOwner(tx: Tx, owner: User, id: string, now: Date): Promise<Reservation> {
  const reservation = await lockReservation(tx, owner, id);
  // Admins may read any reservation but answer only for their own hostels.
  if (!canRespondToReservation(owner, reservation)) throw notFound('The reservation');
  if (reservation.status !== 'PENDING')
    throw conflict(`This request is already ${reservation.status.toLowerCase()}.`);
  if (reservation.responseDeadline <= now) throw conflict('The time to answer this request has passed.');
  return reservation;
}

/** Accepts a request: the student now has until the payment deadline to pay. */
export async function acceptReservation(db: Database, owner: User, id: string, now = new Date()) {
  const accepted = await writeAs(
    db,
    owner.id,
    async (tx) => {
      const reservation = await pendingForOwner(tx, owner, id, now);
      const [settings, hostel] = await Promise.all([
        settingsIn(tx),
        tx.hostel.findUniqueOrThrow({ where: { id: reservation.hostelId } }),
      ]);
      const paymentDeadline = deadlineFor(
        now,
        settings.paymentHoldHours,
        toPlainDate(reservation.checkIn),
        hostel.timeZone,
      );
      const accepted = await transition(
        tx,
        reservation,
        'ACCEPTED',
        { acceptedAt: now, paymentDeadline },
        { actorId: owner.id },
      );
      await noticeAnswered(sqlOf(tx), reservation, accepted);
      return accepted;
    },
    TX_OPTIONS,
  );
  return accepted;
}

/** Declines a request with a reason the student sees; the beds are free again at once. */
export async function declineReservation(
  db: Database,
  owner: User,
  id: string,
  reason: string,
  now = new Date(),
) {
  const declineReason = checkReason(reason);
  const declined = await writeAs(
    db,
    owner.id,
    async (tx) => {
      const reservation = await pendingForOwner(tx, owner, id, now);
      await releaseReservationBeds(tx, reservation);
      const declined = await transition(
        tx,
        reservation,
        'DECLINED',
        { declineReason },
        { actorId: owner.id, note: declineReason },
      );
      await noticeAnswered(sqlOf(tx), reservation, declined);
      return declined;
    },
    TX_OPTIONS,
  );
  return declined;
}
