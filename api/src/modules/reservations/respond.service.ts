import type { PrismaClient } from '../../core/db.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import type { Reservation, User } from '../../generated/prisma/client.js';
import { getSettings } from '../settings/settings.service.js';
import { toPlainDate } from './dates.js';
import { canRespondToReservation } from './reservation.policies.js';
import { deadlineFor } from './reservation.service.js';
import {
  lockReservation,
  releaseReservationBeds,
  transition,
  TX_OPTIONS,
  type Tx,
} from './reservation.shared.js';

export const REASON_MIN = 5;
export const REASON_MAX = 1000;

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
export async function acceptReservation(prisma: PrismaClient, owner: User, id: string, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const reservation = await pendingForOwner(tx, owner, id, now);
    const [settings, hostel] = await Promise.all([
      getSettings(tx),
      tx.hostel.findUniqueOrThrow({ where: { id: reservation.hostelId } }),
    ]);
    const paymentDeadline = deadlineFor(
      now,
      settings.paymentHoldHours,
      toPlainDate(reservation.checkIn),
      hostel.timeZone,
    );
    return transition(
      tx,
      reservation,
      'ACCEPTED',
      { acceptedAt: now, paymentDeadline },
      { actorId: owner.id },
    );
  }, TX_OPTIONS);
}

export function checkReason(reason: string, field = 'reason'): string {
  const trimmed = reason.trim();
  if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) {
    throw badUserInput(`Give a reason of ${REASON_MIN} to ${REASON_MAX} characters.`, {
      [field]: 'Give a reason.',
    });
  }
  return trimmed;
}

/** Declines a request with a reason the student sees; the beds are free again at once. */
export async function declineReservation(
  prisma: PrismaClient,
  owner: User,
  id: string,
  reason: string,
  now = new Date(),
) {
  const declineReason = checkReason(reason);
  return prisma.$transaction(async (tx) => {
    const reservation = await pendingForOwner(tx, owner, id, now);
    await releaseReservationBeds(tx, reservation);
    return transition(
      tx,
      reservation,
      'DECLINED',
      { declineReason },
      { actorId: owner.id, note: declineReason },
    );
  }, TX_OPTIONS);
}
