// Feeds of other channels imported into a room type, served by a local HTTP server: their events
// block nights through the inventory, a removed event frees them, an event over reserved nights is a
// conflict (never an overbooking) told once, unreadable answers change nothing, and the feed of one
// room type imported into another blocks the same nights.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  allowPendingRequests,
  failure,
  freeBeds,
  inDays,
  ok,
  publishedHostel,
  request,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { fetchFeed, FeedProblem } from '../fetch-feed.js';
import { syncJob } from '../sync.job.js';
import { icsOf, startFeedServer, type Answer, type FeedServer } from './feed-server.js';

const FEED = `id name url beds lastStatus lastError lastSyncedAt eventCount
  conflicts { eventUid checkIn checkOut bedsShort reservationCodes }`;
const ADD = `mutation($input: AddCalendarFeedInput!) { addCalendarFeed(input: $input) { ${FEED} } }`;
const SYNC_NOW = `mutation($id: ID!) { syncCalendarFeed(id: $id) { ${FEED} } }`;
const REMOVE = `mutation($id: ID!) { removeCalendarFeed(id: $id) }`;
const LIST = `query($id: ID!) { roomTypeCalendarSync(roomTypeId: $id) { feeds { ${FEED} } } }`;
const ROTATE = `mutation($id: ID!) { rotateRoomTypeCalendarToken(roomTypeId: $id) { url } }`;
const AVAILABILITY = `query($id: ID!, $month: String!) { roomAvailability(roomTypeId: $id, month: $month) {
  feedBlocks { night feedName beds } } }`;

/** Blocked beds of each night of [from, to) (a missing row: none). */
async function blocked(api: TestApi, roomTypeId: string, from: string, to: string) {
  const rows = await api.db.prisma.$queryRaw<{ blocked: number }[]>`
    SELECT COALESCE(rn."blockedBeds", 0)::int AS blocked
    FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
    LEFT JOIN "RoomNight" rn ON rn."roomTypeId" = ${roomTypeId}::uuid AND rn.night = d::date ORDER BY d`;
  return rows.map((row) => row.blocked);
}

describe('imported calendar feeds', () => {
  let api: TestApi;
  let channel: FeedServer;
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [api, channel] = await Promise.all([startTestApi(), startFeedServer()]);
    [owner, otherOwner, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    admin = await signUpAdmin(api);
    await allowPendingRequests(api, 10);
  });
  afterAll(() => Promise.all([api.close(), channel.close()]));

  const add = (user: TestUser, input: object) => api.gql(ADD, { input }, user.idToken);

  it('blocks the events’ nights, shows the source, frees a removed event’s nights', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    channel.answer(
      '/a.ics',
      icsOf([
        { uid: 'one', from: inDays(5), to: inDays(7) },
        { uid: 'two', from: inDays(9), to: inDays(10) },
      ]),
    );
    const feed = ok(
      await add(owner, { roomTypeId: room.id, name: 'Airbnb', url: channel.url('/a.ics'), beds: 2 }),
    ).addCalendarFeed;
    assert.deepEqual([feed.lastStatus, feed.lastError, feed.eventCount], ['OK', null, 2]);
    assert.deepEqual(await blocked(api, room.id, inDays(4), inDays(11)), [0, 2, 2, 0, 0, 2, 0]);
    const month = inDays(5).slice(0, 7);
    const calendar = ok(await api.gql(AVAILABILITY, { id: room.id, month }, owner.idToken)).roomAvailability;
    assert.ok(
      calendar.feedBlocks.some(
        (b: { night: string; feedName: string; beds: number }) =>
          b.night === inDays(5) && b.feedName === 'Airbnb' && b.beds === 2,
      ),
    );

    channel.answer('/a.ics', icsOf([{ uid: 'one', from: inDays(5), to: inDays(7) }]));
    const synced = ok(await api.gql(SYNC_NOW, { id: feed.id }, owner.idToken)).syncCalendarFeed;
    assert.equal(synced.eventCount, 1);
    assert.deepEqual(await blocked(api, room.id, inDays(4), inDays(11)), [0, 2, 2, 0, 0, 0, 0]);

    ok(await api.gql(REMOVE, { id: feed.id }, owner.idToken));
    assert.deepEqual(await blocked(api, room.id, inDays(4), inDays(11)), [0, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(await freeBeds(api, room.id, inDays(4), inDays(11)), [4, 4, 4, 4, 4, 4, 4]);
  });

  it('records an event over reserved nights as a conflict, told once, never overbooked', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 2 });
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(21),
      checkOut: inDays(23),
    });
    // Every bed, from the 20th to the 24th: one bed is free on the 21st and 22nd, two on the others.
    channel.answer('/busy.ics', icsOf([{ uid: 'busy', from: inDays(20), to: inDays(24) }]));
    const feed = ok(
      await add(owner, { roomTypeId: room.id, name: 'Booking.com', url: channel.url('/busy.ics') }),
    ).addCalendarFeed;
    assert.equal(feed.lastStatus, 'OK');
    assert.deepEqual(feed.conflicts, [
      {
        eventUid: 'busy',
        checkIn: inDays(21),
        checkOut: inDays(23),
        bedsShort: 1,
        reservationCodes: [reservation.code],
      },
    ]);
    assert.deepEqual(await blocked(api, room.id, inDays(20), inDays(24)), [2, 1, 1, 2]);
    assert.deepEqual(await freeBeds(api, room.id, inDays(20), inDays(24)), [0, 0, 0, 0]);
    ok(await api.gql(SYNC_NOW, { id: feed.id }, owner.idToken));
    const notices = await api.db.prisma.notification.findMany({
      where: { userId: owner.userId, type: 'CALENDAR_CONFLICT' },
    });
    assert.equal(notices.length, 1);
    assert.match(notices[0]!.body, new RegExp(reservation.code));
  });

  it('keeps the blocks and says why when the feed is unreadable, and refuses private addresses', async () => {
    const { room } = await publishedHostel(api, owner);
    channel.answer('/ok.ics', icsOf([{ uid: 'x', from: inDays(30), to: inDays(32) }]));
    const feed = ok(
      await add(owner, { roomTypeId: room.id, name: 'Other', url: channel.url('/ok.ics'), beds: 1 }),
    ).addCalendarFeed;
    const answers: [string, Answer, RegExp][] = [
      ['not ical', (_q, res) => res.end('<html>Sign in</html>'), /did not answer with an iCal calendar/],
      [
        'HTTP 500',
        (_q, res) => {
          res.statusCode = 500;
          res.end();
        },
        /answered HTTP 500/,
      ],
      ['too large', (_q, res) => res.end(`BEGIN:VCALENDAR\r\n${'X'.repeat(1_100_000)}`), /larger than 1 MB/],
      [
        'private redirect',
        (_q, res) => {
          res.statusCode = 302;
          res.setHeader('location', 'http://10.1.2.3/x.ics');
          res.end();
        },
        /public https address/,
      ],
    ];
    for (const [what, answer, message] of answers) {
      channel.answer('/ok.ics', answer);
      const synced = ok(await api.gql(SYNC_NOW, { id: feed.id }, owner.idToken)).syncCalendarFeed;
      assert.equal(synced.lastStatus, 'FAILED', what);
      assert.match(synced.lastError, message, what);
      assert.deepEqual(
        await blocked(api, room.id, inDays(30), inDays(32)),
        [1, 1],
        `${what} changes nothing`,
      );
    }
    const privateUrl = failure(
      await add(owner, { roomTypeId: room.id, name: 'Lan', url: 'https://10.0.0.1/a.ics' }),
    );
    assert.match(privateUrl.fields!['input.url']!, /public address/);
  });

  it('gives up on a feed that does not answer in time', async () => {
    channel.answer('/slow.ics', () => undefined); // never answers
    await assert.rejects(
      fetchFeed(channel.url('/slow.ics'), true, { maxBytes: 1000, timeoutMs: 300 }),
      (err) => err instanceof FeedProblem && /did not answer within 0.3 seconds/.test(err.message),
    );
  });

  it('imports one room type’s exported feed into another, blocking the same nights, on schedule', async () => {
    const { room: source } = await publishedHostel(api, owner, { totalBeds: 4 });
    const { room: target } = await publishedHostel(api, owner, { totalBeds: 4 });
    await request(api, student, {
      roomTypeId: source.id,
      beds: 2,
      checkIn: inDays(40),
      checkOut: inDays(43),
    });
    const { url } = ok(await api.gql(ROTATE, { id: source.id }, owner.idToken)).rotateRoomTypeCalendarToken;
    const feed = ok(await add(owner, { roomTypeId: target.id, name: 'Our other room', url })).addCalendarFeed;
    assert.equal(feed.lastStatus, 'OK');
    assert.deepEqual(await blocked(api, target.id, inDays(39), inDays(44)), [0, 2, 2, 2, 0]);

    // The job syncs it again once due: a new reservation on the source shows up on the target.
    await request(api, student, {
      roomTypeId: source.id,
      beds: 1,
      checkIn: inDays(50),
      checkOut: inDays(51),
    });
    const later = new Date(Date.now() + 31 * 60_000);
    await syncJob(api.services).run(api.db, later);
    assert.deepEqual(await blocked(api, target.id, inDays(49), inDays(52)), [0, 1, 0]);
  });

  it('lets only the owner change feeds; admins read them; another owner finds nothing', async () => {
    const { room } = await publishedHostel(api, owner);
    channel.answer('/mine.ics', icsOf([]));
    const feed = ok(
      await add(owner, { roomTypeId: room.id, name: 'Mine', url: channel.url('/mine.ics') }),
    ).addCalendarFeed;
    const input = { roomTypeId: room.id, name: 'Theirs', url: channel.url('/mine.ics?x') };
    assert.equal(failure(await add(otherOwner, input)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(SYNC_NOW, { id: feed.id }, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(REMOVE, { id: feed.id }, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(LIST, { id: room.id }, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(REMOVE, { id: feed.id }, admin.idToken)).code, 'FORBIDDEN');
    const seen = ok(await api.gql(LIST, { id: room.id }, admin.idToken)).roomTypeCalendarSync.feeds;
    assert.deepEqual(
      seen.map((f: { id: string }) => f.id),
      [feed.id],
    );
    assert.equal(await api.db.prisma.calendarFeed.count({ where: { roomTypeId: room.id } }), 1);
  });
});
