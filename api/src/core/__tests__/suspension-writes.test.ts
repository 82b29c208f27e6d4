import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../test/fixtures.js';
import { signUpUser } from '../../test/harness.js';
import { failure, inDays, ok, publishedHostel, Q } from '../../modules/reservations/__tests__/fixtures.js';

const ME = `query { me { user { id displayName } } }`;
const ADD = `mutation($id: ID!) { addFavourite(hostelId: $id) { id } }`;
const REMOVE = `mutation($id: ID!) { removeFavourite(hostelId: $id) }`;
const PROFILE = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }`;

// A write checks its author's status in its own transaction, so a suspension committed anywhere
// stops every later write at once. The suspension here is written with triggers off, so this API
// never hears of it and keeps the active row in memory: exactly an instance that has not heard yet.
describe('writes after a suspension the API has not heard of', () => {
  it('are refused and change nothing: Prisma writes, interactive and raw transactions', async ({
    api,
    owner,
    student,
  }) => {
    const { hostel, room } = await publishedHostel(api, owner, { totalBeds: 4 });
    ok(await api.gql(ADD, { id: hostel.id }, student.idToken));
    ok(await api.gql(ME, {}, student.idToken)); // the row is now kept in memory

    await api.db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
      await tx.user.update({ where: { id: student.userId }, data: { status: 'SUSPENDED' } });
    });

    const stay = { roomTypeId: room.id, beds: 1, checkIn: inDays(10), checkOut: inDays(12) };
    const writes: [string, object][] = [
      [REMOVE, { id: hostel.id }], // a Prisma write outside any transaction
      [PROFILE, { input: { displayName: 'Changed after suspension' } }], // the same
      [Q.request, { input: stay }], // a raw transaction on the driver
    ];
    for (const [mutation, variables] of writes) {
      const error = failure(await api.gql(mutation, variables, student.idToken));
      assert.deepEqual([error.code, error.message], ['FORBIDDEN', 'This account is suspended.']);
    }
    const row = await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    assert.notEqual(row.displayName, 'Changed after suspension');
    assert.equal(await api.db.prisma.favourite.count({ where: { userId: student.userId } }), 1);
    assert.equal(await api.db.prisma.reservation.count({ where: { studentId: student.userId } }), 0);
  });

  it('an interactive transaction (an owner answering a request) is refused too', async ({ api, owner }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    const other = await signUpUser(api, 'STUDENT');
    const stay = { roomTypeId: room.id, beds: 1, checkIn: inDays(20), checkOut: inDays(22) };
    const reservation = ok(await api.gql(Q.request, { input: stay }, other.idToken)).requestReservation;
    ok(await api.gql(ME, {}, owner.idToken));
    await api.db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
      await tx.user.update({ where: { id: owner.userId }, data: { status: 'SUSPENDED' } });
    });
    const error = failure(await api.gql(Q.accept, { id: reservation.id }, owner.idToken));
    assert.equal(error.code, 'FORBIDDEN');
    const stored = await api.db.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } });
    assert.equal(stored.status, 'PENDING');
  });
});
