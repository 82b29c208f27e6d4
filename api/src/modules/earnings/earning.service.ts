import { formatMoneyWithCode, isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { lockRow, sqlOf, type Database } from '../../core/db.js';
import { conflict, notFound } from '../../core/errors.js';
import type { EarningStatus, PayoutStatus, Prisma, User } from '../../generated/prisma/client.js';
import {
  afterTimeCursor,
  keysetConnection,
  keysetOrder,
  pageSize,
  type PageArgs,
} from '../../core/pagination.js';
import { withInt32Copies } from '../../core/safe-int.js';
import { notify } from '../notifications/index.js';
import { earningsByMonth, earningTotals, lockPayableEarnings } from './earning.sql.js';
import { createPayouts } from './payout.service.js';

export interface EarningFilter {
  status?: EarningStatus | null;
  from?: Date | null;
  to?: Date | null;
}

/** The owner's ledger, newest first, with optional status and creation-date filters. */
export async function myEarnings(
  db: Database,
  owner: User,
  args: PageArgs & { filter?: EarningFilter | null },
) {
  const f = args.filter ?? {};
  const where: Prisma.EarningWhereInput = {
    ownerId: owner.id,
    ...(f.status ? { status: f.status } : {}),
    ...(f.from || f.to
      ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lt: f.to } : {}) } }
      : {}),
  };
  const page = { AND: [where, afterTimeCursor<Prisma.EarningWhereInput>(args, 'createdAt')] };
  const [rows, totalCount] = await Promise.all([
    db.prisma.earning.findMany({
      where: page,
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
      include: { reservation: { select: { code: true, checkIn: true, checkOut: true } } },
    }),
    db.prisma.earning.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.createdAt, row.id],
    (row) => row,
  );
}

/**
 * Totals per currency (pending, available, requested for payout, paid out) and net by month of
 * the payment, the month as the calendar reads where the hostel is. Cancelled earnings count nowhere.
 */
export async function earningsSummary(db: Database, owner: User) {
  const [totals, byMonth] = await Promise.all([
    earningTotals(db.query, owner.id),
    earningsByMonth(db.query, owner.id),
  ]);
  return {
    totals: totals.map((row) =>
      withInt32Copies(row, {
        pending: 'pendingAmount',
        available: 'availableAmount',
        requested: 'requestedAmount',
        paidOut: 'paidOutAmount',
      }),
    ),
    byMonth: byMonth.map((row) =>
      withInt32Copies(row, { gross: 'grossAmount', platformFee: 'platformFeeAmount', net: 'netAmount' }),
    ),
  };
}

/**
 * Moves the whole available balance into payout requests, one per currency (more when a balance
 * passes MONEY_MAX), earnings linked; the send job hands them to the payout provider as soon as
 * the owner has a verified payout method out of its hold.
 */
export async function requestPayout(db: Database, owner: User) {
  return writeAs(db, owner.id, async (tx) => {
    // Locks the owner's available entries so two clicks can't request the same money twice.
    const rows = await lockPayableEarnings(sqlOf(tx), owner.id);
    if (rows.length === 0) throw conflict('You have no available balance to pay out.');
    return createPayouts(tx, owner.id, rows, { actorId: owner.id, automatic: false });
  });
}

/**
 * Admin override, audited: records a payout as paid by hand (outside the payout provider). Only
 * for a payout the provider was never given (REQUESTED): a sent one is settled by its events.
 */
export async function markPayoutPaid(db: Database, admin: User, id: string, now = new Date()) {
  if (!isUuid(id)) throw notFound('The payout');
  return writeAs(db, admin.id, async (tx) => {
    await lockRow(tx, 'Payout', { id });
    const payout = await tx.payout.findUnique({ where: { id } });
    if (!payout) throw notFound('The payout');
    if (payout.status !== 'REQUESTED')
      throw conflict(`This payout is already ${payout.status.toLowerCase()}.`);
    if (payout.heldAt) throw conflict('This payout is on hold; release it first.');
    await tx.earning.updateMany({ where: { payoutId: id }, data: { status: 'PAID_OUT' } });
    const paid = await tx.payout.update({ where: { id }, data: { status: 'PAID', paidAt: now } });
    await audit(tx, {
      actorId: admin.id,
      action: 'payout.paid',
      entity: 'Payout',
      entityId: id,
      details: { amount: payout.amount, currency: payout.currency, ownerId: payout.ownerId },
    });
    await notify(sqlOf(tx), {
      userId: payout.ownerId,
      kind: 'PAYOUT_PAID',
      subjectId: payout.id,
      title: `Payout of ${formatMoneyWithCode(payout.amount, payout.currency)} sent`,
      body: `We sent ${formatMoneyWithCode(payout.amount, payout.currency)} to your payout account. It can take a few working days to arrive.`,
      link: '/dashboard/earning',
    });
    return paid;
  });
}

/** Payouts: an owner's own, or every one for an admin; newest first. */
export async function listPayouts(
  db: Database,
  user: User,
  args: PageArgs & { status?: PayoutStatus | null },
) {
  const where: Prisma.PayoutWhereInput = {
    ...(user.role === 'ADMIN' ? {} : { ownerId: user.id }),
    ...(args.status ? { status: args.status } : {}),
  };
  const page = { AND: [where, afterTimeCursor<Prisma.PayoutWhereInput>(args, 'createdAt')] };
  const [rows, totalCount] = await Promise.all([
    db.prisma.payout.findMany({
      where: page,
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.payout.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.createdAt, row.id],
    (row) => row,
  );
}
