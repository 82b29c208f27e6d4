// A ticket's life over HTTP: opened, answered, noted, resolved, reopened by a reply, closed by the job.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { supportJobs } from '../support.jobs.js';
import { openTicket, reply, S } from './fixtures.js';

const logger = pino({ level: 'silent' });
const DAY = 86_400_000;

describe('support ticket lifecycle', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
  });
  afterAll(() => api.close());

  const view = async (user: TestUser, id: string) =>
    ok(await api.gql(S.ticket, { id }, user.idToken)).supportTicket;

  it('opens about a paid reservation, is answered, resolved, reopened by a reply and closed 7 days after', async () => {
    const { room } = await publishedHostel(api, owner);
    const reservation = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(10),
      checkOut: inDays(12),
    });
    const opened = await openTicket(api, student, { reservationId: reservation.id });
    assert.equal(opened.status, 'OPEN');
    assert.equal(opened.reservationId, reservation.id);
    assert.equal(opened.hostelId, room.hostelId);
    assert.equal(opened.firstAnsweredAt, null);

    const answer = ok(
      await reply(api, admin, opened.id, 'We are looking at the two charges now.'),
    ).replyToSupportTicket;
    assert.equal(answer.status, 'IN_PROGRESS');
    assert.equal(answer.assignee.id, admin.userId, 'the first admin to answer takes the ticket');
    assert.ok(answer.firstAnsweredAt);
    assert.ok(answer.firstAnswerSeconds >= 0);

    const seen = await view(student, opened.id);
    assert.equal(seen.reservation.code, reservation.code);
    assert.deepEqual(
      seen.messages.map((m: { body: string; fromSupport: boolean }) => [m.fromSupport, m.body]),
      [
        [false, 'My card shows two charges for the same reservation this morning.'],
        [true, 'We are looking at the two charges now.'],
      ],
    );

    const resolved = ok(
      await api.gql(S.status, { id: opened.id, status: 'RESOLVED' }, admin.idToken),
    ).setSupportTicketStatus;
    assert.equal(resolved.status, 'RESOLVED');
    assert.ok(resolved.resolutionSeconds >= 0);

    // The requester's reply to a resolved ticket reopens it, to the admin who has it.
    const reopened = ok(
      await reply(api, student, opened.id, 'The second charge is still there.'),
    ).replyToSupportTicket;
    assert.equal(reopened.status, 'IN_PROGRESS');
    assert.equal(reopened.resolvedAt, null);

    const again = ok(
      await api.gql(S.status, { id: opened.id, status: 'RESOLVED' }, admin.idToken),
    ).setSupportTicketStatus;
    const resolvedAt = Date.parse(again.resolvedAt);
    await runJobs(api.db, supportJobs, logger, new Date(resolvedAt + 7 * DAY - 1));
    assert.equal((await view(student, opened.id)).status, 'RESOLVED');
    await runJobs(api.db, supportJobs, logger, new Date(resolvedAt + 7 * DAY));
    const closed = await view(student, opened.id);
    assert.equal(closed.status, 'CLOSED');
    assert.ok(closed.closedAt);

    const refused = failure(await reply(api, student, opened.id, 'Hello?'));
    assert.equal(refused.code, 'CONFLICT');
    assert.equal((await view(student, opened.id)).messages.length, 3);
  });

  it('a reply keeps a resolved ticket from closing until 7 days after that reply', async () => {
    const ticket = await openTicket(api, student);
    ok(await reply(api, admin, ticket.id, 'Refund sent, it takes 3 days.'));
    const resolved = ok(
      await api.gql(S.status, { id: ticket.id, status: 'RESOLVED' }, admin.idToken),
    ).setSupportTicketStatus;
    const answered = ok(
      await reply(api, admin, ticket.id, 'Tell us if it has not arrived by Friday.'),
    ).replyToSupportTicket;
    assert.equal(answered.status, 'RESOLVED', 'support’s own reply leaves it resolved');
    const lastAt = Date.parse(answered.lastMessageAt);
    assert.ok(lastAt >= Date.parse(resolved.resolvedAt));
    await runJobs(api.db, supportJobs, logger, new Date(lastAt + 7 * DAY - 1));
    assert.equal((await view(student, ticket.id)).status, 'RESOLVED');
    await runJobs(api.db, supportJobs, logger, new Date(lastAt + 7 * DAY));
    assert.equal((await view(student, ticket.id)).status, 'CLOSED');
  });

  it('internal notes reach admins only, never the requester', async () => {
    const ticket = await openTicket(api, student, { subject: 'Cannot change my email' });
    ok(
      await api.gql(
        S.note,
        { input: { ticketId: ticket.id, body: 'Suspect account sharing, check logins.' } },
        admin.idToken,
      ),
    );
    const forAdmin = await view(admin, ticket.id);
    assert.deepEqual(
      forAdmin.messages.map((m: { internal: boolean }) => m.internal),
      [false, true],
    );
    assert.equal(forAdmin.status, 'OPEN', 'a note is not an answer');
    assert.equal(forAdmin.firstAnsweredAt, null);

    const forStudent = await view(student, ticket.id);
    assert.equal(forStudent.messages.length, 1);
    assert.ok(!JSON.stringify(forStudent).includes('account sharing'));
    const mine = ok(await api.gql(S.mine, {}, student.idToken)).mySupportTickets;
    assert.ok(!JSON.stringify(mine).includes('account sharing'));
    assert.ok(
      Date.parse(forStudent.lastMessageAt) <= Date.parse(ticket.lastMessageAt),
      'a note moves no requester-visible time',
    );
    const audited = await api.db.prisma.auditLog.findMany({ where: { entityId: ticket.id } });
    assert.deepEqual(
      audited.map((entry) => entry.action),
      ['support.note'],
    );
  });

  it('the queue shows unassigned tickets first, oldest first, with filters, search and header figures', async () => {
    const fresh = await startTestApi();
    try {
      const [requester, staff, other] = await Promise.all([
        signUpUser(fresh, 'OWNER'),
        signUpAdmin(fresh),
        signUpAdmin(fresh),
      ]);
      const first = await openTicket(fresh, requester, {
        subject: 'First problem here',
        category: 'LISTING',
      });
      const second = await openTicket(fresh, requester, { subject: 'Second problem here' });
      const third = await openTicket(fresh, requester, { subject: 'Third problem here' });
      ok(await fresh.gql(S.assign, { id: first.id, assigneeId: other.userId }, staff.idToken));
      const ids = async (filter: object = {}, first = 10, after?: string) =>
        ok(await fresh.gql(S.queue, { filter, first, after }, staff.idToken)).supportTickets;
      assert.deepEqual(
        (await ids()).edges.map((e: { node: { id: string } }) => e.node.id),
        [second.id, third.id, first.id],
      );
      const page1 = await ids({}, 2);
      const page2 = await ids({}, 2, page1.pageInfo.endCursor);
      assert.deepEqual(
        page2.edges.map((e: { node: { id: string } }) => e.node.id),
        [first.id],
      );
      assert.equal(page2.pageInfo.hasNextPage, false);
      assert.deepEqual((await ids({ unassigned: true })).totalCount, 2);
      assert.deepEqual((await ids({ assigneeId: other.userId })).edges[0].node.id, first.id);
      assert.deepEqual((await ids({ category: 'LISTING' })).totalCount, 1);
      assert.deepEqual((await ids({ search: 'third' })).edges[0].node.id, third.id);
      assert.deepEqual((await ids({ statuses: ['CLOSED'] })).totalCount, 0);

      const assignBad = failure(
        await fresh.gql(S.assign, { id: first.id, assigneeId: requester.userId }, staff.idToken),
      );
      assert.equal(assignBad.code, 'BAD_USER_INPUT');
      assert.ok(assignBad.fields?.assigneeId);

      ok(await reply(fresh, staff, second.id, 'Answered.'));
      ok(await fresh.gql(S.status, { id: second.id, status: 'RESOLVED' }, staff.idToken));
      const stats = ok(await fresh.gql(S.stats, {}, staff.idToken)).supportQueueStats;
      assert.equal(stats.activeCount, 2);
      assert.equal(stats.unassignedCount, 1);
      assert.ok(stats.averageFirstAnswerSeconds >= 0);
      assert.ok(stats.averageResolutionSeconds >= 0);
      const actions = await fresh.db.prisma.auditLog.findMany({
        where: { actorId: staff.userId },
        orderBy: { createdAt: 'asc' },
      });
      assert.deepEqual(
        actions.map((entry) => entry.action),
        ['support.assign', 'support.reply', 'support.status'],
      );
    } finally {
      await fresh.close();
    }
  });
});
