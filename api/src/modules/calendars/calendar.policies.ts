import type { Hostel, User } from '../../generated/prisma/client.js';

type Actor = Pick<User, 'id' | 'role'>;

/** Only the hostel's owner adds, syncs and removes its room types' feeds and rotates their URLs. */
export const canManageCalendar = (user: Actor, hostel: Pick<Hostel, 'ownerId'>) =>
  user.role === 'OWNER' && user.id === hostel.ownerId;

/** Its owner, and admins (read only), see a room type's calendar sync. */
export const canViewCalendar = (user: Actor, hostel: Pick<Hostel, 'ownerId'>) =>
  canManageCalendar(user, hostel) || user.role === 'ADMIN';
