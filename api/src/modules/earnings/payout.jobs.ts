import { processClaimed, type Job } from '../../core/jobs.js';
import { sqlOf, type Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import type { PayoutSchedule, SandboxTransfer } from '../../generated/prisma/client.js';
import { audit } from '../../core/audit.js';
import { settingsIn } from '../settings/index.js';
import {
  PayoutProviderUnavailableError,
  TransferNotSentError,
  type PayoutProvider,
} from './payout-provider.js';
import { nextSandboxDelivery, SANDBOX_SETTLE_MS, SandboxPayoutProvider } from './payout-sandbox.provider.js';
import { lockPayableEarnings } from './earning.sql.js';
import { createPayouts, SEND_JOB } from './payout.service.js';
import { claimSandboxTransfers, claimSendablePayouts, ownersDuePayout } from './payout.sql.js';

// A transfer call may take Paystack's whole timeout (15 s): a few per transaction stay well inside
// the claiming transaction's 60 s.
const SEND_BATCH = 3;
const MINUTE_MS = 60_000;

/** The schedules due at `now` (UTC): after each check-in always, weekly on Mondays, monthly on the 1st. */
export function dueSchedules(now: Date): PayoutSchedule[] {
  const due: PayoutSchedule[] = ['AFTER_EACH_CHECKIN'];
  if (now.getUTCDay() === 1) due.push('WEEKLY');
  if (now.getUTCDate() === 1) due.push('MONTHLY');
  return due;
}

/**
 * Released (AVAILABLE) earnings of owners whose schedule is due become payouts, one per owner and
 * currency at or above the currency's minimum, created in the transaction that claims the
 * earnings (FOR UPDATE SKIP LOCKED: two runners never claim one earning). Owners without a
 * verified method, or within a changed method's hold, wait.
 */
export async function schedulePayouts(db: Database, now: Date, stop?: AbortSignal): Promise<number> {
  const { payoutMinimums } = await settingsIn(db.prisma);
  const pairs = await ownersDuePayout(db.query, now, dueSchedules(now));
  let created = 0;
  for (const { ownerId, currency } of pairs) {
    if (stop?.aborted) break;
    created += await db.prisma.$transaction(async (tx) => {
      const rows = await lockPayableEarnings(sqlOf(tx), ownerId, { currency, skipLocked: true });
      const total = rows.reduce((sum, row) => sum + row.net, 0);
      if (rows.length === 0 || total < (payoutMinimums[currency] ?? 0) || total === 0) return 0;
      return (await createPayouts(tx, ownerId, rows, { actorId: null, automatic: true })).length;
    });
  }
  return created;
}

/**
 * Hands REQUESTED payouts (not held, method verified and out of its hold) to the provider, the
 * payout id as idempotency key: a run that dies after the provider took one sends it again with
 * the same key, and the provider answers with the same transfer. SENT records its reference; the
 * provider's events say the rest. No answer or a refusal: tried again later, the reason kept for
 * the admins' queue.
 */
export function sendPayouts(provider: PayoutProvider, logger: Logger): Job {
  return {
    name: SEND_JOB,
    run: (db, now, stop) =>
      processClaimed(
        db,
        stop,
        (tx) => claimSendablePayouts(sqlOf(tx), now, SEND_BATCH),
        async (tx, id) => {
          const payout = await tx.payout.findUniqueOrThrow({ where: { id } });
          const method = await tx.payoutMethod.findFirstOrThrow({
            where: { ownerId: payout.ownerId, currency: payout.currency, state: 'VERIFIED' },
          });
          const attempts = payout.sendAttempts + 1;
          try {
            const { reference } = await provider.transfer(
              {
                payoutId: payout.id,
                amount: payout.amount,
                currency: payout.currency,
                recipientCode: method.recipientCode!,
                reason: 'Hostel earnings payout',
              },
              tx,
            );
            await tx.payout.update({
              where: { id },
              data: {
                status: 'SENT',
                sentAt: now,
                methodId: method.id,
                providerReference: reference,
                sendAttempts: attempts,
                failureReason: null,
                nextAttemptAt: null,
              },
            });
            await audit(tx, {
              actorId: null,
              action: 'payout.sent',
              entity: 'Payout',
              entityId: id,
              details: {
                reference,
                methodId: method.id,
                last4: method.last4,
                amount: payout.amount,
                currency: payout.currency,
              },
            });
          } catch (error) {
            if (!(error instanceof PayoutProviderUnavailableError || error instanceof TransferNotSentError))
              throw error;
            logger.warn({ payoutId: id, attempts, reason: error.message }, 'Payout not sent; retried later');
            await tx.payout.update({
              where: { id },
              data: {
                sendAttempts: attempts,
                failureReason: error.message,
                nextAttemptAt: new Date(now.getTime() + Math.min(2 ** attempts, 60) * MINUTE_MS),
              },
            });
          }
        },
        SEND_BATCH,
      ),
  };
}

/**
 * The sandbox's deliveries: each due transfer's next event is POSTed to the API after the claim
 * commits (the API needs the database to apply it); claimed with a lease (the next attempt), so
 * with several instances one sends it. Acknowledged: the next event (a reversal) follows later.
 */
function sandboxDeliveries(provider: SandboxPayoutProvider): Job {
  return {
    name: 'payouts.sandbox',
    pollMs: 1_000,
    run: async (db, now, stop) => {
      const claimed: SandboxTransfer[] = [];
      await processClaimed(
        db,
        stop,
        (tx) => claimSandboxTransfers(sqlOf(tx), now, 20),
        async (tx, id) => {
          const row = await tx.sandboxTransfer.findUniqueOrThrow({ where: { id } });
          const deliveryAttempts = row.deliveryAttempts + 1;
          await tx.sandboxTransfer.update({
            where: { id },
            data: { deliveryAttempts, nextDeliveryAt: nextSandboxDelivery(deliveryAttempts, now) },
          });
          claimed.push(row);
        },
        20,
      );
      await Promise.all(
        claimed.map(async (row) => {
          if (!(await provider.deliver(row))) return;
          const delivered = row.eventsDelivered + 1;
          const more = row.outcome === 'reversed' && delivered < 2;
          await db.prisma.sandboxTransfer.updateMany({
            where: { id: row.id, eventsDelivered: row.eventsDelivered },
            data: {
              eventsDelivered: delivered,
              deliveryAttempts: 0,
              nextDeliveryAt: more ? new Date(Date.now() + SANDBOX_SETTLE_MS) : null,
            },
          });
        }),
      );
      return claimed.length;
    },
  };
}

/** Scheduling, sending, and (with the sandbox) its settlement events. */
export function payoutJobs(provider: PayoutProvider, logger: Logger): Job[] {
  return [
    { name: 'payouts.schedule', run: schedulePayouts },
    sendPayouts(provider, logger),
    ...(provider instanceof SandboxPayoutProvider ? [sandboxDeliveries(provider)] : []),
  ];
}
