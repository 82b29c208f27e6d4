import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { earningJobs, releaseEarnings } from '../../earnings/earning.jobs.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { completeReservations, expireReservations, reservationJobs } from '../reservation.jobs.js';
import {
  allowPendingRequests,
  freeBeds,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  type TestUser,
} from './fixtures.js';

const logger = pino({ level: 'silent' });
const HOUR = 3_600_000;

describe('scheduled jobs', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
  });
  afterAll(() => api.close());

  const statusOf = async (id: string) =>
    (await api.db.prisma.reservation.findUniqueOrThrow({ where: { id } })).status;

  it('expires unanswered requests and unpaid acceptances after their deadlines, freeing the beds', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 1 });
    const pending = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(20),
      checkOut: inDays(22),
    });
    const accepted = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(22),
      checkOut: inDays(23),
    });
    const { paymentDeadline } = ok(
      await api.gql(Q.accept, { id: accepted.id }, owner.idToken),
    ).acceptReservation;
    const responseDeadline = Date.parse(pending.responseDeadline);

    const paymentAt = Date.parse(paymentDeadline); // 24 h, before the 48 h response deadline
    await runJobs(api.db, reservationJobs, logger, new Date(paymentAt - 1));
    assert.deepEqual([await statusOf(pending.id), await statusOf(accepted.id)], ['PENDING', 'ACCEPTED']);
    await runJobs(api.db, reservationJobs, logger, new Date(paymentAt));
    assert.deepEqual([await statusOf(pending.id), await statusOf(accepted.id)], ['PENDING', 'EXPIRED']);
    await runJobs(api.db, reservationJobs, logger, new Date(responseDeadline - 1));
    assert.equal(await statusOf(pending.id), 'PENDING');
    await runJobs(api.db, reservationJobs, logger, new Date(responseDeadline));
    assert.equal(await statusOf(pending.id), 'EXPIRED');
    assert.deepEqual(await freeBeds(api, room.id, inDays(20), inDays(23)), [1, 1, 1]);
    const events = await api.db.prisma.reservationEvent.findMany({
      where: { reservationId: pending.id, toStatus: 'EXPIRED' },
    });
    assert.equal(events[0]?.note, 'The owner did not answer in time.');
  });

  it('releases an earning exactly 24 h after check-in (hostel time) and completes the stay after check-out', async () => {
    const { room } = await publishedHostel(api, owner, { timeZone: 'Asia/Tokyo' });
    const [checkIn, checkOut] = [inDays(5), inDays(7)];
    const reservation = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn,
      checkOut,
    });
    const checkInAt = Date.parse(`${checkIn}T00:00:00Z`) - 9 * HOUR; // midnight in Tokyo
    const earning = () =>
      api.db.prisma.earning.findFirstOrThrow({ where: { reservationId: reservation.id } });
    assert.equal((await earning()).availableAt.getTime(), checkInAt + 24 * HOUR);
    await runJobs(api.db, earningJobs, logger, new Date(checkInAt + 24 * HOUR - 1));
    assert.equal((await earning()).status, 'PENDING');
    await runJobs(api.db, earningJobs, logger, new Date(checkInAt + 24 * HOUR));
    assert.equal((await earning()).status, 'AVAILABLE');

    const dayAfterCheckOut = Date.parse(`${checkOut}T00:00:00Z`) + 24 * HOUR - 9 * HOUR;
    await runJobs(api.db, reservationJobs, logger, new Date(dayAfterCheckOut - 1));
    assert.equal(await statusOf(reservation.id), 'PAID');
    await runJobs(api.db, reservationJobs, logger, new Date(dayAfterCheckOut));
    assert.equal(await statusOf(reservation.id), 'COMPLETED');
  });

  it('handles each due item exactly once when two runners work at the same time', async () => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 50 });
    await allowPendingRequests(api, 30);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        (
          await request(api, student, {
            roomTypeId: room.id,
            beds: 1,
            checkIn: inDays(60),
            checkOut: inDays(62),
          })
        ).id,
      );
    }
    const later = new Date(Date.now() + 72 * HOUR);
    const [a, b] = await Promise.all([
      expireReservations.run(api.db, later),
      expireReservations.run(api.db, later),
    ]);
    assert.equal(a + b, 30);
    const expired = await api.db.prisma.reservationEvent.groupBy({
      by: ['reservationId'],
      where: { reservationId: { in: ids }, toStatus: 'EXPIRED' },
      _count: true,
    });
    assert.equal(expired.length, 30);
    assert.ok(expired.every((row) => row._count === 1));
    assert.deepEqual(await freeBeds(api, room.id, inDays(60), inDays(62)), [50, 50]);
    assert.equal(await releaseEarnings.run(api.db, later), 0);
    assert.equal(await completeReservations.run(api.db, new Date()), 0);
  });
});
