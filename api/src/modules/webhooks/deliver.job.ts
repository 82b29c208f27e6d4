// Sends webhook deliveries. A sender claims due rows in one statement (FOR UPDATE SKIP LOCKED, then
// a lease, as the e-mail outbox does): while the lease runs no other sender, instance or redelivery
// takes the row, and the lease outlasts the request timeout, so one delivery is never in flight
// twice. Failures retry with growing delays for about three days; a delivery that exhausts them
// turns its subscription off and tells the owner.
import type { Config } from '../../core/config.js';
import { sqlOf, type Database } from '../../core/db.js';
import type { Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { WEBHOOK_RETRY_MINUTES } from '@hostel/common';
import { notify } from '../notifications/index.js';
import {
  claimDeliveries,
  countFailure,
  disableSubscription,
  logAttempt,
  markDelivered,
  markFailed,
  type Claimed,
} from './delivery.sql.js';
import { post, type Answer } from './send.js';

/** Waits before the 2nd, 3rd, ... attempt (about 72 hours in all); after the last the delivery FAILED. */
export const WEBHOOK_RETRY_DELAYS_MS = WEBHOOK_RETRY_MINUTES.map((minutes) => minutes * 60_000);
export const WEBHOOK_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export function deliverJob(services: { config: Config; logger: Logger }): Job {
  return {
    name: 'webhooks.deliver',
    async run(db, now, stop) {
      let sent = 0;
      for (;;) {
        const rows = await claimDeliveries(db.query, now, new Date(now.getTime() + WEBHOOK_LEASE_MS), BATCH);
        await Promise.all(rows.map((row) => attempt(db, row, now)));
        sent += rows.length;
        // Sending may have freed the next delivery of a subject: stop only when nothing is due
        // (or at a shutdown: a batch's deliveries all start at once, so none is left unstarted).
        if (rows.length === 0 || stop?.aborted) return sent;
      }
    },
  };

  async function attempt(db: Database, row: Claimed, now: Date) {
    let answer: Answer | null = null;
    let error: string | null = null;
    const started = performance.now();
    try {
      answer = await post(row, services.config.webhooks.allowLoopback);
      if (answer.status < 200 || answer.status >= 300) error = `The endpoint answered HTTP ${answer.status}.`;
    } catch (err) {
      error = (err as Error).message.slice(0, 500) || 'The request failed.';
    }
    const status = answer?.status ?? null;
    // Every attempt is logged, even one whose result no longer counts (a redelivery started meanwhile).
    await logAttempt(db.query, {
      deliveryId: row.id,
      at: row.attemptAt,
      status,
      error,
      durationMs: Math.round(performance.now() - started),
      excerpt: answer?.excerpt ?? null,
    });
    if (!error) {
      await markDelivered(db.query, row, status, now);
      return;
    }
    services.logger.warn({ deliveryId: row.id, attempt: row.attempts, error }, 'A webhook delivery failed');
    const delay = WEBHOOK_RETRY_DELAYS_MS[row.attempts - 1];
    await db.prisma.$transaction(async (tx) => {
      const sql = sqlOf(tx);
      const final = delay === undefined;
      const nextAttemptAt = new Date(now.getTime() + (delay ?? 0));
      if (!(await markFailed(sql, row, { status, error, final, nextAttemptAt }))) return;
      await countFailure(sql, row.subscriptionId);
      if (!final) return;
      const sub = await disableSubscription(sql, row.subscriptionId, now);
      if (!sub?.ownerId) return;
      await notify(sql, {
        userId: sub.ownerId,
        kind: 'WEBHOOK_DISABLED',
        subjectId: `${sub.id}@${now.toISOString()}`,
        title: 'A webhook was turned off',
        body: `Deliveries to ${sub.url} failed for three days, so the subscription was turned off. Fix the endpoint, then turn it on again and redeliver what it missed.`,
        link: null,
      });
    });
  }
}
