import { Arg, Args, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requireActiveUser } from '../../core/auth.js';
import { notFound } from '../../core/errors.js';
import { Topic } from '../../core/pubsub.js';
import { CompleteSignUpInput, UpdateMyProfileInput, UsersArgs } from './user.inputs.js';
import * as userAdmin from './user-admin.service.js';
import * as users from './user.service.js';
import {
  MeObject,
  Role,
  toUniversityObject,
  toUserObject,
  UniversityObject,
  UserConnection,
  UserObject,
} from './user.type.js';
import { Access } from '../../core/access.js';
import { canAdministerUser } from './user.policies.js';

@Resolver()
export class UserResolver {
  @Access({
    public: 'answers null when signed out; the web app asks it on every start',
    scope: 'web-only',
    policy: 'self',
  })
  @Query(() => MeObject, { nullable: true, description: 'The signed-in identity; null when signed out.' })
  me(@Ctx() ctx: Context): MeObject | null {
    return users.describeViewer(ctx.viewer);
  }

  @Access({
    public: 'sign-up forms and search need the list before anybody signs in',
    scope: 'listings:read',
    policy: 'public',
  })
  @Query(() => [UniversityObject], {
    description: 'Every university, by name (for sign-up and search forms).',
  })
  async universities(@Ctx() ctx: Context): Promise<UniversityObject[]> {
    return (await users.listUniversities(ctx)).map(toUniversityObject);
  }

  @Access({
    public: 'needs a Firebase identity but no user row yet; the service checks it',
    scope: 'web-only',
    policy: 'self',
  })
  @Mutation(() => UserObject, { description: 'Creates your user on first sign-in. ADMIN cannot be chosen.' })
  async completeSignUp(
    @Arg('input', () => CompleteSignUpInput, { description: 'Your role and profile.' })
    input: CompleteSignUpInput,
    @Ctx() ctx: Context,
  ): Promise<UserObject> {
    const user = await users.completeSignUp(ctx, ctx.viewer, input);
    // The rest of this request sees the new row (e.g. the User's private fields are the viewer's own).
    if (ctx.viewer) ctx.viewer.user = user;
    return toUserObject(user);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => UserObject, { description: 'Changes your own profile.' })
  async updateMyProfile(
    @Arg('input', () => UpdateMyProfileInput, { description: 'The fields to change.' })
    input: UpdateMyProfileInput,
    @Ctx() ctx: Context,
  ): Promise<UserObject> {
    return toUserObject(await users.updateMyProfile(ctx, requireActiveUser(ctx.viewer), input));
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => UserConnection, {
    description: 'Admins: search users by e-mail, name or phone; role, status, university and sign-up days.',
  })
  async users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: Context): Promise<UserConnection> {
    return userAdmin.listUsers(ctx, args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: canAdministerUser })
  @Mutation(() => UserObject, {
    description: 'Admins: change another user’s role (applies at their next request).',
  })
  async setUserRole(
    @Arg('userId', () => ID, { description: 'The user, not yourself.' }) userId: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
    @Ctx() ctx: Context,
  ): Promise<UserObject> {
    return toUserObject(await userAdmin.setUserRole(ctx, requireActiveUser(ctx.viewer), userId, role));
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Subscription(() => UserObject, {
    description: 'Your own user, each time it changes (profile, role, status).',
    topics: Topic.USER_UPDATED,
    topicId: ({ context }: { context: Context }) => context.viewer?.user?.id,
  })
  async meUpdated(@Root() event: { userId: string }, @Ctx() ctx: Context): Promise<UserObject> {
    const user = await users.findUser(ctx, event.userId);
    if (!user) throw notFound('Your account');
    return toUserObject(user);
  }
}
