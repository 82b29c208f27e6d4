import type { Job } from '../../core/jobs.js';
import { EVENT_RETENTION_DAYS } from './event.service.js';
import { deleteEventsBefore } from './event.sql.js';

/** Deletes feed events older than the retention period (integrators are told they are kept 90 days). */
export const eventRetentionJob: Job = {
  name: 'events.retention',
  async run(db, now) {
    const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
    return deleteEventsBefore(db.query, before);
  },
};
