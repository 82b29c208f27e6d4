// The admin overview on a hand-counted fixture (a fresh database), over HTTP: admins only, and a
// fixed number of statements whatever the platform's size.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { signUpUser } from '../../../test/harness.js';
import { startCountingStatements } from '../../hostels/__tests__/statement-counter.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import {
  allowPendingRequests,
  failure,
  inDays,
  ok,
  publishedHostel,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';

const OVERVIEW = `{ adminOverview { usersByRole { key count } signUps7Days signUps30Days publishedHostels
  listingsWaiting reservationsByStatus { key count } openTickets payoutsRequested
  moneyByMonth { month currency gross platformFees refunds } } }`;

describe('the admin overview', () => {
  let owner: TestUser;
  let student: TestUser;
  it.beforeAll(async ({ api }) => {
    const [ownerA, ownerB, studentA, studentB] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'STUDENT'),
    ]);
    [owner, student] = [ownerA, studentA];
    await allowPendingRequests(api, 5);
    // Sign-ups: one 10 days ago, one 40 days ago; the other three this week.
    await api.db.prisma.user.update({
      where: { id: ownerB.userId },
      data: { createdAt: new Date(Date.now() - 10 * 86_400_000) },
    });
    await api.db.prisma.user.update({
      where: { id: studentB.userId },
      data: { createdAt: new Date(Date.now() - 40 * 86_400_000) },
    });
    const { room } = await publishedHostel(api, owner);
    const waiting = await publishedHostel(api, ownerB);
    await api.db.prisma.hostel.update({
      where: { id: waiting.hostel.id },
      data: { status: 'PENDING_REVIEW' },
    });
    // One paid stay (1 bed x 2 nights at 1000, fee 10% on top: 2200 taken, 200 fee), one waiting.
    const paid = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(5),
      checkOut: inDays(7),
    });
    await request(api, student, { roomTypeId: room.id, beds: 1, checkIn: inDays(9), checkOut: inDays(10) });
    // Rows other modules write (their own tests cover how): a refund paid, tickets, a payout request.
    const payment = await api.db.prisma.payment.findFirstOrThrow({ where: { reservationId: paid.id } });
    await api.db.prisma.refund.create({
      data: {
        paymentId: payment.id,
        amount: 500,
        currency: 'USD',
        status: 'SUCCEEDED',
        idempotencyKey: `r-${payment.id}`,
      },
    });
    await api.db.prisma.supportTicket.createMany({
      data: [
        { requesterId: student.userId, subject: 'Open one' },
        { requesterId: student.userId, subject: 'Working on it', status: 'IN_PROGRESS' },
        { requesterId: student.userId, subject: 'Done', status: 'CLOSED' },
      ],
    });
    await api.db.prisma.payout.create({ data: { ownerId: owner.userId, amount: 2000, currency: 'USD' } });
  });

  it('equals the hand-counted figures', async ({ api, admin }) => {
    const overview = ok(await api.gql(OVERVIEW, {}, admin.idToken)).adminOverview;
    assert.deepEqual(overview.usersByRole, [
      { key: 'STUDENT', count: 2 },
      { key: 'OWNER', count: 2 },
      { key: 'ADMIN', count: 1 },
    ]);
    assert.deepEqual([overview.signUps7Days, overview.signUps30Days], [3, 4]);
    assert.deepEqual([overview.publishedHostels, overview.listingsWaiting], [1, 1]);
    assert.deepEqual(overview.reservationsByStatus, [
      { key: 'PENDING', count: 1 },
      { key: 'PAID', count: 1 },
    ]);
    assert.deepEqual([overview.openTickets, overview.payoutsRequested], [2, 1]);
    const month = new Date().toISOString().slice(0, 7);
    assert.deepEqual(overview.moneyByMonth, [
      { month, currency: 'USD', gross: 2200, platformFees: 200, refunds: 500 },
    ]);
  });

  it('costs four statements, and more data costs no more', async ({ api, admin }) => {
    const count = async () => {
      ok(await api.gql('{ me { uid } }', {}, admin.idToken)); // the viewer's row is then kept in memory
      const counter = startCountingStatements();
      try {
        ok(await api.gql(OVERVIEW, {}, admin.idToken));
        return counter.count;
      } finally {
        counter.stop();
      }
    };
    const before = await count();
    await publishedHostel(api, owner);
    await request(api, student, {
      roomTypeId: (await publishedHostel(api, owner)).room.id,
      beds: 1,
      checkIn: inDays(3),
      checkOut: inDays(4),
    });
    assert.equal(await count(), before);
    assert.equal(before, 4);
  });

  it('refuses owners, students and strangers', async ({ api }) => {
    assert.equal(failure(await api.gql(OVERVIEW, {}, owner.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(OVERVIEW, {}, student.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(OVERVIEW)).code, 'UNAUTHENTICATED');
  });
});
