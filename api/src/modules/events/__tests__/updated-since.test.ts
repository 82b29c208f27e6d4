// `updatedAt` on reservations, hostels and reviews, and `updatedSince` on their lists, over HTTP.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { Prisma } from '../../../generated/prisma/client.js';
import {
  allowPendingRequests,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
} from '../../reservations/__tests__/fixtures.js';

const LISTS = {
  mine: `query($since: DateTimeISO, $first: Int, $after: String) { myReservations(updatedSince: $since, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id updatedAt } } } }`,
  owner: `query($since: DateTimeISO) { ownerReservations(updatedSince: $since) { totalCount edges { node { id } } } }`,
  admin: `query($since: DateTimeISO) { adminReservations(updatedSince: $since) { totalCount edges { node { id } } } }`,
  hostels: `query($since: DateTimeISO) { hostels(updatedSince: $since) { totalCount edges { node { id updatedAt } } } }`,
  myHostels: `query($since: DateTimeISO) { myHostels(updatedSince: $since) { totalCount edges { node { id } } } }`,
  hostelReviews: `query($id: ID!, $since: DateTimeISO) { hostel(id: $id) { reviews(updatedSince: $since) { totalCount edges { node { id updatedAt } } } } }`,
  ownerReviews: `query($since: DateTimeISO) { ownerReviews(updatedSince: $since) { totalCount edges { node { id } } } }`,
  adminReviews: `query($since: DateTimeISO) { adminReviews(updatedSince: $since) { totalCount edges { node { id } } } }`,
};

const ids = (connection: { edges: { node: { id: string } }[] }) =>
  connection.edges.map((edge) => edge.node.id).sort();
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

describe('updatedAt and updatedSince', () => {
  let fresh: string[];
  let stale: string[];
  let hostels: { id: string }[];
  let reviews: string[];
  let since: string;

  it.beforeAll(async ({ api, owner, student }) => {
    const a = await publishedHostel(api, owner, { totalBeds: 10 });
    const b = await publishedHostel(api, owner, { totalBeds: 10 });
    hostels = [a.hostel, b.hostel];
    // Search lists hostels with a price (the rooms service keeps it; these rows are inserted).
    await api.db.prisma.hostel.updateMany({ data: { minPricePerBed: 1000 } });
    await allowPendingRequests(api, 5);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await request(api, student, {
          roomTypeId: a.room.id,
          beds: 1,
          checkIn: inDays(30 + i * 3),
          checkOut: inDays(31 + i * 3),
        }),
      );
    }
    reviews = [];
    for (const r of made.slice(0, 2)) {
      await api.db.prisma.reservation.update({ where: { id: r.id }, data: { status: 'COMPLETED' } });
      const review = await api.db.prisma.review.create({
        data: {
          reservationId: r.id,
          hostelId: a.hostel.id,
          authorId: student.userId,
          roomTypeId: a.room.id,
          overall: 4,
          cleanliness: 4,
          location: 4,
          value: 4,
          security: 4,
          staff: 4,
          comment: 'A good stay overall.',
        },
      });
      reviews.push(review.id);
    }
    // Everything "long ago", then some of it changes now.
    await api.db.query(Prisma.sql`UPDATE "Reservation" SET "updatedAt" = ${LONG_AGO}`);
    await api.db.query(Prisma.sql`UPDATE "Hostel" SET "updatedAt" = ${LONG_AGO}`);
    await api.db.query(Prisma.sql`UPDATE "Review" SET "updatedAt" = ${LONG_AGO}`);
    since = new Date(Date.now() - 1000).toISOString();
    stale = made.slice(0, 3).map((r) => r.id);
    fresh = made.slice(3).map((r) => r.id);
    ok(await api.gql(Q.accept, { id: fresh[0] }, owner.idToken));
    // A hand-written UPDATE that does not set updatedAt still moves it (the trigger).
    await api.db.query(
      Prisma.sql`UPDATE "Reservation" SET "studentNote" = 'bringing a bike' WHERE id = ${fresh[1]}::uuid`,
    );
    await api.db.query(Prisma.sql`UPDATE "Hostel" SET "ratingAverage" = 4.2 WHERE id = ${b.hostel.id}::uuid`);
    await api.db.query(
      Prisma.sql`UPDATE "Review" SET "ownerReply" = 'Thank you!' WHERE id = ${reviews[1]}::uuid`,
    );
  });

  it('filters the reservation lists, and pages them with the same filter', async ({
    api,
    owner,
    student,
    admin,
  }) => {
    const all = ok(await api.gql(LISTS.mine, {}, student.idToken)).myReservations;
    assert.equal(all.totalCount, 5);
    const recent = ok(await api.gql(LISTS.mine, { since }, student.idToken)).myReservations;
    assert.deepEqual(ids(recent), [...fresh].sort());
    assert.ok(recent.edges.every((edge: { node: { updatedAt: string } }) => edge.node.updatedAt >= since));
    assert.ok(stale.every((id) => !ids(recent).includes(id)));

    const first = ok(await api.gql(LISTS.mine, { since, first: 1 }, student.idToken)).myReservations;
    const second = ok(
      await api.gql(LISTS.mine, { since, first: 1, after: first.pageInfo.endCursor }, student.idToken),
    ).myReservations;
    assert.deepEqual(
      [first.totalCount, first.pageInfo.hasNextPage, second.pageInfo.hasNextPage],
      [2, true, false],
    );
    assert.deepEqual([...ids(first), ...ids(second)].sort(), [...fresh].sort());

    assert.deepEqual(
      ids(ok(await api.gql(LISTS.owner, { since }, owner.idToken)).ownerReservations),
      [...fresh].sort(),
    );
    assert.deepEqual(
      ids(ok(await api.gql(LISTS.admin, { since }, admin.idToken)).adminReservations),
      [...fresh].sort(),
    );
    assert.equal(
      ok(await api.gql(LISTS.admin, { since: '2999-01-01T00:00:00Z' }, admin.idToken)).adminReservations
        .totalCount,
      0,
    );
  });

  it('filters the hostel lists', async ({ api, owner }) => {
    assert.equal(ok(await api.gql(LISTS.hostels, {})).hostels.totalCount, 2);
    const recent = ok(await api.gql(LISTS.hostels, { since })).hostels;
    assert.deepEqual(ids(recent), [hostels[1]!.id]);
    assert.ok(recent.edges[0].node.updatedAt >= since);
    assert.deepEqual(ids(ok(await api.gql(LISTS.myHostels, { since }, owner.idToken)).myHostels), [
      hostels[1]!.id,
    ]);
  });

  it('filters the review lists', async ({ api, owner, admin }) => {
    const all = ok(await api.gql(LISTS.hostelReviews, { id: hostels[0]!.id })).hostel.reviews;
    assert.equal(all.totalCount, 2);
    const recent = ok(await api.gql(LISTS.hostelReviews, { id: hostels[0]!.id, since })).hostel.reviews;
    assert.deepEqual(ids(recent), [reviews[1]]);
    assert.ok(recent.edges[0].node.updatedAt >= since);
    assert.deepEqual(ids(ok(await api.gql(LISTS.ownerReviews, { since }, owner.idToken)).ownerReviews), [
      reviews[1],
    ]);
    assert.deepEqual(ids(ok(await api.gql(LISTS.adminReviews, { since }, admin.idToken)).adminReviews), [
      reviews[1],
    ]);
  });

  it('refuses a malformed time', async ({ api }) => {
    const res = await api.gql(LISTS.hostels, { since: 'yesterday' });
    assert.ok(res.body.errors?.length);
  });
});
