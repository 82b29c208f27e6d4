import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { LISTING_LIMITS, MONEY_MAX } from '@hostel/common';
import { signUpUser } from '../../../test/harness.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { failure, inDays, ok, publishedHostel } from '../../reservations/__tests__/fixtures.js';
import { releaseEarningsInDays } from './fixtures.js';

const EARNINGS = `query($filter: EarningFilterInput) { myEarnings(filter: $filter) { totalCount edges { node {
  reservationCode checkIn gross platformFee net status payoutId } } } }`;
const SUMMARY = `query { earningsSummary { totals { currency pending available requested paidOut } byMonth { month currency gross platformFee net } } }`;
const NEXT_AVAILABLE = `query { earningsSummary { totals { nextAvailableAt } } }`;
const PENDING_RELEASES = `query { myEarnings(filter: { status: PENDING }) { edges { node { availableAt } } } }`;
const REQUEST_PAYOUT = `mutation { requestPayout { id amount currency status } }`;
const MARK_PAID = `mutation($id: ID!) { markPayoutPaid(id: $id) { id status paidAt } }`;
const PAYOUTS = `query { payouts { totalCount edges { node { id amount status } } } }`;

describe('owner earnings and payouts', () => {
  it('counts a payment in the month it was where the hostel is', async ({ api, student }) => {
    const other = await signUpUser(api, 'OWNER');
    const { room } = await publishedHostel(api, other, { timeZone: 'Africa/Nairobi' }); // UTC+3
    const { id } = await paidReservation(api, other, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(60),
      checkOut: inDays(61),
    });
    // 22:30 UTC on 31 October is already 1 November, 01:30, in Nairobi.
    await api.db.prisma.earning.updateMany({
      where: { reservationId: id },
      data: { createdAt: new Date('2026-10-31T22:30:00Z') },
    });
    const { byMonth } = ok(await api.gql(SUMMARY, {}, other.idToken)).earningsSummary;
    assert.deepEqual(
      byMonth.map((m: { month: string }) => m.month),
      ['2026-11'],
    );
  });

  it('keeps a ledger: pending until released, then paid out through a payout request', async ({
    api,
    owner,
    student,
    admin,
  }) => {
    const { room } = await publishedHostel(api, owner, { pricePerBed: 1000, totalBeds: 4 });
    const soon = await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(1),
      checkOut: inDays(3),
    });
    await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 2,
      checkIn: inDays(40),
      checkOut: inDays(41),
    });

    const ledger = ok(await api.gql(EARNINGS, {}, owner.idToken)).myEarnings;
    assert.equal(ledger.totalCount, 2);
    for (const { node } of ledger.edges) assert.equal(node.net + node.platformFee, node.gross);
    let summary = ok(await api.gql(SUMMARY, {}, owner.idToken)).earningsSummary;
    assert.deepEqual(summary.totals, [
      { currency: 'USD', pending: 4000, available: 0, requested: 0, paidOut: 0 },
    ]);
    assert.equal(summary.byMonth[0].gross, 4400);
    assert.equal(
      failure(await api.gql(REQUEST_PAYOUT, {}, owner.idToken)).message,
      'You have no available balance to pay out.',
    );

    // The screen says when a payout becomes possible: the earliest pending earning's release.
    const nextAvailable = async (): Promise<[number, number]> => {
      const { totals } = ok(await api.gql(NEXT_AVAILABLE, {}, owner.idToken)).earningsSummary;
      const pending = ok(await api.gql(PENDING_RELEASES, {}, owner.idToken)).myEarnings.edges.map(
        (e: { node: { availableAt: string } }) => Date.parse(e.node.availableAt),
      );
      return [Date.parse(totals[0].nextAvailableAt), Math.min(...pending)];
    };
    const [next, earliest] = await nextAvailable();
    assert.equal(next, earliest);
    assert.ok(next > Date.now() && next <= Date.now() + 3 * 86_400_000);

    await releaseEarningsInDays(api, 3);
    const [later, remaining] = await nextAvailable();
    assert.equal(later, remaining);
    assert.ok(later > next);
    summary = ok(await api.gql(SUMMARY, {}, owner.idToken)).earningsSummary;
    assert.deepEqual(summary.totals[0], {
      currency: 'USD',
      pending: 2000,
      available: 2000,
      requested: 0,
      paidOut: 0,
    });
    const available = ok(
      await api.gql(EARNINGS, { filter: { status: 'AVAILABLE' } }, owner.idToken),
    ).myEarnings;
    assert.deepEqual(
      available.edges.map((e: { node: { reservationCode: string } }) => e.node.reservationCode),
      [soon.code],
    );

    const [payout] = ok(await api.gql(REQUEST_PAYOUT, {}, owner.idToken)).requestPayout;
    assert.deepEqual([payout.amount, payout.currency, payout.status], [2000, 'USD', 'REQUESTED']);
    assert.equal(
      failure(await api.gql(REQUEST_PAYOUT, {}, owner.idToken)).code,
      'CONFLICT',
      'the same money is not requested twice',
    );
    assert.equal(ok(await api.gql(SUMMARY, {}, owner.idToken)).earningsSummary.totals[0].requested, 2000);

    assert.equal(failure(await api.gql(MARK_PAID, { id: payout.id }, owner.idToken)).code, 'FORBIDDEN');
    assert.equal(
      ok(await api.gql(MARK_PAID, { id: payout.id }, admin.idToken)).markPayoutPaid.status,
      'PAID',
    );
    assert.equal(failure(await api.gql(MARK_PAID, { id: payout.id }, admin.idToken)).code, 'CONFLICT');
    summary = ok(await api.gql(SUMMARY, {}, owner.idToken)).earningsSummary;
    assert.deepEqual(summary.totals[0], {
      currency: 'USD',
      pending: 2000,
      available: 0,
      requested: 0,
      paidOut: 2000,
    });
    assert.equal(ok(await api.gql(PAYOUTS, {}, owner.idToken)).payouts.totalCount, 1);
    assert.equal(ok(await api.gql(PAYOUTS, {}, admin.idToken)).payouts.totalCount, 1);
    const audited = await api.db.prisma.auditLog.findMany({
      where: { entityId: payout.id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audited.map((row) => row.action),
      ['payout.request', 'payout.paid'],
    );
  });

  it('carries totals past 32 bits: SafeInt amounts, payouts of at most MONEY_MAX, deprecated Int fields that say what to read', async ({
    api,
    student,
    admin,
  }) => {
    const rich = await signUpUser(api, 'OWNER');
    const { room } = await publishedHostel(api, rich, { pricePerBed: LISTING_LIMITS.priceMax, totalBeds: 2 });
    // 19 nights at the highest price is the longest stay a quote allows (its total with fees fits Int).
    for (const start of [1, 30]) {
      await paidReservation(api, rich, student, {
        roomTypeId: room.id,
        beds: 1,
        checkIn: inDays(start),
        checkOut: inDays(start + 19),
      });
    }
    await releaseEarningsInDays(api, 31);
    const net = 2 * 19 * LISTING_LIMITS.priceMax;
    assert.ok(net > MONEY_MAX);
    const AMOUNTS = `query { earningsSummary { totals { availableAmount pendingAmount } byMonth { netAmount grossAmount } } }`;
    const { totals, byMonth } = ok(await api.gql(AMOUNTS, {}, rich.idToken)).earningsSummary;
    assert.deepEqual(totals, [{ availableAmount: net, pendingAmount: 0 }]);
    assert.equal(byMonth[0].netAmount, net);
    assert.ok(byMonth[0].grossAmount > net);
    // The deprecated Int field answers a clear error for this total only, never INTERNAL.
    const old = await api.gql(
      `query { earningsSummary { totals { currency available } } }`,
      {},
      rich.idToken,
    );
    assert.equal(failure(old).code, 'CONFLICT');
    assert.match(failure(old).message, /read availableAmount/);

    const payouts = ok(await api.gql(REQUEST_PAYOUT, {}, rich.idToken)).requestPayout;
    assert.deepEqual(
      payouts.map((payout: { amount: number }) => payout.amount),
      [net / 2, net / 2],
    );
    const money = ok(
      await api.gql(
        `query { adminOverview { moneyByMonth { grossAmount platformFeesAmount } } }`,
        {},
        admin.idToken,
      ),
    ).adminOverview.moneyByMonth;
    assert.ok(money.some((month: { grossAmount: number }) => month.grossAmount > MONEY_MAX));
    const oldGross = await api.gql(`query { adminOverview { moneyByMonth { gross } } }`, {}, admin.idToken);
    assert.equal(failure(oldGross).code, 'CONFLICT');
  });

  it('shows nothing of one owner to another or to students', async ({ api, student }) => {
    const other = await signUpUser(api, 'OWNER');
    assert.equal(ok(await api.gql(EARNINGS, {}, other.idToken)).myEarnings.totalCount, 0);
    assert.deepEqual(ok(await api.gql(SUMMARY, {}, other.idToken)).earningsSummary.totals, []);
    assert.equal(ok(await api.gql(PAYOUTS, {}, other.idToken)).payouts.totalCount, 0);
    assert.equal(failure(await api.gql(EARNINGS, {}, student.idToken)).code, 'FORBIDDEN');
  });
});
