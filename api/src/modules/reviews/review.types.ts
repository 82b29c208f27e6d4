import { REVIEW_LIMITS } from '@hostel/common';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs, UpdatedSince } from '../../core/pagination.js';
import {
  ReviewStatus,
  type Hostel,
  type Review,
  type RoomType,
  type User,
} from '../../generated/prisma/client.js';

export { ReviewStatus };

registerEnumType(ReviewStatus, {
  name: 'ReviewStatus',
  description: 'PUBLISHED reviews count in the averages and lists; HIDDEN ones (by an admin) do not.',
});

export enum ReviewSort {
  NEWEST = 'NEWEST',
  HIGHEST = 'HIGHEST',
  LOWEST = 'LOWEST',
}
registerEnumType(ReviewSort, { name: 'ReviewSort', description: 'Order of a hostel’s reviews.' });

/** What every view of a review reads: the row, its author (and university) and room type. */
export type ReviewRow = Review & {
  author: User & { university: { name: string } | null };
  roomType: Pick<RoomType, 'name'>;
  reservation: { checkIn: Date };
  hostel: Hostel;
};

/** A review; the viewer-dependent fields (canEdit, reportedByMe, ...) are field resolvers. */
@ObjectType('Review', {
  description: 'A student’s review of a completed stay (every one is a verified stay).',
})
export class ReviewObject {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => ID)
  reservationId!: string;

  @Field(() => Int, { description: '1 to 5 stars, as are the five sub-ratings.' })
  overall!: number;

  @Field(() => Int)
  cleanliness!: number;

  @Field(() => Int)
  location!: number;

  @Field(() => Int)
  value!: number;

  @Field(() => Int)
  security!: number;

  @Field(() => Int)
  staff!: number;

  @Field(() => String)
  comment!: string;

  @Field(() => String, { description: 'The author’s first name only.' })
  authorFirstName!: string;

  @Field(() => String, { nullable: true, description: 'The author’s university, if they gave one.' })
  authorUniversity!: string | null;

  @Field(() => String, { description: 'The month the stay began, YYYY-MM.' })
  stayMonth!: string;

  @Field(() => String, { description: 'The room type stayed in.' })
  roomTypeName!: string;

  @Field(() => Boolean, { description: 'Always true: only a completed reservation can be reviewed.' })
  verifiedStay!: boolean;

  @Field(() => ReviewStatus)
  status!: ReviewStatus;

  @Field(() => String, { nullable: true })
  ownerReply!: string | null;

  @Field(() => Date, { nullable: true })
  ownerRepliedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  ownerReplyEditedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'When anything about it last changed (updatedSince filters on it).' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true })
  editedAt!: Date | null;

  @Field(() => Date, { description: `The author may edit it until then (${REVIEW_LIMITS.editHours} h).` })
  editableUntil!: Date;

  /** Not in the schema: the row the viewer-dependent fields read. */
  row!: ReviewRow;
}

@ObjectType()
export class ReviewConnection extends Connection(ReviewObject, 'Review') {}

@ObjectType('RatingCount', { description: 'How many published reviews gave this many stars overall.' })
export class RatingCountObject {
  @Field(() => Int)
  stars!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType('RatingSummary', { description: 'A hostel’s published reviews in numbers.' })
export class RatingSummaryObject {
  @Field(() => Float, { description: 'Average overall rating, 0 when there are no reviews.' })
  average!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  cleanliness!: number;

  @Field(() => Float)
  location!: number;

  @Field(() => Float)
  value!: number;

  @Field(() => Float)
  security!: number;

  @Field(() => Float)
  staff!: number;

  @Field(() => [RatingCountObject], { description: 'Counts for 5, 4, 3, 2 and 1 stars, in that order.' })
  distribution!: RatingCountObject[];
}

@InputType()
export class ReviewInput {
  @Field(() => Int)
  overall!: number;

  @Field(() => Int)
  cleanliness!: number;

  @Field(() => Int)
  location!: number;

  @Field(() => Int)
  value!: number;

  @Field(() => Int)
  security!: number;

  @Field(() => Int)
  staff!: number;

  @Field(() => String, {
    description: `${REVIEW_LIMITS.commentMin} to ${REVIEW_LIMITS.commentMax} characters.`,
  })
  comment!: string;
}

@InputType()
export class CreateReviewInput extends ReviewInput {
  @Field(() => ID, { description: 'Your COMPLETED reservation.' })
  reservationId!: string;
}

@ArgsType()
export class HostelReviewsArgs extends ConnectionArgs {
  @Field(() => ReviewSort, { defaultValue: ReviewSort.NEWEST })
  sort: ReviewSort = ReviewSort.NEWEST;

  @Field(() => ID, { nullable: true, description: 'Only reviews of stays in this room type.' })
  roomTypeId?: string | null;

  @UpdatedSince()
  updatedSince?: Date | null;
}

@ArgsType()
export class OwnerReviewsArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: 'One of your hostels; all of them when omitted.' })
  hostelId?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Only reviews you have not replied to.' })
  unrepliedOnly: boolean = false;

  @UpdatedSince()
  updatedSince?: Date | null;
}

@ArgsType()
export class AdminReviewsArgs extends ConnectionArgs {
  @Field(() => ReviewStatus, { nullable: true, description: 'Only reviews in this status.' })
  status?: ReviewStatus | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Only reviews somebody reported.' })
  reportedOnly: boolean = false;

  @Field(() => String, { nullable: true, description: 'Part of the hostel’s name, or its exact id.' })
  search?: string | null;

  @UpdatedSince()
  updatedSince?: Date | null;
}

@ObjectType('OwnerReviewFigures', { description: 'An owner’s published reviews over all their hostels.' })
export class OwnerReviewFiguresObject {
  @Field(() => Float, { description: 'Average overall rating, 0 when there are none.' })
  average!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Int, { description: 'Published in the last 30 days.' })
  last30Days!: number;
}
