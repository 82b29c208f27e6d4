import { monthRange } from '@hostel/common';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../core/access.js';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { RoomAvailabilityObject } from '../hostels/index.js';
import { canManageCalendar, canViewCalendar } from './calendar.policies.js';
import * as calendars from './calendar.service.js';
import {
  AddCalendarFeedInput,
  CalendarFeedBlockObject,
  CalendarFeedObject,
  feedObject,
  RoomTypeCalendarLinkObject,
  RoomTypeCalendarSyncObject,
} from './calendar.types.js';

const depsOf = (ctx: Context) => ({ db: ctx.db, config: ctx.config, logger: ctx.logger });

/** Calendar sync of a room type: its own feed URL and the feeds of other channels it imports. */
@Resolver()
export class CalendarResolver {
  @Access({ roles: ['OWNER', 'ADMIN'], scope: 'listings:read', policy: canViewCalendar })
  @Query(() => RoomTypeCalendarSyncObject, {
    description:
      'A room type’s calendar sync: whether its feed URL exists, and the feeds it imports. Its owner’s, or any for an admin.',
  })
  async roomTypeCalendarSync(
    @Arg('roomTypeId', () => ID, { description: 'One of your room types (any, for an admin).' })
    roomTypeId: string,
    @Ctx() ctx: Context,
  ): Promise<RoomTypeCalendarSyncObject> {
    const sync = await calendars.calendarSync(depsOf(ctx), requireActiveUser(ctx.viewer), roomTypeId);
    return { ...sync, feeds: sync.feeds.map(feedObject) };
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canManageCalendar })
  @Mutation(() => RoomTypeCalendarLinkObject, {
    description:
      'Makes a new private iCal feed URL for your room type (reserved and blocked nights, for other channels). The previous URL stops working. The URL is shown only here.',
  })
  rotateRoomTypeCalendarToken(
    @Arg('roomTypeId', () => ID, { description: 'One of your room types.' }) roomTypeId: string,
    @Ctx() ctx: Context,
  ) {
    return calendars.rotateCalendarToken(depsOf(ctx), requireActiveUser(ctx.viewer), roomTypeId);
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canManageCalendar })
  @Mutation(() => CalendarFeedObject, {
    description:
      'Imports another channel’s iCal feed into your room type and syncs it at once (then every 30 minutes): its events block beds; an event over reserved nights is a conflict, never an overbooking.',
  })
  async addCalendarFeed(
    @Arg('input', () => AddCalendarFeedInput, { description: 'The room type, name and URL of the feed.' })
    input: AddCalendarFeedInput,
    @Ctx() ctx: Context,
  ) {
    return feedObject(await calendars.addCalendarFeed(depsOf(ctx), requireActiveUser(ctx.viewer), input));
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canManageCalendar })
  @Mutation(() => CalendarFeedObject, { description: 'Syncs one of your imported feeds now.' })
  async syncCalendarFeed(
    @Arg('id', () => ID, { description: 'One of your imported feeds.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return feedObject(await calendars.syncCalendarFeedNow(depsOf(ctx), requireActiveUser(ctx.viewer), id));
  }

  @Access({ roles: ['OWNER'], scope: 'hostels:write', policy: canManageCalendar })
  @Mutation(() => ID, {
    description: 'Stops importing a feed and frees the nights it blocked; answers its id.',
  })
  removeCalendarFeed(
    @Arg('id', () => ID, { description: 'One of your imported feeds.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return calendars.removeCalendarFeed(depsOf(ctx), requireActiveUser(ctx.viewer), id);
  }
}

/** The availability calendar's blocks by source: which imported feed blocks beds on which night. */
@Resolver(() => RoomAvailabilityObject)
export class AvailabilityFeedBlocksResolver {
  @FieldResolver(() => [CalendarFeedBlockObject], {
    description: 'Beds that imported calendar feeds block on the month’s nights, by night and feed.',
  })
  feedBlocks(@Root() calendar: RoomAvailabilityObject, @Ctx() ctx: Context) {
    const { from, to } = monthRange(calendar.month);
    return calendars.feedBlocks(depsOf(ctx), calendar.roomTypeId, from, to);
  }
}
