// Sends the push outbox after commit (`notifications.push`, woken by the PushDelivery_wake trigger).
// Each claimed delivery is one encrypted POST to the device's push service: 2xx marks it sent; 404
// or 410 (the browser unsubscribed) removes the device; 429, 5xx, a timeout or a network error
// retries with backoff; any other answer fails it at once. A user suspended by then gets nothing.
import type { Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { sendPush, type PushChannel } from './push.send.js';
import {
  claimPushesSql,
  pushNotSentSql,
  pushSentSql,
  removeSubscriptionSql,
  type ClaimedPush,
} from './push.sql.js';

/** Longer than a POST may take (push.send.ts's timeout), so a lease never lapses mid-send. */
export const PUSH_LEASE_MS = 60_000;
/** Waits before the 2nd, 3rd, ... attempt; after the last the delivery is FAILED. */
export const PUSH_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];
const BATCH = 50;
/** Pushes in flight at once (each its own connection). */
const CONCURRENCY = 5;
/** What a lock screen shows of a notice at most; the app has the whole text. */
const BODY_MAX = 300;

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * What a device is sent: the notice's title, body and link as the app shows them, nothing about the
 * user. A party's own words in a notice were masked when it was written (the contact-details rule of
 * modules/reservations), so a lock screen shows no more than the app does.
 */
export function pushPayload(push: Pick<ClaimedPush, 'title' | 'body' | 'link'>) {
  const body = push.body.length > BODY_MAX ? `${push.body.slice(0, BODY_MAX - 1)}…` : push.body;
  return { title: push.title, body, link: push.link };
}

export function pushJob(channel: PushChannel, logger: Logger): Job {
  return {
    name: 'notifications.push',
    async run(db, now, stop) {
      const { keys } = channel;
      if (!keys) return 0;
      let sent = 0;
      const retry = (push: ClaimedPush, error: string) => {
        const delay = PUSH_RETRY_DELAYS_MS[push.attempts - 1];
        return db.query(
          pushNotSentSql(
            push,
            delay === undefined ? 'FAILED' : 'QUEUED',
            new Date(now.getTime() + (delay ?? 0)),
            error,
          ),
        );
      };
      const deliver = async (push: ClaimedPush) => {
        if (push.userStatus !== 'ACTIVE') {
          await db.query(pushNotSentSql(push, 'DROPPED', now, 'The user is suspended.'));
          return;
        }
        let status: number;
        try {
          status = await sendPush({ ...channel, keys }, push, pushPayload(push));
        } catch (err) {
          // A timeout, a refused connection or an address the guard refuses: tried again later.
          logger.warn({ err, pushId: push.id, attempt: push.attempts }, 'A push could not be sent');
          await retry(push, (err as Error).message);
          return;
        }
        if (status >= 200 && status < 300) {
          sent++;
          await db.query(pushSentSql(push, now));
        } else if (status === 404 || status === 410) {
          await db.query(removeSubscriptionSql(push));
        } else if (retryable(status)) {
          await retry(push, `The push service answered ${status}.`);
        } else {
          await db.query(pushNotSentSql(push, 'FAILED', now, `The push service answered ${status}.`));
        }
      };
      for (;;) {
        const rows = await db.query<ClaimedPush>(
          claimPushesSql(now, new Date(now.getTime() + PUSH_LEASE_MS), BATCH),
        );
        let next = 0;
        const worker = async () => {
          while (next < rows.length && !stop?.aborted) await deliver(rows[next++]!);
        };
        await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
        // Rows claimed but not started (a shutdown) wait out their lease, then go again.
        if (rows.length < BATCH || stop?.aborted) return sent;
      }
    },
  };
}
