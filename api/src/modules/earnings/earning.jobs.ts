import { audit } from '../../core/audit.js';
import { sqlOf } from '../../core/db.js';
import { processClaimed, BATCH_SIZE, type Job } from '../../core/jobs.js';
import { claimReleasable } from './earning.sql.js';

/** PENDING earnings whose hold has ended (24 h after check-in) become AVAILABLE for payout. */
export const releaseEarnings: Job = {
  name: 'earnings.release',
  run: (db, now, stop) =>
    processClaimed(
      db,
      stop,
      (tx) => claimReleasable(sqlOf(tx), now, BATCH_SIZE),
      async (tx, id) => {
        const earning = await tx.earning.update({ where: { id }, data: { status: 'AVAILABLE' } });
        await audit(tx, {
          actorId: null,
          action: 'earning.release',
          entity: 'Earning',
          entityId: id,
          details: { net: earning.net, currency: earning.currency },
        });
      },
    ),
};

export const earningJobs: Job[] = [releaseEarnings];
