import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { PUBLIC_TEXT_CONTACT_MESSAGE } from '@hostel/common';
import { signUpUser } from '../../../test/harness.js';
import { failure, ok, signUpAdmin } from '../../reservations/__tests__/fixtures.js';
import { COMMENT, R, RATINGS, reviewFixture, stay, writeReview } from './fixtures.js';

describe('writing reviews over HTTP', () => {
  it('lets the student review a completed stay once; the hostel’s ratings follow at once', async ({
    api,
  }) => {
    const { student, hostel, reservation, room } = await reviewFixture(api);
    const before = ok(await api.gql(R.reservation, { id: reservation.id }, student.idToken)).reservation;
    assert.equal(before.canReview, true);
    assert.equal(before.review, null);
    assert.deepEqual(
      ok(await api.gql(R.toReview, {}, student.idToken)).reservationsToReview.map(
        (r: { id: string }) => r.id,
      ),
      [reservation.id],
    );

    const review = await writeReview(api, student, reservation.id);
    assert.equal(review.authorFirstName, 'Ama');
    assert.equal(review.stayMonth, reservation.checkIn.toISOString().slice(0, 7));
    assert.equal(review.roomTypeName, room.name);
    assert.equal(review.verifiedStay, true);
    assert.equal(review.mine, true);
    assert.equal(review.canEdit, true);
    assert.equal(review.canReply, false);
    assert.equal(review.comment, COMMENT);

    const page = ok(await api.gql(R.hostel, { id: hostel.id })).hostel;
    assert.equal(page.ratingAverage, 4);
    assert.equal(page.reviewCount, 1);
    assert.deepEqual(page.reviewSummary, { average: 4, count: 1 });
    assert.deepEqual(page.ratingSummary, {
      average: 4,
      count: 1,
      cleanliness: 5,
      location: 3,
      value: 4,
      security: 5,
      staff: 2,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })),
    });
    assert.equal(page.reviews.edges[0].node.id, review.id);

    const afterwards = ok(await api.gql(R.reservation, { id: reservation.id }, student.idToken)).reservation;
    assert.equal(afterwards.canReview, false);
    assert.equal(afterwards.review.id, review.id);
    assert.deepEqual(ok(await api.gql(R.toReview, {}, student.idToken)).reservationsToReview, []);
  });

  it('refuses each ineligible review with a clear message and writes nothing', async ({ api }) => {
    const { owner, student, hostel, room, reservation } = await reviewFixture(api);
    const input = (reservationId: string) => ({ input: { reservationId, ...RATINGS, comment: COMMENT } });
    const refuse = async (reservationId: string, token: string) =>
      failure(await api.gql(R.create, input(reservationId), token));

    const paid = await stay(api, student, { hostel, room }, { status: 'PAID' });
    assert.deepEqual(await refuse(paid.id, student.idToken), {
      code: 'CONFLICT',
      message: 'You can review a stay once it is completed.',
      fields: undefined,
    });
    const late = await stay(api, student, { hostel, room }, { checkOutDaysAgo: 15 });
    const lateRefusal = await refuse(late.id, student.idToken);
    assert.equal(lateRefusal.code, 'CONFLICT');
    assert.match(lateRefusal.message, /up to 14 days after check-out; this stay ended on \d{4}-\d\d-\d\d\./);
    // The last day still counts.
    const lastDay = await stay(api, student, { hostel, room }, { checkOutDaysAgo: 14 });
    await writeReview(api, student, lastDay.id);

    // Another student's reservation does not exist for them; its owner and admins may not review it.
    const stranger = await signUpUser(api, 'STUDENT');
    assert.equal((await refuse(reservation.id, stranger.idToken)).code, 'NOT_FOUND');
    assert.equal((await refuse(reservation.id, owner.idToken)).code, 'FORBIDDEN');
    const admin = await signUpAdmin(api);
    assert.equal((await refuse(reservation.id, admin.idToken)).code, 'FORBIDDEN');

    // Bad input: a message per field.
    const bad = failure(
      await api.gql(
        R.create,
        { input: { reservationId: reservation.id, ...RATINGS, overall: 6, staff: 0, comment: 'Too short.' } },
        student.idToken,
      ),
    );
    assert.equal(bad.code, 'BAD_USER_INPUT');
    assert.deepEqual(bad.fields, {
      'input.overall': 'Rate overall from 1 to 5 stars.',
      'input.staff': 'Rate staff from 1 to 5 stars.',
      'input.comment': 'Comment must be at least 30 characters.',
    });
    assert.equal(await api.db.prisma.review.count({ where: { reservationId: reservation.id } }), 0);

    await writeReview(api, student, reservation.id);
    const second = await refuse(reservation.id, student.idToken);
    assert.deepEqual(second, {
      code: 'CONFLICT',
      message: 'You have already reviewed this stay; you can edit your review instead.',
      fields: undefined,
    });
    assert.equal(await api.db.prisma.review.count({ where: { hostelId: hostel.id } }), 2);
    assert.equal(
      await api.db.prisma.review.count({ where: { reservationId: { in: [paid.id, late.id] } } }),
      0,
    );
  });

  it('lets the author edit for 48 hours, nobody else ever', async ({ api }) => {
    const { owner, student, hostel, reservation } = await reviewFixture(api);
    const review = await writeReview(api, student, reservation.id);
    const input = { ...RATINGS, overall: 2, comment: `${COMMENT} Update: the Wi-Fi dropped often.` };
    const edited = ok(await api.gql(R.update, { id: review.id, input }, student.idToken)).updateReview;
    assert.equal(edited.overall, 2);
    assert.ok(edited.editedAt);
    assert.equal(ok(await api.gql(R.hostel, { id: hostel.id })).hostel.ratingAverage, 2);

    const stranger = await signUpUser(api, 'STUDENT');
    for (const token of [stranger.idToken, owner.idToken]) {
      assert.equal(failure(await api.gql(R.update, { id: review.id, input }, token)).code, 'FORBIDDEN');
    }
    await api.db.prisma.review.update({
      where: { id: review.id },
      data: { createdAt: new Date(Date.now() - 49 * 3_600_000) },
    });
    const unchanged = await api.db.prisma.review.findUniqueOrThrow({ where: { id: review.id } });
    const late = failure(
      await api.gql(R.update, { id: review.id, input: { ...input, overall: 5 } }, student.idToken),
    );
    assert.deepEqual(late, {
      code: 'CONFLICT',
      message: 'A review can be edited for 48 hours after it is posted; that time is over.',
      fields: undefined,
    });
    assert.deepEqual(await api.db.prisma.review.findUniqueOrThrow({ where: { id: review.id } }), unchanged);
    assert.equal(ok(await api.gql(R.hostel, { id: hostel.id })).hostel.ratingAverage, 2);
  });

  it('lets the hostel’s owner reply once and edit it; other owners and students are refused', async ({
    api,
  }) => {
    const { owner, student, hostel, reservation } = await reviewFixture(api);
    const review = await writeReview(api, student, reservation.id);
    const listed = ok(await api.gql(R.owner, { hostelId: hostel.id, unrepliedOnly: true }, owner.idToken));
    assert.equal(listed.ownerReviews.totalCount, 1);
    assert.equal(listed.ownerReviews.edges[0].node.canReply, true);

    const first = ok(
      await api.gql(R.reply, { id: review.id, reply: 'Thank you, Ama!' }, owner.idToken),
    ).replyToReview;
    assert.equal(first.ownerReply, 'Thank you, Ama!');
    assert.equal(first.ownerReplyEditedAt, null);
    const edited = ok(
      await api.gql(R.reply, { id: review.id, reply: 'Thank you, Ama: the Wi-Fi is fixed.' }, owner.idToken),
    ).replyToReview;
    assert.equal(edited.ownerReply, 'Thank you, Ama: the Wi-Fi is fixed.');
    assert.equal(edited.ownerRepliedAt, first.ownerRepliedAt);
    assert.ok(edited.ownerReplyEditedAt);
    assert.equal(
      ok(await api.gql(R.owner, { hostelId: hostel.id, unrepliedOnly: true }, owner.idToken)).ownerReviews
        .totalCount,
      0,
    );

    const otherOwner = await signUpUser(api, 'OWNER');
    assert.equal(
      failure(await api.gql(R.reply, { id: review.id, reply: 'Not mine' }, otherOwner.idToken)).code,
      'FORBIDDEN',
    );
    assert.equal(
      failure(await api.gql(R.reply, { id: review.id, reply: 'Me neither' }, student.idToken)).code,
      'FORBIDDEN',
    );
    assert.equal(
      failure(await api.gql(R.owner, { hostelId: hostel.id }, otherOwner.idToken)).code,
      'NOT_FOUND',
    );
    assert.equal(ok(await api.gql(R.owner, {}, otherOwner.idToken)).ownerReviews.totalCount, 0);
    const blank = failure(await api.gql(R.reply, { id: review.id, reply: '  ' }, owner.idToken));
    assert.deepEqual(blank.fields, { reply: 'Reply is required.' });
    // A public reply is read by every visitor before any booking: no contact details in it.
    for (const reply of [
      'Thanks! Next time book direct: 024 555 1234',
      'Write to kofi [at] example [dot] com',
    ]) {
      const refused = failure(await api.gql(R.reply, { id: review.id, reply }, owner.idToken));
      assert.equal(refused.code, 'BAD_USER_INPUT');
      assert.deepEqual(refused.fields, { reply: PUBLIC_TEXT_CONTACT_MESSAGE });
    }
    const row = await api.db.prisma.review.findUniqueOrThrow({ where: { id: review.id } });
    assert.equal(row.ownerReply, 'Thank you, Ama: the Wi-Fi is fixed.');
  });

  it('shows a review’s hostel only to those who may see the hostel', async ({ api }) => {
    const { owner, student, hostel, reservation } = await reviewFixture(api);
    const review = await writeReview(api, student, reservation.id);
    await api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { status: 'SUSPENDED' } });
    const query = `query($id: ID!) { review(id: $id) { id hostel { id name } } }`;
    const stranger = await signUpUser(api, 'STUDENT');
    assert.equal(ok(await api.gql(query, { id: review.id }, stranger.idToken)).review.hostel, null);
    assert.equal(ok(await api.gql(query, { id: review.id }, owner.idToken)).review.hostel.id, hostel.id);
  });
});
