import type { PrismaClient } from '../../core/db.js';
import type { Hostel, Payment, Refund, ReservationEvent } from '../../generated/prisma/client.js';
import { BatchLoader, groupBy } from '../hostels/batch-loader.js';
import type { ReservationPartyObject } from './reservation.types.js';

export type PaymentWithRefunds = Payment & { refunds: Refund[] };

/**
 * Relations of a page of reservations, one statement per relation whatever the page size. The
 * keys come from reservations the viewer may see: callers check the policy before loading.
 */
function createLoaders(prisma: PrismaClient) {
  return {
    hostel: new BatchLoader<string, Hostel | null>(async (ids) => {
      const rows = await prisma.hostel.findMany({ where: { id: { in: ids } } });
      return new Map(rows.map((row) => [row.id, row]));
    }, null),

    roomTypeName: new BatchLoader<string, string | null>(async (ids) => {
      const rows = await prisma.roomType.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true },
      });
      return new Map(rows.map((row) => [row.id, row.name]));
    }, null),

    party: new BatchLoader<string, ReservationPartyObject | null>(async (ids) => {
      const rows = await prisma.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, displayName: true },
      });
      return new Map(rows.map((row) => [row.id, row]));
    }, null),

    events: new BatchLoader<string, ReservationEvent[]>(async (ids) => {
      const rows = await prisma.reservationEvent.findMany({
        where: { reservationId: { in: ids } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return groupBy(rows, (row) => row.reservationId);
    }, []),

    payments: new BatchLoader<string, PaymentWithRefunds[]>(async (ids) => {
      const rows = await prisma.payment.findMany({
        where: { reservationId: { in: ids } },
        include: { refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return groupBy(rows, (row) => row.reservationId);
    }, []),
  };
}

export type ReservationLoaders = ReturnType<typeof createLoaders>;

const perRequest = new WeakMap<object, ReservationLoaders>();

/** The loaders of one request (the GraphQL context object identifies the request). */
export function reservationLoaders(ctx: { prisma: PrismaClient }) {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx.prisma);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
