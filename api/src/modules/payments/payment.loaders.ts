import type { Database } from '../../core/db.js';
import { batchLoader, groupBy, perRequest } from '../../core/loaders.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';

export type PaymentWithRefunds = Payment & { refunds: Refund[] };

/**
 * The payments of a page of reservations, one statement whatever the page size. The keys come
 * from reservations the viewer may see: callers check the policy before loading.
 */
function createLoaders(db: Database) {
  return {
    payments: batchLoader<string, PaymentWithRefunds[]>(async (ids) => {
      const rows = await db.prisma.payment.findMany({
        where: { reservationId: { in: ids } },
        include: { refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return groupBy(rows, (row) => row.reservationId);
    }, []),
  };
}

/** The payment loaders of one request. */
export const paymentLoaders = perRequest((ctx: { db: Database }) => createLoaders(ctx.db));
