import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { ConnectionArgs, UpdatedSince } from '../../core/pagination.js';
import { CancellationPolicy, GenderPolicy, HostelStatus, PricePeriod } from './hostel.types.js';

// Validation lives in the services (per-field BAD_USER_INPUT messages keyed by these field names).

@InputType()
export class HostelBasicsInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => GenderPolicy)
  genderPolicy!: GenderPolicy;

  @Field(() => String, { defaultValue: '' })
  houseRules!: string;

  @Field(() => String, { description: 'IANA time zone, e.g. Africa/Accra.' })
  timeZone!: string;
}

@InputType()
export class HostelLocationInput {
  @Field(() => String)
  address!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  country!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;
}

@InputType()
export class RoomTypeInput {
  @Field(() => ID, { nullable: true, description: 'Omit for a new room type.' })
  id?: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String, { defaultValue: '' })
  description!: string;

  @Field(() => Int)
  bedsPerRoom!: number;

  @Field(() => Int)
  totalBeds!: number;

  @Field(() => [String], { defaultValue: [] })
  amenities!: string[];
}

@InputType()
export class HostelPhotoInput {
  @Field(() => ID, { description: 'An image you uploaded with uploadImage(s).' })
  fileId!: string;

  @Field(() => String, { nullable: true })
  caption?: string | null;
}

@InputType()
export class RoomPriceInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Minor units (cents) per bed per period.' })
  pricePerBed!: number;

  @Field(() => String, { description: 'ISO 4217 code; the same for every room type of a hostel.' })
  currency!: string;

  @Field(() => PricePeriod)
  pricePeriod!: PricePeriod;

  @Field(() => String, { nullable: true, description: 'Required for SEMESTER prices.' })
  termName?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required for SEMESTER prices.' })
  termStart?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; required for SEMESTER prices.' })
  termEnd?: string | null;
}

@InputType()
export class HostelPricingInput {
  @Field(() => CancellationPolicy)
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
});

@InputType()
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

  @Field(() => GenderPolicy, { nullable: true })
  genderPolicy?: GenderPolicy | null;

  @Field(() => [String], { nullable: true, description: 'Hostels having all of these amenities.' })
  amenities?: string[] | null;

  @Field(() => Float, { nullable: true })
  minRating?: number | null;
}

@ArgsType()
export class HostelSearchArgs extends ConnectionArgs {
  @Field(() => HostelSearchFilter, { nullable: true, description: 'Where, when and what to search for.' })
  filter?: HostelSearchFilter | null;

  @Field(() => HostelSort, { defaultValue: HostelSort.RELEVANCE })
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
