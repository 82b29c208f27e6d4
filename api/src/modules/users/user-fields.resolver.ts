import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { User } from '../../generated/prisma/client.js';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { FileObject, toFileObject } from '../files/index.js';
import { canSeePrivateProfile } from './user.policies.js';
import * as users from './user.service.js';
import { Gender, toUniversityObject, UniversityObject, UserObject } from './user.type.js';

/** Null unless the viewer may see this user's private details (themselves or an admin). */
function privately<K extends keyof User>(ctx: Context, user: UserObject, key: K): User[K] | null {
  return canSeePrivateProfile(activeUserOf(ctx.viewer), user) ? user.row[key] : null;
}

// No class-level @Authorized: a User may appear inside public results (a hostel's owner).
@Resolver(() => UserObject)
export class UserFieldsResolver {
  @FieldResolver(() => FileObject, {
    nullable: true,
    description: 'Profile picture; null when none was uploaded.',
  })
  async avatar(@Root() user: UserObject, @Ctx() ctx: Context): Promise<FileObject | null> {
    if (!user.row.avatarId) return null;
    const file = await users.findAvatar(ctx, user.row.avatarId);
    return file && toFileObject(file);
  }

  @FieldResolver(() => UniversityObject, {
    nullable: true,
    description: 'The university a student attends; null when none was given.',
  })
  async university(@Root() user: UserObject, @Ctx() ctx: Context): Promise<UniversityObject | null> {
    if (!user.row.universityId) return null;
    const university = await users.findUniversity(ctx, user.row.universityId);
    return university && toUniversityObject(university);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Private: yourself and admins.' })
  email(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'email');
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Private: yourself and admins.' })
  emailVerified(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'emailVerified');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Private: yourself and admins.' })
  phoneNumber(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'phoneNumber');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Private: yourself and admins.' })
  programme(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'programme');
  }

  @FieldResolver(() => Gender, { nullable: true, description: 'Private: yourself and admins.' })
  gender(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'gender');
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The language tag notices and e-mails write dates in; null for en-US. Private: yourself and admins.',
  })
  locale(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'locale');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Private: the owner themselves and admins.' })
  payoutAccountName(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'payoutAccountName');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Private: the owner themselves and admins.' })
  payoutIban(@Root() user: UserObject, @Ctx() ctx: Context) {
    return privately(ctx, user, 'payoutIban');
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why the account is suspended (yourself and admins).',
  })
  suspendedReason(@Root() user: UserObject, @Ctx() ctx: Context) {
    // Their own reason reaches a suspended user too: it is what they appeal against.
    if (ctx.viewer?.user?.id === user.row.id) return user.row.suspendedReason;
    return privately(ctx, user, 'suspendedReason');
  }
}
