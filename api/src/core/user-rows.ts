// Signed-in users' rows, kept in memory between requests. Every signed-in request needs its
// viewer's row, and reading it cost a database round trip per request (docs/benchmarks.md). A
// row is kept only while this process hears about every change to
// it: a trigger on "User" (migration 20261122183000) notifies `user_changed` with the firebaseUid
// when a change commits, and this process LISTENs. Hazard: a change made with triggers off
// (session_replication_role = replica) is not heard; kept rows still expire after TTL_MS.
import type { User } from '../generated/prisma/client.js';
import type { Database } from './db.js';
import type { Logger } from './logger.js';

export const USER_CHANGED_CHANNEL = 'user_changed';
const TTL_MS = 60_000;
const MAX_ROWS = 10_000;

export interface UserRows {
  /** The row of a Firebase uid: the kept one while valid, otherwise `read` (kept when safe). */
  byFirebaseUid(uid: string, read: (uid: string) => Promise<User | undefined>): Promise<User | undefined>;
  /**
   * Forgets a row this process has just changed (after the commit): the notification of the change
   * arrives a moment later, and the user's very next request must already see it.
   */
  forget(uid: string): void;
  /**
   * Calls `listener` with the uid of every user row that changed (here or, once heard, on another
   * instance), or '*' when any may have; returns a function that stops.
   */
  onChange(listener: (uid: string) => void): () => void;
  /** Counts every forgetting so far (notified, local or wholesale); tests wait on it. */
  readonly changes: number;
  close(): Promise<void>;
}

export async function openUserRows(db: Database, logger: Logger): Promise<UserRows> {
  const rows = new Map<string, { row: User; until: number }>();
  let listening = false;
  // Bumped by every forgetting: a read that began before one may have seen the old row, so
  // it is not kept.
  let changes = 0;
  const listeners = new Set<(uid: string) => void>();
  const forget = (uid: string) => {
    changes++;
    if (uid === '*') rows.clear();
    else rows.delete(uid);
    for (const listener of listeners) listener(uid);
  };
  const stop = await db.listen(USER_CHANGED_CHANNEL, {
    message: forget,
    up() {
      forget('*'); // changes made while not listening are unknown
      listening = true;
    },
    down() {
      listening = false;
      forget('*');
      logger.warn('Lost the database notifications of user changes; reading users every request');
    },
  });
  return {
    async byFirebaseUid(uid, read) {
      const kept = rows.get(uid);
      if (kept && listening && kept.until > Date.now()) return kept.row;
      const before = changes;
      const row = await read(uid);
      if (row && listening && changes === before) {
        rows.delete(uid);
        if (rows.size >= MAX_ROWS) rows.delete(rows.keys().next().value!); // oldest first
        // Shared by every request of this user from now on: frozen, so none can change it for the rest.
        rows.set(uid, { row: Object.freeze(row), until: Date.now() + TTL_MS });
      }
      return row;
    },
    forget,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get changes() {
      return changes;
    },
    close: stop,
  };
}
