// Reservations in every status for the demo people, with the bed holds, payments, refunds,
// earnings and payouts that status implies (the rows of each stay come from stays.ts).
import type { PrismaClient } from '../../api/src/core/db.js';
import type { ReservationStatus } from '../../api/src/generated/prisma/client.js';
import { STUDENT_UIDS, userId } from './accounts.js';
import type { SeededRoom } from './hostels.js';
import { seedPayouts } from './ledger.js';
import { addDays, createRandom, type Random } from './random.js';
import { RESERVATION_STATUSES, reservationCode, stayRows, type StayRows, writeStays } from './stays.js';

const HOUR = 3_600_000;
const HOLDING: ReservationStatus[] = ['PENDING', 'ACCEPTED', 'PAID', 'COMPLETED'];

export interface SeededReservation {
  id: string;
  status: ReservationStatus;
  studentId: string;
  hostelId: string;
  roomTypeId: string;
  ownerId: string;
  code: string;
}

interface Plan {
  key: string;
  room: SeededRoom;
  studentUid: string;
  status: ReservationStatus;
}

/** The stay window for a status: past for completed stays, ahead for the rest. */
function stayFor(r: Random, plan: Plan, today: Date): { checkIn: Date; checkOut: Date } {
  const start = plan.status === 'COMPLETED' ? -r.int(60, 240) : r.int(14, 90);
  const nights =
    plan.room.pricePeriod === 'NIGHT'
      ? r.int(2, 7)
      : plan.room.pricePeriod === 'MONTH'
        ? r.int(1, 3) * 30
        : 120;
  return {
    checkIn: addDays(today, start),
    checkOut: addDays(today, start + Math.min(nights, plan.status === 'COMPLETED' ? -start - 1 : nights)),
  };
}

function plans(r: Random, rooms: SeededRoom[]): Plan[] {
  const published = rooms.filter((room) => room.status === 'PUBLISHED');
  const demoRooms = published.filter((room) => room.ownerId === userId('demo-owner'));
  const out: Plan[] = [];
  // The demo student has one reservation in every status, at the demo owner's hostels.
  RESERVATION_STATUSES.forEach((status, i) =>
    out.push({
      key: `demo/${status}`,
      room: demoRooms[i % demoRooms.length]!,
      studentUid: 'demo-student',
      status,
    }),
  );
  published.forEach((room, i) => {
    const statuses: ReservationStatus[] = [
      'COMPLETED',
      r.pick(['COMPLETED', 'PAID', 'PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const),
    ];
    if (i % 3 === 0) statuses.push('COMPLETED');
    statuses.forEach((status, k) =>
      out.push({
        key: `room/${room.id}/${k}`,
        room,
        studentUid: STUDENT_UIDS[1 + ((i + k) % (STUDENT_UIDS.length - 1))]!,
        status,
      }),
    );
  });
  return out;
}

export async function seedReservations(
  prisma: PrismaClient,
  rooms: SeededRoom[],
  today: Date,
  feePercent: number,
) {
  const r = createRandom(77);
  const now = Date.now();
  const stays: StayRows[] = [];
  const used = new Map<string, number>(); // `${roomId}/${day}` -> beds held, to never oversell
  const seeded: SeededReservation[] = [];

  for (const plan of plans(r, rooms)) {
    const { room, status } = plan;
    const { checkIn, checkOut } = stayFor(r, plan, today);
    const beds = room.totalBeds >= 8 ? r.int(1, 2) : 1;
    const nights = Math.round((checkOut.getTime() - checkIn.getTime()) / 86_400_000);
    const keys = Array.from(
      { length: nights },
      (_, n) => `${room.id}/${addDays(checkIn, n).toISOString().slice(0, 10)}`,
    );
    if (HOLDING.includes(status)) {
      if (keys.some((key) => (used.get(key) ?? 0) + beds > room.totalBeds)) continue;
      keys.forEach((key) => used.set(key, (used.get(key) ?? 0) + beds));
    }
    const code = reservationCode(r);
    // Requests still waiting for an answer or a payment are recent, so their deadlines lie ahead;
    // the others are old enough for every step of their story (paid 8 h, cancelled 30 h after the
    // request) to lie in the past.
    const hoursAgo =
      status === 'PENDING' ? r.int(1, 40) : status === 'ACCEPTED' ? r.int(6, 24) : r.int(31, 120);
    const createdAt = new Date(
      status === 'COMPLETED' ? checkIn.getTime() - 20 * 24 * HOUR : now - hoursAgo * HOUR,
    );
    const studentId = userId(plan.studentUid);
    const studentNote = r.next() < 0.5 ? 'I arrive in the evening; is late check-in possible?' : null;
    const rows = stayRows(
      { key: plan.key, room, studentId, status, checkIn, checkOut, beds, code, createdAt, studentNote },
      feePercent,
      now,
    );
    stays.push(rows);
    seeded.push({
      id: rows.reservation.id!,
      status,
      studentId,
      hostelId: room.hostelId,
      roomTypeId: room.id,
      ownerId: room.ownerId,
      code,
    });
  }

  // Payouts first: writing the earnings links the paid-out ones to them.
  await seedPayouts(
    prisma,
    stays.flatMap((stay) => stay.earning ?? []),
    today,
  );
  await writeStays(prisma, stays);
  return seeded;
}
