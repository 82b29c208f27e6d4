import { isUuid, REVIEW_LIMITS } from '@hostel/common';
import type { Database } from '../../core/db.js';
import { badUserInput, notFound } from '../../core/errors.js';
import {
  afterTimeCursor,
  keysetConnection,
  keysetOrder,
  keysetWhere,
  pageSize,
  updatedSinceWhere,
} from '../../core/pagination.js';
import type { Hostel, Prisma, User } from '../../generated/prisma/client.js';
import { ownsReviewedHostel } from './review.policies.js';
import { reviewRelations, toReviewObject } from './review.service.js';
import { ownerRatingFigures, ratingCounts, reviewableStayIds } from './review.sql.js';
import {
  ReviewSort,
  type HostelReviewsArgs,
  type OwnerReviewsArgs,
  type RatingSummaryObject,
} from './review.types.js';

/** A page of a hostel's PUBLISHED reviews, by newest, highest or lowest rating (ties: newest first). */
export async function hostelReviews(db: Database, hostel: Pick<Hostel, 'id'>, args: HostelReviewsArgs) {
  if (args.roomTypeId != null && !isUuid(args.roomTypeId))
    throw badUserInput('The room type id is not valid.', { roomTypeId: 'Not a valid id.' });
  const where: Prisma.ReviewWhereInput = {
    hostelId: hostel.id,
    status: 'PUBLISHED',
    ...(args.roomTypeId ? { roomTypeId: args.roomTypeId } : {}),
    ...updatedSinceWhere(args.updatedSince),
  };
  const byRating = args.sort !== ReviewSort.NEWEST;
  const ratingOrder = args.sort === ReviewSort.LOWEST ? 'asc' : 'desc';
  const page = byRating
    ? keysetWhere<Prisma.ReviewWhereInput>(args, [
        ['overall', ratingOrder, 'int'],
        ['createdAt', 'desc', 'date'],
        ['id', 'desc', 'uuid'],
      ])
    : afterTimeCursor<Prisma.ReviewWhereInput>(args, 'createdAt');
  const orderBy: Prisma.ReviewOrderByWithRelationInput[] = [
    ...(byRating ? [{ overall: ratingOrder } as const] : []),
    { createdAt: 'desc' },
    { id: 'desc' },
  ];
  const [rows, totalCount] = await Promise.all([
    db.prisma.review.findMany({
      where: { AND: [where, page] },
      include: reviewRelations,
      orderBy: keysetOrder(args, orderBy),
      take: pageSize(args) + 1,
    }),
    db.prisma.review.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => (byRating ? [row.overall, row.createdAt, row.id] : [row.createdAt, row.id]),
    toReviewObject,
  );
}

/** How many published reviews of each hostel gave 5, 4, 3, 2 and 1 stars. */
export async function ratingDistributions(db: Database, hostelIds: string[]) {
  const rows = await ratingCounts(db.query, hostelIds);
  const byHostel = new Map<string, number[]>();
  for (const row of rows) {
    const counts = byHostel.get(row.hostelId) ?? [0, 0, 0, 0, 0];
    counts[5 - row.overall] = row.count;
    byHostel.set(row.hostelId, counts);
  }
  return byHostel;
}

/** The summary from the hostel's kept columns (changed with every review) and its distribution. */
export function toRatingSummary(hostel: Hostel, distribution: number[]): RatingSummaryObject {
  return {
    average: hostel.ratingAverage,
    count: hostel.reviewCount,
    cleanliness: hostel.cleanlinessAverage,
    location: hostel.locationAverage,
    value: hostel.valueAverage,
    security: hostel.securityAverage,
    staff: hostel.staffAverage,
    distribution: distribution.map((count, i) => ({ stars: 5 - i, count })),
  };
}

/** Published reviews of the owner's hostels (or one of them: another's is NOT_FOUND), newest first. */
export async function ownerReviews(db: Database, owner: User, args: OwnerReviewsArgs) {
  if (args.hostelId != null) {
    const hostel = isUuid(args.hostelId)
      ? await db.prisma.hostel.findUnique({ where: { id: args.hostelId }, select: { ownerId: true } })
      : null;
    if (!hostel || !ownsReviewedHostel(owner, hostel)) throw notFound('The hostel');
  }
  const where: Prisma.ReviewWhereInput = {
    status: 'PUBLISHED',
    hostel: { ownerId: owner.id },
    ...(args.hostelId ? { hostelId: args.hostelId } : {}),
    ...(args.unrepliedOnly ? { ownerReply: null } : {}),
    ...updatedSinceWhere(args.updatedSince),
  };
  const page = afterTimeCursor<Prisma.ReviewWhereInput>(args, 'createdAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.review.findMany({
      where: { AND: [where, page] },
      include: reviewRelations,
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.review.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (row) => [row.createdAt, row.id], toReviewObject);
}

/**
 * The student's completed stays they can still review (no review yet, within 14 days after
 * check-out, today judged in each hostel's zone), the most recent check-out first.
 */
export async function reservationsToReview(db: Database, student: User) {
  const ids = await reviewableStayIds(db.query, student.id, REVIEW_LIMITS.writeDays);
  const rows = await db.prisma.reservation.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
  const order = new Map(ids.map((row, i) => [row.id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Days the owner overview counts as "new" reviews. */
export const NEW_REVIEW_DAYS = 30;

/**
 * The owner's rating over all their hostels: the average of their published reviews, how many, and
 * how many came in the last 30 days; one statement.
 */
export async function ownerReviewFigures(db: Database, owner: User, now = new Date()) {
  const since = new Date(now.getTime() - NEW_REVIEW_DAYS * 86_400_000);
  const row = await ownerRatingFigures(db.query, owner.id, since);
  return { average: row.average, count: row.count, last30Days: row.recent };
}
