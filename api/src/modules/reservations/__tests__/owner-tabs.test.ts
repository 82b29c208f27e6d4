import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { acceptedReservation, paidReservation } from '../../payments/__tests__/helpers.js';
import { reservationJobs } from '../reservation.jobs.js';
import { failure, inDays, ok, publishedHostel, Q, request, type TestUser } from './fixtures.js';

const COUNTS = `query { ownerReservationCounts { group count } }`;
const TAB = `query($group: OwnerReservationGroup, $status: ReservationStatus, $first: Int, $after: String) {
  ownerReservations(group: $group, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status } } } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;

describe("the owner's reservation tabs: every reservation in exactly one, with counts", () => {
  let api: TestApi;
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  const ids: Record<string, string> = {};

  const tab = async (user: TestUser, variables: Record<string, unknown>) =>
    ok(await api.gql(TAB, variables, user.idToken)).ownerReservations;
  const counts = async (user: TestUser) =>
    Object.fromEntries(
      ok(await api.gql(COUNTS, {}, user.idToken)).ownerReservationCounts.map(
        (row: { group: string; count: number }) => [row.group, row.count],
      ),
    );

  beforeAll(async () => {
    api = await startTestApi();
    [owner, otherOwner, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    const { room } = await publishedHostel(api, owner, { totalBeds: 10 });
    const stay = (from: number, to: number) => ({
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(from),
      checkOut: inDays(to),
    });
    // A stay that ends and a request nobody answers: the jobs, run ten days ahead, close both.
    ids.completed = (await paidReservation(api, owner, student, stay(2, 3))).id;
    ids.expired = (await request(api, student, stay(4, 5))).id;
    await runJobs(api.db, reservationJobs, pino({ level: 'silent' }), new Date(Date.now() + 10 * 86_400_000));
    ids.pending = (await request(api, student, stay(20, 21))).id;
    ids.accepted = (await acceptedReservation(api, owner, student, stay(21, 22))).id;
    ids.declined = (await request(api, student, stay(22, 23))).id;
    ok(await api.gql(Q.decline, { id: ids.declined, reason: 'Closed for repairs.' }, owner.idToken));
    ids.paid = (await paidReservation(api, owner, student, stay(23, 24))).id;
    ids.cancelled = (await paidReservation(api, owner, student, stay(24, 25))).id;
    ok(await api.gql(CANCEL, { id: ids.cancelled, reason: 'My plans changed.' }, student.idToken));
  });
  afterAll(() => api.close());

  it('counts every tab, zeros included', async () => {
    assert.deepEqual(await counts(owner), {
      PENDING: 1,
      ACCEPTED: 1,
      UPCOMING: 1,
      PAST: 1,
      CANCELLED: 2,
      DECLINED: 1,
    });
  });

  it('lists each tab: paid stays under Upcoming, completed under Past, cancelled and expired together', async () => {
    const idsOf = async (group: string) =>
      (await tab(owner, { group })).edges.map((edge: { node: { id: string } }) => edge.node.id).sort();
    assert.deepEqual(await idsOf('PENDING'), [ids.pending]);
    assert.deepEqual(await idsOf('ACCEPTED'), [ids.accepted]);
    assert.deepEqual(await idsOf('DECLINED'), [ids.declined]);
    assert.deepEqual(await idsOf('UPCOMING'), [ids.paid]);
    assert.deepEqual(await idsOf('PAST'), [ids.completed]);
    assert.deepEqual(await idsOf('CANCELLED'), [ids.cancelled, ids.expired].sort());
    assert.equal((await tab(owner, {})).totalCount, Object.keys(ids).length);
  });

  it('pages within a tab, and a status narrows a tab further', async () => {
    const first = await tab(owner, { group: 'CANCELLED', first: 1 });
    assert.deepEqual([first.totalCount, first.pageInfo.hasNextPage], [2, true]);
    const rest = await tab(owner, { group: 'CANCELLED', first: 1, after: first.pageInfo.endCursor });
    assert.deepEqual([rest.edges.length, rest.pageInfo.hasNextPage], [1, false]);
    assert.notEqual(rest.edges[0].node.id, first.edges[0].node.id);
    const expired = await tab(owner, { group: 'CANCELLED', status: 'EXPIRED' });
    assert.deepEqual(
      expired.edges.map((edge: { node: { id: string } }) => edge.node.id),
      [ids.expired],
    );
    assert.equal((await tab(owner, { group: 'UPCOMING', status: 'PENDING' })).totalCount, 0);
  });

  it('shows another owner none of it, and is for owners only', async () => {
    assert.deepEqual(await counts(otherOwner), {
      PENDING: 0,
      ACCEPTED: 0,
      UPCOMING: 0,
      PAST: 0,
      CANCELLED: 0,
      DECLINED: 0,
    });
    for (const group of ['UPCOMING', 'PAST', 'CANCELLED']) {
      assert.equal((await tab(otherOwner, { group })).totalCount, 0);
    }
    assert.equal(failure(await api.gql(COUNTS, {}, student.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(TAB, { group: 'PAST' }, student.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(COUNTS, {})).code, 'UNAUTHENTICATED');
  });

  it('refuses a group that does not exist', async () => {
    const error = failure(await api.gql(TAB, { group: 'EVERYTHING' }, owner.idToken));
    assert.equal(error.code, 'BAD_USER_INPUT');
  });
});
