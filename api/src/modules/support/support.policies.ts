import type { Reservation, SupportTicket, TicketStatus, User } from '../../generated/prisma/client.js';

type Actor = Pick<User, 'id' | 'role'>;

/** Admins see every ticket with its internal notes; the requester sees their own without them. */
export const seesAsAdmin = (user: Actor) => user.role === 'ADMIN';

/** The requester and admins read a ticket; anyone else gets NOT_FOUND. */
export const canSeeTicket = (user: Actor, ticket: Pick<SupportTicket, 'requesterId'>) =>
  seesAsAdmin(user) || ticket.requesterId === user.id;

/** The requester replies until the ticket is closed. */
export const acceptsReplies = (status: TicketStatus) => status !== 'CLOSED';

/** A ticket is about the requester's own reservation: one they booked, or one at a hostel they own. */
export const canCiteReservation = (
  user: Actor,
  reservation: Pick<Reservation, 'studentId'> & { hostel: { ownerId: string } },
) => reservation.studentId === user.id || reservation.hostel.ownerId === user.id;
