import { REASON_LIMITS } from '@hostel/common';
import type { Prisma, Role, User, UserStatus } from '../../generated/prisma/client.js';
import { audit } from '../../core/audit.js';
import { forbidden, notFound } from '../../core/errors.js';
import { checkReason, checkSearchText } from '../../core/field-check.js';
import { afterTimeCursor, keysetConnection, type ConnectionShape } from '../../core/pagination.js';
import { Topic } from '../../core/pubsub.js';
import type { UsersArgs } from './user.inputs.js';
import { canAdministerUser } from './user.policies.js';
import { findById, type AdminDeps, type Deps } from './user.service.js';
import { toUserObject, type UserObject } from './user.type.js';

// Admin-only user management; every change is audited in the transaction that makes it.

export async function listUsers(deps: Deps, args: UsersArgs): Promise<ConnectionShape<UserObject>> {
  const search = checkSearchText(args.filter?.search, 'filter.search');
  const where: Prisma.UserWhereInput = {
    ...(args.filter?.role ? { role: args.filter.role } : {}),
    ...(args.filter?.status ? { status: args.filter.status } : {}),
    ...(search
      ? {
          OR: [
            { email: { contains: search, mode: 'insensitive' } },
            { displayName: { contains: search, mode: 'insensitive' } },
            // Phone numbers are stored in E.164 (+233...): what an admin types without spaces matches.
            { phoneNumber: { contains: search.replace(/[\s()-]/g, '') } },
          ],
        }
      : {}),
  };
  const [rows, totalCount] = await Promise.all([
    deps.db.prisma.user.findMany({
      where: { AND: [where, afterTimeCursor<Prisma.UserWhereInput>(args.after, 'createdAt')] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: args.first + 1,
    }),
    deps.db.prisma.user.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (user) => [user.createdAt, user.id], toUserObject);
}

/** Runs an admin change on another user with its audit row in one transaction, then notifies them. */
async function administer(
  deps: Deps,
  admin: User,
  userId: string,
  change: { action: string; data: Prisma.UserUpdateInput; details: Prisma.InputJsonObject },
): Promise<User> {
  const target = await findById(userId, (id) => deps.db.prisma.user.findUnique({ where: { id } }));
  if (!target) throw notFound('The user');
  if (!canAdministerUser(admin, target)) throw forbidden('You cannot change your own role or status.');
  const updated = await deps.db.prisma.$transaction(async (tx) => {
    const user = await tx.user.update({ where: { id: target.id }, data: change.data });
    await audit(tx, {
      actorId: admin.id,
      action: change.action,
      entity: 'User',
      entityId: target.id,
      details: change.details,
    });
    return user;
  });
  deps.userRows.forget(updated.firebaseUid);
  deps.pubsub.publish(Topic.USER_UPDATED, updated.id, { userId: updated.id });
  return updated;
}

export async function setUserRole(deps: Deps, admin: User, userId: string, role: Role): Promise<User> {
  return administer(deps, admin, userId, { action: 'user.set_role', data: { role }, details: { role } });
}

export async function setUserStatus(
  deps: AdminDeps,
  admin: User,
  userId: string,
  status: UserStatus,
  reason: string | null | undefined,
): Promise<User> {
  const suspendedReason = status === 'SUSPENDED' ? reason?.trim() || null : null;
  // Optional, but bounded like every reason someone else reads.
  if (suspendedReason && suspendedReason.length > REASON_LIMITS.max) checkReason(suspendedReason);
  const updated = await administer(deps, admin, userId, {
    action: 'user.set_status',
    data: { status, suspendedReason },
    details: { status, reason: suspendedReason },
  });
  // After the commit: the suspension already refuses them here; revoking signs them out of Firebase
  // everywhere (their apps' refresh fails), so reinstating later needs a fresh sign-in.
  if (status === 'SUSPENDED') await deps.sessions.revoke(updated.firebaseUid);
  return updated;
}
