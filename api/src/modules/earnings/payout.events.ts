import { formatMoneyWithCode, isUuid } from '@hostel/common';
import { audit } from '../../core/audit.js';
import { lockRow, sqlOf, type Database, type Tx } from '../../core/db.js';
import type { Payout } from '../../generated/prisma/client.js';
import { notify, notifyAdmins } from '../notifications/index.js';
import type { PayoutEvent } from './payout-provider.js';

export type PayoutEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown' | 'mismatch';

/** What each event makes of a payout in each state; a state not listed ignores the event. */
const NEXT: Record<PayoutEvent['type'], Partial<Record<Payout['status'], Payout['status']>>> = {
  // PAID may come before our SENT commits (the provider answered and settled at once).
  'transfer.success': { REQUESTED: 'PAID', SENT: 'PAID' },
  'transfer.failed': { REQUESTED: 'FAILED', SENT: 'FAILED' },
  'transfer.reversed': { SENT: 'REVERSED', PAID: 'REVERSED' },
  other: {},
};

/** The state an event leads to, for telling a replay (already there) from one out of turn. */
const TARGET: Partial<Record<PayoutEvent['type'], Payout['status']>> = {
  'transfer.success': 'PAID',
  'transfer.failed': 'FAILED',
  'transfer.reversed': 'REVERSED',
};

/**
 * Applies a verified provider event to its payout, once: replays find the payout in the state they
 * lead to (duplicate); an event out of turn (a failure after PAID, a success after FAILED) changes
 * nothing and is logged (ignored). FAILED and REVERSED put the earnings back as payable and tell
 * the owner and the admins why.
 */
export async function applyPayoutEvent(
  db: Database,
  event: PayoutEvent,
  now = new Date(),
): Promise<PayoutEventOutcome> {
  if (event.type === 'other') return 'ignored';
  if (!event.payoutId || !isUuid(event.payoutId)) return 'unknown';
  const id = event.payoutId;
  return db.prisma.$transaction(async (tx) => {
    await lockRow(tx, 'Payout', { id });
    const payout = await tx.payout.findUnique({ where: { id } });
    if (!payout) return 'unknown';
    const next = NEXT[event.type][payout.status];
    if (!next) return payout.status === TARGET[event.type] ? 'duplicate' : 'ignored';
    if (!matches(event, payout)) {
      await mismatch(tx, payout, event);
      return 'mismatch';
    }
    const reference = payout.providerReference ?? event.transferReference;
    const reason =
      next === 'PAID'
        ? null
        : (event.reason ?? (next === 'FAILED' ? 'The transfer failed.' : 'The transfer was reversed.'));
    if (reason === null) {
      await tx.earning.updateMany({ where: { payoutId: id }, data: { status: 'PAID_OUT' } });
      await tx.payout.update({
        where: { id },
        data: { status: 'PAID', paidAt: now, providerReference: reference, sentAt: payout.sentAt ?? now },
      });
      await noticePaid(tx, payout);
    } else {
      await returnEarnings(tx, id);
      await tx.payout.update({
        where: { id },
        data: { status: next, failureReason: reason, providerReference: reference, nextAttemptAt: null },
      });
      await noticeFailed(tx, payout, next as 'FAILED' | 'REVERSED', reason);
    }
    await audit(tx, {
      actorId: null,
      action: `payout.${next.toLowerCase()}`,
      entity: 'Payout',
      entityId: id,
      details: {
        from: payout.status,
        event: event.type,
        reference,
        amount: payout.amount,
        currency: payout.currency,
        ...(reason === null ? {} : { reason }),
      },
    });
    return 'applied';
  });
}

/** Whether the event's amount and currency, where it states them, are the payout's. */
const matches = (event: PayoutEvent, payout: Payout) =>
  (event.amount === null || event.amount === payout.amount) &&
  (event.currency === null || event.currency === payout.currency);

/** An event about another sum than the payout's moves nothing: audited, and the admins look. */
async function mismatch(tx: Tx, payout: Payout, event: PayoutEvent) {
  const stated = event.amount === null ? 'no amount' : `${event.amount} ${event.currency ?? ''}`.trim();
  await audit(tx, {
    actorId: null,
    action: 'payout.event_mismatch',
    entity: 'Payout',
    entityId: payout.id,
    details: { event: event.type, stated, amount: payout.amount, currency: payout.currency },
  });
  await notifyAdmins(sqlOf(tx), {
    kind: 'PAYOUT_FAILED',
    subjectId: payout.id,
    title: `A payout event does not match its payout`,
    body: `The provider's ${event.type} states ${stated}; the payout is ${formatMoneyWithCode(payout.amount, payout.currency)}. Nothing was changed; check it with the provider.`,
    link: '/admin/payouts',
  });
}

/** The payout's earnings are payable again: AVAILABLE, in no payout. */
async function returnEarnings(tx: Tx, payoutId: string) {
  await tx.earning.updateMany({ where: { payoutId }, data: { status: 'AVAILABLE', payoutId: null } });
}

async function noticePaid(tx: Tx, payout: Payout) {
  const money = formatMoneyWithCode(payout.amount, payout.currency);
  await notify(sqlOf(tx), {
    userId: payout.ownerId,
    kind: 'PAYOUT_PAID',
    subjectId: payout.id,
    title: `Payout of ${money} sent`,
    body: `We sent ${money} to your payout method. It can take a few working days to arrive.`,
    link: '/dashboard/earning',
  });
}

async function noticeFailed(tx: Tx, payout: Payout, status: 'FAILED' | 'REVERSED', reason: string) {
  const money = formatMoneyWithCode(payout.amount, payout.currency);
  const what = status === 'FAILED' ? 'failed' : 'was reversed';
  await notify(sqlOf(tx), {
    userId: payout.ownerId,
    kind: 'PAYOUT_FAILED',
    subjectId: payout.id,
    title: `Your payout of ${money} ${what}`,
    body: `${reason} The money is back in your available balance. Check your payout method; we will send it again with your next payout.`,
    link: '/dashboard/earning',
  });
  await notifyAdmins(sqlOf(tx), {
    kind: 'PAYOUT_FAILED',
    subjectId: payout.id,
    title: `A payout of ${money} ${what}`,
    body: `${reason} Its earnings are payable again; see the payouts queue.`,
    link: '/admin/payouts',
  });
}
