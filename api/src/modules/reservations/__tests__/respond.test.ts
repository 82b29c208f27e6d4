import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { signUpUser } from '../../../test/harness.js';
import {
  failure,
  freeBeds,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  signUpAdmin,
  type TestUser,
} from './fixtures.js';

const ADMIN_SEARCH = `query($search: String, $status: ReservationStatus) { adminReservations(search: $search, status: $status) {
  totalCount edges { node { id code } } } }`;

const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id } }`;

describe('owners answering reservation requests', () => {
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  let otherStudent: TestUser;
  let admin: TestUser;
  let room: { id: string };
  it.beforeAll(async ({ api }) => {
    [owner, otherOwner, student, otherStudent, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT', { input: { displayName: 'Ama Mensah' } }),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 2 }));
  });

  it('accepts: the student gets a payment deadline; a second answer is refused', async ({ api }) => {
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(20),
      checkOut: inDays(22),
    });
    assert.equal(ok(await api.gql(Q.pendingCount, {}, owner.idToken)).pendingReservationCount, 1);
    const accepted = ok(await api.gql(Q.accept, { id: reservation.id }, owner.idToken)).acceptReservation;
    assert.equal(accepted.status, 'ACCEPTED');
    const hours = (Date.parse(accepted.paymentDeadline) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, `payment deadline in ${hours} h`);
    assert.equal(ok(await api.gql(Q.pendingCount, {}, owner.idToken)).pendingReservationCount, 0);
    const again = failure(
      await api.gql(Q.decline, { id: reservation.id, reason: 'Changed my mind' }, owner.idToken),
    );
    assert.deepEqual([again.code, again.message], ['CONFLICT', 'This request is already accepted.']);
  });

  it('declines with a reason the student sees, and frees the beds', async ({ api }) => {
    const input = { roomTypeId: room.id, beds: 2, checkIn: inDays(30), checkOut: inDays(32) };
    const reservation = await request(api, student, input);
    assert.deepEqual(await freeBeds(api, room.id, inDays(30), inDays(32)), [0, 0]);
    assert.equal(
      failure(await api.gql(Q.decline, { id: reservation.id, reason: 'no' }, owner.idToken)).code,
      'BAD_USER_INPUT',
    );
    ok(
      await api.gql(
        Q.decline,
        { id: reservation.id, reason: 'We are closed for repairs that week.' },
        owner.idToken,
      ),
    );
    const seen = ok(await api.gql(Q.reservation, { id: reservation.id }, student.idToken)).reservation;
    assert.equal(seen.status, 'DECLINED');
    assert.equal(seen.declineReason, 'We are closed for repairs that week.');
    assert.deepEqual(
      seen.events.map((e: { toStatus: string }) => e.toStatus),
      ['PENDING', 'DECLINED'],
    );
    assert.deepEqual(await freeBeds(api, room.id, inDays(30), inDays(32)), [2, 2]);
    await request(api, otherStudent, input);
  });

  it("keeps owners off other owners' reservations and students off other students'", async ({ api }) => {
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(40),
      checkOut: inDays(41),
    });
    for (const [query, variables] of [
      [Q.accept, { id: reservation.id }],
      [Q.decline, { id: reservation.id, reason: 'Not my hostel at all' }],
      [Q.reservation, { id: reservation.id }],
      [CANCEL, { id: reservation.id, reason: 'Not my hostel at all' }],
    ] as const) {
      assert.equal(failure(await api.gql(query, variables, otherOwner.idToken)).code, 'NOT_FOUND');
    }
    assert.equal(
      failure(await api.gql(Q.reservation, { id: reservation.id }, otherStudent.idToken)).code,
      'NOT_FOUND',
    );
    assert.equal(failure(await api.gql(Q.accept, { id: reservation.id }, student.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(Q.accept, { id: 'not-a-uuid' }, owner.idToken)).code, 'NOT_FOUND');
    assert.equal(ok(await api.gql(Q.owner, {}, otherOwner.idToken)).ownerReservations.totalCount, 0);
    const seen = ok(await api.gql(Q.reservation, { id: reservation.id }, owner.idToken)).reservation;
    assert.equal(seen.student.displayName, 'Ama Mensah');
    assert.equal(
      ok(await api.gql(Q.reservation, { id: reservation.id }, admin.idToken)).reservation.id,
      reservation.id,
    );
    assert.equal(
      ok(await api.gql(Q.decline, { id: reservation.id, reason: 'Fully booked now.' }, owner.idToken))
        .declineReservation.status,
      'DECLINED',
    );
  });

  it('lists by status with pagination, and lets admins search by code, email and hostel', async ({ api }) => {
    const mine = ok(await api.gql(Q.mine, { first: 2 }, student.idToken)).myReservations;
    assert.equal(mine.totalCount, 3);
    assert.equal(mine.pageInfo.hasNextPage, true);
    const rest = ok(
      await api.gql(Q.mine, { first: 2, after: mine.pageInfo.endCursor }, student.idToken),
    ).myReservations;
    assert.equal(rest.edges.length, 1);
    assert.equal(
      ok(await api.gql(Q.mine, { status: 'DECLINED' }, student.idToken)).myReservations.totalCount,
      2,
    );
    assert.equal(
      ok(await api.gql(Q.owner, { status: 'ACCEPTED' }, owner.idToken)).ownerReservations.totalCount,
      1,
    );
    const one = rest.edges[0].node;
    const { code } = ok(await api.gql(Q.reservation, { id: one.id }, admin.idToken)).reservation;
    assert.deepEqual(
      ok(await api.gql(ADMIN_SEARCH, { search: code.toLowerCase() }, admin.idToken)).adminReservations.edges,
      [{ node: { id: one.id, code } }],
    );
    assert.equal(
      ok(await api.gql(ADMIN_SEARCH, { search: student.email.toUpperCase() }, admin.idToken))
        .adminReservations.totalCount,
      3,
    );
    assert.equal(
      ok(await api.gql(ADMIN_SEARCH, { search: 'harbour view', status: 'PENDING' }, admin.idToken))
        .adminReservations.totalCount,
      1,
    );
    assert.equal(failure(await api.gql(ADMIN_SEARCH, {}, owner.idToken)).code, 'FORBIDDEN');
  });
});
