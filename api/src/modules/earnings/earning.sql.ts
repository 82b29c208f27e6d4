// The earnings ledger's hand-written SQL: releases, the owner's summary, locking payable earnings
// for a payout, and the monthly reconciliation.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { ReconciliationRow } from './payout-reconciliation.js';

/** Locks (SKIP LOCKED) up to `limit` PENDING earnings whose hold ended by `now`; answers their ids. */
export const claimReleasable = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "Earning" WHERE status = 'PENDING' AND "availableAt" <= ${now}
    ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

/** The owner's totals per currency (pending, available, requested, paid out); cancelled count nowhere. */
export const earningTotals = (sql: SqlQuery, ownerId: string) =>
  sql<{
    currency: string;
    pendingAmount: number;
    availableAmount: number;
    requestedAmount: number;
    paidOutAmount: number;
    nextAvailableAt: Date | null;
  }>(Prisma.sql`
    SELECT currency,
      COALESCE(SUM(net) FILTER (WHERE status = 'PENDING'), 0)::float8 AS "pendingAmount",
      COALESCE(SUM(net) FILTER (WHERE status = 'AVAILABLE' AND "payoutId" IS NULL), 0)::float8 AS "availableAmount",
      COALESCE(SUM(net) FILTER (WHERE status = 'AVAILABLE' AND "payoutId" IS NOT NULL), 0)::float8 AS "requestedAmount",
      COALESCE(SUM(net) FILTER (WHERE status = 'PAID_OUT'), 0)::float8 AS "paidOutAmount",
      MIN("availableAt") FILTER (WHERE status = 'PENDING') AS "nextAvailableAt"
    FROM "Earning" WHERE "ownerId" = ${ownerId}::uuid AND status <> 'CANCELLED'
    GROUP BY currency ORDER BY currency`);

/** The owner's earnings by month of the payment (as the calendar reads where the hostel is) and currency. */
export const earningsByMonth = (sql: SqlQuery, ownerId: string) =>
  sql<{
    month: string;
    currency: string;
    grossAmount: number;
    platformFeeAmount: number;
    netAmount: number;
  }>(Prisma.sql`
    SELECT to_char(e."createdAt" AT TIME ZONE h."timeZone", 'YYYY-MM') AS month, e.currency,
      SUM(e.gross)::float8 AS "grossAmount", SUM(e."platformFee")::float8 AS "platformFeeAmount",
      SUM(e.net)::float8 AS "netAmount"
    FROM "Earning" e
    JOIN "Reservation" r ON r.id = e."reservationId" JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE e."ownerId" = ${ownerId}::uuid AND e.status <> 'CANCELLED'
    GROUP BY 1, 2 ORDER BY 1, 2`);

/** An earning a payout may take. */
export interface PayableEarning {
  id: string;
  currency: string;
  net: number;
}

/**
 * Locks the owner's AVAILABLE earnings not yet in a payout (of `currency`, or all) FOR UPDATE in
 * id order until the transaction ends, so the same money is never requested twice; with
 * `skipLocked`, earnings another transaction holds are left out instead of waited for.
 */
export const lockPayableEarnings = (
  sql: SqlQuery,
  ownerId: string,
  { currency, skipLocked = false }: { currency?: string; skipLocked?: boolean } = {},
) =>
  sql<PayableEarning>(Prisma.sql`
    SELECT id, currency, net FROM "Earning"
    WHERE "ownerId" = ${ownerId}::uuid AND status = 'AVAILABLE' AND "payoutId" IS NULL
      ${currency === undefined ? Prisma.empty : Prisma.sql`AND currency = ${currency}`}
    ORDER BY id FOR UPDATE ${skipLocked ? Prisma.sql`SKIP LOCKED` : Prisma.empty}`);

/**
 * The money of the earnings dated in [start, end) per currency: what their payments took, refunds
 * of those payments, fees, paid out and still held.
 */
export const reconciliationRows = (sql: SqlQuery, start: Date, end: Date) =>
  sql<Omit<ReconciliationRow, 'month' | 'differenceAmount'>>(Prisma.sql`
    WITH month AS (
      SELECT e.*, p.amount AS taken FROM "Earning" e JOIN "Payment" p ON p.id = e."paymentId"
      WHERE e."createdAt" >= ${start} AND e."createdAt" < ${end}
    )
    SELECT m.currency,
      SUM(m.taken)::float8 AS "takenAmount",
      COALESCE((SELECT SUM(r.amount) FROM "Refund" r WHERE r."paymentId" IN (
        SELECT "paymentId" FROM month WHERE currency = m.currency)), 0)::float8 AS "refundedAmount",
      SUM(m."platformFee")::float8 AS "platformFeeAmount",
      COALESCE(SUM(m.net) FILTER (WHERE m.status = 'PAID_OUT'), 0)::float8 AS "paidOutAmount",
      COALESCE(SUM(m.net) FILTER (WHERE m.status IN ('PENDING', 'AVAILABLE')), 0)::float8 AS "heldAmount"
    FROM month m GROUP BY m.currency ORDER BY m.currency`);
