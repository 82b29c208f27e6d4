// A room type's private iCal feed over real HTTP: what it lists (reserved and owner-blocked nights,
// no guest details), read back with ical.js; rotation; 404s; caching; and who may see or change it.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import ICAL from 'ical.js';
import { signUpUser } from '../../../test/harness.js';
import {
  allowPendingRequests,
  failure,
  inDays,
  ok,
  publishedHostel,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';

const ROTATE = `mutation($id: ID!) { rotateRoomTypeCalendarToken(roomTypeId: $id) { url rotatedAt } }`;
const SYNC = `query($id: ID!) { roomTypeCalendarSync(roomTypeId: $id) { roomTypeId exportRotatedAt feeds { id } } }`;
const BLOCK = `mutation($input: BedBlockInput!) { blockBeds(input: $input) { night } }`;

/** The events of an .ics as ical.js reads them: [summary, first night, departure, beds]. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return [
      event.summary,
      event.startDate.toString(),
      event.endDate.toString(),
      vevent.getFirstPropertyValue('x-hostel-beds'),
    ];
  });
}

describe('a room type’s iCal feed', () => {
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  it.beforeAll(async ({ api }) => {
    [owner, otherOwner, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT', { input: { displayName: 'Ada Guestname' } }),
    ]);
    await allowPendingRequests(api, 10);
  });

  it('lists reserved and blocked nights with beds only, parses with ical.js, and rotates', async ({
    api,
  }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 2,
      checkIn: inDays(10),
      checkOut: inDays(13),
    });
    ok(
      await api.gql(
        BLOCK,
        { input: { roomTypeId: room.id, from: inDays(20), to: inDays(22), beds: 1 } },
        owner.idToken,
      ),
    );
    assert.deepEqual(
      ok(await api.gql(SYNC, { id: room.id }, owner.idToken)).roomTypeCalendarSync.exportRotatedAt,
      null,
    );

    const { url, rotatedAt } = ok(
      await api.gql(ROTATE, { id: room.id }, owner.idToken),
    ).rotateRoomTypeCalendarToken;
    assert.match(url, new RegExp(`^${api.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const sync = ok(await api.gql(SYNC, { id: room.id }, owner.idToken)).roomTypeCalendarSync;
    assert.equal(sync.exportRotatedAt, rotatedAt);

    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/calendar/);
    assert.equal(res.headers.get('cache-control'), 'private, max-age=300');
    const text = await res.text();
    assert.deepEqual(eventsOf(text), [
      ['Reserved: 2 beds', inDays(10), inDays(13), '2'],
      ['Blocked: 1 bed', inDays(20), inDays(22), '1'],
    ]);
    for (const secret of ['Guestname', student.email, reservation.code, reservation.id])
      assert.ok(!text.includes(secret), `the feed must not carry ${secret}`);

    // Channels poll: an unchanged feed answers 304 to its ETag.
    const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag')! } });
    assert.equal(again.status, 304);

    const rotated = ok(await api.gql(ROTATE, { id: room.id }, owner.idToken)).rotateRoomTypeCalendarToken;
    assert.notEqual(rotated.url, url);
    assert.equal((await fetch(url)).status, 404, 'the old URL stops working');
    assert.equal((await fetch(rotated.url)).status, 200);
    assert.equal((await fetch(`${api.url}/calendar/${'A'.repeat(43)}.ics`)).status, 404);
    assert.equal((await fetch(`${api.url}/calendar/not-a-token.ics`)).status, 404);
  });

  it('only the owner rotates; admins read; another owner finds nothing', async ({ api, admin }) => {
    const { room } = await publishedHostel(api, owner);
    const theirs = failure(await api.gql(ROTATE, { id: room.id }, otherOwner.idToken));
    assert.equal(theirs.code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(SYNC, { id: room.id }, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(ROTATE, { id: room.id }, admin.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(ROTATE, { id: room.id }, student.idToken)).code, 'FORBIDDEN');
    assert.equal(
      ok(await api.gql(SYNC, { id: room.id }, admin.idToken)).roomTypeCalendarSync.roomTypeId,
      room.id,
    );
    assert.equal(await api.db.prisma.roomTypeCalendar.count({ where: { roomTypeId: room.id } }), 0);
  });
});
