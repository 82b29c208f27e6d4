import { audit } from '../../core/audit.js';
import type { PrismaClient } from '../../core/db.js';
import { conflict, notFound } from '../../core/errors.js';
import type { Hostel, HostelStatus, Prisma, User } from '../../generated/prisma/client.js';
import { FieldCheck, LIMITS } from './hostel.validation.js';
import { afterTimeCursor, keysetConnection } from '../../core/pagination.js';
import { isUuid } from './listing.shared.js';

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
  prisma: PrismaClient,
  admin: User,
  id: string,
  decision: ModerationDecision,
  reasonInput?: string,
): Promise<Hostel> {
  let reason: string | null = null;
  if (reasonInput !== undefined) {
    const check = new FieldCheck();
    reason = check.text('reason', reasonInput, 'The reason', LIMITS.reasonMin, LIMITS.reasonMax);
    check.throwIfAny();
  }
  const transition: Transition = TRANSITIONS[decision];
  if (!isUuid(id)) throw notFound('The hostel');
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "Hostel" WHERE id = ${id}::uuid FOR UPDATE`;
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
    return updated;
  });
}

/** Listings waiting for review, oldest submission first (keyset on submittedAt, id). */
export async function moderationQueue(prisma: PrismaClient, args: { first: number; after?: string | null }) {
  const where: Prisma.HostelWhereInput = { status: 'PENDING_REVIEW' };
  const page = { AND: [where, afterTimeCursor<Prisma.HostelWhereInput>(args.after, 'submittedAt', 'asc')] };
  const [rows, totalCount] = await Promise.all([
    prisma.hostel.findMany({
      where: page,
      orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      take: args.first + 1,
    }),
    prisma.hostel.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (hostel) => [hostel.submittedAt, hostel.id],
    (hostel) => hostel,
  );
}
