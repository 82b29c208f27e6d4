import { canonicalLocale, isUuid } from '@hostel/common';
import type { Role, User } from '../../generated/prisma/client.js';
import { writeAs } from '../../core/acting-user.js';
import type { Viewer } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { audit } from '../../core/audit.js';
import { badUserInput, conflict, unauthenticated, type FieldErrors } from '../../core/errors.js';
import { Topic } from '../../core/pubsub.js';
import type { CompleteSignUpInput, UpdateMyProfileInput } from './user.inputs.js';
import { fieldsNotAllowedForRole, isConfiguredAdmin } from './user.policies.js';
import { toUserObject, type MeObject } from './user.type.js';

export type Deps = Pick<Context, 'db' | 'pubsub' | 'config' | 'userRows'>;
/** What an admin's change of another user needs besides: their Firebase sessions. */
export type AdminDeps = Deps & Pick<Context, 'sessions'>;

const ROLE_FIELD_MESSAGE: Record<string, string> = {
  businessName: 'Only hostel owners have a business name.',
  payoutAccountName: 'Only hostel owners have payout details.',
  payoutIban: 'Only hostel owners have payout details.',
  universityId: 'Only students choose a university.',
  programme: 'Only students have a programme.',
  gender: 'Only students state a gender here.',
};

export function describeViewer(viewer: Viewer | null): MeObject | null {
  // A suspended user still learns who they are and that they are suspended (status, and the
  // reason through User.suspendedReason): the web app shows it with the way to appeal.
  if (!viewer) return null;
  return {
    uid: viewer.uid,
    email: viewer.email ?? null,
    emailVerified: viewer.emailVerified,
    phoneNumber: viewer.phoneNumber ?? null,
    name: viewer.name ?? null,
    signUpCompleted: viewer.user !== null,
    role: viewer.user?.role ?? null,
    user: viewer.user && toUserObject(viewer.user),
  };
}

/** Fields that must name existing rows the caller may use; collects every problem at once. */
async function checkReferences(
  deps: Deps,
  userId: string | null,
  input: { universityId?: string | null; avatarFileId?: string | null },
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (input.universityId) {
    const university = await findById(input.universityId, (id) =>
      deps.db.prisma.university.findUnique({ where: { id } }),
    );
    if (!university) fields.universityId = 'Choose a university from the list.';
  }
  if (input.avatarFileId) {
    const file = await findById(input.avatarFileId, (id) =>
      deps.db.prisma.file.findUnique({ where: { id } }),
    );
    if (!file || file.kind !== 'IMAGE' || file.uploaderId !== userId) {
      fields.avatarFileId = 'The avatar must be an image you uploaded.';
    }
  }
  return fields;
}

export const findById = async <T>(id: string, query: (id: string) => Promise<T | null>): Promise<T | null> =>
  isUuid(id) ? query(id) : null;

function refuseFieldsOfOtherRole(role: Role, input: object): FieldErrors {
  const fields: FieldErrors = {};
  for (const field of fieldsNotAllowedForRole(role, input as Record<string, unknown>)) {
    fields[field] = ROLE_FIELD_MESSAGE[field] ?? 'This field does not apply to your role.';
  }
  return fields;
}

function throwIfAny(fields: FieldErrors): void {
  const messages = Object.values(fields);
  if (messages.length > 0) throw badUserInput(messages[0]!, fields);
}

const trimOrNull = (value: string | null | undefined) => (value == null ? value : value.trim() || null);
const normaliseIban = (value: string | null | undefined) =>
  value == null ? value : value.replace(/[\s-]+/g, '').toUpperCase();

export async function completeSignUp(
  deps: Deps,
  viewer: Viewer | null,
  input: CompleteSignUpInput,
): Promise<User> {
  if (!viewer) throw unauthenticated();
  if (viewer.user) throw conflict('Your sign-up is already complete.');
  throwIfAny({
    ...refuseFieldsOfOtherRole(input.role, input),
    ...(await checkReferences(deps, null, input)),
  });

  const role: Role = isConfiguredAdmin(viewer, deps.config) ? 'ADMIN' : input.role;
  try {
    return await deps.db.prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          firebaseUid: viewer.uid,
          email: viewer.email ?? null,
          emailVerified: viewer.emailVerified,
          phoneNumber: viewer.phoneNumber ?? input.phoneNumber ?? null,
          displayName: input.displayName.trim(),
          role,
          universityId: input.universityId ?? null,
          programme: trimOrNull(input.programme) ?? null,
          gender: input.gender ?? null,
          businessName: trimOrNull(input.businessName) ?? null,
        },
      });
      if (role === 'ADMIN') {
        await audit(tx, {
          actorId: user.id,
          action: 'user.admin_from_config',
          entity: 'User',
          entityId: user.id,
        });
      }
      return user;
    });
  } catch (error) {
    // Two sign-up requests raced; the first one won.
    if ((error as { code?: unknown }).code === 'P2002') throw conflict('Your sign-up is already complete.');
    throw error;
  }
}

export async function updateMyProfile(deps: Deps, user: User, input: UpdateMyProfileInput): Promise<User> {
  throwIfAny({
    ...refuseFieldsOfOtherRole(user.role, input),
    ...(await checkReferences(deps, user.id, input)),
  });
  const updated = await writeAs(deps.db, user.id, (tx) =>
    tx.user.update({
      where: { id: user.id },
      data: {
        displayName: input.displayName?.trim(),
        phoneNumber: input.phoneNumber,
        avatarId: input.avatarFileId,
        universityId: input.universityId,
        programme: trimOrNull(input.programme),
        gender: input.gender,
        businessName: trimOrNull(input.businessName),
        payoutAccountName: trimOrNull(input.payoutAccountName),
        payoutIban: normaliseIban(input.payoutIban),
        locale: input.locale && canonicalLocale(input.locale),
      },
    }),
  );
  deps.userRows.forget(updated.firebaseUid);
  deps.pubsub.publish(Topic.USER_UPDATED, updated.id, { userId: updated.id });
  return updated;
}

export async function findUser(deps: Pick<Deps, 'db'>, userId: string): Promise<User | null> {
  return findById(userId, (id) => deps.db.prisma.user.findUnique({ where: { id } }));
}

export async function listUniversities(deps: Pick<Deps, 'db'>) {
  return deps.db.prisma.university.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], take: 1000 });
}

export const findAvatar = (deps: Pick<Deps, 'db'>, fileId: string) =>
  deps.db.prisma.file.findUnique({ where: { id: fileId } });

export const findUniversity = (deps: Pick<Deps, 'db'>, universityId: string) =>
  deps.db.prisma.university.findUnique({ where: { id: universityId } });
