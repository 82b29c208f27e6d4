// What other features may use of reviews (ESLint keeps them to this file). Each piece loads its
// own code when it first renders, so the screens that show them stay as light as before.
import { lazy } from 'react';

export { HostelReviewsBelowFold } from './hostel-reviews-lazy';

/** On a completed reservation: "Write a review", then the student's review. */
export const ReservationReview = lazy(() =>
  import('./reservation-review').then((m) => ({ default: m.ReservationReview })),
);

/** The student's completed stays still waiting for a review. */
export const StaysToReview = lazy(() =>
  import('./stays-to-review').then((m) => ({ default: m.StaysToReview })),
);
