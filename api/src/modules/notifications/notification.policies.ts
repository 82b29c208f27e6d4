import type { Notification, User } from '../../generated/prisma/client.js';

/** A notice is read only by the user it was written for; anyone else gets NOT_FOUND. */
export const isOwnNotification = (user: Pick<User, 'id'>, notice: Pick<Notification, 'userId'>) =>
  notice.userId === user.id;
