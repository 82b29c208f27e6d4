import { sqlOf } from '../../core/db.js';
import { processClaimed, type Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import type { SandboxCharge } from '../../generated/prisma/client.js';
import { nextDeliveryAt, type SandboxProvider } from './sandbox.provider.js';
import { claimDueRedeliveries } from './sandbox.sql.js';

// The events are sent after the claiming transaction commits: the API needs the database to apply
// them (on PGlite's one connection it would wait for that transaction forever). Sent at once, a
// batch ends within one delivery timeout, long before its claim (the next attempt) runs out.
const REDELIVERY_BATCH = 20;

/**
 * Settlement events the API has not acknowledged (the process died, or every quick retry failed)
 * are sent again when due, FOR UPDATE SKIP LOCKED. A claim counts the attempt and schedules the
 * next one before the event is sent: with several API instances each event is sent by one of
 * them at a time, and a crash after the claim only delays it to that next attempt.
 */
export function sandboxJobs(provider: SandboxProvider | null, logger: Logger): Job[] {
  if (!provider) return [];
  return [
    {
      name: 'sandbox.redeliver',
      run: async (db, now, stop) => {
        const claimed: SandboxCharge[] = [];
        await processClaimed(
          db,
          stop,
          (tx) => claimDueRedeliveries(sqlOf(tx), now, REDELIVERY_BATCH),
          async (tx, id) => {
            const charge = await tx.sandboxCharge.findUniqueOrThrow({ where: { id } });
            const deliveryAttempts = charge.deliveryAttempts + 1;
            const next = nextDeliveryAt(charge.createdAt, deliveryAttempts, now);
            claimed.push(
              await tx.sandboxCharge.update({
                where: { id },
                data: { deliveryAttempts, nextDeliveryAt: next },
              }),
            );
          },
        );
        await Promise.all(
          claimed.map(async (charge) => {
            if (!(await provider.deliver(charge)) && !charge.nextDeliveryAt) {
              const { reference, paymentId, deliveryAttempts } = charge;
              logger.error(
                { reference, paymentId, deliveryAttempts },
                'Sandbox settlement event never acknowledged in three days: given up',
              );
            }
          }),
        );
        return claimed.length;
      },
    },
  ];
}
