// Reviews of a completed stay: who may write one and when, and what a review holds. The API refuses
// and the web form warns with these same functions.
import { withoutContactDetails } from './contact-rules.js';
import type { FieldRules } from './fields.js';

export const REVIEW_LIMITS = {
  /** Characters of a review's comment, trimmed. */
  commentMin: 30,
  commentMax: 2000,
  /** Characters of the owner's reply, trimmed. */
  replyMin: 2,
  replyMax: 2000,
  /** Days after check-out (in the hostel's time zone) a review can still be written. */
  writeDays: 14,
  /** Hours after posting its author may edit a review. */
  editHours: 48,
} as const;

/** The ratings of a review, each 1 to 5 stars. */
export const REVIEW_RATINGS = ['overall', 'cleanliness', 'location', 'value', 'security', 'staff'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_RATING_LABELS: Record<ReviewRating, string> = {
  overall: 'Overall',
  cleanliness: 'Cleanliness',
  location: 'Location',
  value: 'Value',
  security: 'Security',
  staff: 'Staff',
};

export type ReviewValues = Record<ReviewRating, number | string> & { comment: string };

/** Checks every rating (1 to 5) and the comment; returns the trimmed comment. */
export function checkReview(rules: FieldRules, values: ReviewValues): string {
  for (const rating of REVIEW_RATINGS) {
    const value = values[rating];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
      rules.add(rating, `Rate ${REVIEW_RATING_LABELS[rating].toLowerCase()} from 1 to 5 stars.`);
  }
  return rules.text('comment', values.comment, 'Comment', REVIEW_LIMITS.commentMin, REVIEW_LIMITS.commentMax);
}

/** The owner's reply, public like the review: trimmed, checked into `rules` under `reply`. */
export const checkReviewReply = (rules: FieldRules, reply: string) =>
  withoutContactDetails(
    rules,
    'reply',
    rules.text('reply', reply, 'Reply', REVIEW_LIMITS.replyMin, REVIEW_LIMITS.replyMax),
  );

/** The last day (YYYY-MM-DD, hostel's time zone) a stay that ends on `checkOut` can be reviewed. */
export function reviewLastDay(checkOut: string): string {
  const day = new Date(`${checkOut}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + REVIEW_LIMITS.writeDays);
  return day.toISOString().slice(0, 10);
}

/** Until when its author may edit a review posted at `createdAt`. */
export const reviewEditableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REVIEW_LIMITS.editHours * 3_600_000);
