import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import { lockRow, type Database } from '../../core/db.js';
import { conflict, notFound } from '../../core/errors.js';
import type { Hostel, HostelStatus, Prisma, User } from '../../generated/prisma/client.js';
import { checkReason, checkSearchText } from '../../core/field-check.js';
import {
  afterTimeCursor,
  keysetConnection,
  keysetOrder,
  pageSize,
  type PageArgs,
} from '../../core/pagination.js';
import { noticeDecision } from './listing.notices.js';

interface Transition {
  action: string;
  from: HostelStatus;
  to: HostelStatus;
  wrongState: string;
  data?: (hostel: Hostel, reason: string | null) => Prisma.HostelUpdateInput;
}

const TRANSITIONS = {
  approve: {
    action: 'hostel.approve',
    from: 'PENDING_REVIEW',
    to: 'PUBLISHED',
    wrongState: 'Only a listing waiting for review can be approved.',
    data: (hostel) => ({ publishedAt: hostel.publishedAt ?? new Date(), rejectionReason: null }),
  },
  reject: {
    action: 'hostel.reject',
    from: 'PENDING_REVIEW',
    to: 'REJECTED',
    wrongState: 'Only a listing waiting for review can be rejected.',
    data: (_hostel, reason) => ({ rejectionReason: reason }),
  },
  // The suspension reason is shown to the owner through the same column as a rejection's.
  suspend: {
    action: 'hostel.suspend',
    from: 'PUBLISHED',
    to: 'SUSPENDED',
    wrongState: 'Only a published hostel can be suspended.',
    data: (_hostel, reason) => ({ rejectionReason: reason }),
  },
  reinstate: {
    action: 'hostel.reinstate',
    from: 'SUSPENDED',
    to: 'PUBLISHED',
    wrongState: 'Only a suspended hostel can be reinstated.',
    data: () => ({ rejectionReason: null }),
  },
} satisfies Record<string, Transition>;

export type ModerationDecision = keyof typeof TRANSITIONS;

/** Applies an admin decision and records it in the audit log, in one transaction. */
export async function moderateHostel(
  { db }: { db: Database },
  admin: User,
  id: string,
  decision: ModerationDecision,
  reasonInput?: string,
): Promise<Hostel> {
  const reason = reasonInput === undefined ? null : checkReason(reasonInput);
  const transition: Transition = TRANSITIONS[decision];
  if (!isUuid(id)) throw notFound('The hostel');
  const updated = await writeAs(db, admin.id, async (tx) => {
    await lockRow(tx, 'Hostel', { id });
    const hostel = await tx.hostel.findUnique({ where: { id } });
    if (!hostel) throw notFound('The hostel');
    if (hostel.status !== transition.from) throw conflict(transition.wrongState);
    const updated = await tx.hostel.update({
      where: { id },
      data: { status: transition.to, ...transition.data?.(hostel, reason) },
    });
    await audit(tx, {
      actorId: admin.id,
      action: transition.action,
      entity: 'Hostel',
      entityId: id,
      details: { from: transition.from, to: transition.to, ...(reason ? { reason } : {}) },
    });
    await noticeDecision(tx, updated);
    return updated;
  });
  return updated;
}

export interface ModerationListArgs extends PageArgs {
  filter?: { status?: HostelStatus | null; search?: string | null } | null;
}

/**
 * Listings for admins, of one status (or all), optionally matching a search over the hostel's name,
 * city, owner's email or exact id. Listings in review come oldest submission first (the queue); any other
 * list shows the most recently changed first. Keyset pages on (timestamp, id).
 */
export async function moderationHostels(db: Database, args: ModerationListArgs, filter = args.filter) {
  const status = filter?.status ?? null;
  const search = checkSearchText(filter?.search, 'filter.search');
  const contains = { contains: search, mode: 'insensitive' } as const;
  const where: Prisma.HostelWhereInput = {
    ...(status ? { status } : {}),
    ...(search
      ? {
          OR: [
            { name: contains },
            { city: contains },
            { owner: { email: contains } },
            // An id pasted from a complaint or the audit log finds that one listing.
            ...(isUuid(search) ? [{ id: search }] : []),
          ],
        }
      : {}),
  };
  // A listing in review always has its submission time (submitHostelForReview sets it).
  const [key, direction] =
    status === 'PENDING_REVIEW' ? (['submittedAt', 'asc'] as const) : (['updatedAt', 'desc'] as const);
  const page = { AND: [where, afterTimeCursor<Prisma.HostelWhereInput>(args, key, direction)] };
  const [rows, totalCount] = await Promise.all([
    db.prisma.hostel.findMany({
      where: page,
      orderBy: keysetOrder(args, [{ [key]: direction }, { id: direction }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.hostel.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (hostel) => [hostel[key], hostel.id],
    (hostel) => hostel,
  );
}

/**
 * Listings waiting for review, oldest submission first. The status is no argument of the query's,
 * so it stays out of `args`: the cursors are bound to the query's own (filterTag).
 */
export function moderationQueue(db: Database, args: PageArgs) {
  return moderationHostels(db, args, { status: 'PENDING_REVIEW' });
}

/** The owner's account email, for admins to reach them about a listing. */
export async function ownerEmail(db: Database, ownerId: string): Promise<string | null> {
  // Prisma batches the findUnique calls of one tick into one statement: a page costs one.
  const owner = await db.prisma.user.findUnique({ where: { id: ownerId }, select: { email: true } });
  return owner?.email ?? null;
}
