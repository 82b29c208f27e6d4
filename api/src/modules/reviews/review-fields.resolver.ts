import { reviewLastDay } from '@hostel/common';
import { Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { activeUserOf } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { toPlainDate } from '../../core/dates.js';
import { canViewHostel, HostelObject, type HostelNode } from '../hostels/index.js';
import { reservationLoaders, ReservationObject, type ReservationNode } from '../reservations/index.js';
import { reviewLoaders } from './review.loaders.js';
import {
  canEditReview,
  canReplyToReview,
  canSeeModeration,
  canViewReview,
  isAdmin,
  reviewRefusal,
} from './review.policies.js';
import { hostelReviews, toRatingSummary } from './review.queries.js';
import { toReviewObject } from './review.service.js';
import { HostelReviewsArgs, RatingSummaryObject, ReviewConnection, ReviewObject } from './review.types.js';

/** What a review shows depends on who looks: its author, the hostel's owner, an admin, or anyone. */
@Resolver(() => ReviewObject)
export class ReviewFieldsResolver {
  @FieldResolver(() => HostelObject, {
    nullable: true,
    description: 'The hostel, where the viewer may see it (null once it is no longer published).',
  })
  hostel(@Root() review: ReviewObject, @Ctx() ctx: Context): HostelNode | null {
    return canViewHostel(activeUserOf(ctx.viewer), review.row.hostel) ? review.row.hostel : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer wrote it.' })
  mine(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return activeUserOf(ctx.viewer)?.id === review.row.authorId;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may edit it now (author, 48 h).' })
  canEdit(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return canEditReview(activeUserOf(ctx.viewer), review.row, new Date());
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may reply (the hostel’s owner).' })
  canReply(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return canReplyToReview(activeUserOf(ctx.viewer), review.row);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer has reported it.' })
  reportedByMe(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return activeUserOf(ctx.viewer) ? reviewLoaders(ctx).reportedByMe.load(review.id) : false;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why an admin hid it (author and admins only).',
  })
  hiddenReason(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return canSeeModeration(activeUserOf(ctx.viewer), review.row) ? review.row.hiddenReason : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Open reports (admins only).' })
  reportCount(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return isAdmin(activeUserOf(ctx.viewer)) ? review.row.reportCount : null;
  }

  @FieldResolver(() => [String], { nullable: true, description: 'The open reports’ reasons (admins only).' })
  reportReasons(@Root() review: ReviewObject, @Ctx() ctx: Context) {
    return isAdmin(activeUserOf(ctx.viewer)) ? reviewLoaders(ctx).reportReasons.load(review.id) : null;
  }
}

/** A hostel's reviews and rating summary: public wherever the hostel itself is visible. */
@Resolver(() => HostelObject)
export class HostelReviewsResolver {
  @FieldResolver(() => RatingSummaryObject, {
    description: 'Average, count, sub-rating averages and the 5..1 star distribution of published reviews.',
  })
  async ratingSummary(@Root() hostel: HostelNode, @Ctx() ctx: Context) {
    return toRatingSummary(hostel, await reviewLoaders(ctx).distribution.load(hostel.id));
  }

  @FieldResolver(() => ReviewConnection, {
    description: 'Published reviews, sorted, optionally of one room type.',
  })
  reviews(
    @Root() hostel: HostelNode,
    @Args(() => HostelReviewsArgs) args: HostelReviewsArgs,
    @Ctx() ctx: Context,
  ) {
    return hostelReviews(ctx.db, hostel, args);
  }
}

/** A reservation's review, and whether its student can write one now. */
@Resolver(() => ReservationObject)
export class ReservationReviewResolver {
  @FieldResolver(() => ReviewObject, { nullable: true, description: 'The stay’s review, if any.' })
  async review(@Root() reservation: ReservationNode, @Ctx() ctx: Context) {
    const row = await reviewLoaders(ctx).byReservation.load(reservation.id);
    return row && canViewReview(activeUserOf(ctx.viewer), row) ? toReviewObject(row) : null;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer (its student) can review this stay now.',
  })
  async canReview(@Root() reservation: ReservationNode, @Ctx() ctx: Context) {
    const viewer = activeUserOf(ctx.viewer);
    if (reservation.status !== 'COMPLETED' || viewer?.id !== reservation.studentId) return false;
    const [hostel, review] = await Promise.all([
      reservationLoaders(ctx).hostel.load(reservation.hostelId),
      reviewLoaders(ctx).byReservation.load(reservation.id),
    ]);
    return (
      hostel !== null &&
      reviewRefusal(viewer, reservation, hostel.timeZone, review !== null, new Date()) === null
    );
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The last day (YYYY-MM-DD, hostel’s time zone) a completed stay can be reviewed.',
  })
  reviewLastDay(@Root() reservation: ReservationNode) {
    return reservation.status === 'COMPLETED' ? reviewLastDay(toPlainDate(reservation.checkOut)) : null;
  }
}
