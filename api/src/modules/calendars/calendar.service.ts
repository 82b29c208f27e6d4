// The owner's side of calendar sync: a room type's feed URL (rotate), the feeds imported into it
// (add, sync now, remove) and what they block. Only the hostel's owner changes them; admins read.
// Another owner's room type or feed is NOT_FOUND, exactly like a missing one.
import { CALENDAR_FEED_LIMITS, checkCalendarFeed, isUuid, type CalendarFeedFields } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { fromPlainDate, toPlainDate } from '../../core/dates.js';
import { violatedConstraint, type Tx } from '../../core/db.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import { outboundUrlProblem } from '../../core/outbound-address.js';
import type { User } from '../../generated/prisma/client.js';
import { canManageCalendar, canViewCalendar } from './calendar.policies.js';
import { calendarUrl, newCalendarToken } from './export.service.js';
import { applyEvents, syncFeed, syncWindow, type SyncDeps } from './sync.service.js';

export type AddCalendarFeed = CalendarFeedFields & { roomTypeId: string };

/** The active room type `id` with its hostel, when `user` may read (or, with `write`, change) its sync. */
async function roomTypeOf(tx: Pick<Tx, 'roomType'>, user: User, id: string, write: boolean) {
  const room = isUuid(id) ? await tx.roomType.findUnique({ where: { id }, include: { hostel: true } }) : null;
  const may = room && (write ? canManageCalendar(user, room.hostel) : canViewCalendar(user, room.hostel));
  if (!room || room.archived || !may) throw notFound('The room type');
  if (write && room.hostel.status === 'ARCHIVED') throw conflict('This listing is archived.');
  return room;
}

/** One of the owner's feeds, with its room type and hostel. */
async function ownFeed(tx: Pick<Tx, 'calendarFeed'>, owner: User, id: string) {
  const feed = isUuid(id)
    ? await tx.calendarFeed.findUnique({
        where: { id },
        include: { roomType: { include: { hostel: true } } },
      })
    : null;
  if (!feed || !canManageCalendar(owner, feed.roomType.hostel)) throw notFound('The calendar feed');
  if (feed.roomType.hostel.status === 'ARCHIVED') throw conflict('This listing is archived.');
  return feed;
}

const FEED_INCLUDE = { conflicts: { orderBy: [{ checkIn: 'asc' as const }, { eventUid: 'asc' as const }] } };

/** Whether the room type's feed URL exists (and since when), and the feeds imported into it. */
export async function calendarSync(deps: SyncDeps, user: User, roomTypeId: string) {
  const room = await roomTypeOf(deps.db.prisma, user, roomTypeId, false);
  const [calendar, feeds] = await Promise.all([
    deps.db.prisma.roomTypeCalendar.findUnique({ where: { roomTypeId: room.id } }),
    deps.db.prisma.calendarFeed.findMany({
      where: { roomTypeId: room.id },
      include: FEED_INCLUDE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return { roomTypeId: room.id, exportRotatedAt: calendar?.rotatedAt ?? null, feeds };
}

/**
 * A new secret URL for the room type's feed (the first one, or one replacing the last, which then
 * answers 404). The URL is in this answer only.
 */
export async function rotateCalendarToken(deps: SyncDeps, owner: User, roomTypeId: string) {
  const { token, hash } = newCalendarToken();
  const rotatedAt = await writeAs(deps.db, owner.id, async (tx) => {
    const room = await roomTypeOf(tx, owner, roomTypeId, true);
    const row = await tx.roomTypeCalendar.upsert({
      where: { roomTypeId: room.id },
      create: { roomTypeId: room.id, tokenHash: hash, rotatedAt: new Date() },
      update: { tokenHash: hash, rotatedAt: new Date() },
    });
    await audit(tx, {
      actorId: owner.id,
      action: 'CALENDAR_URL_ROTATED',
      entity: 'RoomType',
      entityId: room.id,
      details: { hostelId: room.hostelId },
    });
    return row.rotatedAt;
  });
  return { url: calendarUrl(deps.config.publicUrl, token), rotatedAt };
}

const feedWithConflicts = (deps: SyncDeps, id: string) =>
  deps.db.prisma.calendarFeed.findUniqueOrThrow({ where: { id }, include: FEED_INCLUDE });

/**
 * Adds a feed to the owner's room type and syncs it at once: the answer shows whether it could be
 * read (a feed that cannot is kept, with the reason, and tried again on schedule).
 */
export async function addCalendarFeed(deps: SyncDeps, owner: User, input: AddCalendarFeed) {
  // Resolved before the transaction: a slow DNS answer must not hold the owner's row lock.
  const urlProblem = await outboundUrlProblem(
    input.url.trim(),
    deps.config.webhooks.allowLoopback,
    'https://example.com/calendar.ics',
  );
  const id = await writeAs(deps.db, owner.id, async (tx) => {
    const room = await roomTypeOf(tx, owner, input.roomTypeId, true);
    const check = new FieldCheck();
    const { name, url } = checkCalendarFeed(check, input, room.totalBeds);
    if (urlProblem) check.add('url', urlProblem);
    check.throwIfAny();
    if ((await tx.calendarFeed.count({ where: { roomTypeId: room.id } })) >= CALENDAR_FEED_LIMITS.perRoomType)
      throw conflict(`A room type takes at most ${CALENDAR_FEED_LIMITS.perRoomType} calendar feeds.`);
    try {
      const feed = await tx.calendarFeed.create({
        data: { roomTypeId: room.id, name, url, beds: input.beds ?? null },
      });
      await audit(tx, {
        actorId: owner.id,
        action: 'CALENDAR_FEED_ADDED',
        entity: 'RoomType',
        entityId: room.id,
        details: { hostelId: room.hostelId, feedId: feed.id, name, url },
      });
      return feed.id;
    } catch (err) {
      if (violatedConstraint(err) === 'CalendarFeed_roomTypeId_url_key')
        throw badUserInput('This room type already imports that feed.', { url: 'Already added.' });
      throw err;
    }
  });
  await syncFeed(deps, id);
  return feedWithConflicts(deps, id);
}

/** Syncs one of the owner's feeds now; the answer carries the outcome. */
export async function syncCalendarFeedNow(deps: SyncDeps, owner: User, feedId: string) {
  const feed = await ownFeed(deps.db.prisma, owner, feedId);
  if (feed.roomType.archived) throw notFound('The calendar feed');
  await syncFeed(deps, feed.id);
  return feedWithConflicts(deps, feed.id);
}

/** Removes one of the owner's feeds, freeing the nights it blocked, in one transaction. */
export async function removeCalendarFeed(deps: SyncDeps, owner: User, feedId: string): Promise<string> {
  return writeAs(deps.db, owner.id, async (tx) => {
    const feed = await ownFeed(tx, owner, feedId);
    const now = new Date();
    await applyEvents(tx, feed.id, [], syncWindow(feed.roomType.hostel.timeZone, now), now);
    await tx.calendarFeed.delete({ where: { id: feed.id } });
    await audit(tx, {
      actorId: owner.id,
      action: 'CALENDAR_FEED_REMOVED',
      entity: 'RoomType',
      entityId: feed.roomTypeId,
      details: { hostelId: feed.roomType.hostelId, feedId: feed.id, name: feed.name, url: feed.url },
    });
    return feed.id;
  });
}

/** What imported feeds block on each night of [from, to) of a room type (its calendar's sources). */
export async function feedBlocks(deps: SyncDeps, roomTypeId: string, from: string, to: string) {
  const rows = await deps.db.prisma.calendarFeedNight.findMany({
    where: { feed: { roomTypeId }, night: { gte: fromPlainDate(from), lt: fromPlainDate(to) } },
    include: { feed: { select: { id: true, name: true } } },
    orderBy: [{ night: 'asc' }, { feed: { name: 'asc' } }],
  });
  return rows.map((row) => ({
    night: toPlainDate(row.night),
    feedId: row.feed.id,
    feedName: row.feed.name,
    beds: row.beds,
  }));
}
