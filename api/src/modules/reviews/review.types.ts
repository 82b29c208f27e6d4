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
  valuesConfig: {
    PUBLISHED: { description: 'Visible and counted in the hostel’s ratings.' },
    HIDDEN: {
      description: 'Hidden by an admin: seen only by its author and admins, left out of the ratings.',
    },
  },
});

export enum ReviewSort {
  NEWEST = 'NEWEST',
  HIGHEST = 'HIGHEST',
  LOWEST = 'LOWEST',
}
registerEnumType(ReviewSort, {
  name: 'ReviewSort',
  description: 'Order of a hostel’s reviews.',
  valuesConfig: {
    NEWEST: { description: 'Most recent first.' },
    HIGHEST: { description: 'Highest overall rating first, then most recent.' },
    LOWEST: { description: 'Lowest overall rating first, then most recent.' },
  },
});

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
  @Field(() => ID, { description: 'Unique identifier of the review.' })
  id!: string;

  @Field(() => ID, { description: 'The hostel reviewed.' })
  hostelId!: string;

  @Field(() => ID, { description: 'The completed reservation the review is about.' })
  reservationId!: string;

  @Field(() => Int, { description: '1 to 5 stars, as are the five sub-ratings.' })
  overall!: number;

  @Field(() => Int, { description: 'Cleanliness rating, 1 to 5 stars.' })
  cleanliness!: number;

  @Field(() => Int, { description: 'Location rating, 1 to 5 stars.' })
  location!: number;

  @Field(() => Int, { description: 'Value-for-money rating, 1 to 5 stars.' })
  value!: number;

  @Field(() => Int, { description: 'Security rating, 1 to 5 stars.' })
  security!: number;

  @Field(() => Int, { description: 'Staff rating, 1 to 5 stars.' })
  staff!: number;

  @Field(() => String, { description: 'What the student wrote (30 to 2000 characters).' })
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

  @Field(() => ReviewStatus, { description: 'Whether the review is visible.' })
  status!: ReviewStatus;

  @Field(() => String, {
    nullable: true,
    description: 'The hostel owner’s public reply; null until they reply.',
  })
  ownerReply!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the owner first replied; null until then.' })
  ownerRepliedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the owner last edited the reply; null if never edited.',
  })
  ownerReplyEditedAt!: Date | null;

  @Field(() => Date, { description: 'When the review was posted.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When anything about it last changed (updatedSince filters on it).' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When its author last edited it; null if never edited.' })
  editedAt!: Date | null;

  @Field(() => Date, { description: `The author may edit it until then (${REVIEW_LIMITS.editHours} h).` })
  editableUntil!: Date;

  /** Not in the schema: the row the viewer-dependent fields read. */
  row!: ReviewRow;
}

@ObjectType({ description: 'A page of reviews (Relay connection).' })
export class ReviewConnection extends Connection(ReviewObject, 'Review') {}

@ObjectType('RatingCount', { description: 'How many published reviews gave this many stars overall.' })
export class RatingCountObject {
  @Field(() => Int, { description: 'Number of stars, 1 to 5.' })
  stars!: number;

  @Field(() => Int, { description: 'Published reviews with that overall rating.' })
  count!: number;
}

@ObjectType('RatingSummary', { description: 'A hostel’s published reviews in numbers.' })
export class RatingSummaryObject {
  @Field(() => Float, { description: 'Average overall rating, 0 when there are no reviews.' })
  average!: number;

  @Field(() => Int, { description: 'Number of published reviews.' })
  count!: number;

  @Field(() => Float, { description: 'Average cleanliness rating, 0 when there are no reviews.' })
  cleanliness!: number;

  @Field(() => Float, { description: 'Average location rating, 0 when there are no reviews.' })
  location!: number;

  @Field(() => Float, { description: 'Average value-for-money rating, 0 when there are no reviews.' })
  value!: number;

  @Field(() => Float, { description: 'Average security rating, 0 when there are no reviews.' })
  security!: number;

  @Field(() => Float, { description: 'Average staff rating, 0 when there are no reviews.' })
  staff!: number;

  @Field(() => [RatingCountObject], { description: 'Counts for 5, 4, 3, 2 and 1 stars, in that order.' })
  distribution!: RatingCountObject[];
}

@InputType({ description: 'The ratings (each 1 to 5 stars) and comment of a review.' })
export class ReviewInput {
  @Field(() => Int, { description: 'Overall rating, 1 to 5 stars.' })
  overall!: number;

  @Field(() => Int, { description: 'Cleanliness rating, 1 to 5 stars.' })
  cleanliness!: number;

  @Field(() => Int, { description: 'Location rating, 1 to 5 stars.' })
  location!: number;

  @Field(() => Int, { description: 'Value-for-money rating, 1 to 5 stars.' })
  value!: number;

  @Field(() => Int, { description: 'Security rating, 1 to 5 stars.' })
  security!: number;

  @Field(() => Int, { description: 'Staff rating, 1 to 5 stars.' })
  staff!: number;

  @Field(() => String, {
    description: `${REVIEW_LIMITS.commentMin} to ${REVIEW_LIMITS.commentMax} characters.`,
  })
  comment!: string;
}

@InputType({
  description: 'A new review: the ratings and comment, and the completed reservation they are about.',
})
export class CreateReviewInput extends ReviewInput {
  @Field(() => ID, { description: 'Your COMPLETED reservation.' })
  reservationId!: string;
}

@ArgsType()
export class HostelReviewsArgs extends ConnectionArgs {
  @Field(() => ReviewSort, {
    defaultValue: ReviewSort.NEWEST,
    description: 'Order of the reviews (default NEWEST).',
  })
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

  @Field(() => Int, { description: 'Number of published reviews of all your hostels.' })
  count!: number;

  @Field(() => Int, { description: 'Published in the last 30 days.' })
  last30Days!: number;
}
