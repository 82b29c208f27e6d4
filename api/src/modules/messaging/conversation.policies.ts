import type { Conversation } from '../../generated/prisma/client.js';

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
