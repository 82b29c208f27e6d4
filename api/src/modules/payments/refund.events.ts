import { randomUUID } from 'node:crypto';
import { lockRow, type Tx } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import type { Refund } from '../../generated/prisma/client.js';
import type { RefundUpdate } from './provider.js';
import { recordOutcome, retryAt } from './refund.service.js';

/**
 * The refund a provider event is about: by the idempotency key it was created with (sent as
 * metadata, so an event that arrives before the request's answer is stored still finds it), else
 * by the provider's refund id.
 */
function findRefund(tx: Tx, update: RefundUpdate): Promise<Refund | null> {
  return update.idempotencyKey
    ? tx.refund.findUnique({ where: { idempotencyKey: update.idempotencyKey } })
    : tx.refund.findUnique({ where: { providerReference: update.reference } });
}

/**
 * Applies a verified refund event (inside the webhook's transaction, after its de-duplication).
 * It settles only a refund whose outcome is still open: PENDING (the provider answered "pending"),
 * or FAILED without a provider reference (the request got no answer, yet the provider may have
 * made the refund); and a SUCCEEDED one that its provider reports failed after all. Otherwise a
 * known outcome stays, so a stale event (pending after succeeded, succeeded after failed) changes
 * nothing. The money was booked when the refund was (payment refunded
 * total, owner's earning): a SUCCEEDED refund changes neither, a FAILED one goes to the retry
 * job's schedule like any failed refund. The retry needs a new idempotency key: asked again with
 * the old one, the provider answers with that refund's first answer ("pending") for good.
 */
export async function applyRefundUpdate(
  tx: Tx,
  logger: Logger,
  update: RefundUpdate,
  eventId: string,
  now = new Date(),
): Promise<'applied' | 'ignored'> {
  const found = await findRefund(tx, update);
  if (!found) return 'ignored';
  await lockRow(tx, 'Refund', { id: found.id });
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: found.id } });
  // Re-read under the lock: a failure may have given the refund a new key meanwhile.
  const same = update.idempotencyKey
    ? refund.idempotencyKey === update.idempotencyKey
    : refund.providerReference === update.reference;
  // Stripe: a refund can still fail after it succeeded (the card's bank sent the money back to
  // Stripe). Only that very refund's failure reopens it, to be refunded anew like any failed one.
  const failedAfterSuccess =
    update.status === 'FAILED' &&
    refund.status === 'SUCCEEDED' &&
    refund.providerReference === update.reference;
  const open =
    refund.status === 'PENDING' ||
    (refund.status === 'FAILED' && !refund.providerReference) ||
    failedAfterSuccess;
  if (!same || !open) return 'ignored';
  if (update.status === 'PENDING' && refund.status === 'PENDING' && refund.providerReference)
    return 'ignored';
  const outcome =
    update.status === 'FAILED'
      ? {
          status: 'FAILED' as const,
          providerReference: null,
          failureReason: update.failureCode ?? 'refund_failed',
          idempotencyKey: `refund_${randomUUID()}`,
          nextAttemptAt: retryAt(refund.attempts, now),
        }
      : {
          status: update.status,
          providerReference: update.reference,
          failureReason: null,
          nextAttemptAt: null,
        };
  await recordOutcome(tx, logger, refund, outcome, { eventId, eventRefund: update.reference });
  return 'applied';
}
