// The database itself refuses data that breaks the domain's invariants, whatever code writes it.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { type Database, violatedConstraint } from '../../api/src/core/db.js';
import { createTestDatabase } from '../../api/src/test/database.js';

let db: Database;
const ids = { owner: '', student: '', hostel: '', roomType: '', reservation: '', payment: '', file: '' };
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  db = await createTestDatabase();
  const p = db.prisma;
  const owner = await p.user.create({
    data: { firebaseUid: 'inv-owner', displayName: 'Olive Owner', role: 'OWNER' },
  });
  const student = await p.user.create({
    data: { firebaseUid: 'inv-student', displayName: 'Sam', role: 'STUDENT' },
  });
  const hostel = await p.hostel.create({
    data: { ownerId: owner.id, name: 'Invariant House', slug: 'inv-house' },
  });
  const roomType = await p.roomType.create({
    data: { hostelId: hostel.id, name: '2-bed room', bedsPerRoom: 2, totalBeds: 4, pricePerBed: 1000 },
  });
  const reservation = await p.reservation.create({
    data: reservationData({ code: 'INV-1', status: 'COMPLETED' }),
  });
  const payment = await p.payment.create({
    data: {
      reservationId: reservation.id,
      amount: 2200,
      currency: 'USD',
      provider: 'sandbox',
      idempotencyKey: 'inv-pay',
    },
  });
  const file = await p.file.create({
    data: {
      kind: 'IMAGE',
      originalName: 'a.jpg',
      storagePath: 'inv/a.jpg',
      publicUrl: '/a',
      contentType: 'image/jpeg',
      size: 1,
      sha256: 'x',
    },
  });
  Object.assign(ids, { owner: owner.id, student: student.id, hostel: hostel.id, roomType: roomType.id });
  Object.assign(ids, { reservation: reservation.id, payment: payment.id, file: file.id });

  function reservationData(extra: { code: string; status?: 'COMPLETED' }) {
    return {
      studentId: student.id,
      roomTypeId: roomType.id,
      hostelId: hostel.id,
      ownerId: owner.id,
      beds: 2,
      checkIn: day('2026-01-10'),
      checkOut: day('2026-01-12'),
      currency: 'USD',
      subtotal: 2000,
      platformFee: 200,
      total: 2200,
      pricePerBed: 1000,
      pricePeriod: 'NIGHT' as const,
      responseDeadline: new Date(),
      ...extra,
    };
  }
});
afterAll(() => db.close());

/** Asserts that `write` fails because of the named database constraint. */
async function refusedBy(constraint: string, write: () => Promise<unknown>): Promise<void> {
  await assert.rejects(write, (error: unknown) => {
    assert.equal(violatedConstraint(error), constraint, String(error));
    return true;
  });
}

const review = (overrides: Record<string, number | string> = {}) => ({
  reservationId: ids.reservation,
  hostelId: ids.hostel,
  roomTypeId: ids.roomType,
  authorId: ids.student,
  comment: 'Fine',
  overall: 5,
  cleanliness: 4,
  location: 4,
  value: 3,
  security: 5,
  staff: 4,
  ...overrides,
});

test('a rating outside 1..5 is refused, on every one of the six ratings', async () => {
  for (const field of ['overall', 'cleanliness', 'location', 'value', 'security']) {
    await refusedBy('Review_ratings_range', () => db.prisma.review.create({ data: review({ [field]: 6 }) }));
    await refusedBy('Review_ratings_range', () => db.prisma.review.create({ data: review({ [field]: 0 }) }));
  }
  await refusedBy('Review_staff_range', () => db.prisma.review.create({ data: review({ staff: 6 }) }));
  await refusedBy('Review_staff_range', () => db.prisma.review.create({ data: review({ staff: 0 }) }));
});

test('a second review for one reservation is refused', async () => {
  await db.prisma.review.create({ data: review() });
  await assert.rejects(() => db.prisma.review.create({ data: review() }), { code: 'P2002' });
});

test('free beds per night stay between 0 and total beds, even when decremented twice', async () => {
  const night = { roomTypeId: ids.roomType, totalBeds: 4 };
  await refusedBy('RoomNight_free_beds_range', () =>
    db.prisma.roomNight.create({ data: { ...night, night: day('2026-02-01'), freeBeds: -1 } }),
  );
  await refusedBy('RoomNight_free_beds_range', () =>
    db.prisma.roomNight.create({ data: { ...night, night: day('2026-02-01'), freeBeds: 5 } }),
  );
  const key = { roomTypeId_night: { roomTypeId: ids.roomType, night: day('2026-02-02') } };
  await db.prisma.roomNight.create({ data: { ...night, night: day('2026-02-02'), freeBeds: 3 } });
  // Two requests for 2 beds each race for the same 3 free beds: exactly one wins.
  const take2 = () => db.prisma.roomNight.update({ where: key, data: { freeBeds: { decrement: 2 } } });
  const results = await Promise.allSettled([take2(), take2()]);
  assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
  const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  assert.equal(violatedConstraint(rejected.reason), 'RoomNight_free_beds_range');
  assert.equal((await db.prisma.roomNight.findUniqueOrThrow({ where: key })).freeBeds, 1);
});

test('negative money is refused in every money column', async () => {
  const p = db.prisma;
  await refusedBy('RoomType_price_nonnegative', () =>
    p.roomType.update({ where: { id: ids.roomType }, data: { pricePerBed: -1 } }),
  );
  await refusedBy('Hostel_min_price_nonnegative', () =>
    p.hostel.update({ where: { id: ids.hostel }, data: { minPricePerBed: -5 } }),
  );
  for (const field of ['subtotal', 'platformFee', 'total', 'pricePerBed']) {
    await refusedBy('Reservation_money_nonnegative', () =>
      p.reservation.update({ where: { id: ids.reservation }, data: { [field]: -1 } }),
    );
  }
  await refusedBy('Payment_amount_nonnegative', () =>
    p.payment.create({
      data: {
        reservationId: ids.reservation,
        amount: -1,
        currency: 'USD',
        provider: 'x',
        idempotencyKey: 'neg',
      },
    }),
  );
  await refusedBy('Payment_refunded_range', () =>
    p.payment.update({ where: { id: ids.payment }, data: { amountRefunded: 2201 } }),
  );
  await refusedBy('Refund_amount_positive', () =>
    p.refund.create({ data: { paymentId: ids.payment, amount: 0, currency: 'USD', idempotencyKey: 'r0' } }),
  );
  await refusedBy('Payout_amount_nonnegative', () =>
    p.payout.create({ data: { ownerId: ids.owner, amount: -100, currency: 'USD' } }),
  );
  const earning = {
    ownerId: ids.owner,
    reservationId: ids.reservation,
    paymentId: ids.payment,
    currency: 'USD',
    availableAt: new Date(),
  };
  await refusedBy('Earning_money_nonnegative', () =>
    p.earning.create({ data: { ...earning, gross: 100, platformFee: 200, net: -100 } }),
  );
  await refusedBy('Earning_net_balance', () =>
    p.earning.create({ data: { ...earning, gross: 2000, platformFee: 200, net: 1900 } }),
  );
});

test('beds, dates and room sizes must make sense', async () => {
  const p = db.prisma;
  const where = { id: ids.reservation };
  await refusedBy('Reservation_beds_positive', () => p.reservation.update({ where, data: { beds: 0 } }));
  await refusedBy('Reservation_dates_order', () =>
    p.reservation.update({ where, data: { checkOut: day('2026-01-10') } }),
  );
  await refusedBy('RoomType_beds_per_room_positive', () =>
    p.roomType.update({ where: { id: ids.roomType }, data: { bedsPerRoom: 0 } }),
  );
});

test('a user favourites a hostel once', async () => {
  const data = { userId: ids.student, hostelId: ids.hostel };
  await db.prisma.favourite.create({ data });
  await assert.rejects(() => db.prisma.favourite.create({ data }), { code: 'P2002' });
});

test('a hostel has one cover photo at most', async () => {
  const p = db.prisma;
  await p.hostelPhoto.create({
    data: { hostelId: ids.hostel, fileId: ids.file, position: 0, isCover: true },
  });
  const other = await p.file.create({
    data: {
      kind: 'IMAGE',
      originalName: 'b.jpg',
      storagePath: 'inv/b.jpg',
      publicUrl: '/b',
      contentType: 'image/jpeg',
      size: 1,
      sha256: 'y',
    },
  });
  await refusedBy('HostelPhoto_one_cover', () =>
    p.hostelPhoto.create({ data: { hostelId: ids.hostel, fileId: other.id, position: 1, isCover: true } }),
  );
  await p.hostelPhoto.create({
    data: { hostelId: ids.hostel, fileId: other.id, position: 1, isCover: false },
  });
});
