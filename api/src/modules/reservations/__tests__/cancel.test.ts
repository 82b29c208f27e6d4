import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { PAYMENTS, paidReservation } from '../../payments/__tests__/helpers.js';
import { cancellationQuote } from '../cancel.service.js';
import {
  failure,
  freeBeds,
  inDays,
  ok,
  publishedHostel,
  request,
  signUpAdmin,
  type TestUser,
} from './fixtures.js';

const QUOTE = `query($id: ID!) { cancellationQuote(id: $id) { role policy paid refundAmount refundPercent refundableUntil currency } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status cancelReason cancelledBy } }`;
const ADMIN_CANCEL = `mutation($id: ID!, $reason: String!, $amount: Int) {
  adminCancelReservation(id: $id, reason: $reason, refundAmount: $amount) { id status cancelledBy } }`;

describe('cancelling reservations', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student, other, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
  });
  afterAll(() => api.close());

  const earningOf = (reservationId: string) =>
    api.db.prisma.earning.findFirstOrThrow({ where: { reservationId } });

  it('student cancels a pending request: no money moved, beds free again', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 1 });
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(10),
      checkOut: inDays(12),
    });
    assert.equal(failure(await api.gql(CANCEL, { id: reservation.id }, other.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(QUOTE, { id: reservation.id }, other.idToken)).code, 'NOT_FOUND');
    const cancelled = ok(await api.gql(CANCEL, { id: reservation.id }, student.idToken)).cancelReservation;
    assert.deepEqual([cancelled.status, cancelled.cancelledBy], ['CANCELLED', 'STUDENT']);
    assert.deepEqual(await freeBeds(api, room.id, inDays(10), inDays(12)), [1, 1]);
    const again = failure(await api.gql(CANCEL, { id: reservation.id }, student.idToken));
    assert.equal(again.code, 'CONFLICT');
  });

  it("student cancels a paid stay late under MODERATE: half back, the owner's earning halves", async () => {
    const { room } = await publishedHostel(api, owner, { cancellationPolicy: 'MODERATE', pricePerBed: 1000 });
    const reservation = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(3),
      checkOut: inDays(5),
    });
    const quote = ok(await api.gql(QUOTE, { id: reservation.id }, student.idToken)).cancellationQuote;
    assert.deepEqual(
      [quote.role, quote.policy, quote.paid, quote.refundAmount, quote.refundPercent, quote.refundableUntil],
      ['STUDENT', 'MODERATE', 2200, 1100, 50, null],
    );
    ok(await api.gql(CANCEL, { id: reservation.id, reason: 'My visa was refused.' }, student.idToken));
    const after = ok(await api.gql(PAYMENTS, { id: reservation.id }, student.idToken)).reservation;
    assert.deepEqual(after.payments[0].refunds, [{ amount: 1100, status: 'SUCCEEDED' }]);
    assert.deepEqual(
      [after.payments[0].status, after.payments[0].amountRefunded],
      ['PARTIALLY_REFUNDED', 1100],
    );
    const earning = await earningOf(reservation.id);
    assert.deepEqual(
      [earning.gross, earning.platformFee, earning.net, earning.status],
      [1100, 100, 1000, 'PENDING'],
    );
    const audit = await api.db.prisma.auditLog.findMany({
      where: { action: { in: ['payment.refund', 'refund.succeeded', 'earning.reduce'] } },
    });
    assert.equal(audit.length, 3);
  });

  it('owner cancels a paid stay: full refund, earning cancelled, beds free', async () => {
    const { room } = await publishedHostel(api, owner, { cancellationPolicy: 'STRICT', totalBeds: 1 });
    const reservation = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(2),
      checkOut: inDays(4),
    });
    assert.equal(
      failure(await api.gql(CANCEL, { id: reservation.id, reason: 'x' }, owner.idToken)).code,
      'BAD_USER_INPUT',
    );
    const cancelled = ok(
      await api.gql(CANCEL, { id: reservation.id, reason: 'A pipe burst in the room.' }, owner.idToken),
    ).cancelReservation;
    assert.equal(cancelled.cancelledBy, 'OWNER');
    // The owner's reason already ends with a full stop: the notice adds none.
    const notice = await api.db.prisma.notification.findFirstOrThrow({
      where: { userId: student.userId, type: 'RESERVATION_CANCELLED', subjectId: reservation.id },
    });
    assert.match(notice.body, /Reason: A pipe burst in the room\. Refund to you/);
    const after = ok(await api.gql(PAYMENTS, { id: reservation.id }, student.idToken)).reservation;
    assert.deepEqual([after.payments[0].status, after.payments[0].amountRefunded], ['REFUNDED', 2200]);
    const earning = await earningOf(reservation.id);
    assert.deepEqual([earning.gross, earning.net, earning.status], [0, 0, 'CANCELLED']);
    assert.deepEqual(await freeBeds(api, room.id, inDays(2), inDays(4)), [1, 1]);
  });

  it('admin cancels with a partial refund, never more than was paid', async () => {
    const { room } = await publishedHostel(api, owner);
    const reservation = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(8),
      checkOut: inDays(9),
    });
    assert.equal(
      failure(
        await api.gql(
          ADMIN_CANCEL,
          { id: reservation.id, reason: 'Fraud check', amount: 1 },
          student.idToken,
        ),
      ).code,
      'FORBIDDEN',
    );
    const tooMuch = failure(
      await api.gql(
        ADMIN_CANCEL,
        { id: reservation.id, reason: 'Guest complaint', amount: 1101 },
        admin.idToken,
      ),
    );
    assert.equal(tooMuch.code, 'BAD_USER_INPUT');
    assert.equal(
      (await api.db.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } })).status,
      'PAID',
    );
    ok(
      await api.gql(
        ADMIN_CANCEL,
        { id: reservation.id, reason: 'Guest complaint', amount: 300 },
        admin.idToken,
      ),
    );
    const earning = await earningOf(reservation.id);
    assert.deepEqual([earning.gross, earning.platformFee + earning.net], [800, 800]);
    const logged = await api.db.prisma.auditLog.findFirstOrThrow({
      where: { action: 'reservation.cancel', entityId: reservation.id },
    });
    assert.equal(logged.actorId, admin.userId);
  });

  it('quotes each policy at its deadline in the hostel time zone', async () => {
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    const cases = [
      ['FLEXIBLE', 1, 100, 0],
      ['MODERATE', 5, 100, 50],
      ['STRICT', 14, 50, 0],
    ] as const;
    for (const [policy, days, before, afterDeadline] of cases) {
      const { room } = await publishedHostel(api, owner, {
        cancellationPolicy: policy,
        timeZone: 'Asia/Tokyo',
      });
      const checkIn = inDays(30);
      const reservation = await paidReservation(api, owner, student, {
        roomTypeId: room.id,
        beds: 1,
        checkIn,
        checkOut: inDays(31),
      });
      // Midnight (Tokyo, UTC+9) starting the day `days` before check-in.
      const deadline = new Date(Date.parse(`${checkIn}T00:00:00Z`) - days * 86_400_000 - 9 * 3_600_000);
      const early = await cancellationQuote(api.db, api.services.refunds, user, reservation.id, deadline);
      const late = await cancellationQuote(
        api.db,
        api.services.refunds,
        user,
        reservation.id,
        new Date(deadline.getTime() + 1),
      );
      assert.deepEqual([early.refundPercent, late.refundPercent], [before, afterDeadline], policy);
      assert.equal(early.refundableUntil?.toISOString(), deadline.toISOString());
    }
  });
});
