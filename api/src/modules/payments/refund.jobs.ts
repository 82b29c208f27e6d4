import { sqlOf } from '../../core/db.js';
import { processClaimed, type Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { claimDueRefunds } from './payment.sql.js';
import type { PaymentProviders } from './providers.js';
import { sendRefund } from './refund.service.js';

// Each claimed refund waits for the provider inside the claiming transaction (at most seconds
// each), so a run takes a few; the rest are due again at the next run.
const RETRY_BATCH = 5;

/**
 * Refunds the provider has not answered for good (failed or never sent) are asked again with the
 * same idempotency key when due, FOR UPDATE SKIP LOCKED: with several API instances each refund is
 * sent by one of them, and never while the booking request is still sending it.
 */
export function refundJobs(providers: PaymentProviders, logger: Logger): Job[] {
  return [
    {
      name: 'refunds.retry',
      run: (db, now, stop) =>
        processClaimed(
          db,
          stop,
          (tx) => claimDueRefunds(sqlOf(tx), now, RETRY_BATCH),
          async (tx, id) => {
            await sendRefund(tx, providers, logger, id, now);
          },
        ),
    },
  ];
}
