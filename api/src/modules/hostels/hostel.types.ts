import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../core/pagination.js';
import {
  CancellationPolicy,
  GenderPolicy,
  HostelStatus,
  PricePeriod,
  type Hostel,
} from '../../generated/prisma/client.js';
import { FileObject } from '../files/file.type.js';

export { CancellationPolicy, GenderPolicy, HostelStatus, PricePeriod };

registerEnumType(GenderPolicy, { name: 'GenderPolicy', description: 'Who may stay in a hostel.' });
registerEnumType(HostelStatus, { name: 'HostelStatus', description: 'Where a listing is in its life.' });
registerEnumType(CancellationPolicy, {
  name: 'CancellationPolicy',
  description: 'The refund table applied when a stay is cancelled.',
});
registerEnumType(PricePeriod, { name: 'PricePeriod', description: 'What one price per bed pays for.' });

/** Stay dates a search or details page asked about; room types then report their free beds. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  beds: number;
}

/** What hostel resolvers receive: the row, plus what the query that found it already knows. */
export type HostelNode = Hostel & {
  distanceMeters?: number | null;
  isFavourite?: boolean;
  stay?: Stay;
};

@ObjectType('Price', { description: 'An amount in minor units (cents) of a currency, per period.' })
export class PriceObject {
  @Field(() => Int)
  amount!: number;

  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => PricePeriod)
  period!: PricePeriod;
}

@ObjectType('StayPrice', {
  description:
    'What a stay would cost in one room type, priced as quoteReservation prices it (platform fee included), in the hostel currency.',
})
export class StayPriceObject {
  @Field(() => ID)
  roomTypeId!: string;

  @Field(() => PricePeriod)
  pricePeriod!: PricePeriod;

  @Field(() => String, { description: 'YYYY-MM-DD; a term room is priced for its whole term.' })
  checkIn!: string;

  @Field(() => String, { description: 'YYYY-MM-DD (departure day).' })
  checkOut!: string;

  @Field(() => Int)
  nights!: number;

  @Field(() => Int)
  beds!: number;

  @Field(() => Int, { description: 'Minor units, for all beds, fee included.' })
  total!: number;

  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;
}

@ObjectType('OwnerCard', { description: 'What anybody may see of a hostel owner.' })
export class OwnerCard {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => FileObject, { nullable: true })
  avatar!: FileObject | null;

  @Field(() => Date)
  memberSince!: Date;
}

@ObjectType('NearbyUniversity')
export class NearbyUniversity {
  @Field(() => ID, { description: 'The university id.' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  city!: string;

  @Field(() => Int)
  distanceMeters!: number;
}

@ObjectType('HostelPhoto')
export class HostelPhotoObject {
  @Field(() => ID)
  id!: string;

  @Field(() => FileObject)
  file!: FileObject;

  @Field(() => Int, { description: 'Display order, from 0.' })
  position!: number;

  @Field(() => Boolean)
  isCover!: boolean;

  @Field(() => String, { nullable: true })
  caption!: string | null;
}

@ObjectType('RoomType')
export class RoomTypeObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int)
  bedsPerRoom!: number;

  @Field(() => Int, { description: 'Bed inventory of this room type.' })
  totalBeds!: number;

  @Field(() => [String])
  amenities!: string[];

  @Field(() => PriceObject, { nullable: true, description: 'Null until the owner sets a price.' })
  price!: PriceObject | null;

  @Field(() => String, { nullable: true })
  termName!: string | null;

  @Field(() => String, { nullable: true, description: 'First day of the term (YYYY-MM-DD).' })
  termStart!: string | null;

  @Field(() => String, { nullable: true, description: 'Last day of the term (YYYY-MM-DD).' })
  termEnd!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Beds free on every night of the requested stay (null when no dates were given); for a room let only for its term, on every night of the term, whatever the dates.',
  })
  availableBeds!: number | null;
}

@ObjectType('ReviewSummary')
export class ReviewSummary {
  @Field(() => Float, { description: 'Average overall rating, 0 when there are no reviews.' })
  average!: number;

  @Field(() => Int)
  count!: number;
}

/** Scalar fields come straight from the row; relations and private fields have field resolvers. */
@ObjectType('Hostel')
export class HostelObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  country!: string;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => String, { description: 'IANA time zone; deadlines are computed in it.' })
  timeZone!: string;

  @Field(() => [String])
  amenities!: string[];

  @Field(() => String)
  houseRules!: string;

  @Field(() => GenderPolicy)
  genderPolicy!: GenderPolicy;

  @Field(() => CancellationPolicy)
  cancellationPolicy!: CancellationPolicy;

  @Field(() => HostelStatus)
  status!: HostelStatus;

  @Field(() => Int, {
    description: 'Listing steps completed: 1 basics, 2 location, 3 rooms, 4 photos, 5 price.',
  })
  listingStep!: number;

  @Field(() => Float)
  ratingAverage!: number;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => Int, { nullable: true, description: 'Distance to the university searched near, in metres.' })
  distanceMeters?: number | null;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

/** Search counts matches only up to this many, so a page costs the same however many hostels match. */
export const SEARCH_COUNT_CAP = 100;

@ObjectType()
export class HostelConnection extends Connection(HostelObject, 'Hostel') {
  @Field(() => Boolean, {
    description: `True when more hostels match than totalCount says: search counts at most ${SEARCH_COUNT_CAP} (show "${SEARCH_COUNT_CAP}+").`,
  })
  totalCountIsCapped!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Search only: the currency of minPrice and maxPrice and of the price order, ISO 4217: the one most hostels of the searched city (or the university's city) use, else the platform currency.",
  })
  priceCurrency?: string | null;
}
