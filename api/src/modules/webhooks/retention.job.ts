import type { Job } from '../../core/jobs.js';
import { Prisma } from '../../generated/prisma/client.js';
import { EVENT_RETENTION_DAYS } from '../events/index.js';

/** The delivery log keeps finished deliveries as long as the feed keeps their events. */
export const deliveryRetentionJob: Job = {
  name: 'webhooks.retention',
  async run(db, now) {
    const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
    const rows = await db.query<{ count: bigint }>(Prisma.sql`
      WITH gone AS (
        DELETE FROM "WebhookDelivery" WHERE status <> 'PENDING' AND "createdAt" < ${before} RETURNING 1)
      SELECT count(*) AS count FROM gone`);
    return Number(rows[0]?.count ?? 0);
  },
};
