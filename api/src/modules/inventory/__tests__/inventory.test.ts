// The inventory functions on the real database (PostgreSQL with DATABASE_URL, else PGlite): holds
// and owner blocks share one counter per night, and neither can take a bed the other has.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, test } from 'vitest';
import { nightsBetween } from '@hostel/common';
import type { Database } from '../../../core/db.js';
import { isAppError } from '../../../core/errors.js';
import { createTestDatabase } from '../../../test/database.js';
import {
  bedsTaken,
  blockBeds,
  releaseBeds,
  resizeBeds,
  takeBedsStatement,
  unblockBeds,
  type NightsBeds,
} from '../index.js';

let db: Database;
let roomTypeId: string;
const TOTAL = 4;

beforeAll(async () => {
  db = await createTestDatabase();
  const owner = await db.prisma.user.create({
    data: { firebaseUid: `inventory-${randomUUID()}`, displayName: 'Olive', role: 'OWNER' },
  });
  const hostel = await db.prisma.hostel.create({
    data: { ownerId: owner.id, name: 'Counter House', slug: `counter-${randomUUID()}` },
  });
  const room = await db.prisma.roomType.create({
    data: { hostelId: hostel.id, name: 'Dorm', bedsPerRoom: 4, totalBeds: TOTAL, pricePerBed: 1000 },
  });
  roomTypeId = room.id;
});
afterAll(() => db.close());

let month = 0;
/** A fresh range of nights for each test, so tests never share a night. */
const nights = (beds: number, count = 3): NightsBeds => {
  const checkIn = `2031-${String(++month).padStart(2, '0')}-10`;
  return { roomTypeId, beds, checkIn, checkOut: `2031-${String(month).padStart(2, '0')}-${10 + count}` };
};
const counters = async (range: NightsBeds) =>
  (
    await db.prisma.roomNight.findMany({
      where: {
        roomTypeId,
        night: { gte: new Date(`${range.checkIn}T00:00:00Z`), lt: new Date(`${range.checkOut}T00:00:00Z`) },
      },
      orderBy: { night: 'asc' },
    })
  ).map((night) => [night.freeBeds, night.blockedBeds]);
const block = (range: NightsBeds) => db.prisma.$transaction((tx) => blockBeds(tx, range));
const unblock = (range: NightsBeds) => db.prisma.$transaction((tx) => unblockBeds(tx, range));
/** A reservation's hold, as the request statement takes it: the nights it got. */
const hold = (range: NightsBeds) =>
  db.transaction(async (sql) => {
    const taken = await sql(takeBedsStatement({ ...range, totalBeds: TOTAL }));
    // Like the request: a short night rolls back the nights already taken.
    if (taken.length < nightsBetween(range.checkIn, range.checkOut)) throw new Error('short');
    return taken.length;
  });
const refusedAsConflict = (error: unknown) => isAppError(error) && error.code === 'CONFLICT';

test('a block takes free beds on every night and an unblock gives them back', async () => {
  const range = nights(2);
  await block(range);
  assert.deepEqual(await counters(range), [
    [2, 2],
    [2, 2],
    [2, 2],
  ]);
  await unblock({ ...range, beds: 1 });
  assert.deepEqual(await counters(range), [
    [3, 1],
    [3, 1],
    [3, 1],
  ]);
});

test('a block is all nights or none: one short night refuses it and changes nothing', async () => {
  const range = nights(3);
  const middle = range.checkIn.replace(/10$/, '11');
  await hold({ ...range, checkIn: middle, checkOut: range.checkIn.replace(/10$/, '12'), beds: 2 });
  await assert.rejects(block(range), refusedAsConflict);
  await assert.rejects(block({ ...range, beds: TOTAL + 1 }), refusedAsConflict);
  // The first night, taken before the short one was reached, was rolled back with the rest.
  assert.deepEqual(await counters(range), [[2, 0]]);
});

test('a hold never takes a blocked bed, and a release never frees one', async () => {
  const range = nights(3);
  await block(range);
  await assert.rejects(hold({ ...range, beds: 2 }), /short/);
  assert.equal(await hold({ ...range, beds: 1 }), 3);
  assert.deepEqual(await counters(range), [
    [0, 3],
    [0, 3],
    [0, 3],
  ]);
  // A release of more than was held (it never happens; the clamp is a guard) stops at the blocks.
  await db.prisma.$transaction((tx) => releaseBeds(tx, { ...range, beds: 4 }));
  assert.deepEqual(await counters(range), [
    [1, 3],
    [1, 3],
    [1, 3],
  ]);
});

test('an unblock of more than is blocked on some night is refused and changes nothing', async () => {
  const range = nights(1);
  await block({ ...range, checkOut: range.checkIn.replace(/10$/, '12') });
  await assert.rejects(unblock(range), refusedAsConflict);
  await assert.rejects(
    unblock({ ...range, beds: 2, checkOut: range.checkIn.replace(/10$/, '12') }),
    refusedAsConflict,
  );
  assert.deepEqual(await counters(range), [
    [3, 1],
    [3, 1],
  ]);
});

test('the busiest night counts blocked beds; a resize keeps them blocked', async () => {
  const range = nights(1);
  await block(range);
  await hold({ ...range, beds: 2 });
  const taken = await db.prisma.$transaction((tx) => bedsTaken(tx, [roomTypeId], range.checkIn));
  assert.deepEqual(taken.get(roomTypeId)?.beds, 3);
  await db.prisma.$transaction((tx) => resizeBeds(tx, roomTypeId, 6, range.checkIn));
  assert.deepEqual((await counters(range))[0], [3, 1]);
  await db.prisma.$transaction((tx) => resizeBeds(tx, roomTypeId, TOTAL, range.checkIn));
  assert.deepEqual((await counters(range))[0], [1, 1]);
});

test('concurrent holds and blocks never take more beds than a night has', async () => {
  const range = nights(1);
  const attempts = Array.from({ length: 10 }, (_, i) => (i % 2 ? block(range) : hold(range)));
  const results = await Promise.allSettled(attempts);
  const won = results.filter((result) => result.status === 'fulfilled').length;
  assert.equal(won, TOTAL);
  const [free, blocked] = (await counters(range))[0]!;
  assert.equal(free, 0);
  const blocksWon = results.filter((result, i) => i % 2 === 1 && result.status === 'fulfilled').length;
  assert.equal(blocked, blocksWon);
  for (const result of results) {
    if (result.status === 'rejected')
      assert.ok(
        refusedAsConflict(result.reason) || /short/.test(String(result.reason)),
        String(result.reason),
      );
  }
});
