import { nameContactError, withoutContactDetails } from './contact-rules.js';
import type { FieldRules } from './fields.js';
import { isOverlongStay, isPlainDate, isTimeZone, MAX_STAY_NIGHTS } from './dates.js';
import { AMENITY_LIMITS, LISTING_LIMITS } from './limits.js';
import { currencyError } from './money.js';

// The rules of a hostel listing, step by step, with the field keys of the API's inputs. The owner's
// form checks a step with them before saving it; the API checks the same step again.

const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (for example Africa/Accra).';

export interface BasicsValues {
  name: string;
  description: string;
  houseRules: string;
  timeZone: string;
}

/** Step 1; returns the trimmed texts. Every visitor reads them: no contact details in them. */
export function checkBasics(rules: FieldRules, values: BasicsValues) {
  const name = rules.text('name', values.name, 'The name', LISTING_LIMITS.nameMin, LISTING_LIMITS.nameMax);
  withoutContactDetails(rules, 'name', name, nameContactError);
  const description = rules.text(
    'description',
    values.description,
    'The description',
    LISTING_LIMITS.descriptionMin,
    LISTING_LIMITS.descriptionMax,
  );
  withoutContactDetails(rules, 'description', description);
  const houseRules = rules.text(
    'houseRules',
    values.houseRules,
    'The house rules',
    0,
    LISTING_LIMITS.houseRulesMax,
  );
  withoutContactDetails(rules, 'houseRules', houseRules);
  if (!isTimeZone(values.timeZone)) rules.add('timeZone', TIME_ZONE_MESSAGE);
  return { name, description, houseRules };
}

export interface LocationValues {
  address: string;
  city: string;
  country: string;
  /** A form's empty number field is a string. */
  latitude: number | string;
  longitude: number | string;
  /** The hostel's IANA time zone, where deadlines are computed; omitted: unchanged. */
  timeZone?: string | null;
}

const within = (value: number | string, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Step 2; returns the trimmed texts. */
export function checkLocation(rules: FieldRules, values: LocationValues) {
  const address = rules.text('address', values.address, 'The address', 3, LISTING_LIMITS.addressMax);
  const city = rules.text('city', values.city, 'The city', 2, LISTING_LIMITS.cityMax);
  const country = rules.text('country', values.country, 'The country', 2, LISTING_LIMITS.countryMax);
  if (!within(values.latitude, 90)) rules.add('latitude', 'The latitude must be between -90 and 90.');
  if (!within(values.longitude, 180)) rules.add('longitude', 'The longitude must be between -180 and 180.');
  if (values.timeZone != null && !isTimeZone(values.timeZone)) rules.add('timeZone', TIME_ZONE_MESSAGE);
  return { address, city, country };
}

export interface RoomTypeValues {
  name: string;
  description: string;
  bedsPerRoom: number | string;
  totalBeds: number | string;
  amenities: string[];
}

/** Step 3: the hostel's amenities and its room types (public: no contact details); returns them trimmed, in order. */
export function checkRooms<R extends RoomTypeValues>(
  rules: FieldRules,
  values: { amenities: string[]; roomTypes: R[] },
) {
  const amenities = rules.tags('amenities', values.amenities, 'amenities', AMENITY_LIMITS);
  if (values.roomTypes.length === 0) rules.add('roomTypes', 'Add at least one room type.');
  if (values.roomTypes.length > LISTING_LIMITS.roomTypesMax) {
    rules.add('roomTypes', `A hostel can have at most ${LISTING_LIMITS.roomTypesMax} room types.`);
  }
  const names = new Set<string>();
  const roomTypes = values.roomTypes.map((room, i) => {
    const at = `roomTypes.${i}`;
    const name = rules.text(`${at}.name`, room.name, 'The room name', 1, LISTING_LIMITS.roomNameMax);
    withoutContactDetails(rules, `${at}.name`, name, nameContactError);
    if (names.has(name.toLowerCase()))
      rules.add(`${at}.name`, 'Two room types have this name; make them distinct.');
    names.add(name.toLowerCase());
    const description = rules.text(
      `${at}.description`,
      room.description,
      'The description',
      0,
      LISTING_LIMITS.roomDescriptionMax,
    );
    withoutContactDetails(rules, `${at}.description`, description);
    rules.int(`${at}.bedsPerRoom`, room.bedsPerRoom, 'Beds per room', 1, LISTING_LIMITS.bedsPerRoomMax);
    rules.int(`${at}.totalBeds`, room.totalBeds, 'Total beds', 1, LISTING_LIMITS.totalBedsMax);
    if (
      typeof room.bedsPerRoom === 'number' &&
      typeof room.totalBeds === 'number' &&
      Number.isInteger(room.totalBeds) &&
      room.totalBeds < room.bedsPerRoom
    ) {
      rules.add(`${at}.totalBeds`, 'Total beds must be at least the beds in one room.');
    }
    const roomAmenities = rules.tags(`${at}.amenities`, room.amenities, 'amenities', AMENITY_LIMITS);
    return { ...room, name, description, amenities: roomAmenities };
  });
  return { amenities, roomTypes };
}

/** The photos step: at least one photo, at most photosMax. */
export function photoCountError(count: number): string | null {
  if (count === 0) return 'Add at least one photo.';
  if (count > LISTING_LIMITS.photosMax)
    return `A hostel can have at most ${LISTING_LIMITS.photosMax} photos.`;
  return null;
}

/** The currency of a hostel's prices (one for all its room types). */
export const priceCurrencyError = (currency: string) => currencyError(currency, 'GHS');

export interface TermValues {
  pricePeriod: 'NIGHT' | 'MONTH' | 'SEMESTER';
  termName?: string | null;
  termStart?: string | null;
  termEnd?: string | null;
}

/** The term of a room type's price (`at` is its path): SEMESTER prices need one. Returns the trimmed name. */
export function checkTerm(rules: FieldRules, at: string, room: TermValues): string | null {
  const semester = room.pricePeriod === 'SEMESTER';
  const termName = room.termName?.trim() || null;
  if (semester && !termName) rules.add(`${at}.termName`, 'Name the term (for example "Fall 2026").');
  if (termName && termName.length > LISTING_LIMITS.termNameMax) {
    rules.add(`${at}.termName`, `The term name must be at most ${LISTING_LIMITS.termNameMax} characters.`);
  }
  for (const field of ['termStart', 'termEnd'] as const) {
    const value = room[field];
    if (semester && !value) rules.add(`${at}.${field}`, 'A semester price needs the term dates.');
    else if (value && !isPlainDate(value)) rules.add(`${at}.${field}`, 'Use a date (YYYY-MM-DD).');
  }
  if (room.termStart && room.termEnd && isPlainDate(room.termStart) && isPlainDate(room.termEnd)) {
    if (room.termEnd <= room.termStart) rules.add(`${at}.termEnd`, 'The term must end after it starts.');
    else if (isOverlongStay(room.termStart, room.termEnd))
      rules.add(`${at}.termEnd`, `A term can last at most ${MAX_STAY_NIGHTS} nights, like any stay.`);
  }
  return termName;
}
