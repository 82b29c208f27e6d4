import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openPostgresDatabase, type Database } from '../../../core/db.js';
import { createPostgresTestDatabase } from '../../../test/database.js';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { ok, signUpAdmin, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { releasedEarning, runPayoutJobs, setMethod, WALLET } from './payout-fixtures.js';

const RECONCILE = `query($month: String!) { payoutReconciliation(month: $month) {
  month currency takenAmount refundedAmount platformFeeAmount paidOutAmount heldAmount differenceAmount } }`;
const CSV = `query($month: String!) { payoutReconciliationCsv(month: $month) }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;

// Two job runners racing need two connections: real PostgreSQL (DATABASE_URL, else the local server).
const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

describe('payout books: concurrent runners pay each earning once, and the month balances', () => {
  let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let db: Database;
  let second: Database;
  let api: TestApi;
  let student: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    target = await createPostgresTestDatabase(serverUrl);
    [db, second] = await Promise.all([openPostgresDatabase(target.url), openPostgresDatabase(target.url)]);
    api = await startTestApi({ db });
    [student, admin] = await Promise.all([signUpUser(api, 'STUDENT'), signUpAdmin(api)]);
  });
  afterAll(async () => {
    await api.close();
    await Promise.all([db.close(), second.close()]);
    await target.drop();
  });

  it('two runners on separate connections, racing, make one payout per owner and send it once', async () => {
    const owners = await Promise.all([0, 1, 2, 3].map(() => signUpUser(api, 'OWNER')));
    for (const owner of owners) {
      await setMethod(api, owner);
      await releasedEarning(api, owner, student);
      await releasedEarning(api, owner, student);
    }
    await Promise.all([
      runPayoutJobs(api, 1, db),
      runPayoutJobs(api, 1, second),
      runPayoutJobs(api, 1, second),
    ]);
    await Promise.all([runPayoutJobs(api, 1, db), runPayoutJobs(api, 1, second)]);
    for (const owner of owners) {
      const payouts = await db.prisma.payout.findMany({
        where: { ownerId: owner.userId },
        include: { earnings: true },
      });
      assert.equal(payouts.length, 1, 'one payout per owner and currency');
      const [payout] = payouts;
      assert.equal(payout!.earnings.length, 2);
      assert.equal(
        payout!.amount,
        payout!.earnings.reduce((sum, e) => sum + e.net, 0),
      );
      assert.equal(payout!.status, 'PAID');
      assert.equal(await db.prisma.sandboxTransfer.count({ where: { idempotencyKey: payout!.id } }), 1);
    }
  });

  it('money taken = refunds + platform fees + payouts + money held, to the minor unit, and as CSV', async () => {
    // The month so far: the paid-out stays above, plus one held, one refunded, one that failed
    // (paid by another student: a student's payment attempts an hour are limited).
    const student = await signUpUser(api, 'STUDENT');
    const held = await signUpUser(api, 'OWNER');
    await releasedEarning(api, held, student); // no payout method: held
    const failing = await signUpUser(api, 'OWNER');
    await setMethod(api, failing, { ...WALLET, accountNumber: '0240000000' });
    await releasedEarning(api, failing, student);
    await runPayoutJobs(api, 1); // its transfer fails: the money is held again
    const refunded = await signUpUser(api, 'OWNER');
    const earning = await releasedEarning(api, refunded, student);
    await db.prisma.earning.update({ where: { id: earning.id }, data: { status: 'PENDING' } });
    ok(await api.gql(CANCEL, { id: earning.reservationId, reason: 'Plans changed' }, student.idToken));

    const month = new Date().toISOString().slice(0, 7);
    const [row, ...others] = ok(await api.gql(RECONCILE, { month }, admin.idToken)).payoutReconciliation;
    assert.equal(others.length, 0);
    // Each term summed here from its own rows, independently of the service's SQL.
    const payments = await db.prisma.payment.findMany({ where: { status: { not: 'REQUIRES_PAYMENT' } } });
    const refunds = await db.prisma.refund.findMany();
    const earnings = await db.prisma.earning.findMany();
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const expected = {
      month,
      currency: 'GHS',
      takenAmount: sum(payments.filter((p) => p.status !== 'FAILED').map((p) => p.amount)),
      refundedAmount: sum(refunds.map((r) => r.amount)),
      platformFeeAmount: sum(earnings.map((e) => e.platformFee)),
      paidOutAmount: sum(earnings.filter((e) => e.status === 'PAID_OUT').map((e) => e.net)),
      heldAmount: sum(
        earnings.filter((e) => e.status === 'PENDING' || e.status === 'AVAILABLE').map((e) => e.net),
      ),
      differenceAmount: 0,
    };
    assert.ok(expected.refundedAmount > 0 && expected.paidOutAmount > 0 && expected.heldAmount > 0);
    assert.deepEqual(row, expected);
    assert.equal(
      expected.takenAmount,
      expected.refundedAmount + expected.platformFeeAmount + expected.paidOutAmount + expected.heldAmount,
    );

    const csv = ok(await api.gql(CSV, { month }, admin.idToken)).payoutReconciliationCsv;
    assert.equal(
      csv,
      'month,currency,takenAmount,refundedAmount,platformFeeAmount,paidOutAmount,heldAmount,differenceAmount\r\n' +
        `${month},GHS,${expected.takenAmount},${expected.refundedAmount},${expected.platformFeeAmount},${expected.paidOutAmount},${expected.heldAmount},0\r\n`,
    );

    // A minor unit the ledger lost (net and gross still agree with each other) shows.
    await db.prisma.earning.update({
      where: { id: earnings.find((e) => e.net > 0)!.id },
      data: { net: { decrement: 1 }, gross: { decrement: 1 } },
    });
    const [broken] = ok(await api.gql(RECONCILE, { month }, admin.idToken)).payoutReconciliation;
    assert.equal(broken.differenceAmount, 1);
    assert.equal(
      firstError(await api.gql(RECONCILE, { month: '2026-13' }, admin.idToken)).extensions.code,
      'BAD_USER_INPUT',
    );
    assert.equal(
      firstError(await api.gql(RECONCILE, { month }, student.idToken)).extensions.code,
      'FORBIDDEN',
    );
  });
});
