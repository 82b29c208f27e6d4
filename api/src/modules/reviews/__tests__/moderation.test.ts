import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { signUpUser } from '../../../test/harness.js';
import { failure, ok, signUpAdmin } from '../../reservations/__tests__/fixtures.js';
import { R, reviewFixture, stay, writeReview } from './fixtures.js';

describe('reporting, hiding and restoring reviews over HTTP', () => {
  it('takes reports once per user; hiding drops the review from averages and lists; restoring brings it back', async ({
    api,
  }) => {
    const { owner, student, hostel, room, reservation } = await reviewFixture(api);
    const name = `Hillside ${randomUUID().slice(0, 8)}`;
    await api.db.prisma.hostel.update({
      where: { id: hostel.id },
      data: { name, city: name, minPricePerBed: 1000 },
    });
    // Search filters on the kept average: it follows every review, hide and restore at once.
    const found = async (minRating: number) =>
      ok(await api.gql(R.search, { filter: { city: name, minRating } })).hostels.edges.map(
        (edge: { node: { id: string; reviewSummary: { count: number } } }) => edge.node.reviewSummary.count,
      );
    const low = await writeReview(api, student, reservation.id, { overall: 1 });
    const other = await signUpUser(api, 'STUDENT');
    await writeReview(api, other, (await stay(api, other, { hostel, room })).id, { overall: 5 });
    assert.equal(ok(await api.gql(R.hostel, { id: hostel.id })).hostel.ratingAverage, 3);
    assert.deepEqual(await found(3), [2]);
    assert.deepEqual(await found(4.5), []);

    const reporter = await signUpUser(api, 'STUDENT');
    for (const reason of ['Insults the staff', 'Insults the staff by name']) {
      const reported = ok(await api.gql(R.report, { id: low.id, reason }, reporter.idToken)).reportReview;
      assert.equal(reported.reportedByMe, true);
      assert.equal(reported.reportCount, null); // admins only
    }
    ok(await api.gql(R.report, { id: low.id, reason: 'Not about the stay' }, owner.idToken));
    assert.equal(
      failure(await api.gql(R.report, { id: low.id, reason: 'Mine' }, student.idToken)).code,
      'FORBIDDEN',
    );
    assert.deepEqual(failure(await api.gql(R.report, { id: low.id, reason: 'x' }, reporter.idToken)).fields, {
      reason: 'Give a reason of at least 5 characters.',
    });

    // Admins see reported reviews first, with the reasons; searching by the hostel's name finds them.
    const admin = await signUpAdmin(api);
    const listed = ok(await api.gql(R.admin, { search: name }, admin.idToken)).adminReviews;
    assert.equal(listed.totalCount, 2);
    assert.equal(listed.edges[0].node.id, low.id);
    assert.equal(listed.edges[0].node.reportCount, 2);
    assert.deepEqual(ok(await api.gql(R.review, { id: low.id }, admin.idToken)).review.reportReasons, [
      'Insults the staff by name',
      'Not about the stay',
    ]);
    assert.equal(failure(await api.gql(R.admin, {}, owner.idToken)).code, 'FORBIDDEN');

    // Only admins hide; a student or the owner changes nothing.
    for (const token of [owner.idToken, reporter.idToken]) {
      assert.equal(
        failure(await api.gql(R.hide, { id: low.id, reason: 'Abusive' }, token)).code,
        'FORBIDDEN',
      );
    }
    const hidden = ok(
      await api.gql(R.hide, { id: low.id, reason: 'Abusive language' }, admin.idToken),
    ).hideReview;
    assert.equal(hidden.status, 'HIDDEN');
    const page = ok(await api.gql(R.hostel, { id: hostel.id })).hostel;
    assert.equal(page.ratingAverage, 5);
    assert.deepEqual(await found(4.5), [1]);
    assert.equal(page.reviewCount, 1);
    assert.deepEqual(
      page.ratingSummary.distribution.map((d: { count: number }) => d.count),
      [1, 0, 0, 0, 0],
    );
    assert.equal(page.reviews.totalCount, 1);
    assert.notEqual(page.reviews.edges[0].node.id, low.id);
    // Hidden: NOT_FOUND for others, its author sees why.
    assert.equal(failure(await api.gql(R.review, { id: low.id }, reporter.idToken)).code, 'NOT_FOUND');
    assert.equal(
      failure(await api.gql(R.reply, { id: low.id, reply: 'Hi' }, owner.idToken)).code,
      'NOT_FOUND',
    );
    const seen = ok(await api.gql(R.review, { id: low.id }, student.idToken)).review;
    assert.equal(seen.hiddenReason, 'Abusive language');
    assert.equal(
      failure(await api.gql(R.hide, { id: low.id, reason: 'Again please' }, admin.idToken)).message,
      'This review is already hidden.',
    );
    const audits = await api.db.prisma.auditLog.findMany({
      where: { entityId: low.id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audits.map((a) => [a.action, a.actorId, (a.details as { reason: string }).reason]),
      [['review.hide', admin.userId, 'Abusive language']],
    );
    assert.equal((audits[0]!.details as { reports: unknown[] }).reports.length, 2);

    const restored = ok(
      await api.gql(R.restore, { id: low.id, reason: 'Reviewed again: fair' }, admin.idToken),
    ).restoreReview;
    assert.deepEqual(restored, { id: low.id, status: 'PUBLISHED', hiddenReason: null });
    const back = ok(await api.gql(R.hostel, { id: hostel.id })).hostel;
    assert.equal(back.ratingAverage, 3);
    assert.deepEqual(await found(4.5), []);
    assert.equal(back.reviews.totalCount, 2);
    assert.equal(
      ok(await api.gql(R.admin, { reportedOnly: true, search: name }, admin.idToken)).adminReviews.totalCount,
      0,
    );
    assert.equal(
      await api.db.prisma.auditLog.count({ where: { entityId: low.id, action: 'review.restore' } }),
      1,
    );
  });

  it('sorts a hostel’s reviews by newest, highest or lowest, pages them and filters by room type', async ({
    api,
  }) => {
    const { student, hostel, room, reservation } = await reviewFixture(api);
    const suite = await api.db.prisma.roomType.create({
      data: {
        hostelId: hostel.id,
        name: 'Single room',
        bedsPerRoom: 1,
        totalBeds: 2,
        pricePerBed: 3000,
        currency: 'USD',
      },
    });
    const ids: Record<number, string> = {};
    ids[3] = (await writeReview(api, student, reservation.id, { overall: 3 })).id;
    for (const [overall, at] of [
      [5, room],
      [1, suite],
      [4, suite],
    ] as const) {
      const guest = await signUpUser(api, 'STUDENT');
      ids[overall] = (
        await writeReview(api, guest, (await stay(api, guest, { hostel, room: at })).id, { overall })
      ).id;
    }
    const order = async (variables: object) => {
      const edges: string[] = [];
      let after: string | null = null;
      do {
        const page: {
          edges: { node: { id: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        } = ok(await api.gql(R.hostel, { id: hostel.id, first: 3, after, ...variables })).hostel.reviews;
        edges.push(...page.edges.map((edge) => edge.node.id));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return edges;
    };
    assert.deepEqual(await order({ sort: 'NEWEST' }), [ids[4], ids[1], ids[5], ids[3]]);
    assert.deepEqual(await order({ sort: 'HIGHEST' }), [ids[5], ids[4], ids[3], ids[1]]);
    assert.deepEqual(await order({ sort: 'LOWEST' }), [ids[1], ids[3], ids[4], ids[5]]);
    assert.deepEqual(await order({ sort: 'HIGHEST', roomTypeId: suite.id }), [ids[4], ids[1]]);
    const summary = ok(await api.gql(R.hostel, { id: hostel.id })).hostel.ratingSummary;
    assert.equal(summary.average, 3.25);
    assert.deepEqual(
      summary.distribution.map((d: { count: number }) => d.count),
      [1, 1, 1, 0, 1],
    );
  });

  it('keeps the averages right when students of one hostel review it at the same time', async ({ api }) => {
    const { hostel, room } = await reviewFixture(api);
    const guests = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUpUser(api, 'STUDENT')));
    const stays = await Promise.all(guests.map((guest) => stay(api, guest, { hostel, room })));
    const stars = [5, 4, 4, 2, 1, 3];
    await Promise.all(
      guests.map((guest, i) =>
        writeReview(api, guest, stays[i]!.id, { overall: stars[i], staff: 6 - stars[i]! }),
      ),
    );
    const row = await api.db.prisma.hostel.findUniqueOrThrow({ where: { id: hostel.id } });
    assert.equal(row.reviewCount, 6);
    assert.equal(row.ratingAverage, 3.17); // 19 / 6, rounded to 2 places
    assert.equal(row.staffAverage, 2.83); // 17 / 6
    assert.equal(row.cleanlinessAverage, 5);
  });
});
