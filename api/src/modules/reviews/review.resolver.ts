import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { ReservationObject } from '../reservations/index.js';
import { adminReviews, moderateReview } from './review-moderation.service.js';
import { ownerReviewFigures, ownerReviews, reservationsToReview } from './review.queries.js';
import * as reviews from './review.service.js';
import {
  AdminReviewsArgs,
  CreateReviewInput,
  OwnerReviewFiguresObject,
  OwnerReviewsArgs,
  ReviewConnection,
  ReviewInput,
  ReviewObject,
} from './review.types.js';
import { Access } from '../../core/access.js';
import {
  canEditReview,
  canReplyToReview,
  canViewReview,
  ownsReviewedHostel,
  reviewRefusal,
} from './review.policies.js';

/**
 * Writing, replying to, reporting and moderating reviews. Reading a hostel's reviews is public,
 * through the Hostel type's `reviews` and `ratingSummary` fields.
 */
@Resolver()
export class ReviewResolver {
  @Access({ roles: 'signed-in', scope: 'listings:read', policy: canViewReview })
  @Query(() => ReviewObject, {
    nullable: true,
    description: 'One review (a hidden one: NOT_FOUND but for its author and admins).',
  })
  async review(@Arg('id', () => ID, { description: 'The review’s id.' }) id: string, @Ctx() ctx: Context) {
    return reviews.toReviewObject(await reviews.findReviewRow(ctx.db, requireActiveUser(ctx.viewer), id));
  }

  @Access({ roles: ['STUDENT'], scope: 'web-only', policy: 'self' })
  @Query(() => [ReservationObject], {
    description: 'Your completed stays you can still review (14 days after check-out), latest first.',
  })
  reservationsToReview(@Ctx() ctx: Context) {
    return reservationsToReview(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['OWNER'], scope: 'listings:read', policy: [ownsReviewedHostel, 'self'] })
  @Query(() => ReviewConnection, { description: 'Published reviews of your hostels, newest first.' })
  ownerReviews(@Args(() => OwnerReviewsArgs) args: OwnerReviewsArgs, @Ctx() ctx: Context) {
    return ownerReviews(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: 'self' })
  @Query(() => OwnerReviewFiguresObject, {
    description: 'Your rating over all your hostels and the reviews of the last 30 days.',
  })
  ownerReviewFigures(@Ctx() ctx: Context) {
    return ownerReviewFigures(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => ReviewConnection, {
    description: 'Admins: every review, reported ones first; by status, reported only, hostel name or id.',
  })
  adminReviews(@Args(() => AdminReviewsArgs) args: AdminReviewsArgs, @Ctx() ctx: Context) {
    return adminReviews(ctx.db, args);
  }

  @Access({ roles: ['STUDENT'], scope: 'web-only', policy: reviewRefusal })
  @Mutation(() => ReviewObject, {
    description: 'Reviews your COMPLETED stay, once, up to 14 days after check-out (hostel’s time zone).',
  })
  createReview(
    @Arg('input', () => CreateReviewInput, { description: 'Ratings, comment and the reservation reviewed.' })
    input: CreateReviewInput,
    @Ctx() ctx: Context,
  ) {
    return reviews.createReview(ctx.db, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: canEditReview })
  @Mutation(() => ReviewObject, { description: 'Edits your review, within 48 hours of posting it.' })
  updateReview(
    @Arg('id', () => ID, { description: 'Your review.' }) id: string,
    @Arg('input', () => ReviewInput, { description: 'The new ratings and comment, replacing the old ones.' })
    input: ReviewInput,
    @Ctx() ctx: Context,
  ) {
    return reviews.updateReview(ctx.db, requireActiveUser(ctx.viewer), id, input);
  }

  @Access({ roles: ['OWNER'], scope: 'web-only', policy: canReplyToReview })
  @Mutation(() => ReviewObject, {
    description: 'Your reply to a review of your hostel: one per review; calling it again edits it.',
  })
  replyToReview(
    @Arg('id', () => ID, { description: 'A published review of one of your hostels.' }) id: string,
    @Arg('reply', () => String, { description: 'The reply, 2 to 2000 characters.' }) reply: string,
    @Ctx() ctx: Context,
  ) {
    return reviews.replyToReview(ctx.db, requireActiveUser(ctx.viewer), id, reply);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: canViewReview })
  @Mutation(() => ReviewObject, { description: 'Reports a review to the platform’s admins, with a reason.' })
  reportReview(
    @Arg('id', () => ID, { description: 'The review to report (not your own).' }) id: string,
    @Arg('reason', () => String, {
      description: 'What is wrong with it, for the admins; 5 to 1000 characters.',
    })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return reviews.reportReview(ctx.db, requireActiveUser(ctx.viewer), id, reason);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => ReviewObject, { description: 'Admins: hides a review (it leaves the averages); audited.' })
  hideReview(
    @Arg('id', () => ID, { description: 'The review, PUBLISHED.' }) id: string,
    @Arg('reason', () => String, {
      description: 'Why, shown to its author and kept in the audit log; 5 to 1000 characters.',
    })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return moderateReview(ctx.db, requireActiveUser(ctx.viewer), id, 'hide', reason);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Mutation(() => ReviewObject, { description: 'Admins: publishes a hidden review again; audited.' })
  restoreReview(
    @Arg('id', () => ID, { description: 'The review, HIDDEN.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, kept in the audit log; 5 to 1000 characters.' })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return moderateReview(ctx.db, requireActiveUser(ctx.viewer), id, 'restore', reason);
  }
}
