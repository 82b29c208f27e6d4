import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { LISTING_LIMITS, MAX_STAY_NIGHTS, MONEY_MAX } from '@hostel/common';
import { signUpUser } from '../../../test/harness.js';
import {
  allowPendingRequests,
  failure,
  freeBeds,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
} from './fixtures.js';

// Beds that went while requesting: the refusal says how many are left (none here).
const GONE = 'No beds are free for these dates.';

describe('requesting a reservation', () => {
  it.beforeAll(async ({ api }) => {
    await allowPendingRequests(api, 50); // one student requests throughout; the limit has its own tests
  });

  it('quotes by price period: nights, started months, and the platform fee from settings', async ({
    api,
    owner,
    student,
  }) => {
    const { room } = await publishedHostel(api, owner, { pricePerBed: 1000, pricePeriod: 'NIGHT' });
    const quote = ok(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: room.id, beds: 2, checkIn: inDays(10), checkOut: inDays(13) } },
        student.idToken,
      ),
    );
    assert.deepEqual(quote.quoteReservation.price, {
      currency: 'USD',
      pricePerBed: 1000,
      pricePeriod: 'NIGHT',
      nights: 3,
      units: 3,
      subtotal: 6000,
      platformFee: 600,
      total: 6600,
    });
    const monthly = await publishedHostel(api, owner, { pricePerBed: 30000, pricePeriod: 'MONTH' });
    const month = ok(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: monthly.room.id, beds: 1, checkIn: inDays(10), checkOut: inDays(41) } },
        student.idToken,
      ),
    );
    assert.equal(month.quoteReservation.price.units, 2, '31 nights start a second month');
    assert.equal(month.quoteReservation.price.total, 66000);
    const term = { start: inDays(20), end: inDays(120) };
    const semester = await publishedHostel(api, owner, {
      pricePerBed: 150000,
      pricePeriod: 'SEMESTER',
      term,
    });
    const sem = ok(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: semester.room.id, beds: 1, useTerm: true } },
        student.idToken,
      ),
    );
    assert.deepEqual(
      [sem.quoteReservation.checkIn, sem.quoteReservation.checkOut, sem.quoteReservation.price.total],
      [term.start, term.end, 165000],
    );
  });

  it("shows a term room's free beds for its whole term, whatever dates the hostel page was asked for", async ({
    api,
    owner,
    student,
  }) => {
    const term = { start: inDays(20), end: inDays(60) };
    const { hostel, room } = await publishedHostel(api, owner, {
      pricePerBed: 150000,
      pricePeriod: 'SEMESTER',
      term,
      totalBeds: 3,
    });
    ok(await api.gql(Q.request, { input: { roomTypeId: room.id, beds: 2, useTerm: true } }, student.idToken));
    const query = `query($id: ID!, $checkIn: String, $checkOut: String) {
      hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut) { roomTypes { availableBeds } } }`;
    // Dates before the term and dates inside it both see the term's last free bed.
    for (const dates of [
      {},
      { checkIn: inDays(2), checkOut: inDays(5) },
      { checkIn: inDays(30), checkOut: inDays(31) },
    ]) {
      const { roomTypes } = ok(await api.gql(query, { id: hostel.id, ...dates })).hostel;
      assert.deepEqual(roomTypes, [{ availableBeds: 1 }], JSON.stringify(dates));
    }
  });

  it('does not let a term longer than a stay may last (saved before terms were bounded)', async ({
    api,
    owner,
    student,
  }) => {
    const term = { start: inDays(20), end: inDays(20 + 3652) };
    const { room } = await publishedHostel(api, owner, { pricePerBed: 100, pricePeriod: 'SEMESTER', term });
    const message = `This room's term is longer than a stay may last (${MAX_STAY_NIGHTS} nights).`;
    const input = { roomTypeId: room.id, beds: 1, useTerm: true };
    assert.equal(
      failure(await api.gql(Q.quote, { input }, student.idToken)).fields?.['input.useTerm'],
      message,
    );
    assert.equal(
      failure(await api.gql(Q.request, { input }, student.idToken)).fields?.['input.useTerm'],
      message,
    );
    assert.equal(await api.db.prisma.reservation.count({ where: { roomTypeId: room.id } }), 0);
  });

  it("refuses a stay costing more than an amount can be, as the client's mistake", async ({
    api,
    owner,
    student,
  }) => {
    const { room } = await publishedHostel(api, owner, {
      pricePerBed: LISTING_LIMITS.priceMax,
      totalBeds: 50,
    });
    const stay = (nights: number) => ({
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(10),
      checkOut: inDays(10 + nights),
    });
    for (const input of [stay(28), { ...stay(366), beds: 10 }]) {
      for (const query of [Q.quote, Q.request]) {
        const error = failure(await api.gql(query, { input }, student.idToken));
        assert.equal(error.code, 'BAD_USER_INPUT');
        assert.equal(
          error.fields?.['input.checkOut'],
          'This stay would cost more than one reservation may (USD 21,474,836.47); choose fewer nights or beds.',
        );
      }
    }
    assert.equal(await api.db.prisma.reservation.count({ where: { roomTypeId: room.id } }), 0);
    const fine = ok(await api.gql(Q.quote, { input: stay(27) }, student.idToken)).quoteReservation;
    assert.ok(fine.price.total <= MONEY_MAX);
  });

  it('refuses bad input with per-field messages', async ({ api, owner, student }) => {
    const { room } = await publishedHostel(api, owner);
    const past = failure(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: room.id, beds: 1, checkIn: inDays(-3), checkOut: inDays(2) } },
        student.idToken,
      ),
    );
    assert.equal(past.code, 'BAD_USER_INPUT');
    assert.ok(past.fields?.['input.checkIn']);
    const tooMany = failure(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: room.id, beds: 5, checkIn: inDays(3), checkOut: inDays(4) } },
        student.idToken,
      ),
    );
    assert.ok(tooMany.fields?.['input.beds']);
    const longNote = {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(3),
      checkOut: inDays(4),
      note: 'x'.repeat(1001),
    };
    const noted = failure(await api.gql(Q.request, { input: longNote }, student.idToken));
    assert.equal(noted.code, 'BAD_USER_INPUT');
    assert.equal(noted.fields?.['input.note'], 'The note must be at most 1000 characters.');
    assert.deepEqual(await freeBeds(api, room.id, inDays(3), inDays(4)), [room.totalBeds]);
  });

  it('holds the beds at once and lets only students request', async ({ api, owner, student }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 4 });
    const input = {
      roomTypeId: room.id,
      beds: 3,
      checkIn: inDays(5),
      checkOut: inDays(8),
      note: ' Arriving late ',
    };
    const reservation = await request(api, student, input);
    assert.equal(reservation.status, 'PENDING');
    assert.match(reservation.code, /^[A-Z2-9]{8}$/);
    assert.deepEqual(await freeBeds(api, room.id, inDays(4), inDays(9)), [4, 1, 1, 1, 4]);
    assert.equal(failure(await api.gql(Q.request, { input }, owner.idToken)).code, 'FORBIDDEN');
    const read = ok(await api.gql(Q.reservation, { id: reservation.id }, student.idToken)).reservation;
    assert.deepEqual(read.events, [{ fromStatus: null, toStatus: 'PENDING', note: 'Arriving late' }]);
  });

  it('sells the last free bed exactly once among 50 concurrent requests', async ({ api, owner, student }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 3 });
    const [checkIn, checkOut] = [inDays(30), inDays(33)];
    await request(api, student, { roomTypeId: room.id, beds: 2, checkIn, checkOut });
    const students = await Promise.all(Array.from({ length: 5 }, () => signUpUser(api, 'STUDENT')));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.gql(
          Q.request,
          { input: { roomTypeId: room.id, beds: 1, checkIn, checkOut } },
          students[i % 5]!.idToken,
        ),
      ),
    );
    const succeeded = results.filter((res) => res.body.data?.requestReservation);
    const conflicts = results.filter((res) => res.body.errors?.[0]?.extensions?.code === 'CONFLICT');
    assert.equal(succeeded.length, 1);
    assert.equal(conflicts.length, 49);
    for (const res of conflicts) assert.equal(res.body.errors?.[0]?.message, GONE);
    assert.deepEqual(await freeBeds(api, room.id, checkIn, checkOut), [0, 0, 0]);
    assert.equal(await api.db.prisma.reservation.count({ where: { roomTypeId: room.id } }), 2);
  });

  it('says how many beds are free when a stay asks for more, in the quote and the request', async ({
    api,
    owner,
    student,
  }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 5 });
    const [checkIn, checkOut] = [inDays(50), inDays(53)];
    await request(api, student, { roomTypeId: room.id, beds: 2, checkIn, checkOut });
    const input = { roomTypeId: room.id, beds: 4, checkIn, checkOut };
    const only = 'Only 3 beds are free for these dates.';
    const quoted = failure(await api.gql(Q.quote, { input }, student.idToken));
    assert.deepEqual(quoted, { code: 'BAD_USER_INPUT', message: only, fields: { 'input.beds': only } });
    const requested = await api.gql(Q.request, { input }, student.idToken);
    assert.deepEqual(failure(requested), { code: 'CONFLICT', message: only, fields: { 'input.beds': only } });
    assert.equal(requested.body.errors?.[0]?.extensions?.freeBeds, 3);
    // Three are exactly what is free: quoted and requested.
    ok(await api.gql(Q.quote, { input: { ...input, beds: 3 } }, student.idToken));
    await request(api, student, { ...input, beds: 3 });
  });

  it('lets adjacent stays both have the same bed', async ({ api, owner, student }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 1 });
    await request(api, student, { roomTypeId: room.id, beds: 1, checkIn: inDays(40), checkOut: inDays(43) });
    await request(api, student, { roomTypeId: room.id, beds: 1, checkIn: inDays(43), checkOut: inDays(45) });
    await request(api, student, { roomTypeId: room.id, beds: 1, checkIn: inDays(38), checkOut: inDays(40) });
    const overlap = failure(
      await api.gql(
        Q.request,
        { input: { roomTypeId: room.id, beds: 1, checkIn: inDays(44), checkOut: inDays(46) } },
        student.idToken,
      ),
    );
    assert.deepEqual([overlap.code, overlap.message], ['CONFLICT', GONE]);
  });

  it('does not take requests for unpublished hostels', async ({ api, owner, student }) => {
    const { hostel, room } = await publishedHostel(api, owner);
    await api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { status: 'SUSPENDED' } });
    const res = failure(
      await api.gql(
        Q.request,
        { input: { roomTypeId: room.id, beds: 1, checkIn: inDays(3), checkOut: inDays(4) } },
        student.idToken,
      ),
    );
    assert.equal(res.code, 'NOT_FOUND');
  });
});
