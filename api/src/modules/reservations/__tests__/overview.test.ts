// The owner dashboard's figures on a hand-counted fixture, over HTTP: only the owner's own hostels
// count, and the whole dashboard operation costs the same few statements however many hostels.
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
} from './fixtures.js';

// What the web dashboard asks in one operation: these figures and the earnings module's summary.
const DASHBOARD = `query { ownerOverview { waitingCount checkIns checkOuts
    waiting { code hostelName hostelTimeZone responseDeadline checkIn beds }
    occupancy { hostelName bedNights occupiedBedNights blockedBedNights } }
  earningsSummary { totals { currency pending available } byMonth { month currency net } } }`;
const BLOCK = `mutation($input: BedBlockInput!) { blockBeds(input: $input) { night } }`;

describe('the owner overview', () => {
  const codes: string[] = [];
  it.beforeAll(async ({ api, owner, student }) => {
    await allowPendingRequests(api, 10);
    const a = await publishedHostel(api, owner, { totalBeds: 4 });
    const b = await publishedHostel(api, owner, { totalBeds: 10, timeZone: 'Africa/Accra' });
    await api.db.prisma.hostel.update({ where: { id: a.hostel.id }, data: { name: 'A House' } });
    await api.db.prisma.hostel.update({ where: { id: b.hostel.id }, data: { name: 'B House' } });
    // A: paid, 2 beds x 3 nights, arriving in 2 days and leaving in 5 (both within the week).
    const p1 = await paidReservation(api, owner, student, {
      roomTypeId: a.room.id,
      beds: 2,
      checkIn: inDays(2),
      checkOut: inDays(5),
    });
    // B: paid, 1 bed x 2 nights, after the week.
    await paidReservation(api, owner, student, {
      roomTypeId: b.room.id,
      beds: 1,
      checkIn: inDays(10),
      checkOut: inDays(12),
    });
    // Waiting: A 1 bed x 2 nights; B 3 beds x 1 night (the nearer deadline: its check-in is sooner).
    codes.push(
      (
        await request(api, student, {
          roomTypeId: b.room.id,
          beds: 3,
          checkIn: inDays(3),
          checkOut: inDays(4),
        })
      ).code,
    );
    codes.push(
      (
        await request(api, student, {
          roomTypeId: a.room.id,
          beds: 1,
          checkIn: inDays(20),
          checkOut: inDays(22),
        })
      ).code,
    );
    // B: 2 beds blocked for 3 nights.
    ok(
      await api.gql(
        BLOCK,
        { input: { roomTypeId: b.room.id, from: inDays(1), to: inDays(4), beds: 2 } },
        owner.idToken,
      ),
    );
    // A declined request and a stay beyond the 30 nights count nowhere.
    const far = await request(api, student, {
      roomTypeId: a.room.id,
      beds: 1,
      checkIn: inDays(40),
      checkOut: inDays(41),
    });
    ok(
      await api.gql(
        'mutation($id: ID!, $reason: String!) { declineReservation(id: $id, reason: $reason) { id } }',
        { id: far.id, reason: 'Closed for works.' },
        owner.idToken,
      ),
    );
    // The earning of A's stay released for payout (what the release job does after check-in).
    await api.db.prisma.earning.updateMany({
      where: { reservationId: p1.id },
      data: { status: 'AVAILABLE' },
    });
  });

  it('equals the hand-counted figures', async ({ api, owner }) => {
    const data = ok(await api.gql(DASHBOARD, {}, owner.idToken));
    const overview = data.ownerOverview;
    assert.deepEqual([overview.waitingCount, overview.checkIns, overview.checkOuts], [2, 1, 1]);
    assert.deepEqual(
      overview.waiting.map((r: { code: string }) => r.code),
      codes,
    );
    assert.deepEqual(
      overview.waiting.map((r: Record<string, unknown>) => [
        r.hostelName,
        r.hostelTimeZone,
        r.checkIn,
        r.beds,
      ]),
      [
        ['B House', 'Africa/Accra', inDays(3), 3],
        ['A House', 'UTC', inDays(20), 1],
      ],
    );
    assert.deepEqual(overview.occupancy, [
      // 4 beds x 30 nights; 2 x 3 paid + 1 x 2 waiting.
      { hostelName: 'A House', bedNights: 120, occupiedBedNights: 8, blockedBedNights: 0 },
      // 10 beds x 30 nights; 1 x 2 paid + 3 x 1 waiting; 2 x 3 blocked.
      { hostelName: 'B House', bedNights: 300, occupiedBedNights: 5, blockedBedNights: 6 },
    ]);
    // The net of a stay is its subtotal (the platform fee is on top): 2 x 3 x 1000 and 1 x 2 x 1000.
    assert.deepEqual(data.earningsSummary.totals, [{ currency: 'USD', pending: 2000, available: 6000 }]);
    const month = new Date().toISOString().slice(0, 7);
    assert.deepEqual(data.earningsSummary.byMonth, [{ month, currency: 'USD', net: 8000 }]);
  });

  it('costs the same bounded number of statements for one hostel or several', async ({ api, owner }) => {
    const single = await signUpUser(api, 'OWNER');
    await publishedHostel(api, single, { totalBeds: 3 });
    const count = async (user: TestUser) => {
      ok(await api.gql('{ me { uid } }', {}, user.idToken)); // the viewer's row is then kept in memory
      const counter = startCountingStatements();
      try {
        ok(await api.gql(DASHBOARD, {}, user.idToken));
        return counter.count;
      } finally {
        counter.stop();
      }
    };
    const [few, many] = [await count(single), await count(owner)];
    assert.equal(many, few);
    // Counts, waiting list, occupancy; the earnings summary's totals and months.
    assert.ok(many >= 3 && many <= 5, `${many} statements`);
  });

  it('shows another owner none of these figures, and refuses students', async ({ api, student }) => {
    const other = await signUpUser(api, 'OWNER');
    const overview = ok(await api.gql(DASHBOARD, {}, other.idToken)).ownerOverview;
    assert.deepEqual(overview, { waitingCount: 0, checkIns: 0, checkOuts: 0, waiting: [], occupancy: [] });
    assert.equal(
      failure(await api.gql('{ ownerOverview { waitingCount } }', {}, student.idToken)).code,
      'FORBIDDEN',
    );
    assert.equal(failure(await api.gql('{ ownerOverview { waitingCount } }')).code, 'UNAUTHENTICATED');
  });
});
