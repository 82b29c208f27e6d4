import { REVIEW_LIMITS, reviewEditableUntil, reviewLastDay } from '@hostel/common';
import { todayIn, toPlainDate } from '../../core/dates.js';
import type { Hostel, Reservation, Review, User } from '../../generated/prisma/client.js';

type Actor = Pick<User, 'id' | 'role'> | null;
type ReviewParties = Pick<Review, 'authorId' | 'status'> & { hostel: { ownerId: string } };

export const isReviewAuthor = (user: Actor, review: Pick<Review, 'authorId'>) =>
  Boolean(user && user.id === review.authorId);

/** An owner reads the reviews of their own hostels; another owner's hostel is NOT_FOUND. */
export const ownsReviewedHostel = (user: Actor, hostel: Pick<Hostel, 'ownerId'>) =>
  Boolean(user && user.id === hostel.ownerId);

export const isReviewedHostelOwner = (user: Actor, review: ReviewParties) =>
  ownsReviewedHostel(user, review.hostel);

export const isAdmin = (user: Actor) => user?.role === 'ADMIN';

/** Everyone reads a published review; a hidden one only its author and admins (others: NOT_FOUND). */
export const canViewReview = (user: Actor, review: ReviewParties) =>
  review.status === 'PUBLISHED' || isReviewAuthor(user, review) || isAdmin(user);

/** Hidden reviews' reasons and report details reach only their author and admins. */
export const canSeeModeration = (user: Actor, review: ReviewParties) =>
  isReviewAuthor(user, review) || isAdmin(user);

/** The author edits a published review within 48 hours of posting it. */
export const canEditReview = (user: Actor, review: ReviewParties & Pick<Review, 'createdAt'>, now: Date) =>
  isReviewAuthor(user, review) &&
  review.status === 'PUBLISHED' &&
  now <= reviewEditableUntil(review.createdAt);

/** The hostel's owner replies (once, then edits that reply) to a published review. */
export const canReplyToReview = (user: Actor, review: ReviewParties) =>
  isReviewedHostelOwner(user, review) && review.status === 'PUBLISHED';

type Stay = Pick<Reservation, 'studentId' | 'status' | 'checkOut'>;

/** Whether the stay is still within its review window, today being judged in the hostel's zone. */
export const withinReviewWindow = (stay: Pick<Reservation, 'checkOut'>, timeZone: string, now: Date) =>
  todayIn(timeZone, now) <= reviewLastDay(toPlainDate(stay.checkOut));

/**
 * Why the user may not review this reservation now, or null when they may: only its student, once
 * it is COMPLETED, once, within 14 days after check-out.
 */
export function reviewRefusal(
  user: Actor,
  stay: Stay,
  timeZone: string,
  alreadyReviewed: boolean,
  now: Date,
): string | null {
  if (!user || user.id !== stay.studentId) return 'Only the student who stayed can review this reservation.';
  if (stay.status !== 'COMPLETED') return 'You can review a stay once it is completed.';
  if (alreadyReviewed) return 'You have already reviewed this stay; you can edit your review instead.';
  if (!withinReviewWindow(stay, timeZone, now))
    return `Reviews can be written up to ${REVIEW_LIMITS.writeDays} days after check-out; this stay ended on ${toPlainDate(stay.checkOut)}.`;
  return null;
}
