import { SUPPORT_LIMITS } from '@hostel/common';
import { sqlOf } from '../../core/db.js';
import { BATCH_SIZE, processClaimed, type Job } from '../../core/jobs.js';
import { claimStaleResolved } from './support.sql.js';

const DAY = 86_400_000;

/**
 * Closes RESOLVED tickets nobody wrote on for SUPPORT_LIMITS.autoCloseDays after they were resolved.
 * A reply locks the ticket first, so it either lands before the claim (the ticket is no longer due)
 * or waits and finds it closed.
 */
export const closeResolvedTickets: Job = {
  name: 'support.close-resolved',
  run: (db, now, stop) => {
    const before = new Date(now.getTime() - SUPPORT_LIMITS.autoCloseDays * DAY);
    return processClaimed(
      db,
      stop,
      (tx) => claimStaleResolved(sqlOf(tx), before, BATCH_SIZE),
      async (tx, id) => {
        await tx.supportTicket.update({ where: { id }, data: { status: 'CLOSED', closedAt: now } });
      },
    );
  },
};

export const supportJobs: Job[] = [closeResolvedTickets];
