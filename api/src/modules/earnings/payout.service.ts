import { writeAs } from '../../core/acting-user.js';
import { checkReason } from '../../core/field-check.js';
import { isUuid, MONEY_MAX } from '@hostel/common';
import { audit } from '../../core/audit.js';
import { lockRow, sqlOf, type Database, type Tx } from '../../core/db.js';
import { conflict, notFound } from '../../core/errors.js';
import type { Payout, User } from '../../generated/prisma/client.js';
import { lockPayableEarnings, type PayableEarning } from './earning.sql.js';
import { payoutQueueRows, wakeJob } from './payout.sql.js';

/** The job that hands payouts to the provider; woken as a transaction that queues one commits. */
export const SEND_JOB = 'payouts.send';

/** Wakes the send job when the caller's transaction commits (every instance running jobs hears it). */
export const wakeSender = (tx: Tx) => wakeJob(sqlOf(tx), SEND_JOB);

/**
 * Payouts for claimed earnings (rows locked by the caller), one per currency, more when a balance
 * passes MONEY_MAX, the most one payout holds; earnings linked, audited, the sender woken.
 */
export async function createPayouts(
  tx: Tx,
  ownerId: string,
  rows: PayableEarning[],
  by: { actorId: string | null; automatic: boolean },
): Promise<Payout[]> {
  // Each earning is at most MONEY_MAX (a stay's total is), so a new payout always takes it.
  const open = new Map<string, { currency: string; ids: string[]; amount: number }>();
  const groups: { currency: string; ids: string[]; amount: number }[] = [];
  for (const row of rows) {
    let entry = open.get(row.currency);
    if (!entry || entry.amount + row.net > MONEY_MAX) {
      entry = { currency: row.currency, ids: [], amount: 0 };
      open.set(row.currency, entry);
      groups.push(entry);
    }
    entry.ids.push(row.id);
    entry.amount += row.net;
  }
  const payouts = [];
  for (const { currency, ids, amount } of groups) {
    const payout = await tx.payout.create({ data: { ownerId, amount, currency, automatic: by.automatic } });
    await tx.earning.updateMany({ where: { id: { in: ids } }, data: { payoutId: payout.id } });
    await audit(tx, {
      actorId: by.actorId,
      action: by.automatic ? 'payout.schedule' : 'payout.request',
      entity: 'Payout',
      entityId: payout.id,
      details: { amount, currency, earnings: ids.length, ownerId },
    });
    payouts.push(payout);
  }
  if (payouts.length > 0) await wakeSender(tx);
  return payouts;
}

/** Locks a payout for an admin's action; NOT_FOUND for a bad or unknown id. */
async function lockedPayout(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound('The payout');
  await lockRow(tx, 'Payout', { id });
  const payout = await tx.payout.findUnique({ where: { id } });
  if (!payout) throw notFound('The payout');
  return payout;
}

/**
 * The admins' queue: payouts that need someone, failures first (failed or reversed and not yet
 * retried, then those the provider refused to take), then held ones, then those waiting or sent.
 */
export const payoutQueue = (db: Database, limit: number) => payoutQueueRows(db.query, limit);

/**
 * Admin: sends a failed or reversed payout's money again, as a new payout (a new idempotency key)
 * of the owner's payable balance in its currency; a waiting one is tried at once. Audited.
 */
export async function retryPayout(db: Database, admin: User, id: string): Promise<Payout> {
  return writeAs(db, admin.id, async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.status === 'REQUESTED') {
      const retried = await tx.payout.update({ where: { id }, data: { nextAttemptAt: null } });
      await audit(tx, {
        actorId: admin.id,
        action: 'payout.retry',
        entity: 'Payout',
        entityId: id,
        details: {},
      });
      await wakeSender(tx);
      return retried;
    }
    if ((payout.status !== 'FAILED' && payout.status !== 'REVERSED') || payout.retriedAt)
      throw conflict(
        `Only a failed or reversed payout can be retried; this one is ${payout.status.toLowerCase()}.`,
      );
    const rows = await lockPayableEarnings(sqlOf(tx), payout.ownerId, { currency: payout.currency });
    if (rows.length === 0) throw conflict('The owner has no payable balance in this currency any more.');
    const [first] = await createPayouts(tx, payout.ownerId, rows, { actorId: admin.id, automatic: false });
    await tx.payout.update({ where: { id }, data: { retriedAt: new Date() } });
    await audit(tx, {
      actorId: admin.id,
      action: 'payout.retry',
      entity: 'Payout',
      entityId: id,
      details: { newPayoutId: first!.id },
    });
    return first!;
  });
}

/** Admin: keeps a payout from being sent, with a reason (audited); `releasePayout` lets it go. */
export async function holdPayout(db: Database, admin: User, id: string, reason: string): Promise<Payout> {
  const why = checkReason(reason);
  return writeAs(db, admin.id, async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.status !== 'REQUESTED' || payout.heldAt)
      throw conflict('Only a payout waiting to be sent can be put on hold.');
    const held = await tx.payout.update({ where: { id }, data: { heldAt: new Date(), heldReason: why } });
    await audit(tx, {
      actorId: admin.id,
      action: 'payout.hold',
      entity: 'Payout',
      entityId: id,
      details: { reason: why },
    });
    return held;
  });
}

export async function releasePayout(db: Database, admin: User, id: string): Promise<Payout> {
  return writeAs(db, admin.id, async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (!payout.heldAt) throw conflict('This payout is not on hold.');
    const released = await tx.payout.update({ where: { id }, data: { heldAt: null, heldReason: null } });
    await audit(tx, {
      actorId: admin.id,
      action: 'payout.release',
      entity: 'Payout',
      entityId: id,
      details: { reason: payout.heldReason },
    });
    await wakeSender(tx);
    return released;
  });
}
