// The sandbox provider's books live in the database: a charge made before a restart, or through
// another API instance, is refunded like any other (it used to fail as "charge not found").
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import type { Database } from '../../../core/db.js';
import { createTestDatabase } from '../../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { refundJobs } from '../refund.jobs.js';
import { CARDS, paidReservation, sandboxOf } from './helpers.js';

const logger = pino({ level: 'silent' });
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;

describe('the sandbox provider keeps its books in the database', () => {
  let db: Database;
  let api: TestApi;
  let other: TestApi | undefined;
  let owner: TestUser;
  let student: TestUser;
  let roomTypeId: string;
  let day = 10;
  const stay = () => ({ roomTypeId, beds: 1, checkIn: inDays(day), checkOut: inDays((day += 2)) });

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startTestApi({ db });
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    roomTypeId = (await publishedHostel(api, owner, { totalBeds: 10, pricePerBed: 1000 })).room.id;
  });
  afterAll(async () => {
    await other?.close();
    await api.close();
    await db.close();
  });

  /** The owner cancels through `through` (a full refund), which asks its own sandbox. */
  async function cancelThrough(through: TestApi, reservationId: string) {
    ok(await through.gql(CANCEL, { id: reservationId, reason: 'The boiler broke.' }, owner.idToken));
    return db.prisma.refund.findFirstOrThrow({
      where: { payment: { reservationId } },
      include: { payment: true },
    });
  }
  const booksOf = async (chargeReference: string) => ({
    charge: await db.prisma.sandboxCharge.findUniqueOrThrow({ where: { reference: chargeReference } }),
    refunds: await db.prisma.sandboxRefund.findMany({ where: { chargeReference } }),
  });

  it('refunds a charge made before the API restarted', async () => {
    const reservation = await paidReservation(api, owner, student, stay());
    await api.close();
    api = await startTestApi({ db }); // same database, a new process's provider (and webhook secret)

    const refund = await cancelThrough(api, reservation.id);
    assert.deepEqual(
      [refund.status, refund.failureReason, refund.attempts, refund.nextAttemptAt],
      ['SUCCEEDED', null, 1, null],
    );
    const { amount } = refund.payment;
    assert.deepEqual([refund.payment.status, refund.payment.amountRefunded], ['REFUNDED', amount]);
    const books = await booksOf(refund.payment.providerReference!);
    assert.equal(books.charge.refunded, amount);
    assert.deepEqual(
      books.refunds.map((r) => [r.reference, r.status, r.amount]),
      [[refund.providerReference, 'SUCCEEDED', amount]],
    );
    // The new process settles its own charges through the signed webhook as before.
    const next = await paidReservation(api, owner, student, stay());
    assert.equal((await cancelThrough(api, next.id)).status, 'SUCCEEDED');
  });

  it('with two API instances on one database, refunds through one what was charged through the other', async () => {
    other = await startTestApi({ db });
    const reservation = await paidReservation(api, owner, student, stay());
    const refund = await cancelThrough(other, reservation.id);
    assert.deepEqual([refund.status, refund.payment.status], ['SUCCEEDED', 'REFUNDED']);
    assert.equal((await booksOf(refund.payment.providerReference!)).charge.refunded, refund.payment.amount);

    // The other way round, never more back than was charged, whichever instance is asked.
    const second = await paidReservation(other, owner, student, stay());
    const back = await cancelThrough(api, second.id);
    assert.equal(back.status, 'SUCCEEDED');
    const more = await sandboxOf(other).refund(
      {
        paymentReference: back.payment.providerReference!,
        amount: 1,
        currency: 'USD',
        idempotencyKey: 'extra',
      },
      db.prisma,
    );
    assert.deepEqual([more.status, more.failureCode], ['FAILED', 'amount_too_large']);
  });

  it("keeps a test card's refund behaviour across instances: a lost answer is retried by another one, paid out once", async () => {
    other ??= await startTestApi({ db });
    const reservation = await paidReservation(api, owner, student, stay(), CARDS.refundAnswerLost);
    const lost = await cancelThrough(api, reservation.id);
    assert.deepEqual([lost.status, lost.failureReason], ['FAILED', 'provider_unavailable']);

    const jobs = refundJobs(other.services.payments, logger);
    assert.equal((await runJobs(db, jobs, logger, lost.nextAttemptAt!))['refunds.retry'], 1);
    const done = await db.prisma.refund.findUniqueOrThrow({ where: { id: lost.id } });
    assert.deepEqual([done.status, done.attempts], ['SUCCEEDED', 2]);
    const books = await booksOf(lost.payment.providerReference!);
    assert.deepEqual(
      books.refunds.map((r) => [r.reference, r.status]),
      [[done.providerReference, 'SUCCEEDED']],
    );
    assert.deepEqual([books.charge.refunded, books.charge.answerLost], [lost.payment.amount, true]);

    // A 5126 card charged through one instance is refused by the other too.
    const refused = await paidReservation(other, owner, student, stay(), CARDS.refundRefused);
    const no = await cancelThrough(api, refused.id);
    assert.deepEqual([no.status, no.failureReason], ['FAILED', 'expired_or_canceled_card']);
  });
});
