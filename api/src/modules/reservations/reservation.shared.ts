import { isUuid } from '@hostel/common';
import { lockRow, type Tx } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import type { Prisma, Reservation, ReservationStatus, User } from '../../generated/prisma/client.js';
import { toPlainDate } from '../../core/dates.js';
import { releaseBeds } from '../inventory/index.js';
import { canViewReservation } from './reservation.policies.js';

// Interactive transactions on a busy room type wait for row locks; give them room (PGlite queues them).
export const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/**
 * The reservation, row-locked for a status change so concurrent transitions apply one after the
 * other. NOT_FOUND when it does not exist or the user may not see it (ids are not probeable).
 */
export async function lockReservation(
  tx: Tx,
  user: Pick<User, 'id' | 'role'> | null,
  id: string,
): Promise<Reservation> {
  if (!isUuid(id)) throw notFound('The reservation');
  await lockRow(tx, 'Reservation', { id });
  const reservation = await tx.reservation.findUnique({ where: { id } });
  if (!reservation || (user && !canViewReservation(user, reservation))) throw notFound('The reservation');
  return reservation;
}

/** Changes the status and writes the timeline row of the change, in the caller's transaction. */
export async function transition(
  tx: Tx,
  reservation: Reservation,
  toStatus: ReservationStatus,
  data: Prisma.ReservationUpdateInput,
  event: { actorId: string | null; note?: string | null },
): Promise<Reservation> {
  const updated = await tx.reservation.update({
    where: { id: reservation.id },
    data: { ...data, status: toStatus },
  });
  await tx.reservationEvent.create({
    data: {
      reservationId: reservation.id,
      fromStatus: reservation.status,
      toStatus,
      actorId: event.actorId,
      note: event.note ?? null,
    },
  });
  return updated;
}

/** Gives a reservation's beds back to the inventory. */
export function releaseReservationBeds(tx: Tx, reservation: Reservation): Promise<void> {
  return releaseBeds(tx, {
    roomTypeId: reservation.roomTypeId,
    checkIn: toPlainDate(reservation.checkIn),
    checkOut: toPlainDate(reservation.checkOut),
    beds: reservation.beds,
  });
}

/** Statuses that hold beds. */
export const HOLDS_BEDS: readonly ReservationStatus[] = ['PENDING', 'ACCEPTED', 'PAID'];
