// Turns feed events into webhook deliveries, after commit and never in the way of the change: each
// subscription keeps the last event id it has handled, never past the feed's end (FEED_END: no event
// can commit below it later), so reading after that id never skips an event. The unique
// (subscriptionId, eventId) makes a re-read event one delivery, never two.
import { BATCH_SIZE, processClaimed, type Job } from '../../core/jobs.js';
import { sqlOf, type Tx } from '../../core/db.js';
import { eventPayload, readEvents, RESERVATION_EVENT_TYPES } from '../events/index.js';
import {
  claimSubscriptionsBehind,
  feedEnd,
  insertDeliveries,
  setLastEventId,
  subscriptionReader,
} from './fanout.sql.js';

/** Events one subscription takes into deliveries per pass. */
export const FANOUT_LIMIT = 500;
/**
 * How often the fan-out looks for new events (a cheap read when there are none). Events do not
 * wake it by NOTIFY: that would make every event-writing commit wait for the others (core/jobs.ts).
 */
export const FANOUT_POLL_MS = 500;

export const fanoutJob: Job = {
  name: 'webhooks.fanout',
  pollMs: FANOUT_POLL_MS,
  run: (db, now, stop) =>
    processClaimed(
      db,
      stop,
      (tx) => claimSubscriptionsBehind(sqlOf(tx), BATCH_SIZE),
      (tx, id) => fanOut(tx, id, now),
    ),
};

async function fanOut(tx: Tx, id: string, now: Date) {
  const sql = sqlOf(tx);
  const sub = await subscriptionReader(sql, id);
  if (!sub) return;
  const max = await feedEnd(sql);
  let cursor = max;
  // A suspended or removed owner, or a revoked client, receives nothing meanwhile.
  if (sub.userId && sub.status === 'ACTIVE') {
    // What the client's owner may read, of the kinds subscribed to, within the client's scopes.
    const types = sub.events.filter(
      (type) => sub.scopes.includes('reservations:read') || !RESERVATION_EVENT_TYPES.includes(type),
    );
    const rows = await readEvents(
      sql,
      { id: sub.userId, role: sub.role! },
      { after: sub.lastEventId, upTo: max, limit: FANOUT_LIMIT, types },
    );
    if (rows.length > 0) {
      const events = rows.map((row) => ({ ...row, payload: JSON.stringify(eventPayload(row)) }));
      await insertDeliveries(sql, sub.id, events, now);
    }
    if (rows.length === FANOUT_LIMIT) cursor = BigInt(rows.at(-1)!.id);
  }
  await setLastEventId(sql, sub.id, cursor);
}
