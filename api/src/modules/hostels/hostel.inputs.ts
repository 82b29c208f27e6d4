import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { ConnectionArgs, UpdatedSince } from '../../core/pagination.js';
import { CancellationPolicy, GenderPolicy, HostelStatus, PricePeriod } from './hostel.types.js';

// Validation lives in the services (per-field BAD_USER_INPUT messages keyed by these field names).

@InputType({ description: 'Listing step 1: name, description, gender policy, house rules and time zone.' })
export class HostelBasicsInput {
  @Field(() => String, { description: 'Name of the hostel, 3 to 100 characters.' })
  name!: string;

  @Field(() => String, { description: 'Description, 20 to 5000 characters.' })
  description!: string;

  @Field(() => GenderPolicy, { description: 'Who may stay in the hostel.' })
  genderPolicy!: GenderPolicy;

  @Field(() => String, {
    defaultValue: '',
    description: 'House rules, up to 2000 characters (default empty).',
  })
  houseRules!: string;

  @Field(() => String, { description: 'IANA time zone, e.g. Africa/Accra.' })
  timeZone!: string;
}

@InputType({ description: 'Listing step 2: address, map position and the time zone there.' })
export class HostelLocationInput {
  @Field(() => String, { description: 'Street address, 3 to 200 characters.' })
  address!: string;

  @Field(() => String, { description: 'City, 2 to 100 characters.' })
  city!: string;

  @Field(() => String, { description: 'Country, 2 to 100 characters.' })
  country!: string;

  @Field(() => Float, { description: 'Latitude in decimal degrees, -90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in decimal degrees, -180 to 180.' })
  longitude!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'IANA time zone where the hostel is, e.g. Africa/Nairobi (deadlines are computed in it); omitted or null: unchanged.',
  })
  timeZone?: string | null;
}

@InputType({ description: 'One room type of the saveRoomTypes step.' })
export class RoomTypeInput {
  @Field(() => ID, { nullable: true, description: 'Omit for a new room type.' })
  id?: string | null;

  @Field(() => String, { description: 'Name, 1 to 60 characters, unique within the hostel.' })
  name!: string;

  @Field(() => String, {
    defaultValue: '',
    description: 'What the room offers, up to 1000 characters (default empty).',
  })
  description!: string;

  @Field(() => Int, { description: 'Beds in one room, 1 to 50.' })
  bedsPerRoom!: number;

  @Field(() => Int, {
    description:
      'Beds of this type in the hostel, 1 to 1000 and at least bedsPerRoom; nor below the beds reserved or blocked on any coming night.',
  })
  totalBeds!: number;

  @Field(() => [String], {
    defaultValue: [],
    description: 'Amenities of this room type, at most 30 of up to 40 characters (default none).',
  })
  amenities!: string[];
}

@InputType({ description: 'One photo of the setHostelPhotos step.' })
export class HostelPhotoInput {
  @Field(() => ID, { description: 'An image you uploaded with uploadImage(s).' })
  fileId!: string;

  @Field(() => String, { nullable: true, description: 'Caption, up to 200 characters; null for none.' })
  caption?: string | null;
}

@InputType({ description: 'The price of one room type, in the pricing step.' })
export class RoomPriceInput {
  @Field(() => ID, { description: 'Id of the room type priced (one of the hostel’s).' })
  id!: string;

  @Field(() => Int, { description: 'Minor units (cents) per bed per period.' })
  pricePerBed!: number;

  @Field(() => String, { description: 'ISO 4217 code; the same for every room type of a hostel.' })
  currency!: string;

  @Field(() => PricePeriod, { description: 'What pricePerBed pays for: a night, a month or a term.' })
  pricePeriod!: PricePeriod;

  @Field(() => String, { nullable: true, description: 'Required for SEMESTER prices.' })
  termName?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required for SEMESTER prices.' })
  termStart?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required for SEMESTER prices.' })
  termEnd?: string | null;
}

@InputType({ description: 'The pricing step: cancellation policy and a price for every room type.' })
export class HostelPricingInput {
  @Field(() => CancellationPolicy, { description: 'Refund table applied when a stay is cancelled.' })
  cancellationPolicy!: CancellationPolicy;

  @Field(() => [RoomPriceInput], { description: 'A price for every room type of the hostel.' })
  roomTypes!: RoomPriceInput[];
}

export const HostelSort = {
  RELEVANCE: 'RELEVANCE',
  PRICE_ASC: 'PRICE_ASC',
  PRICE_DESC: 'PRICE_DESC',
  RATING: 'RATING',
  DISTANCE: 'DISTANCE',
  NEWEST: 'NEWEST',
} as const;
export type HostelSort = (typeof HostelSort)[keyof typeof HostelSort];
registerEnumType(HostelSort, {
  name: 'HostelSort',
  description:
    'RELEVANCE is nearest first near a university, else best rated. DISTANCE needs a university. PRICE_ASC and PRICE_DESC order by the amount minPrice describes (the stay total with dates, else the monthly equivalent), converted to the search currency; hostels that cannot be compared (no exchange rate) come last.',
  valuesConfig: {
    RELEVANCE: { description: 'Nearest first when searching near a university, else best rated first.' },
    PRICE_ASC: { description: 'Cheapest first, by the amount minPrice describes.' },
    PRICE_DESC: { description: 'Most expensive first, by the amount minPrice describes.' },
    RATING: { description: 'Best average rating first, then most reviews.' },
    DISTANCE: { description: 'Nearest to the searched university first; needs filter.universityId.' },
    NEWEST: { description: 'Most recently published first.' },
  },
});

@InputType({
  description:
    'A map’s visible area in decimal degrees (WGS 84). West above east is an area across the antimeridian (180°).',
})
export class MapBoundsInput {
  @Field(() => Float, { description: 'Northern edge, -90 to 90; above south.' })
  north!: number;

  @Field(() => Float, { description: 'Southern edge, -90 to 90.' })
  south!: number;

  @Field(() => Float, { description: 'Eastern edge, -180 to 180; not equal to west.' })
  east!: number;

  @Field(() => Float, { description: 'Western edge, -180 to 180.' })
  west!: number;
}

@InputType({ description: 'What a hostel search looks for; every criterion given must match.' })
export class HostelSearchFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive city name.' })
  city?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only hostels near this university.' })
  universityId?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Radius around the university in km (default and most 15).',
  })
  radiusKm?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'YYYY-MM-DD; with checkOut, only hostels with a room type that can be reserved for the stay (free beds every night; a term room when its term covers the stay). Not before today where the hostel is (BAD_USER_INPUT when past everywhere, as quoteReservation).',
  })
  checkIn?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, exclusive.' })
  checkOut?: string | null;

  @Field(() => Int, { nullable: true, description: 'Beds needed in one room type (default 1).' })
  beds?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'At least this, in minor units of the search currency (HostelConnection.priceCurrency). With stay dates: the total of the stay for all beds as quoteReservation prices it (fee included), else the monthly equivalent per bed (Hostel.monthlyPrice). Hostels in other currencies compare through the exchange rates in the platform settings; without a rate they are left out.',
  })
  minPrice?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'At most this; the same amount and currency as minPrice.',
  })
  maxPrice?: number | null;

  @Field(() => GenderPolicy, { nullable: true, description: 'Only hostels with this gender policy.' })
  genderPolicy?: GenderPolicy | null;

  @Field(() => [String], { nullable: true, description: 'Hostels having all of these amenities.' })
  amenities?: string[] | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Only hostels whose average rating is at least this, 0 to 5.',
  })
  minRating?: number | null;

  @Field(() => MapBoundsInput, {
    nullable: true,
    description:
      'Only hostels inside this map area (a map’s "search this area"); combines with every other criterion.',
  })
  bounds?: MapBoundsInput | null;
}

@ArgsType()
export class HostelSearchArgs extends ConnectionArgs {
  @Field(() => HostelSearchFilter, { nullable: true, description: 'Where, when and what to search for.' })
  filter?: HostelSearchFilter | null;

  @Field(() => HostelSort, {
    defaultValue: HostelSort.RELEVANCE,
    description: 'Order of the results (default RELEVANCE).',
  })
  sort: HostelSort = HostelSort.RELEVANCE;

  @UpdatedSince()
  updatedSince?: Date | null;
}

@ArgsType()
export class MyHostelsArgs extends ConnectionArgs {
  @Field(() => HostelStatus, { nullable: true, description: 'Only hostels in this status.' })
  status?: HostelStatus | null;

  @UpdatedSince()
  updatedSince?: Date | null;
}
