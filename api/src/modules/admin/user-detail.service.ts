import type { Sessions } from '../../core/auth.js';
import type { Database } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import type { User } from '../../generated/prisma/client.js';
import { reviewRelations, toReviewObject } from '../reviews/index.js';
import { toTicketObject } from '../support/index.js';
import { findUser, toUserObject } from '../users/index.js';
import { auditTrailOf } from './audit.service.js';
import type { AdminUserDetailObject } from './user-detail.types.js';

/** How many of each list a user's page shows, newest first. */
export const ADMIN_USER_ITEMS = 20;

/** Everything an admin needs on one user's page, read side by side; NOT_FOUND for an unknown id. */
export async function adminUserDetail(
  deps: { db: Database; sessions: Sessions },
  admin: User,
  userId: string,
): Promise<AdminUserDetailObject> {
  const user = await findUser(deps, userId);
  if (!user) throw notFound('The user');
  const newest = {
    orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
    take: ADMIN_USER_ITEMS,
  };
  const { prisma } = deps.db;
  const [signIn, reservations, hostels, tickets, reviews, auditTrail] = await Promise.all([
    deps.sessions.account(user.firebaseUid),
    prisma.reservation.findMany({ where: { OR: [{ studentId: user.id }, { ownerId: user.id }] }, ...newest }),
    prisma.hostel.findMany({ where: { ownerId: user.id }, ...newest }),
    prisma.supportTicket.findMany({ where: { requesterId: user.id }, ...newest }),
    prisma.review.findMany({ where: { authorId: user.id }, include: reviewRelations, ...newest }),
    auditTrailOf(deps.db, user.id, ADMIN_USER_ITEMS * 2),
  ]);
  return {
    user: toUserObject(user),
    signIn,
    reservations,
    hostels,
    tickets: tickets.map((ticket) => toTicketObject(ticket, admin)),
    reviews: reviews.map(toReviewObject),
    auditTrail,
  };
}
