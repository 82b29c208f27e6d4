import type { GenderPolicy, PricePeriod } from '../../../gql/graphql';
import { toMinorUnits } from '../format';

// The server's listing rules (api/src/modules/hostels/hostel.validation.ts and the listing services),
// with the same field keys and messages, so the form shows them before anything is sent.
export const LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 20,
  descriptionMax: 5000,
  houseRulesMax: 2000,
  addressMax: 200,
  cityMax: 100,
  countryMax: 100,
  roomTypesMax: 20,
  roomNameMax: 60,
  roomDescriptionMax: 1000,
  bedsPerRoomMax: 50,
  totalBedsMax: 1000,
  amenitiesMax: 30,
  amenityMax: 40,
  photosMax: 30,
  priceMax: 100_000_000,
  termNameMax: 60,
  reasonMin: 5,
  reasonMax: 1000,
} as const;

export type FieldErrors = Record<string, string>;

function text(errors: FieldErrors, field: string, value: string, label: string, min: number, max: number) {
  const trimmed = value.trim();
  if (min > 0 && trimmed.length === 0) errors[field] ??= `${label} is required.`;
  else if (trimmed.length < min) errors[field] ??= `${label} must be at least ${min} characters.`;
  else if (trimmed.length > max) errors[field] ??= `${label} must be at most ${max} characters.`;
}

function int(
  errors: FieldErrors,
  field: string,
  value: number | string,
  label: string,
  min: number,
  max: number,
) {
  const number = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isInteger(number)) errors[field] ??= `${label} must be a whole number.`;
  else if (number < min || number > max) errors[field] ??= `${label} must be between ${min} and ${max}.`;
}

function tags(errors: FieldErrors, field: string, values: string[]) {
  const cleaned = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  if (cleaned.length > LIMITS.amenitiesMax)
    errors[field] ??= `Choose at most ${LIMITS.amenitiesMax} amenities.`;
  if (cleaned.some((value) => value.length > LIMITS.amenityMax)) {
    errors[field] ??= `Each of the amenities must be at most ${LIMITS.amenityMax} characters.`;
  }
}

export function isTimeZone(value: string): boolean {
  if (value.trim() === '' || value !== value.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface BasicsValues {
  name: string;
  description: string;
  genderPolicy: GenderPolicy;
  houseRules: string;
  timeZone: string;
}

export function validateBasics(values: BasicsValues): FieldErrors {
  const errors: FieldErrors = {};
  text(errors, 'name', values.name, 'The name', LIMITS.nameMin, LIMITS.nameMax);
  text(
    errors,
    'description',
    values.description,
    'The description',
    LIMITS.descriptionMin,
    LIMITS.descriptionMax,
  );
  text(errors, 'houseRules', values.houseRules, 'The house rules', 0, LIMITS.houseRulesMax);
  if (!isTimeZone(values.timeZone))
    errors.timeZone = 'Choose a time zone from the list (for example Africa/Accra).';
  return errors;
}

export interface LocationValues {
  address: string;
  city: string;
  country: string;
  latitude: number | string;
  longitude: number | string;
}

export function validateLocation(values: LocationValues): FieldErrors {
  const errors: FieldErrors = {};
  text(errors, 'address', values.address, 'The address', 3, LIMITS.addressMax);
  text(errors, 'city', values.city, 'The city', 2, LIMITS.cityMax);
  text(errors, 'country', values.country, 'The country', 2, LIMITS.countryMax);
  const inRange = (value: number | string, limit: number) =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!inRange(values.latitude, 90)) errors.latitude = 'The latitude must be between -90 and 90.';
  if (!inRange(values.longitude, 180)) errors.longitude = 'The longitude must be between -180 and 180.';
  return errors;
}

export interface RoomValues {
  id: string | null;
  name: string;
  description: string;
  bedsPerRoom: number | string;
  totalBeds: number | string;
  amenities: string[];
}

export interface RoomsValues {
  amenities: string[];
  roomTypes: RoomValues[];
}

export function validateRooms(values: RoomsValues): FieldErrors {
  const errors: FieldErrors = {};
  tags(errors, 'amenities', values.amenities);
  if (values.roomTypes.length === 0) errors.roomTypes = 'Add at least one room type.';
  if (values.roomTypes.length > LIMITS.roomTypesMax) {
    errors.roomTypes = `A hostel can have at most ${LIMITS.roomTypesMax} room types.`;
  }
  const names = new Set<string>();
  values.roomTypes.forEach((room, i) => {
    const at = `roomTypes.${i}`;
    text(errors, `${at}.name`, room.name, 'The room name', 1, LIMITS.roomNameMax);
    const name = room.name.trim().toLowerCase();
    if (name && names.has(name))
      errors[`${at}.name`] ??= 'Two room types have this name; make them distinct.';
    names.add(name);
    text(errors, `${at}.description`, room.description, 'The description', 0, LIMITS.roomDescriptionMax);
    int(errors, `${at}.bedsPerRoom`, room.bedsPerRoom, 'Beds per room', 1, LIMITS.bedsPerRoomMax);
    int(errors, `${at}.totalBeds`, room.totalBeds, 'Total beds', 1, LIMITS.totalBedsMax);
    if (
      typeof room.bedsPerRoom === 'number' &&
      typeof room.totalBeds === 'number' &&
      room.totalBeds < room.bedsPerRoom
    ) {
      errors[`${at}.totalBeds`] ??= 'Total beds must be at least the beds in one room.';
    }
    tags(errors, `${at}.amenities`, room.amenities);
  });
  return errors;
}

export interface RoomPriceValues {
  id: string;
  name: string;
  pricePerBed: string;
  pricePeriod: PricePeriod;
  termName: string;
  termStart: string;
  termEnd: string;
}

export interface PricingValues {
  currency: string;
  cancellationPolicy: 'FLEXIBLE' | 'MODERATE' | 'STRICT';
  roomTypes: RoomPriceValues[];
}

const isPlainDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export function validatePricing(values: PricingValues): FieldErrors {
  const errors: FieldErrors = {};
  const currencyOk = /^[A-Z]{3}$/.test(values.currency);
  if (!currencyOk) errors.currency = 'Use a three-letter currency code such as GHS.';
  if (values.roomTypes.length === 0) errors.roomTypes = 'Add room types before setting prices.';
  values.roomTypes.forEach((room, i) => {
    const at = `roomTypes.${i}`;
    const minor = currencyOk ? toMinorUnits(room.pricePerBed, values.currency) : null;
    if (!room.pricePerBed.trim()) errors[`${at}.pricePerBed`] = 'Set a price per bed.';
    else if (currencyOk && (minor === null || minor < 1 || minor > LIMITS.priceMax)) {
      errors[`${at}.pricePerBed`] = 'Type a price such as 450 or 450.50.';
    }
    const semester = room.pricePeriod === 'SEMESTER';
    const termName = room.termName.trim();
    if (semester && !termName) errors[`${at}.termName`] = 'Name the term (for example "Fall 2026").';
    if (termName.length > LIMITS.termNameMax) {
      errors[`${at}.termName`] = `The term name must be at most ${LIMITS.termNameMax} characters.`;
    }
    for (const field of ['termStart', 'termEnd'] as const) {
      const value = room[field];
      if (semester && !value) errors[`${at}.${field}`] = 'A semester price needs the term dates.';
      else if (value && !isPlainDate(value)) errors[`${at}.${field}`] = 'Use a date (YYYY-MM-DD).';
    }
    if (
      semester &&
      isPlainDate(room.termStart) &&
      isPlainDate(room.termEnd) &&
      room.termEnd <= room.termStart
    ) {
      errors[`${at}.termEnd`] = 'The term must end after it starts.';
    }
  });
  return errors;
}

export function validateReason(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < LIMITS.reasonMin) return `Give a reason of at least ${LIMITS.reasonMin} characters.`;
  if (trimmed.length > LIMITS.reasonMax) return `The reason must be at most ${LIMITS.reasonMax} characters.`;
  return null;
}
