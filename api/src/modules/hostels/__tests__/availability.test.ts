// The owner's availability calendar and bed blocks over HTTP: only the room type's owner sees or
// changes them, bad input is refused per field, and blocks share the reservations' counters (a
// block never oversells a night, a request never takes a blocked bed).
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
  Q,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';

const CALENDAR = `query($roomTypeId: ID!, $month: String!) { roomAvailability(roomTypeId: $roomTypeId, month: $month) {
  roomTypeId roomTypeName hostelName totalBeds month today
  nights { night totalBeds freeBeds heldBeds bookedBeds blockedBeds } } }`;
const BLOCK = `mutation($input: BedBlockInput!) { blockBeds(input: $input) { night freeBeds blockedBeds } }`;
const UNBLOCK = `mutation($input: BedBlockInput!) { unblockBeds(input: $input) { night freeBeds blockedBeds } }`;
const AVAILABLE = `query($id: ID, $checkIn: String, $checkOut: String) {
  hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut) { roomTypes { availableBeds } } }`;

/** Free and blocked beds of each night of [from, to), read from the database. */
async function counters(api: TestApi, roomTypeId: string, from: string, to: string) {
  const rows = await api.db.prisma.$queryRaw<{ free: number; blocked: number }[]>`
    SELECT COALESCE(rn."freeBeds", rt."totalBeds")::int AS free, COALESCE(rn."blockedBeds", 0)::int AS blocked
    FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
    JOIN "RoomType" rt ON rt.id = ${roomTypeId}::uuid
    LEFT JOIN "RoomNight" rn ON rn."roomTypeId" = rt.id AND rn.night = d::date
    ORDER BY d`;
  return rows.map((row) => [row.free, row.blocked]);
}

describe('owner bed blocks and the availability calendar', () => {
  let api: TestApi;
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, otherOwner, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    await allowPendingRequests(api, 50);
  });
  afterAll(() => api.close());

  const block = (user: TestUser, input: object, query = BLOCK) => api.gql(query, { input }, user.idToken);

  it('blocks and unblocks beds on every night, audited with the note, and the calendar shows it', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 5 });
    const [from, to] = [inDays(20), inDays(23)];
    const blocked = ok(await block(owner, { roomTypeId: room.id, from, to, beds: 2, reason: ' Repairs ' }));
    assert.deepEqual(
      blocked.blockBeds.map((night: { freeBeds: number; blockedBeds: number }) => [
        night.freeBeds,
        night.blockedBeds,
      ]),
      [
        [3, 2],
        [3, 2],
        [3, 2],
      ],
    );
    assert.equal(blocked.blockBeds[0].night, from);
    const entry = await api.db.prisma.auditLog.findFirstOrThrow({ where: { entityId: room.id } });
    assert.deepEqual(
      [entry.actorId, entry.action, entry.details],
      [owner.userId, 'BEDS_BLOCKED', { hostelId: room.hostelId, from, to, beds: 2, reason: 'Repairs' }],
    );
    ok(await block(owner, { roomTypeId: room.id, from, to: inDays(22), beds: 1 }, UNBLOCK));
    assert.deepEqual(await counters(api, room.id, from, to), [
      [4, 1],
      [4, 1],
      [3, 2],
    ]);
  });

  it('shows free, held, booked and blocked beds of each night of a month (hand-counted)', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 6 });
    // A month well ahead, so every night can still be requested.
    const month = inDays(70).slice(0, 7);
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
    await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: day(3),
      checkOut: day(6),
    });
    const paid = await request(api, student, {
      roomTypeId: room.id,
      beds: 2,
      checkIn: day(5),
      checkOut: day(7),
    });
    await api.db.prisma.reservation.update({ where: { id: paid.id }, data: { status: 'PAID' } });
    ok(await block(owner, { roomTypeId: room.id, from: day(4), to: day(6), beds: 3 }));
    const calendar = ok(
      await api.gql(CALENDAR, { roomTypeId: room.id, month }, owner.idToken),
    ).roomAvailability;
    assert.equal(calendar.month, month);
    assert.equal(calendar.totalBeds, 6);
    assert.equal(calendar.nights[0].night, day(1));
    assert.ok(calendar.nights.length >= 28 && calendar.nights.length <= 31);
    const beds = calendar.nights
      .slice(1, 7)
      .map((n: Record<string, number>) => [n.freeBeds, n.heldBeds, n.bookedBeds, n.blockedBeds]);
    assert.deepEqual(beds, [
      [6, 0, 0, 0], // the 2nd
      [5, 1, 0, 0], // the 3rd: the pending request
      [2, 1, 0, 3], // the 4th: and the block
      [0, 1, 2, 3], // the 5th: and the paid stay
      [4, 0, 2, 0], // the 6th: the paid stay's last night
      [6, 0, 0, 0], // the 7th: its departure day
    ]);
    for (const night of calendar.nights)
      assert.equal(night.freeBeds + night.heldBeds + night.bookedBeds + night.blockedBeds, night.totalBeds);
  });

  it('never oversells a night: a block larger than the free beds of one night changes nothing', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    const [from, to] = [inDays(30), inDays(33)];
    await request(api, student, { roomTypeId: room.id, beds: 3, checkIn: inDays(31), checkOut: inDays(32) });
    const refused = failure(await block(owner, { roomTypeId: room.id, from, to, beds: 2 }));
    assert.deepEqual(
      [refused.code, refused.message],
      ['CONFLICT', 'Those beds are not free on every night of those dates.'],
    );
    assert.deepEqual(await counters(api, room.id, from, to), [
      [4, 0],
      [1, 0],
      [4, 0],
    ]);
    const tooMany = failure(await block(owner, { roomTypeId: room.id, from, to, beds: 2 }, UNBLOCK));
    assert.equal(tooMany.code, 'CONFLICT');
    assert.equal(await api.db.prisma.auditLog.count({ where: { entityId: room.id } }), 0);
  });

  it('a request can never take a blocked bed, and the hostel page offers fewer', async () => {
    const { hostel, room } = await publishedHostel(api, owner, { totalBeds: 3 });
    const [checkIn, checkOut] = [inDays(40), inDays(47)];
    const before = ok(await api.gql(AVAILABLE, { id: hostel.id, checkIn, checkOut }, student.idToken));
    assert.equal(before.hostel.roomTypes[0].availableBeds, 3);
    ok(await block(owner, { roomTypeId: room.id, from: checkIn, to: checkOut, beds: 2 }));
    const afterBlock = ok(await api.gql(AVAILABLE, { id: hostel.id, checkIn, checkOut }, student.idToken));
    assert.equal(afterBlock.hostel.roomTypes[0].availableBeds, 1);
    const refused = failure(
      await api.gql(
        Q.request,
        { input: { roomTypeId: room.id, beds: 2, checkIn, checkOut } },
        student.idToken,
      ),
    );
    assert.equal(refused.code, 'CONFLICT');
    await request(api, student, { roomTypeId: room.id, beds: 1, checkIn, checkOut });
    assert.deepEqual(await freeBeds(api, room.id, checkIn, checkOut), [0, 0, 0, 0, 0, 0, 0]);
  });

  it('50 concurrent requests against a partly blocked night leave the counters exact', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 10 });
    const [checkIn, checkOut] = [inDays(50), inDays(53)];
    // The middle night is partly blocked: 7 of its 10 beds are off sale, so 3 requests can win.
    ok(await block(owner, { roomTypeId: room.id, from: inDays(51), to: inDays(52), beds: 7 }));
    const students = await Promise.all(Array.from({ length: 5 }, () => signUpUser(api, 'STUDENT')));
    const requests = Array.from({ length: 50 }, (_, i) =>
      api.gql(
        Q.request,
        { input: { roomTypeId: room.id, beds: 1, checkIn, checkOut } },
        students[i % 5]!.idToken,
      ),
    );
    // Five more blocks race the requests: neither side may take the other's beds.
    const blocks = Array.from({ length: 5 }, () =>
      block(owner, { roomTypeId: room.id, from: checkIn, to: checkOut, beds: 1 }),
    );
    const [requested, blocked] = await Promise.all([Promise.all(requests), Promise.all(blocks)]);
    for (const res of [...requested, ...blocked])
      if (res.body.errors) assert.equal(res.body.errors[0]?.extensions?.code, 'CONFLICT');
    const requestsWon = requested.filter((res) => !res.body.errors).length;
    const blocksWon = blocked.filter((res) => !res.body.errors).length;
    assert.equal(requestsWon + blocksWon, 3);
    assert.deepEqual(await counters(api, room.id, checkIn, checkOut), [
      [10 - 3, blocksWon],
      [0, 7 + blocksWon],
      [10 - 3, blocksWon],
    ]);
    assert.equal(await api.db.prisma.reservation.count({ where: { roomTypeId: room.id } }), requestsWon);
  });

  it('refuses bad input per field and changes nothing', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    const bad = failure(
      await block(owner, {
        roomTypeId: room.id,
        from: '2030-02-30',
        to: '',
        beds: 5,
        reason: 'x'.repeat(201),
      }),
    );
    assert.equal(bad.code, 'BAD_USER_INPUT');
    assert.deepEqual(bad.fields, {
      'input.from': 'The first night must be a date (YYYY-MM-DD).',
      'input.to': 'Choose the day the beds are back on sale.',
      'input.beds': 'Beds must be between 1 and 4.',
      'input.reason': 'The note must be at most 200 characters.',
    });
    const backwards = failure(
      await block(owner, { roomTypeId: room.id, from: inDays(5), to: inDays(5), beds: 1 }),
    );
    assert.deepEqual(backwards.fields, { 'input.to': 'The end must be after the first night.' });
    const past = failure(
      await block(owner, { roomTypeId: room.id, from: inDays(-2), to: inDays(2), beds: 1 }),
    );
    assert.deepEqual(past.fields, {
      'input.from': 'The first night can be today at the earliest (in the hostel’s time zone).',
    });
    const month = failure(await api.gql(CALENDAR, { roomTypeId: room.id, month: '2030-13' }, owner.idToken));
    assert.deepEqual(month.fields, { month: 'Choose a month (YYYY-MM).' });
    assert.equal(await api.db.prisma.roomNight.count({ where: { roomTypeId: room.id } }), 0);
  });

  it('another owner, a student and a stranger get NOT_FOUND or refused; the database is unchanged', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    const input = { roomTypeId: room.id, from: inDays(10), to: inDays(12), beds: 1 };
    for (const query of [BLOCK, UNBLOCK]) {
      const refused = failure(await block(otherOwner, input, query));
      assert.deepEqual([refused.code, refused.message], ['NOT_FOUND', 'The room type was not found.']);
      assert.equal(failure(await block(student, input, query)).code, 'FORBIDDEN');
      assert.equal(failure(await api.gql(query, { input })).code, 'UNAUTHENTICATED');
    }
    const notMine = failure(
      await api.gql(CALENDAR, { roomTypeId: room.id, month: '2030-01' }, otherOwner.idToken),
    );
    assert.equal(notMine.code, 'NOT_FOUND');
    const missing = failure(await block(owner, { ...input, roomTypeId: 'not-an-id' }));
    assert.equal(missing.code, 'NOT_FOUND');
    assert.equal(await api.db.prisma.roomNight.count({ where: { roomTypeId: room.id } }), 0);
    assert.equal(await api.db.prisma.auditLog.count({ where: { entityId: room.id } }), 0);
  });
});
