import { addDays, isUuid } from '@hostel/common';
import type { Prisma, Role, User, UserStatus } from '../../generated/prisma/client.js';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { fromPlainDate } from '../../core/dates.js';
import type { Tx } from '../../core/db.js';
import { badUserInput, conflict, forbidden, notFound } from '../../core/errors.js';
import { checkDateRange, checkReason, checkSearchText } from '../../core/field-check.js';
import {
  afterTimeCursor,
  keysetConnection,
  type ConnectionShape,
  keysetOrder,
  pageSize,
} from '../../core/pagination.js';
import { Topic } from '../../core/pubsub.js';
import type { UsersArgs } from './user.inputs.js';
import { canAdministerUser } from './user.policies.js';
import { findById, type AdminDeps, type Deps } from './user.service.js';
import { toUserObject, type UserObject } from './user.type.js';

// Admin-only user management; every change is audited in the transaction that makes it.

export async function listUsers(deps: Deps, args: UsersArgs): Promise<ConnectionShape<UserObject>> {
  const filter = args.filter ?? {};
  const search = checkSearchText(filter.search, 'filter.search');
  const signedUp = checkDateRange(
    { from: filter.signedUpFrom, to: filter.signedUpTo },
    { from: 'filter.signedUpFrom', to: 'filter.signedUpTo' },
  );
  if (filter.universityId && !isUuid(filter.universityId))
    throw badUserInput('Choose a university from the list.', {
      'filter.universityId': 'Choose a university from the list.',
    });
  const where: Prisma.UserWhereInput = {
    ...(filter.role ? { role: filter.role } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.universityId ? { universityId: filter.universityId } : {}),
    // Days are UTC days, the same for every admin; the last day is included.
    ...(signedUp.from || signedUp.to
      ? {
          createdAt: {
            ...(signedUp.from ? { gte: fromPlainDate(signedUp.from) } : {}),
            ...(signedUp.to ? { lt: fromPlainDate(addDays(signedUp.to, 1)) } : {}),
          },
        }
      : {}),
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
      where: { AND: [where, afterTimeCursor<Prisma.UserWhereInput>(args, 'createdAt')] },
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    deps.db.prisma.user.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (user) => [user.createdAt, user.id], toUserObject);
}

/**
 * Work done in the transaction of an admin's change, after its audit row (e.g. telling the user);
 * it gets the changed user and the audit row's id.
 */
export type WithinChange = (tx: Tx, user: User, auditId: string) => Promise<void>;

/** Another user an admin may act on: NOT_FOUND for an unknown id, FORBIDDEN for themselves. */
async function targetOf(deps: Pick<Deps, 'db'>, admin: User, userId: string): Promise<User> {
  const target = await findById(userId, (id) => deps.db.prisma.user.findUnique({ where: { id } }));
  if (!target) throw notFound('The user');
  if (!canAdministerUser(admin, target)) throw forbidden('You cannot change your own role or status.');
  return target;
}

/** Runs an admin change on another user with its audit row in one transaction, then tells the app. */
async function administer(
  deps: Deps,
  admin: User,
  target: User,
  change: { action: string; data: Prisma.UserUpdateInput; details: Prisma.InputJsonObject },
  within?: WithinChange,
): Promise<User> {
  const updated = await writeAs(deps.db, admin.id, async (tx) => {
    const user = await tx.user.update({ where: { id: target.id }, data: change.data });
    const auditId = await audit(tx, {
      actorId: admin.id,
      action: change.action,
      entity: 'User',
      entityId: target.id,
      details: change.details,
    });
    await within?.(tx, user, auditId);
    return user;
  });
  deps.userRows.forget(updated.firebaseUid);
  deps.pubsub.publish(Topic.USER_UPDATED, updated.id, { userId: updated.id });
  return updated;
}

export async function setUserRole(deps: Deps, admin: User, userId: string, role: Role): Promise<User> {
  const target = await targetOf(deps, admin, userId);
  return administer(deps, admin, target, {
    action: 'user.set_role',
    data: { role },
    details: { role, previousRole: target.role },
  });
}

export async function setUserStatus(
  deps: AdminDeps,
  admin: User,
  userId: string,
  status: UserStatus,
  reason: string | null | undefined,
  within?: WithinChange,
): Promise<User> {
  const target = await targetOf(deps, admin, userId);
  // The user is told why (suspension and reinstatement alike), so the reason is required.
  const given = checkReason(reason ?? '');
  if (target.status === status)
    throw conflict(
      status === 'SUSPENDED' ? 'This user is already suspended.' : 'This user is already active.',
    );
  const updated = await administer(
    deps,
    admin,
    target,
    {
      action: 'user.set_status',
      data: { status, suspendedReason: status === 'SUSPENDED' ? given : null },
      details: { status, reason: given },
    },
    within,
  );
  // After the commit: the suspension already refuses them here; revoking signs them out of Firebase
  // everywhere (their apps' refresh fails), so reinstating later needs a fresh sign-in.
  if (status === 'SUSPENDED') await deps.sessions.revoke(updated.firebaseUid);
  return updated;
}

/**
 * Sends the user a fresh verification e-mail (`queue` writes it in the audit's transaction), audited.
 * CONFLICT when they have no e-mail or Firebase says it is verified already.
 */
export async function resendVerificationEmail(
  deps: AdminDeps,
  admin: User,
  userId: string,
  queue: (tx: Tx, target: User & { email: string }) => Promise<unknown>,
): Promise<User> {
  const target = await findById(userId, (id) => deps.db.prisma.user.findUnique({ where: { id } }));
  if (!target) throw notFound('The user');
  const { email } = target;
  if (!email) throw conflict('This user has no e-mail address.');
  const account = await deps.sessions.account(target.firebaseUid);
  if (!account) throw conflict('This user can no longer sign in (unknown to the sign-in service).');
  if (account.emailVerified) throw conflict('This e-mail address is verified already.');
  await writeAs(deps.db, admin.id, async (tx) => {
    await audit(tx, {
      actorId: admin.id,
      action: 'user.resend_verification',
      entity: 'User',
      entityId: target.id,
      details: { email },
    });
    await queue(tx, { ...target, email });
  });
  return target;
}
