import type { Role, User } from '../../generated/prisma/client.js';

/** Contact, personal and payout details: the person themselves and admins only. */
export const canSeePrivateProfile = (viewer: User | null | undefined, user: Pick<User, 'id'>): boolean =>
  !!viewer && viewer.status === 'ACTIVE' && (viewer.id === user.id || viewer.role === 'ADMIN');

/** An admin may change anyone's role or status except their own (no self-lockout, no self-demotion). */
export const canAdministerUser = (admin: User, target: Pick<User, 'id'>): boolean =>
  admin.role === 'ADMIN' && admin.id !== target.id;

/** Payout and business details belong to owners; university, programme and gender to students. */
export const OWNER_ONLY_FIELDS = ['businessName', 'payoutAccountName', 'payoutIban'] as const;
export const STUDENT_ONLY_FIELDS = ['universityId', 'programme', 'gender'] as const;

export function fieldsNotAllowedForRole(role: Role, input: Record<string, unknown>): string[] {
  const forbidden: readonly string[] =
    role === 'OWNER' ? STUDENT_ONLY_FIELDS : role === 'STUDENT' ? OWNER_ONLY_FIELDS : [];
  return forbidden.filter((field) => input[field] !== undefined && input[field] !== null);
}

/** ADMIN_EMAILS promotion needs an email the identity provider vouches for (the emulator cannot). */
export function isConfiguredAdmin(
  identity: { email?: string; emailVerified: boolean },
  config: { adminEmails: string[]; firebaseAuthEmulatorHost?: string },
): boolean {
  if (!identity.email) return false;
  const vouched = identity.emailVerified || Boolean(config.firebaseAuthEmulatorHost);
  return vouched && config.adminEmails.includes(identity.email.toLowerCase());
}
