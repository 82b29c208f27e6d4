import type { Context } from '../../core/context.js';
import { batchLoader, perRequest } from '../../core/loaders.js';
import type { ReviewRow } from './review.types.js';
import { ratingDistributions } from './review.queries.js';
import { reviewRelations } from './review.service.js';

/** Batches of a page of hostels, reservations or reviews: a fixed number of statements per page. */
export const reviewLoaders = perRequest((ctx: Context) => {
  const viewerId = ctx.viewer?.user?.id ?? null;
  return {
    distribution: batchLoader((ids: string[]) => ratingDistributions(ctx.db, ids), [0, 0, 0, 0, 0]),
    byReservation: batchLoader<string, ReviewRow | null>(async (ids) => {
      const rows = await ctx.db.prisma.review.findMany({
        where: { reservationId: { in: ids } },
        include: reviewRelations,
      });
      return new Map(rows.map((row) => [row.reservationId, row]));
    }, null),
    reportedByMe: batchLoader(async (ids: string[]) => {
      if (!viewerId) return new Map<string, boolean>();
      const rows = await ctx.db.prisma.reviewReport.findMany({
        where: { reviewId: { in: ids }, reporterId: viewerId },
        select: { reviewId: true },
      });
      return new Map(rows.map((row) => [row.reviewId, true]));
    }, false),
    reportReasons: batchLoader(async (ids: string[]) => {
      const rows = await ctx.db.prisma.reviewReport.findMany({
        where: { reviewId: { in: ids } },
        orderBy: { createdAt: 'asc' },
        select: { reviewId: true, reason: true },
      });
      const reasons = new Map<string, string[]>();
      for (const row of rows) reasons.set(row.reviewId, [...(reasons.get(row.reviewId) ?? []), row.reason]);
      return reasons;
    }, [] as string[]),
  };
});
