// A room type's private iCal feed, for other booking channels to import: its URL carries a secret
// token (only its sha256 is kept, like API tokens') that its owner rotates, and lists the nights
// reservations hold and the owner blocked, with no guest's details, only "Reserved" or "Blocked"
// and the beds. Nights blocked by imported feeds are left out: sent back to the channel they came
// from, they would come back again as its own and never be freed.
import { createHash, randomBytes } from 'node:crypto';
import { addDays } from '@hostel/common';
import ical, { type ICalEventData } from 'ical-generator';
import { hashApiToken } from '../../core/api-tokens.js';
import { fromPlainDate, todayIn, toPlainDate } from '../../core/dates.js';
import type { Database } from '../../core/db.js';
import { storedNights } from '../inventory/index.js';
import { HOLDS_BEDS } from '../reservations/index.js';
import { BEDS_PROPERTY } from './parse-feed.js';
import { SYNC_EVERY_MS, SYNC_HORIZON_DAYS } from './sync.service.js';

export const CALENDAR_PATH = '/calendar';
/** Past nights the feed still shows, so a channel sees a stay that just ended. */
const PAST_DAYS = 30;

/** A new secret token for a room type's feed URL and its hash (the only thing stored). */
export function newCalendarToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashApiToken(token) };
}

export const calendarUrl = (publicUrl: string, token: string) => `${publicUrl}${CALENDAR_PATH}/${token}.ics`;

const beds = (count: number) => `${count} ${count === 1 ? 'bed' : 'beds'}`;
/** A stable UID that names nothing of ours (a reservation's id stays private). */
const uidOf = (...parts: string[]) =>
  `${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32)}@hostel`;

/**
 * The .ics of the room type whose token this is, or null for a token that is not (any more) one.
 * The token is found by its sha256 in a unique index, as API tokens are: what an attacker can vary
 * (the token) decides nothing about the hash's bytes, so the lookup leaks no more than a
 * constant-time comparison would.
 */
export async function calendarIcs(db: Database, token: string, now = new Date()): Promise<string | null> {
  const calendar = await db.prisma.roomTypeCalendar.findUnique({
    where: { tokenHash: hashApiToken(token) },
    include: { roomType: { include: { hostel: true } } },
  });
  if (!calendar || calendar.roomType.archived) return null;
  const room = calendar.roomType;
  const from = addDays(todayIn(room.hostel.timeZone, now), -PAST_DAYS);
  const to = addDays(from, PAST_DAYS + SYNC_HORIZON_DAYS);
  const [reservations, nights, feedNights] = await Promise.all([
    db.prisma.reservation.findMany({
      where: { roomTypeId: room.id, status: { in: [...HOLDS_BEDS] }, checkOut: { gt: fromPlainDate(from) } },
      select: { id: true, beds: true, checkIn: true, checkOut: true, updatedAt: true },
      orderBy: [{ checkIn: 'asc' }, { id: 'asc' }],
    }),
    storedNights(db.query, room.id, from, to),
    db.prisma.calendarFeedNight.findMany({
      where: { feed: { roomTypeId: room.id }, night: { gte: fromPlainDate(from) } },
      select: { night: true, beds: true },
    }),
  ]);
  const imported = new Map<string, number>();
  for (const row of feedNights) {
    const night = toPlainDate(row.night);
    imported.set(night, (imported.get(night) ?? 0) + row.beds);
  }
  const events: ICalEventData[] = reservations.map((reservation) => ({
    id: uidOf('reservation', reservation.id),
    start: reservation.checkIn,
    end: reservation.checkOut,
    allDay: true,
    stamp: reservation.updatedAt,
    summary: `Reserved: ${beds(reservation.beds)}`,
    x: { [BEDS_PROPERTY.toUpperCase()]: String(reservation.beds) },
  }));
  // The owner's own blocks, consecutive nights of the same count as one event.
  let run: { start: string; end: string; count: number } | null = null;
  const blocks: { start: string; end: string; count: number }[] = [];
  for (const night of nights) {
    const count = night.blockedBeds - Math.min(night.blockedBeds, imported.get(night.night) ?? 0);
    if (run && run.end === night.night && run.count === count) run.end = addDays(night.night, 1);
    else if (count > 0) blocks.push((run = { start: night.night, end: addDays(night.night, 1), count }));
    else run = null;
  }
  for (const block of blocks) {
    events.push({
      id: uidOf('block', room.id, block.start, block.end, String(block.count)),
      start: fromPlainDate(block.start),
      end: fromPlainDate(block.end),
      allDay: true,
      stamp: calendar.rotatedAt,
      summary: `Blocked: ${beds(block.count)}`,
      x: { [BEDS_PROPERTY.toUpperCase()]: String(block.count) },
    });
  }
  return ical({
    name: `${room.hostel.name}: ${room.name}`,
    prodId: { company: 'Hostel', product: 'Calendar', language: 'EN' },
    ttl: SYNC_EVERY_MS / 1000,
    events,
  }).toString();
}
