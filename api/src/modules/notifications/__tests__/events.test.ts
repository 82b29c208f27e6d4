// The notices of reviews, payouts and support: each written once in its cause's transaction (also
// when the cause is retried), none when it rolls back.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { conversationFixture, M } from '../../messaging/__tests__/fixtures.js';
import { failure, ok, signUpAdmin, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { completeReservations } from '../../reservations/reservation.jobs.js';
import { R, reviewFixture, stay, writeReview } from '../../reviews/__tests__/fixtures.js';
import { noticeReviewHidden, noticeReviewPosted } from '../../reviews/review.notices.js';
import { openTicket, reply, S } from '../../support/__tests__/fixtures.js';
import { noticeReply, noticeTicketOpened } from '../../support/support.notices.js';
import { noticesOf } from './fixtures.js';

const MARK_PAID = `mutation($id: ID!) { markPayoutPaid(id: $id) { id status } }`;

describe('notices of reviews, payouts and support', () => {
  let api: TestApi;
  let admin: TestUser;
  const kindCount = (userId: string, type: string, subjectId?: string) =>
    api.db.prisma.notification.count({ where: { userId, type, ...(subjectId ? { subjectId } : {}) } });
  /** Runs `work` in a transaction that then fails: whatever it noticed must be gone. */
  const rolledBack = (work: Parameters<TestApi['db']['prisma']['$transaction']>[0]) =>
    assert.rejects(
      api.db.prisma.$transaction(async (tx) => {
        await (work as (t: typeof tx) => Promise<unknown>)(tx);
        throw new Error('the change failed');
      }),
      /the change failed/,
    );

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpAdmin(api);
  });
  afterAll(() => api.close());

  it('tells the owner of a new review once; a second review of the stay is refused and tells nothing', async () => {
    const { owner, student, reservation } = await reviewFixture(api);
    const review = await writeReview(api, student, reservation.id);
    const [notice] = (await noticesOf(api, owner)).filter((n) => n.kind === 'REVIEW_POSTED');
    assert.ok(notice);
    assert.match(notice.title, /New review of .*: 4 stars/);
    assert.equal(notice.link, '/dashboard/reviews');
    assert.equal(notice.category, 'REVIEWS');
    const again = await api.gql(
      R.create,
      {
        input: {
          reservationId: reservation.id,
          overall: 5,
          cleanliness: 5,
          location: 5,
          value: 5,
          security: 5,
          staff: 5,
          comment: 'x'.repeat(40),
        },
      },
      student.idToken,
    );
    assert.equal(failure(again).code, 'CONFLICT');
    const row = await api.db.prisma.review.findUniqueOrThrow({ where: { id: review.id } });
    // The same event handled again (a retried transaction) writes nothing new.
    assert.deepEqual(await api.db.prisma.$transaction((tx) => noticeReviewPosted(tx, row)), []);
    assert.equal(await kindCount(owner.userId, 'REVIEW_POSTED'), 1);
    // A rolled-back review of another stay leaves no notice.
    const other = await api.db.prisma.review.create({
      data: {
        ...row,
        id: undefined,
        reservationId: (
          await stay(api, student, {
            hostel: { id: row.hostelId, ownerId: owner.userId },
            room: { id: row.roomTypeId },
          })
        ).id,
        createdAt: undefined,
        updatedAt: undefined,
      },
    });
    await rolledBack((tx) => noticeReviewPosted(tx, other));
    assert.equal(await kindCount(owner.userId, 'REVIEW_POSTED', other.id), 0);
  });

  it('tells the author once that an admin hid the review, with the reason; a report becomes a ticket for admins', async () => {
    const { owner, student, reservation } = await reviewFixture(api);
    const review = await writeReview(api, student, reservation.id);
    const reported = ok(
      await api.gql(R.report, { id: review.id, reason: 'Insults the caretaker by name' }, owner.idToken),
    );
    assert.equal(reported.reportReview.reportedByMe, true);
    const [ticketNotice] = (await noticesOf(api, admin)).filter((n) => n.kind === 'REVIEW_REPORTED');
    assert.ok(ticketNotice, 'admins hear of the reported review');
    const ticket = await api.db.prisma.supportTicket.findFirstOrThrow({
      where: { requesterId: owner.userId, hostelId: review.hostel?.id ?? undefined },
      include: { messages: true },
    });
    assert.match(ticket.subject, /^Reported review of /);
    assert.match(ticket.messages[0]!.body, new RegExp(`^Review ${review.id}: Insults`));
    assert.equal(ticketNotice.link, `/admin/support?ticket=${ticket.id}`);
    // Reporting again (a changed reason) opens no second ticket.
    ok(await api.gql(R.report, { id: review.id, reason: 'Insults the caretaker, again' }, owner.idToken));
    assert.equal(await api.db.prisma.supportTicket.count({ where: { requesterId: owner.userId } }), 1);

    ok(await api.gql(R.hide, { id: review.id, reason: 'Names a staff member' }, admin.idToken));
    const hidden = (await noticesOf(api, student)).filter((n) => n.kind === 'REVIEW_HIDDEN');
    assert.equal(hidden.length, 1);
    assert.match(hidden[0]!.body, /Names a staff member/);
    assert.equal(
      failure(await api.gql(R.hide, { id: review.id, reason: 'Again' }, admin.idToken)).code,
      'CONFLICT',
    );
    const row = await api.db.prisma.review.findUniqueOrThrow({ where: { id: review.id } });
    assert.deepEqual(await api.db.prisma.$transaction((tx) => noticeReviewHidden(tx, row, 'again')), []);
    assert.equal(await kindCount(student.userId, 'REVIEW_HIDDEN'), 1);
    // Restored and hidden again: a new hiding, a new notice.
    ok(await api.gql(R.restore, { id: review.id, reason: 'Edited by agreement' }, admin.idToken));
    ok(await api.gql(R.hide, { id: review.id, reason: 'Names a staff member again' }, admin.idToken));
    assert.equal(await kindCount(student.userId, 'REVIEW_HIDDEN'), 2);
  });

  it('invites the student to review once when the stay completes, however many runners complete it', async () => {
    const { student, hostel, room, owner } = await reviewFixture(api);
    const paid = await stay(
      api,
      student,
      { hostel: { id: hostel.id, ownerId: owner.userId }, room },
      { status: 'PAID', checkOutDaysAgo: 2 },
    );
    const job = completeReservations;
    await Promise.all([job.run(api.db, new Date()), job.run(api.db, new Date())]);
    assert.equal(
      (await api.db.prisma.reservation.findUniqueOrThrow({ where: { id: paid.id } })).status,
      'COMPLETED',
    );
    assert.equal(await kindCount(student.userId, 'REVIEW_INVITATION', paid.id), 1);
    const [invite] = (await noticesOf(api, student)).filter((n) => n.kind === 'REVIEW_INVITATION');
    assert.equal(invite!.link, `/students/reservation/Details?id=${paid.id}`);
    assert.equal(await job.run(api.db, new Date()), 0);
    assert.equal(await kindCount(student.userId, 'REVIEW_INVITATION', paid.id), 1);
  });

  it('tells the owner once that a payout was paid; paying it again is refused and tells nothing', async () => {
    const owner = await signUpUser(api, 'OWNER');
    const payout = await api.db.prisma.payout.create({
      data: { ownerId: owner.userId, amount: 125000, currency: 'GHS' },
    });
    ok(await api.gql(MARK_PAID, { id: payout.id }, admin.idToken));
    assert.equal(failure(await api.gql(MARK_PAID, { id: payout.id }, admin.idToken)).code, 'CONFLICT');
    const notices = (await noticesOf(api, owner)).filter((n) => n.kind === 'PAYOUT_PAID');
    assert.equal(notices.length, 1);
    assert.match(notices[0]!.title, /GHS/);
    assert.equal(notices[0]!.link, '/dashboard/earning');
    assert.equal(
      await api.db.prisma.emailOutbox.count({ where: { userId: owner.userId, category: 'PAYMENTS' } }),
      1,
    );
  });

  it('tells admins of a new ticket and of a reported conversation, the requester of each answer, the assignee of each reply', async () => {
    const student = await signUpUser(api, 'STUDENT');
    const ticket = await openTicket(api, student);
    assert.equal(await kindCount(admin.userId, 'SUPPORT_TICKET_OPENED', ticket.id), 1);
    const row = await api.db.prisma.supportTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    assert.deepEqual(
      await api.db.prisma.$transaction((tx) => noticeTicketOpened(tx, row, 'SUPPORT_TICKET_OPENED')),
      [],
    );

    ok(await reply(api, admin, ticket.id, 'We are looking at the two charges now.'));
    const answers = (await noticesOf(api, student)).filter((n) => n.kind === 'SUPPORT_REPLY');
    assert.equal(answers.length, 1);
    assert.equal(answers[0]!.link, `/students/support?ticket=${ticket.id}`);
    assert.match(answers[0]!.body, /two charges/);
    // An internal note tells the requester nothing.
    ok(
      await api.gql(
        S.note,
        { input: { ticketId: ticket.id, body: 'Check with the bank', attachmentIds: [] } },
        admin.idToken,
      ),
    );
    assert.equal(await kindCount(student.userId, 'SUPPORT_REPLY'), 1);
    ok(await reply(api, student, ticket.id, 'Thank you, it was charged at 9:14.'));
    assert.equal(await kindCount(admin.userId, 'SUPPORT_REPLY'), 1, 'the assignee hears of the reply');
    const message = await api.db.prisma.supportMessage.findFirstOrThrow({
      where: { ticketId: ticket.id, authorId: admin.userId },
    });
    const current = await api.db.prisma.supportTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    assert.deepEqual(await api.db.prisma.$transaction((tx) => noticeReply(tx, current, message, false)), []);
    assert.equal(await kindCount(student.userId, 'SUPPORT_REPLY'), 1);

    const { student: reporter, conversationId } = await conversationFixture(api);
    ok(
      await api.gql(
        M.report,
        { id: conversationId, reason: 'Asked me to pay outside the site' },
        reporter.idToken,
      ),
    );
    const reportTicket = await api.db.prisma.supportTicket.findFirstOrThrow({ where: { conversationId } });
    assert.equal(await kindCount(admin.userId, 'CONVERSATION_REPORTED', reportTicket.id), 1);
  });

  it('leaves no notice when the cause rolls back', async () => {
    const student = await signUpUser(api, 'STUDENT');
    const ticket = await openTicket(api, student, { subject: 'Rolled back ticket' });
    const row = await api.db.prisma.supportTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    await api.db.prisma.notification.deleteMany({ where: { subjectId: ticket.id } });
    await rolledBack((tx) => noticeTicketOpened(tx, row, 'SUPPORT_TICKET_OPENED'));
    assert.equal(await api.db.prisma.notification.count({ where: { subjectId: ticket.id } }), 0);
    // A reply refused half-way (the ticket is closed) writes neither the message nor a notice.
    await api.db.prisma.supportTicket.update({ where: { id: ticket.id }, data: { status: 'CLOSED' } });
    assert.equal(failure(await reply(api, admin, ticket.id, 'Too late')).code, 'CONFLICT');
    assert.equal(await kindCount(student.userId, 'SUPPORT_REPLY'), 0);
  });
});
