import { deleteIdempotencyKeysBefore } from './idempotency.sql.js';
import type { Job } from './jobs.js';

/** How long a key answers retries (Stripe's window): a client retries within minutes, not days. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Deletes keys older than IDEMPOTENCY_KEY_HOURS: after that, the same key makes a new object. */
export const idempotencyRetentionJob: Job = {
  name: 'idempotency.retention',
  run: (db, now) =>
    deleteIdempotencyKeysBefore(db.query, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000)),
};
