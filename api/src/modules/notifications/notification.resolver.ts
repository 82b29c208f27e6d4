import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { Topic } from '../../core/pubsub.js';
import { MeObject } from '../users/index.js';
import * as notifications from './notification.service.js';
import {
  NotificationConnection,
  NotificationObject,
  NotificationPreferenceInput,
  NotificationPreferenceObject,
  NotificationsArgs,
} from './notification.types.js';
import { Access } from '../../core/access.js';
import { isOwnNotification } from './notification.policies.js';

type SubscribeData = { context: Context };

// Every operation reads or changes the viewer's own notices only (the services scope by user id).
@Resolver()
export class NotificationResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Query(() => NotificationConnection, { description: 'Your notices, newest first.' })
  notifications(@Args(() => NotificationsArgs) args: NotificationsArgs, @Ctx() ctx: Context) {
    return notifications.listNotifications(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => Int, {
    description: 'Marks your notices read (the given ids, or all); answers how many are left unread.',
  })
  markNotificationsRead(
    @Arg('ids', () => [ID], {
      defaultValue: [],
      description: 'Your notices to mark read, at most 100 (default none; give ids or all).',
    })
    ids: string[],
    @Arg('all', () => Boolean, {
      defaultValue: false,
      description: 'True marks every one of your notices read, whatever ids says (default false).',
    })
    all: boolean,
    @Ctx() ctx: Context,
  ) {
    return notifications.markNotificationsRead(ctx.db, requireActiveUser(ctx.viewer), ids, all);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Query(() => [NotificationPreferenceObject], { description: 'Your e-mail and push choices per category.' })
  notificationPreferences(@Ctx() ctx: Context) {
    return notifications.notificationPreferences(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => [NotificationPreferenceObject], {
    description: 'Turns e-mail and push on or off per category (ACCOUNT e-mails stay on).',
  })
  updateNotificationPreferences(
    @Arg('input', () => [NotificationPreferenceInput], {
      description: 'The categories to change; the others stay as they are.',
    })
    input: NotificationPreferenceInput[],
    @Ctx() ctx: Context,
  ) {
    return notifications.updateNotificationPreferences(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isOwnNotification })
  @Subscription(() => NotificationObject, {
    description: 'Your new notices as they are written.',
    // Scoped to the socket's own user: nobody can listen to another user's notices.
    subscribe: ({ context }: SubscribeData) =>
      context.dbChanges.subscribe(Topic.NOTIFICATION_ADDED, requireActiveUser(context.viewer).id),
  })
  notificationAdded(@Root() event: { notificationId: string }, @Ctx() ctx: Context) {
    return notifications.findNotification(ctx.db, requireActiveUser(ctx.viewer), event.notificationId);
  }
}

@Resolver(() => MeObject)
export class MeNotificationsResolver {
  @FieldResolver(() => Int, { description: 'Your unread notices (0 before sign-up).' })
  unreadNotificationCount(@Root() me: MeObject, @Ctx() ctx: Context): Promise<number> | number {
    return me.user ? notifications.unreadNotificationCount(ctx.db, me.user.id) : 0;
  }
}
