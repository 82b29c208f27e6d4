// Changes PostgreSQL announces when they commit, for subscriptions. A trigger (a module's migration)
// calls pg_notify('db_changes', '{"topic": ..., "ids": [...], "payload": {...}}') (or, for a statement
// of many rows, '{"topic": ..., "each": [{"id": ..., "payload": {...}}, ...]}'); every API instance
// LISTENs itself and hands the change to its own subscribers, so it covers every way a row changes
// (requests, jobs, webhooks, other instances) with no publish call after each commit, and a
// rolled-back change is never heard. A change made while not listening is missed: clients fetch
// again when they reconnect.
import type { Database } from './db.js';
import type { Logger } from './logger.js';
import { createLocalPubSub } from './pubsub.js';

export const DB_CHANGES_CHANNEL = 'db_changes';

export interface DbChanges {
  /** The changes of `topic` (see core/pubsub.ts's Topic) announced for `id`. */
  subscribe(topic: string, id: string): AsyncIterableIterator<unknown>;
  /** How many subscriptions of this instance wait for `topic` and `id` (tests wait for theirs). */
  listeners(topic: string, id: string): number;
  close(): Promise<void>;
}

/** One payload for some ids, or (`each`) a payload per id: a statement's many notices in one message. */
type Announcement =
  | { topic: string; ids: (string | null)[]; payload: unknown }
  | { topic: string; each: { id: string; payload: unknown }[] };

export async function openDbChanges(db: Database, logger: Logger): Promise<DbChanges> {
  const local = createLocalPubSub();
  const stop = await db.listen(DB_CHANGES_CHANNEL, {
    message(text) {
      try {
        const change = JSON.parse(text) as Announcement;
        if ('each' in change)
          for (const { id, payload } of change.each) local.publish(change.topic, id, payload);
        else for (const id of new Set(change.ids)) if (id) local.publish(change.topic, id, change.payload);
      } catch (err) {
        logger.error({ err }, 'Dropped a malformed database change notification');
      }
    },
    up() {},
    down() {
      logger.warn('Lost the database notifications of changes; live updates wait for the reconnection');
    },
  });
  return {
    subscribe: (topic, id) => local.subscribe(topic, id),
    listeners: (topic, id) => local.listeners(topic, id),
    async close() {
      await stop();
      await local.close();
    },
  };
}
