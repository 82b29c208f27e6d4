// One sync of an imported feed: its events' nights become blocked beds of the room type through the
// inventory's blocks, never past the free beds (what a reservation holds is never taken: the event
// is recorded as a conflict and its owner told once); nights the feed no longer lists are freed.
// What the feed holds is kept per night (CalendarFeedNight), so each sync changes only the difference.
import { addDays } from '@hostel/common';
import type { Config } from '../../core/config.js';
import { formatStayDays, fromPlainDate, todayIn, toPlainDate } from '../../core/dates.js';
import { lockRow, sqlOf, type Database, type Tx } from '../../core/db.js';
import { isAppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { blockBeds, storedNights, unblockBeds } from '../inventory/index.js';
import { notify } from '../notifications/index.js';
import { HOLDS_BEDS } from '../reservations/index.js';
import { fetchFeed, FeedProblem } from './fetch-feed.js';
import { parseFeed, type FeedEvent } from './parse-feed.js';

export const SYNC_EVERY_MS = 30 * 60_000;
/** How far ahead a feed's events block nights. */
export const SYNC_HORIZON_DAYS = 730;
const RETRY_SOON_MS = 60_000;
const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

export interface SyncDeps {
  db: Database;
  config: Config;
  logger: Logger;
}

/** The nights a sync looks at: from today where the hostel is, for SYNC_HORIZON_DAYS. */
export function syncWindow(timeZone: string, now: Date) {
  const from = todayIn(timeZone, now);
  return { from, to: addDays(from, SYNC_HORIZON_DAYS) };
}

const loadFeed = (tx: Pick<Tx, 'calendarFeed'>, id: string) =>
  tx.calendarFeed.findUnique({ where: { id }, include: { roomType: { include: { hostel: true } } } });
type SyncedFeed = NonNullable<Awaited<ReturnType<typeof loadFeed>>>;

function* nightsOf(stay: { checkIn: string; checkOut: string }) {
  for (let night = stay.checkIn; night < stay.checkOut; night = addDays(night, 1)) yield night;
}

/** Consecutive nights with the same value, as [from, to) runs. */
function runsOf(nights: [string, number][]) {
  const runs: { from: string; to: string; value: number }[] = [];
  for (const [night, value] of nights) {
    const last = runs.at(-1);
    if (last && last.to === night && last.value === value) last.to = addDays(night, 1);
    else runs.push({ from: night, to: addDays(night, 1), value });
  }
  return runs;
}

/**
 * Fetches and applies one feed, and records the outcome on it (time, status, words for the owner,
 * event count). A feed that cannot be read changes nothing. Rethrows only an unexpected error,
 * after recording it.
 */
export async function syncFeed(deps: SyncDeps, feedId: string, now = new Date()): Promise<void> {
  const feed = await loadFeed(deps.db.prisma, feedId);
  if (!feed) return;
  const window = syncWindow(feed.roomType.hostel.timeZone, now);
  const failed = (lastError: string, retryMs = SYNC_EVERY_MS) =>
    deps.db.prisma.calendarFeed.updateMany({
      where: { id: feedId },
      data: {
        lastSyncedAt: now,
        lastStatus: 'FAILED',
        lastError,
        nextSyncAt: new Date(now.getTime() + retryMs),
      },
    });
  let events: FeedEvent[];
  try {
    events = parseFeed(await fetchFeed(feed.url, deps.config.webhooks.allowLoopback), window);
  } catch (err) {
    if (!(err instanceof FeedProblem)) throw err;
    await failed(err.message);
    return;
  }
  try {
    await deps.db.prisma.$transaction((tx) => applyEvents(tx, feedId, events, window, now), TX_OPTIONS);
  } catch (err) {
    // A request or a block took beds between the read and the block: the next try sees them.
    if (isAppError(err) && err.extensions.code === 'CONFLICT') {
      await failed('The room’s beds changed during the sync; it is tried again in a minute.', RETRY_SOON_MS);
      return;
    }
    await failed('The sync failed on our side; it is tried again later.');
    throw err;
  }
}

/**
 * Makes the feed's blocked beds match `events` on the nights of `window` (none: frees them all,
 * as removing the feed does), under the feed's row lock so syncs of one feed apply one at a time.
 */
export async function applyEvents(
  tx: Tx,
  feedId: string,
  events: FeedEvent[],
  window: { from: string; to: string },
  now: Date,
): Promise<void> {
  await lockRow(tx, 'CalendarFeed', { id: feedId });
  const feed = await loadFeed(tx, feedId);
  if (!feed) return; // removed meanwhile
  const room = feed.roomType;
  const wanted = new Map<string, number>();
  for (const event of events) {
    const beds = Math.min(feed.beds ?? event.beds ?? room.totalBeds, room.totalBeds);
    for (const night of nightsOf(event))
      wanted.set(night, Math.min(room.totalBeds, (wanted.get(night) ?? 0) + beds));
  }
  // Past nights have nothing left to free: forget them.
  await tx.calendarFeedNight.deleteMany({ where: { feedId, night: { lt: fromPlainDate(window.from) } } });
  const held = new Map(
    (await tx.calendarFeedNight.findMany({ where: { feedId } })).map((row) => [
      toPlainDate(row.night),
      row.beds,
    ]),
  );
  const nights = [...new Set([...wanted.keys(), ...held.keys()])].sort();
  const stored = nights.length
    ? await storedNights(sqlOf(tx), room.id, nights[0]!, addDays(nights.at(-1)!, 1))
    : [];
  const inventory = new Map(stored.map((night) => [night.night, night]));
  const changes: [string, number][] = [];
  const holds = new Map<string, number>();
  const short = new Map<string, number>();
  for (const night of nights) {
    const row = inventory.get(night);
    // What the owner unblocked by hand is no longer the feed's.
    const has = Math.min(held.get(night) ?? 0, row?.blockedBeds ?? 0);
    const want = wanted.get(night) ?? 0;
    const take = want > has ? Math.min(want - has, row?.freeBeds ?? room.totalBeds) : 0;
    if (want - has > take) short.set(night, want - has - take);
    const change = want > has ? take : want - has;
    if (change !== 0) changes.push([night, change]);
    if (has + change > 0) holds.set(night, has + change);
  }
  for (const run of runsOf(changes)) {
    const beds = { roomTypeId: room.id, checkIn: run.from, checkOut: run.to, beds: Math.abs(run.value) };
    await (run.value > 0 ? blockBeds(tx, beds) : unblockBeds(tx, beds));
  }
  await tx.calendarFeedNight.deleteMany({ where: { feedId } });
  await tx.calendarFeedNight.createMany({
    data: [...holds].map(([night, beds]) => ({ feedId, night: fromPlainDate(night), beds })),
  });
  await recordConflicts(tx, feed, events, short);
  await tx.calendarFeed.update({
    where: { id: feedId },
    data: {
      lastSyncedAt: now,
      lastStatus: 'OK',
      lastError: null,
      eventCount: events.length,
      nextSyncAt: new Date(now.getTime() + SYNC_EVERY_MS),
    },
  });
}

/**
 * The feed's events over nights it could not block in full, each run of such nights one conflict
 * naming the reservations holding beds then. A conflict found again is kept (its owner was told);
 * a new one tells the owner; one gone (freed, or the event changed) is dropped.
 */
async function recordConflicts(tx: Tx, feed: SyncedFeed, events: FeedEvent[], short: Map<string, number>) {
  const found = new Map<string, { eventUid: string; checkIn: string; checkOut: string; bedsShort: number }>();
  for (const event of events) {
    const nights = [...nightsOf(event)].filter((night) => short.has(night));
    for (const run of runsOf(nights.map((night) => [night, 1]))) {
      const bedsShort = Math.max(
        ...[...nightsOf({ checkIn: run.from, checkOut: run.to })].map((n) => short.get(n)!),
      );
      const conflict = { eventUid: event.uid, checkIn: run.from, checkOut: run.to, bedsShort };
      found.set(`${event.uid}|${run.from}|${run.to}`, conflict);
    }
  }
  const existing = await tx.calendarConflict.findMany({ where: { feedId: feed.id } });
  const keyOf = (row: (typeof existing)[number]) =>
    `${row.eventUid}|${toPlainDate(row.checkIn)}|${toPlainDate(row.checkOut)}`;
  const gone = existing.filter((row) => !found.has(keyOf(row))).map((row) => row.id);
  if (gone.length) await tx.calendarConflict.deleteMany({ where: { id: { in: gone } } });
  const kept = new Map(existing.map((row) => [keyOf(row), row]));
  const room = feed.roomType;
  for (const [key, conflict] of found) {
    const reservations = await tx.reservation.findMany({
      where: {
        roomTypeId: room.id,
        status: { in: [...HOLDS_BEDS] },
        checkIn: { lt: fromPlainDate(conflict.checkOut) },
        checkOut: { gt: fromPlainDate(conflict.checkIn) },
      },
      select: { code: true },
      orderBy: { checkIn: 'asc' },
    });
    const data = {
      ...conflict,
      checkIn: fromPlainDate(conflict.checkIn),
      checkOut: fromPlainDate(conflict.checkOut),
      reservationCodes: reservations.map((reservation) => reservation.code),
    };
    const before = kept.get(key);
    if (before) {
      await tx.calendarConflict.update({ where: { id: before.id }, data });
      continue;
    }
    const row = await tx.calendarConflict.create({ data: { ...data, feedId: feed.id } });
    const held = data.reservationCodes.length
      ? `reservation ${data.reservationCodes.join(', ')} holds those beds`
      : 'those beds are taken';
    await notify(sqlOf(tx), {
      userId: room.hostel.ownerId,
      kind: 'CALENDAR_CONFLICT',
      subjectId: row.id,
      title: `Calendar conflict: ${room.name}`,
      body: `${feed.name} lists a booking for ${formatStayDays(conflict.checkIn, conflict.checkOut)} at ${room.hostel.name}, but ${held}. Those nights were not blocked; settle it on ${feed.name}.`,
      link: `/dashboard/availability?hostel=${room.hostelId}&roomType=${room.id}&month=${conflict.checkIn.slice(0, 7)}`,
    });
  }
}
