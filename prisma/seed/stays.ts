// The rows one reservation in a given status implies (its status events and, once paid, its
// payment, refund and earning), priced by the same function the reservation service uses, and the
// writing of many of them at once. Used by the demo seed and by the end-to-end fixtures.
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Prisma, ReservationStatus } from '../../api/src/generated/prisma/client.js';
import { availableAtFor } from '../../api/src/modules/earnings/earning.ledger.js';
import { priceStay } from '../../api/src/modules/reservations/pricing.js';
import type { SeededRoom } from './hostels.js';
import { syncRoomNights } from './ledger.js';
import { addDays, type Random, seedId } from './random.js';

const HOUR = 3_600_000;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CHAINS: Record<ReservationStatus, ReservationStatus[]> = {
  PENDING: ['PENDING'],
  ACCEPTED: ['PENDING', 'ACCEPTED'],
  DECLINED: ['PENDING', 'DECLINED'],
  EXPIRED: ['PENDING', 'EXPIRED'],
  PAID: ['PENDING', 'ACCEPTED', 'PAID'],
  COMPLETED: ['PENDING', 'ACCEPTED', 'PAID', 'COMPLETED'],
  CANCELLED: ['PENDING', 'ACCEPTED', 'PAID', 'CANCELLED'],
};
export const RESERVATION_STATUSES = Object.keys(CHAINS) as ReservationStatus[];

/** An 8-character reservation code from the alphabet without look-alike characters. */
export const reservationCode = (r: Random) =>
  Array.from({ length: 8 }, () => r.pick([...CODE_ALPHABET])).join('');

export interface StayPlan {
  /** Seed key the row ids derive from (unique per reservation). */
  key: string;
  room: SeededRoom;
  studentId: string;
  status: ReservationStatus;
  checkIn: Date;
  checkOut: Date;
  beds: number;
  code: string;
  /** When the student sent the request. */
  createdAt: Date;
  studentNote: string | null;
}

export interface StayRows {
  reservation: Prisma.ReservationCreateManyInput;
  events: Prisma.ReservationEventCreateManyInput[];
  payment?: Prisma.PaymentCreateManyInput;
  refund?: Prisma.RefundCreateManyInput;
  earning?: Prisma.EarningCreateManyInput;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The rows of one reservation, dated as the API dates them: each timeline event at its
 * reservation's own timestamp (requested, accepted, paid, cancelled, completed, expired at the
 * deadline), the payment and the owner's earning when it was paid, a refund when it was booked
 * (at the cancellation); `now` places the deadlines of expired requests in the past.
 */
export function stayRows(plan: StayPlan, feePercent: number, now: number): StayRows {
  const { room, status, checkIn, checkOut, beds, code, studentId } = plan;
  const id = seedId(`reservation/${plan.key}`);
  const price = priceStay(room, { checkIn: iso(checkIn), checkOut: iso(checkOut), beds }, feePercent);
  const createdAt = status === 'EXPIRED' ? new Date(now - 72 * HOUR) : plan.createdAt;
  const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  const paid = ['PAID', 'COMPLETED', 'CANCELLED'].includes(status);
  const cancelled = status === 'CANCELLED';
  const answeredAt = at(5);
  const paidAt = at(8);
  const cancelledAt = at(30);
  const completedAt = addDays(checkOut, 1);
  const responseDeadline = at(48);
  const eventAt: Record<ReservationStatus, Date> = {
    PENDING: createdAt,
    ACCEPTED: answeredAt,
    DECLINED: answeredAt,
    EXPIRED: responseDeadline,
    PAID: paidAt,
    CANCELLED: cancelledAt,
    COMPLETED: completedAt,
  };
  const rows: StayRows = {
    reservation: {
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
      studentNote: plan.studentNote,
      responseDeadline,
      ...(status === 'DECLINED'
        ? { declineReason: 'Those rooms are closed for renovation on these dates.' }
        : {}),
      ...(['ACCEPTED', 'PAID', 'COMPLETED', 'CANCELLED'].includes(status)
        ? { acceptedAt: answeredAt, paymentDeadline: at(29) }
        : {}),
      ...(paid ? { paidAt } : {}),
      ...(status === 'COMPLETED' ? { completedAt } : {}),
      ...(cancelled
        ? { cancelledAt, cancelledBy: 'STUDENT' as const, cancelReason: 'My plans changed.' }
        : {}),
    },
    events: CHAINS[status].map((to, k) => ({
      id: seedId(`event/${plan.key}/${k}`),
      reservationId: id,
      fromStatus: k ? CHAINS[status][k - 1] : null,
      toStatus: to,
      actorId: to === 'ACCEPTED' || to === 'DECLINED' ? room.ownerId : studentId,
      createdAt: eventAt[to],
    })),
  };
  if (!paid) return rows;
  const paymentId = seedId(`payment/${plan.key}`);
  rows.payment = {
    id: paymentId,
    reservationId: id,
    amount: price.total,
    amountRefunded: cancelled ? price.total : 0,
    currency: price.currency,
    provider: 'sandbox',
    providerReference: `sandbox_pi_${code}`,
    status: cancelled ? 'REFUNDED' : 'SUCCEEDED',
    idempotencyKey: `seed-${code}`,
    createdAt: paidAt,
  };
  if (cancelled) {
    rows.refund = {
      id: seedId(`refund/${plan.key}`),
      paymentId,
      amount: price.total,
      currency: price.currency,
      status: 'SUCCEEDED',
      reason: 'Cancelled within the free cancellation window.',
      providerReference: `sandbox_re_${code}`,
      idempotencyKey: `seed-refund-${code}`,
      attempts: 1,
      createdAt: cancelledAt,
    };
  }
  // The ledger balances: the student paid the total, the owner earns the subtotal, the rest is the
  // fee; a full refund takes all of it back (as the API's reduceEarning does).
  rows.earning = {
    id: seedId(`earning/${plan.key}`),
    ownerId: room.ownerId,
    reservationId: id,
    paymentId,
    currency: price.currency,
    ...(cancelled
      ? { gross: 0, platformFee: 0, net: 0, status: 'CANCELLED' as const }
      : {
          gross: price.total,
          platformFee: price.platformFee,
          net: price.subtotal,
          status: status === 'COMPLETED' ? ('AVAILABLE' as const) : ('PENDING' as const),
        }),
    availableAt: availableAtFor(checkIn, room.timeZone),
    createdAt: paidAt,
  };
  return rows;
}

/**
 * Writes the reservations and their rows (existing ones are left alone) and recomputes the free
 * beds of their room types. Payouts the earnings name must exist already.
 */
export async function writeStays(prisma: PrismaClient, stays: StayRows[]): Promise<void> {
  const all = <T>(pick: (stay: StayRows) => T | T[] | undefined) =>
    stays.flatMap((stay) => pick(stay) ?? []) as T[];
  await prisma.reservation.createMany({ data: all((s) => s.reservation), skipDuplicates: true });
  await prisma.reservationEvent.createMany({ data: all((s) => s.events), skipDuplicates: true });
  await prisma.payment.createMany({ data: all((s) => s.payment), skipDuplicates: true });
  await prisma.refund.createMany({ data: all((s) => s.refund), skipDuplicates: true });
  await prisma.earning.createMany({ data: all((s) => s.earning), skipDuplicates: true });
  const roomTypeIds = [...new Set(stays.map((s) => s.reservation.roomTypeId))];
  await syncRoomNights(prisma, roomTypeIds);
}
