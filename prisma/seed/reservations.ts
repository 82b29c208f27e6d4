// Reservations in every status with the bed holds, payments, refunds, earnings and payouts that
// status implies, priced by the same function the reservation service uses.
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Prisma, ReservationStatus } from '../../api/src/generated/prisma/client.js';
import { priceStay } from '../../api/src/modules/reservations/pricing.js';
import { STUDENT_UIDS, userId } from './accounts.js';
import type { SeededRoom } from './hostels.js';
import { seedPayouts, syncRoomNights } from './ledger.js';
import { addDays, createRandom, type Random, seedId } from './random.js';

const HOUR = 3_600_000;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const HOLDING: ReservationStatus[] = ['PENDING', 'ACCEPTED', 'PAID', 'COMPLETED'];
const CHAINS: Record<ReservationStatus, ReservationStatus[]> = {
  PENDING: ['PENDING'],
  ACCEPTED: ['PENDING', 'ACCEPTED'],
  DECLINED: ['PENDING', 'DECLINED'],
  EXPIRED: ['PENDING', 'EXPIRED'],
  PAID: ['PENDING', 'ACCEPTED', 'PAID'],
  COMPLETED: ['PENDING', 'ACCEPTED', 'PAID', 'COMPLETED'],
  CANCELLED: ['PENDING', 'ACCEPTED', 'PAID', 'CANCELLED'],
};

export interface SeededReservation {
  id: string;
  status: ReservationStatus;
  studentId: string;
  hostelId: string;
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
  Object.keys(CHAINS).forEach((status, i) =>
    out.push({
      key: `demo/${status}`,
      room: demoRooms[i % demoRooms.length]!,
      studentUid: 'demo-student',
      status: status as ReservationStatus,
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
  const reservations: Prisma.ReservationCreateManyInput[] = [];
  const events: Prisma.ReservationEventCreateManyInput[] = [];
  const payments: Prisma.PaymentCreateManyInput[] = [];
  const refunds: Prisma.RefundCreateManyInput[] = [];
  const earnings: Prisma.EarningCreateManyInput[] = [];
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
    const id = seedId(`reservation/${plan.key}`);
    const code = Array.from({ length: 8 }, () => r.pick([...CODE_ALPHABET])).join('');
    const price = priceStay(room, { checkIn: iso(checkIn), checkOut: iso(checkOut), beds }, feePercent);
    // Requests still waiting for an answer or a payment are recent, so their deadlines lie ahead.
    const hoursAgo =
      status === 'PENDING' ? r.int(1, 40) : status === 'ACCEPTED' ? r.int(6, 24) : r.int(2, 96);
    const createdAt = new Date(
      status === 'COMPLETED' ? checkIn.getTime() - 20 * 24 * HOUR : now - hoursAgo * HOUR,
    );
    const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
    const studentId = userId(plan.studentUid);
    const paid = ['PAID', 'COMPLETED', 'CANCELLED'].includes(status);
    reservations.push({
      id,
      code,
      studentId,
      roomTypeId: room.id,
      hostelId: room.hostelId,
      ownerId: room.ownerId,
      beds,
      checkIn,
      checkOut,
      status,
      currency: price.currency,
      subtotal: price.subtotal,
      platformFee: price.platformFee,
      total: price.total,
      pricePerBed: price.pricePerBed,
      pricePeriod: price.pricePeriod,
      createdAt,
      studentNote: r.next() < 0.5 ? 'I arrive in the evening; is late check-in possible?' : null,
      responseDeadline: status === 'EXPIRED' ? new Date(now - 24 * HOUR) : at(48),
      ...(status === 'EXPIRED' ? { createdAt: new Date(now - 72 * HOUR) } : {}),
      ...(status === 'DECLINED'
        ? { declineReason: 'Those rooms are closed for renovation on these dates.' }
        : {}),
      ...(['ACCEPTED', 'PAID', 'COMPLETED', 'CANCELLED'].includes(status)
        ? { acceptedAt: at(5), paymentDeadline: at(29) }
        : {}),
      ...(paid ? { paidAt: at(8) } : {}),
      ...(status === 'COMPLETED' ? { completedAt: addDays(checkOut, 1) } : {}),
      ...(status === 'CANCELLED'
        ? { cancelledAt: at(30), cancelledBy: 'STUDENT' as const, cancelReason: 'My plans changed.' }
        : {}),
    });
    CHAINS[status].forEach((to, k) =>
      events.push({
        id: seedId(`event/${plan.key}/${k}`),
        reservationId: id,
        fromStatus: k ? CHAINS[status][k - 1] : null,
        toStatus: to,
        actorId: to === 'ACCEPTED' || to === 'DECLINED' ? room.ownerId : studentId,
        createdAt: at(k * 5),
      }),
    );
    if (paid) {
      const paymentId = seedId(`payment/${plan.key}`);
      const cancelled = status === 'CANCELLED';
      payments.push({
        id: paymentId,
        reservationId: id,
        amount: price.total,
        amountRefunded: cancelled ? price.total : 0,
        currency: price.currency,
        provider: 'sandbox',
        providerReference: `sandbox_pi_${code}`,
        status: cancelled ? 'REFUNDED' : 'SUCCEEDED',
        idempotencyKey: `seed-${code}`,
        createdAt: at(8),
      });
      if (cancelled) {
        refunds.push({
          id: seedId(`refund/${plan.key}`),
          paymentId,
          amount: price.total,
          currency: price.currency,
          status: 'SUCCEEDED',
          reason: 'Cancelled within the free cancellation window.',
          providerReference: `sandbox_re_${code}`,
          idempotencyKey: `seed-refund-${code}`,
        });
      }
      earnings.push({
        id: seedId(`earning/${plan.key}`),
        ownerId: room.ownerId,
        reservationId: id,
        paymentId,
        currency: price.currency,
        gross: price.total,
        platformFee: price.platformFee,
        net: price.subtotal,
        status: cancelled ? 'CANCELLED' : status === 'COMPLETED' ? 'AVAILABLE' : 'PENDING',
        availableAt: new Date(checkIn.getTime() + 24 * HOUR),
      });
    }
    seeded.push({ id, status, studentId, hostelId: room.hostelId, ownerId: room.ownerId, code });
  }

  await prisma.reservation.createMany({ data: reservations, skipDuplicates: true });
  await prisma.reservationEvent.createMany({ data: events, skipDuplicates: true });
  await prisma.payment.createMany({ data: payments, skipDuplicates: true });
  await prisma.refund.createMany({ data: refunds, skipDuplicates: true });
  await seedPayouts(prisma, earnings, today);
  await prisma.earning.createMany({ data: earnings, skipDuplicates: true });
  await syncRoomNights(prisma, [...new Set(rooms.map((room) => room.id))]);
  return seeded;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
