import type { Conversation, Hostel, Reservation } from '../../generated/prisma/client.js';

type Parties = Pick<Conversation, 'studentId' | 'ownerId'>;

/** Only the student and the owner read or write a conversation; anyone else gets NOT_FOUND. */
export const isParticipant = (userId: string, conversation: Parties) =>
  conversation.studentId === userId || conversation.ownerId === userId;

/** The other participant's id. */
export const otherParticipant = (userId: string, conversation: Parties) =>
  conversation.studentId === userId ? conversation.ownerId : conversation.studentId;

/** The read marker column of the viewer's side. */
export const readMarkerOf = (userId: string, conversation: Parties) =>
  conversation.studentId === userId ? ('studentReadAt' as const) : ('ownerReadAt' as const);

/** A user starts a conversation about a published hostel they do not own; any other is NOT_FOUND. */
export const canStartConversation = (userId: string, hostel: Pick<Hostel, 'status' | 'ownerId'>) =>
  hostel.status === 'PUBLISHED' && hostel.ownerId !== userId;

/** A conversation is linked only to the student's own reservation at its hostel. */
export const canLinkReservation = (
  userId: string,
  reservation: Pick<Reservation, 'studentId' | 'hostelId'>,
  hostelId: string,
) => reservation.studentId === userId && reservation.hostelId === hostelId;
