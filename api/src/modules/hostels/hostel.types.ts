import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../core/pagination.js';
import {
  CancellationPolicy,
  GenderPolicy,
  HostelStatus,
  PricePeriod,
  type Hostel,
} from '../../generated/prisma/client.js';
import { FileObject } from '../files/index.js';

export { CancellationPolicy, GenderPolicy, HostelStatus, PricePeriod };

registerEnumType(GenderPolicy, {
  name: 'GenderPolicy',
  description: 'Who may stay in a hostel.',
  valuesConfig: {
    FEMALE: { description: 'Women only.' },
    MALE: { description: 'Men only.' },
    MIXED: { description: 'Anyone, whatever their gender.' },
  },
});
registerEnumType(HostelStatus, {
  name: 'HostelStatus',
  description: 'Where a listing is in its life.',
  valuesConfig: {
    ARCHIVED: { description: 'Taken off the platform for good by its owner.' },
    DRAFT: { description: 'Being written by its owner; never shown to others.' },
    PENDING_REVIEW: { description: 'Submitted and waiting for an admin’s approval.' },
    PUBLISHED: { description: 'Approved: found by search and open to reservations.' },
    REJECTED: {
      description: 'Refused by an admin (see rejectionReason); the owner may fix it and submit again.',
    },
    SUSPENDED: { description: 'Hidden from search by an admin (see rejectionReason) until reinstated.' },
  },
});
registerEnumType(CancellationPolicy, {
  name: 'CancellationPolicy',
  description: 'The refund table applied when a stay is cancelled.',
  valuesConfig: {
    FLEXIBLE: { description: 'Full refund when cancelled at least 1 day before check-in, none later.' },
    MODERATE: { description: 'Full refund when cancelled at least 5 days before check-in, 50% later.' },
    STRICT: { description: '50% refund when cancelled at least 14 days before check-in, none later.' },
  },
});
registerEnumType(PricePeriod, {
  name: 'PricePeriod',
  description: 'What one price per bed pays for.',
  valuesConfig: {
    MONTH: { description: 'Per bed per month: every started block of 30 nights costs a whole month.' },
    NIGHT: { description: 'Per bed per night.' },
    SEMESTER: {
      description: 'Per bed for a whole term (termName, termStart, termEnd), whatever the dates of the stay.',
    },
  },
});

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
  @Field(() => Int, { description: 'Price per bed for one period, in minor units (cents) of currency.' })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;

  @Field(() => PricePeriod, { description: 'What the amount pays for: a night, a month or a term.' })
  period!: PricePeriod;
}

@ObjectType('StayPrice', {
  description:
    'What a stay would cost in one room type, priced as quoteReservation prices it (platform fee included), in the hostel currency.',
})
export class StayPriceObject {
  @Field(() => ID, { description: 'The room type priced.' })
  roomTypeId!: string;

  @Field(() => PricePeriod, { description: 'Period the room type is priced by.' })
  pricePeriod!: PricePeriod;

  @Field(() => String, { description: 'YYYY-MM-DD; a term room is priced for its whole term.' })
  checkIn!: string;

  @Field(() => String, { description: 'YYYY-MM-DD (departure day).' })
  checkOut!: string;

  @Field(() => Int, { description: 'Nights of the stay (for a term room, of its whole term).' })
  nights!: number;

  @Field(() => Int, { description: 'Beds priced.' })
  beds!: number;

  @Field(() => Int, { description: 'Minor units, for all beds, fee included.' })
  total!: number;

  @Field(() => String, { description: 'ISO 4217 code, e.g. GHS.' })
  currency!: string;
}

@ObjectType('OwnerCard', { description: 'What anybody may see of a hostel owner.' })
export class OwnerCard {
  @Field(() => ID, { description: 'Unique identifier of the owner’s user account.' })
  id!: string;

  @Field(() => String, {
    description:
      'The owner’s public display name; contact details in it are hidden until the viewer has a paid reservation at the hostel.',
  })
  displayName!: string;

  @Field(() => FileObject, {
    nullable: true,
    description: 'The owner’s profile picture; null when none was uploaded.',
  })
  avatar!: FileObject | null;

  @Field(() => Date, { description: 'When the owner joined the platform.' })
  memberSince!: Date;
}

/** An owner card as read on one hostel: whether its name is masked depends on the hostel. */
export type OwnerCardNode = OwnerCard & { hostelId: string };

@ObjectType('NearbyUniversity', {
  description: 'A university near a hostel, with the distance between them.',
})
export class NearbyUniversity {
  @Field(() => ID, { description: 'The university id.' })
  id!: string;

  @Field(() => String, { description: 'Name of the university.' })
  name!: string;

  @Field(() => String, { description: 'City of the university.' })
  city!: string;

  @Field(() => Int, { description: 'Straight-line distance from the hostel, in metres.' })
  distanceMeters!: number;
}

@ObjectType('HostelPhoto', { description: 'A photo of a hostel, in display order.' })
export class HostelPhotoObject {
  @Field(() => ID, { description: 'Unique identifier of the photo.' })
  id!: string;

  @Field(() => FileObject, { description: 'The uploaded image.' })
  file!: FileObject;

  @Field(() => Int, { description: 'Display order, from 0.' })
  position!: number;

  @Field(() => Boolean, { description: 'True for the one photo shown first and on search cards.' })
  isCover!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Caption written by the owner (up to 200 characters); null when none.',
  })
  caption!: string | null;
}

@ObjectType('RoomType', {
  description: 'A kind of room in a hostel (e.g. a 4-bed dorm) with its bed inventory and price.',
})
export class RoomTypeObject {
  @Field(() => ID, { description: 'Unique identifier of the room type.' })
  id!: string;

  @Field(() => String, {
    description: 'Name of the room type, unique within its hostel (up to 60 characters).',
  })
  name!: string;

  @Field(() => String, { description: 'What the room offers (up to 1000 characters; empty when none).' })
  description!: string;

  @Field(() => Int, { description: 'Beds in one room of this type (1 to 50).' })
  bedsPerRoom!: number;

  @Field(() => Int, { description: 'Bed inventory of this room type.' })
  totalBeds!: number;

  @Field(() => [String], {
    description: 'Amenities of this room type (at most 30, each up to 40 characters).',
  })
  amenities!: string[];

  @Field(() => PriceObject, { nullable: true, description: 'Null until the owner sets a price.' })
  price!: PriceObject | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the term a SEMESTER price covers, e.g. "Fall 2026"; null for other periods.',
  })
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

@ObjectType('ReviewSummary', {
  description: 'Average overall rating and number of published reviews of a hostel.',
})
export class ReviewSummary {
  @Field(() => Float, { description: 'Average overall rating, 0 when there are no reviews.' })
  average!: number;

  @Field(() => Int, { description: 'Number of published reviews.' })
  count!: number;
}

/** Scalar fields come straight from the row; relations and private fields have field resolvers. */
@ObjectType('Hostel', {
  description:
    'A hostel listing: published ones are public; drafts and listings under moderation only reach their owner and admins.',
})
export class HostelObject {
  @Field(() => ID, { description: 'Unique identifier of the hostel.' })
  id!: string;

  @Field(() => String, {
    description: 'Unique, URL-safe name of the hostel, as in its page address; hostel(slug:) finds it.',
  })
  slug!: string;

  @Field(() => String, { description: 'Name of the hostel (3 to 100 characters).' })
  name!: string;

  @Field(() => String, { description: 'What the owner says about the hostel (20 to 5000 characters).' })
  description!: string;

  @Field(() => String, { description: 'Street address (up to 200 characters).' })
  address!: string;

  @Field(() => String, { description: 'City the hostel is in.' })
  city!: string;

  @Field(() => String, { description: 'Country the hostel is in.' })
  country!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude in decimal degrees (WGS 84); null until the location step is saved.',
  })
  latitude!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Longitude in decimal degrees (WGS 84); null until the location step is saved.',
  })
  longitude!: number | null;

  @Field(() => String, { description: 'IANA time zone; deadlines are computed in it.' })
  timeZone!: string;

  @Field(() => [String], {
    description: 'Amenities of the whole hostel (at most 30, each up to 40 characters).',
  })
  amenities!: string[];

  @Field(() => String, { description: 'The owner’s house rules (up to 2000 characters; empty when none).' })
  houseRules!: string;

  @Field(() => GenderPolicy, { description: 'Who may stay in the hostel.' })
  genderPolicy!: GenderPolicy;

  @Field(() => CancellationPolicy, { description: 'Refund table applied when a paid stay is cancelled.' })
  cancellationPolicy!: CancellationPolicy;

  @Field(() => HostelStatus, {
    description: 'Where the listing is in its life (draft, in review, published...).',
  })
  status!: HostelStatus;

  @Field(() => Int, {
    description: 'Listing steps completed: 1 basics, 2 location, 3 rooms, 4 photos, 5 price.',
  })
  listingStep!: number;

  @Field(() => Float, {
    description: 'Average overall rating (1 to 5) of the hostel’s published reviews; 0 when it has none.',
  })
  ratingAverage!: number;

  @Field(() => Int, { description: 'Number of published reviews of the hostel.' })
  reviewCount!: number;

  @Field(() => Int, { nullable: true, description: 'Distance to the university searched near, in metres.' })
  distanceMeters?: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the owner last submitted the listing for review; null if never.',
  })
  submittedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When an admin first approved the listing; null if never published.',
  })
  publishedAt!: Date | null;

  @Field(() => Date, { description: 'When the draft was started.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When the listing last changed.' })
  updatedAt!: Date;
}

/** Search counts matches only up to this many, so a page costs the same however many hostels match. */
export const SEARCH_COUNT_CAP = 100;

@ObjectType({ description: 'A page of hostels (Relay connection).' })
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
