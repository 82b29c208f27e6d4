import type { Job } from '../../core/jobs.js';
import { Prisma } from '../../generated/prisma/client.js';
import { EVENT_RETENTION_DAYS } from './event.service.js';

/** Deletes feed events older than the retention period (integrators are told they are kept 90 days). */
export const eventRetentionJob: Job = {
  name: 'events.retention',
  async run(db, now) {
    const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
    const rows = await db.query<{ count: bigint }>(Prisma.sql`
      WITH gone AS (DELETE FROM "DomainEvent" WHERE "createdAt" < ${before} RETURNING 1)
      SELECT count(*) AS count FROM gone`);
    return Number(rows[0]?.count ?? 0);
  },
};
