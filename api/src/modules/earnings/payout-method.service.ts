import { checkPayoutMethod, isUuid, summarizeFieldErrors, type PayoutMethodInput } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { requireActiveUser, requireRecentSignIn, type Viewer } from '../../core/auth.js';
import { sqlOf, type Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import type { PayoutMethod, PayoutSchedule, Prisma, User } from '../../generated/prisma/client.js';
import { notify } from '../notifications/index.js';
import { settingsIn } from '../settings/index.js';
import { canRemovePayoutMethod } from './payout-method.policies.js';
import { RecipientRefusedError, type PayoutProvider } from './payout-provider.js';
import { payoutMethodAudit } from './payout.sql.js';

/** The states of a method payouts may go to (one per owner and currency, a unique index says). */
export const LIVE_STATES = ['PENDING_VERIFICATION', 'VERIFIED'] as const;

const describe = (method: Pick<PayoutMethod, 'kind' | 'network' | 'bankName' | 'last4'>) =>
  `${method.kind === 'BANK' ? (method.bankName ?? 'bank account') : (method.network ?? 'mobile money')} ending in ${method.last4}`;

/** Methods listed at most (LIST_BOUNDS): the live ones (one per payout currency) and recent history. */
export const PAYOUT_METHODS_LISTED = 20;

/** The owner's methods, live ones first; with `history`, the replaced and removed ones too. */
export function listPayoutMethods(db: Database, ownerId: string, history = false) {
  return db.prisma.payoutMethod.findMany({
    where: { ownerId, ...(history ? {} : { state: { notIn: ['REPLACED', 'REMOVED'] } }) },
    orderBy: [{ currency: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
    take: PAYOUT_METHODS_LISTED,
  });
}

/** What happened to the owner's payout methods, newest first (AuditLog rows; never a number). */
export const payoutMethodHistory = (db: Database, ownerId: string) => payoutMethodAudit(db.query, ownerId);

/**
 * Adds the owner's payout method for a currency, replacing the live one of that currency. Needs a
 * recent sign-in; the full number goes to the provider only (recipient code + last four kept).
 * A change (any method before) holds payouts for the setting's hours and tells the owner at once,
 * in the app and by e-mail, in case it was not them.
 */
export async function setPayoutMethod(
  { db, logger }: { db: Database; logger: Logger },
  viewer: Viewer | null,
  provider: PayoutProvider,
  input: PayoutMethodInput,
  now = new Date(),
): Promise<PayoutMethod> {
  const owner = requireActiveUser(viewer);
  const { errors, value } = checkPayoutMethod(input);
  const message = summarizeFieldErrors(errors);
  if (message) throw badUserInput(message, errors);
  requireRecentSignIn(viewer, now);
  let recipientCode: string;
  try {
    ({ recipientCode } = await provider.createRecipient({
      ...value,
      bankCode: value.bankCode ?? null,
      network: value.network ?? null,
    }));
  } catch (error) {
    if (error instanceof RecipientRefusedError) {
      const refused = `The payout provider refused this account: ${error.message}`;
      throw badUserInput(refused, { accountNumber: refused });
    }
    logger.error({ cause: withoutNumbers(error) }, 'The payout provider did not add a payout method');
    throw conflict('The payout provider could not be reached. Try again in a few minutes.');
  }
  // The owner's row lock (writeAs): one change at a time per owner.
  return writeAs(db, owner.id, async (tx) => {
    const before = await tx.payoutMethod.findMany({
      where: { ownerId: owner.id },
      select: { id: true, currency: true, state: true },
    });
    const replaced = before.find(
      (m) => m.currency === value.currency && (LIVE_STATES as readonly string[]).includes(m.state),
    );
    if (replaced) await tx.payoutMethod.update({ where: { id: replaced.id }, data: { state: 'REPLACED' } });
    const { payoutHoldHoursAfterMethodChange: hours } = await settingsIn(tx);
    const held = before.length > 0 && hours > 0;
    const method = await tx.payoutMethod.create({
      data: {
        ownerId: owner.id,
        kind: value.kind,
        currency: value.currency,
        bankCode: value.bankCode ?? null,
        bankName: value.bankName ?? null,
        network: value.network ?? null,
        holderName: value.holderName,
        last4: value.last4,
        provider: provider.name,
        recipientCode,
        state: 'VERIFIED',
        holdUntil: held ? new Date(now.getTime() + hours * 3_600_000) : null,
      },
    });
    const details = {
      kind: method.kind,
      currency: method.currency,
      last4: method.last4,
      network: method.network,
      bankName: method.bankName,
    };
    await audit(tx, {
      actorId: owner.id,
      action: 'payoutMethod.add',
      entity: 'PayoutMethod',
      entityId: method.id,
      details: { ...details, holdUntil: method.holdUntil?.toISOString() ?? null },
    });
    if (replaced)
      await audit(tx, {
        actorId: owner.id,
        action: 'payoutMethod.replace',
        entity: 'PayoutMethod',
        entityId: replaced.id,
        details: { by: method.id },
      });
    if (before.length > 0)
      await noticeChange(
        tx,
        owner,
        `Your payouts now go to your ${describe(method)}.`,
        method.id,
        held ? hours : 0,
      );
    return method;
  });
}

/**
 * A provider's error as a log line may carry it: its words may echo the account or wallet number
 * (in any form: spaced, international), so every run of six or more digits is masked.
 */
function withoutNumbers(error: unknown) {
  const mask = (text: string | undefined) => text?.replace(/\+?\d[\d\s-]{4,}\d/g, '[number]');
  const err = error instanceof Error ? error : new Error(String(error));
  return { name: err.name, message: mask(err.message), stack: mask(err.stack) };
}

/** Removes one of the owner's methods (a recent sign-in needed); payouts in its currency wait for a new one. */
export async function removePayoutMethod(db: Database, viewer: Viewer | null, id: string, now = new Date()) {
  const owner = requireActiveUser(viewer);
  requireRecentSignIn(viewer, now);
  if (!isUuid(id)) throw notFound('The payout method');
  return writeAs(db, owner.id, async (tx) => {
    const method = await tx.payoutMethod.findUnique({ where: { id } });
    if (!method || !canRemovePayoutMethod(owner, method)) throw notFound('The payout method');
    const removed = await tx.payoutMethod.update({ where: { id }, data: { state: 'REMOVED' } });
    await audit(tx, {
      actorId: owner.id,
      action: 'payoutMethod.remove',
      entity: 'PayoutMethod',
      entityId: id,
      details: { last4: method.last4, currency: method.currency },
    });
    await noticeChange(
      tx,
      owner,
      `Your ${describe(method)} was removed: payouts in ${method.currency} wait until you add a payout method.`,
      id,
      0,
    );
    return removed;
  });
}

async function noticeChange(
  tx: Prisma.TransactionClient,
  owner: User,
  what: string,
  subjectId: string,
  holdHours: number,
) {
  const hold = holdHours > 0 ? ` For your safety, payouts wait ${holdHours} hours.` : '';
  await notify(sqlOf(tx), {
    userId: owner.id,
    kind: 'PAYOUT_METHOD_CHANGED',
    subjectId,
    title: 'Your payout method was changed',
    body: `${what}${hold} If this was not you, contact support at once and change your password.`,
    link: '/dashboard/earning',
  });
}

/** When the owner's released earnings are paid out (MANUAL: only when they request it). */
export async function setPayoutSchedule(db: Database, owner: User, schedule: PayoutSchedule) {
  return writeAs(db, owner.id, async (tx) => {
    const user = await tx.user.update({ where: { id: owner.id }, data: { payoutSchedule: schedule } });
    await audit(tx, {
      actorId: owner.id,
      action: 'payout.schedule',
      entity: 'User',
      entityId: owner.id,
      details: { from: owner.payoutSchedule, to: schedule },
    });
    return user;
  });
}
