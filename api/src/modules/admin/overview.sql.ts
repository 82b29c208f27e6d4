// The admin overview's statements: a fixed number, whatever the size of the platform. Read-only
// SQL over the tables other modules write; the rules for writing them stay in those modules.
import { Prisma } from '../../generated/prisma/client.js';

export interface PlatformCounts {
  signUps7Days: number;
  signUps30Days: number;
  publishedHostels: number;
  listingsWaiting: number;
  openTickets: number;
  payoutsRequested: number;
}

export const countsStatement = (now: Date) => Prisma.sql`
  SELECT
    (SELECT COUNT(*) FROM "User" WHERE "createdAt" >= ${now}::timestamptz - interval '7 days')::int AS "signUps7Days",
    (SELECT COUNT(*) FROM "User" WHERE "createdAt" >= ${now}::timestamptz - interval '30 days')::int AS "signUps30Days",
    (SELECT COUNT(*) FROM "Hostel" WHERE status = 'PUBLISHED')::int AS "publishedHostels",
    (SELECT COUNT(*) FROM "Hostel" WHERE status = 'PENDING_REVIEW')::int AS "listingsWaiting",
    (SELECT COUNT(*) FROM "SupportTicket" WHERE status IN ('OPEN', 'IN_PROGRESS'))::int AS "openTickets",
    (SELECT COUNT(*) FROM "Payout" WHERE status = 'REQUESTED')::int AS "payoutsRequested"`;

/** Counts by a status-like column: `[{ key, count }]`, every value present at least once. */
export const usersByRoleStatement = Prisma.sql`
  SELECT role::text AS key, COUNT(*)::int AS count FROM "User" GROUP BY role ORDER BY role`;

export const reservationsByStatusStatement = Prisma.sql`
  SELECT status::text AS key, COUNT(*)::int AS count FROM "Reservation" GROUP BY status ORDER BY status`;

export interface MoneyMonth {
  month: string;
  currency: string;
  grossAmount: number;
  platformFeesAmount: number;
  refundsAmount: number;
}

/**
 * Money by calendar month (UTC) and currency over the last `months` months: gross booking value
 * (payments taken, before refunds), platform fees kept (the earnings' fee, less refunded shares)
 * and refunds paid.
 */
export const moneyByMonthStatement = (now: Date, months: number) => Prisma.sql`
  WITH since AS (SELECT date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(months => ${months - 1}::int) AS at),
  money AS (
    SELECT p."createdAt" AS at, p.currency, p.amount AS gross, 0 AS fee, 0 AS refund FROM "Payment" p
      WHERE p.status IN ('SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED')
    UNION ALL
    SELECT e."createdAt", e.currency, 0, e."platformFee", 0 FROM "Earning" e
    UNION ALL
    SELECT r."createdAt", r.currency, 0, 0, r.amount FROM "Refund" r WHERE r.status = 'SUCCEEDED'
  )
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency,
    SUM(gross)::float8 AS "grossAmount", SUM(fee)::float8 AS "platformFeesAmount",
    SUM(refund)::float8 AS "refundsAmount"
  FROM money WHERE (at AT TIME ZONE 'UTC') >= (SELECT at FROM since)
  GROUP BY 1, 2 ORDER BY 1, 2`;
