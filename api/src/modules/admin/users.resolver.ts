import { asSentence } from '@hostel/common';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { sqlOf } from '../../core/db.js';
import type { UserStatus as UserStatusValue } from '../../generated/prisma/client.js';
import { notify, queueVerificationEmail } from '../notifications/index.js';
import {
  canAdministerUser,
  resendVerificationEmail,
  setUserStatus,
  toUserObject,
  UserObject,
  UserStatus,
} from '../users/index.js';
import { adminUserDetail } from './user-detail.service.js';
import { AdminUserDetailObject } from './user-detail.types.js';
import { Access } from '../../core/access.js';

// Admin actions on a user that reach other modules (notices, the e-mail outbox), wired here at the
// top of the module order; the changes themselves are the users module's.
@Resolver()
export class AdminUsersResolver {
  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => AdminUserDetailObject, {
    nullable: true,
    description:
      'Admins: one user’s page (profile, sign-in, reservations, hostels, tickets, reviews, audit).',
  })
  adminUser(@Arg('id', () => ID, { description: 'The user.' }) id: string, @Ctx() ctx: Context) {
    return adminUserDetail(ctx, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: canAdministerUser })
  @Mutation(() => UserObject, {
    description:
      'Admins: suspend or reinstate another user, with a reason they are told. Suspending signs them out everywhere.',
  })
  async setUserStatus(
    @Arg('userId', () => ID, { description: 'The user, not yourself.' }) userId: string,
    @Arg('status', () => UserStatus, { description: 'ACTIVE to reinstate, SUSPENDED to suspend.' })
    status: UserStatusValue,
    @Arg('reason', () => String, { description: 'Why; the user reads it (5 to 1000 characters).' })
    reason: string,
    @Ctx() ctx: Context,
  ): Promise<UserObject> {
    const updated = await setUserStatus(
      ctx,
      requireActiveUser(ctx.viewer),
      userId,
      status,
      reason,
      async (tx, user, auditId) => {
        const suspended = status === 'SUSPENDED';
        await notify(sqlOf(tx), {
          userId: user.id,
          kind: suspended ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_REINSTATED',
          // One notice per decision: a later suspension is told again.
          subjectId: auditId,
          title: suspended ? 'Your account has been suspended' : 'Your account is active again',
          body: suspended
            ? `An administrator suspended your account: ${asSentence(reason.trim())} If you think this is a mistake, sign in: the page that opens lets you send an appeal to support.`
            : `An administrator reinstated your account: ${reason.trim()}`,
          // Signed in, a suspended user lands on the page with the reason and the appeal form.
          link: suspended ? '/loader' : null,
        });
      },
    );
    return toUserObject(updated);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => UserObject, {
    description: 'Admins: e-mail the user a fresh link to verify their e-mail address (audited).',
  })
  async resendVerificationEmail(
    @Arg('userId', () => ID, { description: 'The user, with an e-mail address not yet verified.' })
    userId: string,
    @Ctx() ctx: Context,
  ) {
    const user = await resendVerificationEmail(ctx, requireActiveUser(ctx.viewer), userId, (tx, target) =>
      queueVerificationEmail(ctx, sqlOf(tx), {
        email: target.email,
        userId: target.id,
        locale: target.locale,
      }),
    );
    return toUserObject(user);
  }
}
