import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import type { Database } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import { checkReason, checkSearchText } from '../../core/field-check.js';
import {
  keysetConnection,
  keysetOrder,
  keysetWhere,
  pageSize,
  updatedSinceWhere,
} from '../../core/pagination.js';
import type { Prisma, ReviewStatus, User } from '../../generated/prisma/client.js';
import { lockHostelRatings, recomputeHostelRatings } from './review.aggregates.js';
import { noticeReviewHidden } from './review.notices.js';
import { findReviewRow, reviewRelations, toReviewObject } from './review.service.js';
import type { AdminReviewsArgs } from './review.types.js';

const DECISIONS = {
  hide: {
    action: 'review.hide',
    from: 'PUBLISHED',
    to: 'HIDDEN',
    wrongState: 'This review is already hidden.',
  },
  restore: {
    action: 'review.restore',
    from: 'HIDDEN',
    to: 'PUBLISHED',
    wrongState: 'Only a hidden review can be restored.',
  },
} as const satisfies Record<
  string,
  { action: string; from: ReviewStatus; to: ReviewStatus; wrongState: string }
>;

/**
 * An admin hides or restores a review with a reason: its open reports are settled (kept in the
 * audit row), the hostel's ratings are recomputed and the decision audited, all in one transaction.
 */
export async function moderateReview(
  db: Database,
  admin: User,
  id: string,
  decision: keyof typeof DECISIONS,
  reasonInput: string,
  now = new Date(),
) {
  const reason = checkReason(reasonInput);
  const { action, from, to, wrongState } = DECISIONS[decision];
  const found = await findReviewRow(db, admin, id);
  await writeAs(db, admin.id, async (tx) => {
    await lockHostelRatings(tx, found.hostelId);
    const review = await tx.review.findUniqueOrThrow({ where: { id }, include: { reports: true } });
    if (review.status !== from) throw conflict(wrongState);
    const updated = await tx.review.update({
      where: { id },
      data:
        to === 'HIDDEN'
          ? { status: to, hiddenReason: reason, hiddenAt: now, reportCount: 0 }
          : { status: to, hiddenReason: null, hiddenAt: null, reportCount: 0 },
    });
    await tx.reviewReport.deleteMany({ where: { reviewId: id } });
    await recomputeHostelRatings(tx, review.hostelId);
    await audit(tx, {
      actorId: admin.id,
      action,
      entity: 'Review',
      entityId: id,
      details: {
        reason,
        hostelId: review.hostelId,
        reports: review.reports.map((report) => ({ reporterId: report.reporterId, reason: report.reason })),
      },
    });
    if (to === 'HIDDEN') await noticeReviewHidden(tx, updated, reason);
  });
  return toReviewObject(await findReviewRow(db, admin, id));
}

/**
 * Every review for admins: reported ones first (most reports first), then newest; filters by status
 * and reported, and search by the hostel's name or exact id.
 */
export async function adminReviews(db: Database, args: AdminReviewsArgs) {
  const search = checkSearchText(args.search, 'search');
  const where: Prisma.ReviewWhereInput = {
    ...(args.status ? { status: args.status } : {}),
    ...(args.reportedOnly ? { reportCount: { gt: 0 } } : {}),
    ...updatedSinceWhere(args.updatedSince),
    ...(search
      ? {
          hostel: isUuid(search)
            ? { id: search }
            : { name: { contains: search, mode: 'insensitive' as const } },
        }
      : {}),
  };
  const page = keysetWhere<Prisma.ReviewWhereInput>(args, [
    ['reportCount', 'desc', 'int'],
    ['createdAt', 'desc', 'date'],
    ['id', 'desc', 'uuid'],
  ]);
  const [rows, totalCount] = await Promise.all([
    db.prisma.review.findMany({
      where: { AND: [where, page] },
      include: reviewRelations,
      orderBy: keysetOrder(args, [{ reportCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.review.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.reportCount, row.createdAt, row.id],
    toReviewObject,
  );
}
