// The demo data loads, is internally consistent, and a second run duplicates nothing.
import 'reflect-metadata'; // earning.service reaches type-graphql's pagination types
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Database } from '../../api/src/core/db.js';
import { createLocalStorage } from '../../api/src/core/storage/local.js';
import { earningsSummary } from '../../api/src/modules/earnings/earning.service.js';
import { createTestDatabase } from '../../api/src/test/database.js';
import { DEMO_ACCOUNTS } from '../seed/accounts.js';
import { seedDatabase, type SeedOptions } from '../seed/seed.js';

let db: Database;
let uploads: string;
let options: SeedOptions;
const firebase = {
  projectId: 'demo-hostel',
  emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
};

beforeAll(async () => {
  db = await createTestDatabase();
  uploads = await mkdtemp(join(tmpdir(), 'hostel-seed-'));
  options = {
    storage: createLocalStorage(uploads, 'http://localhost:4000/files', 'seed-test-url-secret'),
    firebase,
  };
});
afterAll(async () => {
  await db.close();
  await rm(uploads, { recursive: true, force: true });
});

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT COUNT(*)::int AS n FROM "${name}"`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

async function withAuth<T>(fn: (auth: ReturnType<typeof getAuth>) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: firebase.projectId }, `seed-test-${process.pid}-${Date.now()}`);
  try {
    return await fn(getAuth(app));
  } finally {
    await deleteApp(app);
  }
}

test('the seed loads realistic, consistent demo data and a second run duplicates nothing', async () => {
  await seedDatabase(db, options);
  const first = await rowCounts();
  const files = (await readdir(join(uploads, 'seed', 'hostels'))).length;

  // The emulator forgets its users on restart: a missing demo account is created again.
  await withAuth((auth) => auth.deleteUser('demo-admin'));
  await seedDatabase(db, options);
  assert.deepEqual(await rowCounts(), first);
  assert.equal((await readdir(join(uploads, 'seed', 'hostels'))).length, files);

  const p = db.prisma;
  const cities = await p.university.groupBy({ by: ['city'] });
  assert.ok(cities.length >= 3);
  assert.ok((await p.university.count()) >= 6);
  assert.equal(await p.hostel.count({ where: { status: 'PUBLISHED' } }), 40);
  assert.ok((await p.hostel.count({ where: { status: { in: ['DRAFT', 'PENDING_REVIEW'] } } })) >= 3);
  const statuses = await p.reservation.groupBy({ by: ['status'] });
  assert.deepEqual(statuses.map((s) => s.status).sort(), [
    'ACCEPTED',
    'CANCELLED',
    'COMPLETED',
    'DECLINED',
    'EXPIRED',
    'PAID',
    'PENDING',
  ]);
  for (const key of ['platformFeePercent', 'currency', 'reservationHoldHours', 'paymentHoldHours']) {
    assert.ok(await p.setting.findUnique({ where: { key } }), key);
  }
  assert.equal((await p.setting.findUniqueOrThrow({ where: { key: 'reservationHoldHours' } })).value, 48);
  for (const table of [
    'Review',
    'Payment',
    'Earning',
    'Conversation',
    'Message',
    'Notification',
    'Favourite',
    'HostelPhoto',
  ]) {
    assert.ok(first[table]! > 0, `${table} is empty`);
  }
  const accounts = await withAuth((auth) => auth.getUsers(DEMO_ACCOUNTS.map((a) => ({ uid: a.uid }))));
  assert.equal(accounts.users.length, 3);
  for (const account of DEMO_ACCOUNTS) {
    const user = await p.user.findUniqueOrThrow({ where: { firebaseUid: account.uid } });
    assert.equal(user.role, account.role);
  }
});

test('ratings, bed holds, covers and the ledger agree with the rows they summarise', async () => {
  const p = db.prisma;
  const wrongRatings = await p.$queryRaw<{ id: string }[]>`
    SELECT h.id FROM "Hostel" h LEFT JOIN "Review" r ON r."hostelId" = h.id AND r.status = 'PUBLISHED'
    GROUP BY h.id HAVING h."reviewCount" <> COUNT(r.id) OR abs(h."ratingAverage" - COALESCE(AVG(r.overall), 0)) > 0.01`;
  assert.deepEqual(wrongRatings, []);
  const wrongNights = await p.$queryRaw<{ night: Date }[]>`
    SELECT n.night FROM "RoomNight" n
    LEFT JOIN "Reservation" r ON r."roomTypeId" = n."roomTypeId" AND r."checkIn" <= n.night AND r."checkOut" > n.night
      AND r.status IN ('PENDING', 'ACCEPTED', 'PAID', 'COMPLETED')
    GROUP BY n."roomTypeId", n.night, n."freeBeds", n."totalBeds"
    HAVING n."freeBeds" <> n."totalBeds" - COALESCE(SUM(r.beds), 0)`;
  assert.deepEqual(wrongNights, []);
  const holding = await p.reservation.count({
    where: { status: { in: ['PENDING', 'ACCEPTED', 'PAID', 'COMPLETED'] } },
  });
  assert.ok(holding > 0 && (await p.roomNight.count()) > 0);
  const withoutCover = await p.hostel.count({
    where: { photos: { some: {} }, NOT: { photos: { some: { isCover: true } } } },
  });
  assert.equal(withoutCover, 0);
  // Every photo has its WebP copies stored, as an upload would: 960 px wide, so 320, 640 and 960.
  const photos = await p.file.findMany({
    where: { kind: 'IMAGE' },
    select: { storagePath: true, variants: true },
  });
  assert.ok(photos.length > 0);
  const stored = new Set(await readdir(join(uploads, 'seed'), { recursive: true }));
  for (const photo of photos) {
    const copies = photo.variants as { width: number; storagePath: string }[];
    assert.deepEqual(
      copies.map((copy) => copy.width),
      [320, 640, 960],
      photo.storagePath,
    );
    for (const copy of copies)
      assert.ok(stored.has(copy.storagePath.slice('seed/'.length)), copy.storagePath);
  }
  const paid = await p.reservation.findMany({
    where: { status: { in: ['PAID', 'COMPLETED'] } },
    include: { payments: true, earnings: true },
  });
  for (const r of paid) {
    assert.equal(r.payments[0]?.amount, r.total);
    assert.equal(r.earnings[0]?.net, r.subtotal);
  }
});

test("the ledger and timelines are dated as the API dates them, and the owner's chart spreads over months", async () => {
  const p = db.prisma;
  // Earnings when the payment was made, refunds when booked (with the cancellation), released 24 h
  // after midnight of check-in in the hostel's time zone.
  const misdated = await p.$queryRaw<{ id: string }[]>`
    SELECT e.id FROM "Earning" e
    JOIN "Reservation" r ON r.id = e."reservationId" JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE e."createdAt" <> r."paidAt"
      OR e."availableAt" <> (r."checkIn"::timestamp AT TIME ZONE h."timeZone") + interval '24 hours'
    UNION ALL
    SELECT f.id FROM "Refund" f JOIN "Payment" pm ON pm.id = f."paymentId"
    JOIN "Reservation" r ON r.id = pm."reservationId" WHERE f."createdAt" <> r."cancelledAt"
    UNION ALL
    SELECT ev.id FROM "ReservationEvent" ev JOIN "Reservation" r ON r.id = ev."reservationId"
    WHERE ev."createdAt" <> CASE ev."toStatus"
      WHEN 'PENDING' THEN r."createdAt" WHEN 'ACCEPTED' THEN r."acceptedAt" WHEN 'DECLINED' THEN r."createdAt" + interval '5 hours'
      WHEN 'EXPIRED' THEN r."responseDeadline" WHEN 'PAID' THEN r."paidAt"
      WHEN 'CANCELLED' THEN r."cancelledAt" WHEN 'COMPLETED' THEN r."completedAt" END`;
  assert.deepEqual(misdated, []);
  const future = await p.$queryRaw<{ n: number }[]>`
    SELECT COUNT(*)::int AS n FROM (
      SELECT "createdAt" AS at FROM "Payment" UNION ALL SELECT "createdAt" FROM "Refund"
      UNION ALL SELECT "createdAt" FROM "Earning" UNION ALL SELECT "createdAt" FROM "Payout"
      UNION ALL SELECT "paidAt" FROM "Payout") moments WHERE at > now()`;
  assert.equal(future[0]!.n, 0, 'no money moved in the future');
  const payouts = await p.payout.findMany({ include: { earnings: true } });
  assert.ok(payouts.length > 0);
  for (const payout of payouts) {
    assert.ok(payout.createdAt < payout.paidAt!, 'requested before it was paid');
    for (const e of payout.earnings) assert.ok(e.availableAt <= payout.createdAt, 'requested once available');
  }
  // A fully refunded stay earns nothing, as the API's refund leaves it.
  const cancelled = await p.earning.findMany({ where: { status: 'CANCELLED' } });
  assert.ok(
    cancelled.length > 0 && cancelled.every((e) => e.gross === 0 && e.net === 0 && e.platformFee === 0),
  );

  const owner = await p.user.findUniqueOrThrow({ where: { firebaseUid: 'demo-owner' } });
  const { byMonth } = await earningsSummary(db, owner);
  const months = byMonth.map((row) => row.month);
  assert.ok(new Set(months).size >= 3, `net by month: ${months.join(', ')}`);
  const earned = await p.earning.aggregate({
    where: { ownerId: owner.id, status: { not: 'CANCELLED' } },
    _sum: { net: true },
  });
  assert.equal(
    byMonth.reduce((sum, row) => sum + row.net, 0),
    earned._sum.net,
  );
});
