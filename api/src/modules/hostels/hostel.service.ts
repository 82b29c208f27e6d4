import { checkStay, isUuid, LISTING_LIMITS } from '@hostel/common';
import type { Database } from '../../core/db.js';
import { badUserInput, notFound } from '../../core/errors.js';
import type { HostelStatus, Prisma, User } from '../../generated/prisma/client.js';
import { canViewHostel } from './hostel.policies.js';
import type { HostelNode } from './hostel.types.js';
import { FieldCheck } from '../../core/field-check.js';
import {
  afterTimeCursor,
  keysetConnection,
  updatedSinceWhere,
  keysetOrder,
  pageSize,
  type PageArgs,
} from '../../core/pagination.js';

/**
 * One hostel by id or slug. Anything but a PUBLISHED hostel is NOT_FOUND, except for its owner
 * and admins, so drafts of others don't leak.
 */
export async function findHostel(
  db: Database,
  viewer: User | null,
  where: { id?: string | null; slug?: string | null },
  dates: { checkIn?: string | null; checkOut?: string | null; beds?: number | null },
): Promise<HostelNode> {
  if (!where.id === !where.slug)
    throw badUserInput('Give either the id or the slug of the hostel.', { id: 'Give an id or a slug.' });
  const check = new FieldCheck();
  const stay = checkStay(check, dates.checkIn, dates.checkOut);
  const beds = dates.beds ?? 1;
  check.int('beds', beds, 'Beds', 1, LISTING_LIMITS.bedsPerRoomMax);
  check.throwIfAny();
  if (where.id && !isUuid(where.id)) throw notFound('The hostel');
  const hostel = await db.prisma.hostel.findUnique({
    where: where.id ? { id: where.id } : { slug: where.slug! },
  });
  if (!hostel || !canViewHostel(viewer, hostel)) throw notFound('The hostel');
  return { ...hostel, stay: stay && { ...stay, beds } };
}

/** The owner's own listings, newest first, optionally of one status. */
export async function myHostels(
  db: Database,
  owner: User,
  args: PageArgs & { status?: HostelStatus | null; updatedSince?: Date | null },
) {
  const where: Prisma.HostelWhereInput = {
    ownerId: owner.id,
    ...(args.status ? { status: args.status } : {}),
    ...updatedSinceWhere(args.updatedSince),
  };
  const page = { AND: [where, afterTimeCursor<Prisma.HostelWhereInput>(args, 'createdAt')] };
  const [rows, totalCount] = await Promise.all([
    db.prisma.hostel.findMany({
      where: page,
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.hostel.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (hostel) => [hostel.createdAt, hostel.id],
    (hostel): HostelNode => hostel,
  );
}
