import type { Tx } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import type { Payment, Refund } from '../../generated/prisma/client.js';

/**
 * What a cancellation needs of the money side. Reservations sit below payments (payments reads
 * and moves reservations), so they ask through this port; the payments module implements it and
 * the server passes it in at start.
 */
export interface Refunds {
  /** The reservation's succeeded payment (at most one ever succeeds), row-locked in `tx`; null if none. */
  paidPayment(tx: Tx, reservationId: string): Promise<Payment | null>;
  /**
   * Books a refund in the cancellation's own transaction (refunded total, the owner's earning,
   * audit); null when there is nothing to refund. BAD_USER_INPUT for an amount out of range.
   */
  book(
    tx: Tx,
    payment: Payment,
    refund: { amount: number; reason: string; actorId: string | null; now: Date },
  ): Promise<Refund | null>;
  /** After the commit: asks the provider to return the money (a job retries what fails). */
  settle(refund: Refund, logger: Logger, now: Date): Promise<void>;
}
