// The owner overview's rating card: published reviews of the owner's own hostels only, the average,
// the count and those of the last 30 days, counted by hand.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';

const FIGURES = '{ ownerReviewFigures { average count last30Days } }';

describe('owner review figures', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;

  async function review(
    hostel: { id: string; ownerId: string },
    roomTypeId: string,
    overall: number,
    daysAgo: number,
    status: 'PUBLISHED' | 'HIDDEN' = 'PUBLISHED',
  ) {
    const reservation = await api.db.prisma.reservation.create({
      data: {
        code: randomUUID().slice(0, 8).toUpperCase(),
        studentId: student.userId,
        roomTypeId,
        hostelId: hostel.id,
        ownerId: hostel.ownerId,
        beds: 1,
        checkIn: new Date('2026-01-01T00:00:00Z'),
        checkOut: new Date('2026-01-03T00:00:00Z'),
        status: 'COMPLETED',
        currency: 'USD',
        subtotal: 2000,
        platformFee: 200,
        total: 2200,
        pricePerBed: 1000,
        pricePeriod: 'NIGHT',
        responseDeadline: new Date(),
      },
    });
    const sub = {
      cleanliness: overall,
      location: overall,
      value: overall,
      security: overall,
      staff: overall,
    };
    await api.db.prisma.review.create({
      data: {
        reservationId: reservation.id,
        hostelId: hostel.id,
        authorId: student.userId,
        roomTypeId,
        overall,
        ...sub,
        comment: 'A stay worth writing about.',
        status,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      },
    });
  }

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUpUser(api, 'OWNER');
    student = await signUpUser(api, 'STUDENT');
    const other = await signUpUser(api, 'OWNER');
    const a = await publishedHostel(api, owner);
    const b = await publishedHostel(api, owner);
    const theirs = await publishedHostel(api, other);
    await review(a.hostel, a.room.id, 5, 2);
    await review(b.hostel, b.room.id, 4, 10);
    await review(a.hostel, a.room.id, 2, 45);
    await review(a.hostel, a.room.id, 1, 1, 'HIDDEN'); // hidden: not counted
    await review(theirs.hostel, theirs.room.id, 1, 1); // another owner's
  });
  afterAll(() => api.close());

  it("counts the owner's published reviews: average, count, last 30 days", async () => {
    const res = await api.gql(FIGURES, {}, owner.idToken);
    assert.deepEqual(res.body.data.ownerReviewFigures, { average: 3.67, count: 3, last30Days: 2 });
  });

  it('answers zeros for an owner without reviews, and refuses students', async () => {
    const fresh = await signUpUser(api, 'OWNER');
    const res = await api.gql(FIGURES, {}, fresh.idToken);
    assert.deepEqual(res.body.data.ownerReviewFigures, { average: 0, count: 0, last30Days: 0 });
    assert.equal(firstError(await api.gql(FIGURES, {}, student.idToken)).extensions.code, 'FORBIDDEN');
  });
});
