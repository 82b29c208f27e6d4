import type { ApiModule } from '../../core/module.js';
import {
  HostelReviewsResolver,
  ReservationReviewResolver,
  ReviewFieldsResolver,
} from './review-fields.resolver.js';
import { ReviewResolver } from './review.resolver.js';

export { reviewRelations, toReviewObject } from './review.service.js';
export { ReviewObject } from './review.types.js';

/** Reviews of completed stays: writing and editing, owners' replies, reports and admins' moderation. */
export const reviewsModule: ApiModule = {
  name: 'reviews',
  resolvers: [ReviewResolver, ReviewFieldsResolver, HostelReviewsResolver, ReservationReviewResolver],
};
