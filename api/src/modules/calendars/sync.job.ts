// Syncs imported calendar feeds every 30 minutes: a few at a time, each claimed with a lease (the
// fetch takes up to 10 s, so no transaction stays open over it).
import type { Job } from '../../core/jobs.js';
import { claimDueFeeds } from './calendar.sql.js';
import { syncFeed, type SyncDeps } from './sync.service.js';

/** Longer than a fetch and its apply: a feed is never synced twice at once by two runners. */
export const SYNC_LEASE_MS = 2 * 60_000;
const BATCH = 5;

export function syncJob(services: Omit<SyncDeps, 'db'>): Job {
  return {
    name: 'calendars.sync',
    async run(db, now, stop) {
      let synced = 0;
      for (;;) {
        const due = await claimDueFeeds(db.query, now, new Date(now.getTime() + SYNC_LEASE_MS), BATCH);
        const results = await Promise.allSettled(due.map(({ id }) => syncFeed({ ...services, db }, id, now)));
        synced += due.length;
        // Every feed's outcome is recorded; an unexpected failure is the runner's to log.
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
        if (due.length < BATCH || stop?.aborted) return synced;
      }
    },
  };
}
