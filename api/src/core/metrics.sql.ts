// The statement of a metrics scrape (metrics-gauges.ts): every figure the database gives, in one
// round trip, under a statement timeout.
import { PaymentStatus, PayoutStatus, Prisma } from '../generated/prisma/client.js';
import type { SqlQuery } from './db.js';

export const COUNT_CAP = 10_000;

/**
 * Due work per job, as each job's claim selects it (same tables and conditions; the claim's file
 * is named): `at` is when an item became due, so the oldest one's age shows a job falling behind.
 */
const QUEUES: { job: string; from: string; due: string; at: string }[] = [
  // notifications/email.jobs.ts
  { job: 'notifications.email', from: '"EmailOutbox"', due: `status = 'QUEUED'`, at: '"nextAttemptAt"' },
  // notifications/push.job.ts
  { job: 'notifications.push', from: '"PushDelivery"', due: `status = 'QUEUED'`, at: '"nextAttemptAt"' },
  // webhooks/delivery.sql.ts
  { job: 'webhooks.deliver', from: '"WebhookDelivery"', due: `status = 'PENDING'`, at: '"nextAttemptAt"' },
  // notifications/broadcast.service.ts
  { job: 'notifications.broadcasts', from: '"Broadcast"', due: `status <> 'SENT'`, at: '"sendAt"' },
  // payments/payment.sql.ts, payments/sandbox.sql.ts
  { job: 'refunds.retry', from: '"Refund"', due: 'true', at: '"nextAttemptAt"' },
  { job: 'sandbox.redeliver', from: '"SandboxCharge"', due: 'true', at: '"nextDeliveryAt"' },
  // earnings/earning.sql.ts, reservations/reservation.sql.ts
  { job: 'earnings.release', from: '"Earning"', due: `status = 'PENDING'`, at: '"availableAt"' },
  {
    job: 'reservations.expire',
    from: '"Reservation"',
    due: `(status = 'PENDING' AND "responseDeadline" <= now()) OR (status = 'ACCEPTED' AND "paymentDeadline" <= now())`,
    at: `CASE WHEN status = 'PENDING' THEN "responseDeadline" ELSE "paymentDeadline" END`,
  },
];

const capped = (from: string, where: string) =>
  `(SELECT count(*) FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${COUNT_CAP}) c)::float8`;
const figure = (metric: string, label: string, value: string) =>
  `SELECT '${metric}' AS metric, ${label} AS label, ${value} AS value`;

// Rows of (metric, label, value): every figure of one scrape in one round trip.
const SCRAPE_SQL = Prisma.raw(
  [
    ...QUEUES.flatMap(({ job, from, due, at }) => {
      const where = `(${due}) AND ${at} <= now()`;
      return [
        figure('due', `'${job}'`, capped(from, where)),
        figure(
          'age',
          `'${job}'`,
          `coalesce((SELECT extract(epoch FROM now() - ${at}) FROM ${from} WHERE ${where} ORDER BY ${at} LIMIT 1), 0)::float8`,
        ),
      ];
    }),
    figure('email', `''`, capped('"EmailOutbox"', `status = 'QUEUED'`)),
    figure('webhook', `''`, capped('"WebhookDelivery"', `status = 'PENDING'`)),
    ...Object.values(PaymentStatus).map((s) =>
      figure('payment', `'${s}'`, capped('"Payment"', `status = '${s}'`)),
    ),
    ...Object.values(PayoutStatus).map((s) =>
      figure('payout', `'${s}'`, capped('"Payout"', `status = '${s}'`)),
    ),
    `SELECT 'lastRun' AS metric, name AS label, extract(epoch FROM now() - "lastRunAt")::float8 AS value FROM "JobRun"`,
  ].join('\nUNION ALL '),
);

export type ScrapeFigure = { metric: string; label: string; value: number };

/**
 * Every figure of one scrape as rows of (metric, label, value), the statement bounded by
 * `timeoutMs` (`sql`: a transaction's, so the timeout ends with it).
 */
export async function readScrapeFigures(sql: SqlQuery, timeoutMs: number) {
  await sql(Prisma.sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`);
  return sql<ScrapeFigure>(SCRAPE_SQL);
}
