import type { Job } from '../../core/jobs.js';
import { EVENT_RETENTION_DAYS } from '../events/index.js';
import { deleteFinishedDeliveries } from './delivery.sql.js';

/** The delivery log keeps finished deliveries as long as the feed keeps their events. */
export const deliveryRetentionJob: Job = {
  name: 'webhooks.retention',
  async run(db, now) {
    const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
    return deleteFinishedDeliveries(db.query, before);
  },
};
