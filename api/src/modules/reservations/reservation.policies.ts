import { isCancellable } from '@hostel/common';
import type { Hostel, Reservation, User } from '../../generated/prisma/client.js';

// Named ownership rules of reservations; services call them so every caller gets the same answer.
type Actor = Pick<User, 'id' | 'role'>;
type Row = Pick<Reservation, 'studentId' | 'ownerId' | 'status'>;

export const isReservationStudent = (user: Actor, r: Row) => user.id === r.studentId;
export const isReservationOwner = (user: Actor, r: Row) => user.id === r.ownerId;
const isAdmin = (user: Actor) => user.role === 'ADMIN';

/** The student, the hostel's owner and admins; everybody else gets NOT_FOUND (no probing). */
export const canViewReservation = (user: Actor, r: Row) =>
  isReservationStudent(user, r) || isReservationOwner(user, r) || isAdmin(user);

export const canRespondToReservation = (user: Actor, r: Row) => isReservationOwner(user, r);

export const canPayReservation = (user: Actor, r: Row) => isReservationStudent(user, r);

/** Whose reservations a CSV export may hold: an owner their own hostel's, an admin any hostel's. */
export const canExportHostelReservations = (user: Actor, hostel: Pick<Hostel, 'ownerId'>) =>
  isAdmin(user) || user.id === hostel.ownerId;

/** Who may cancel in which status: the student and the owner their own, an admin any live one. */
export const canCancelReservation = (user: Actor, r: Row) =>
  (isReservationStudent(user, r) || isReservationOwner(user, r) || isAdmin(user)) && isCancellable(r.status);

/** The role a cancellation is recorded under (an admin cancelling their own booking acts as student). */
export function cancellerRole(user: Actor, r: Row): 'STUDENT' | 'OWNER' | 'ADMIN' {
  if (isReservationStudent(user, r)) return 'STUDENT';
  if (isReservationOwner(user, r)) return 'OWNER';
  return 'ADMIN';
}
