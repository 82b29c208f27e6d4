import {
  checkBasics,
  checkLocation,
  checkRooms,
  checkTerm,
  FieldRules,
  LISTING_LIMITS,
  priceCurrencyError,
  toMinorUnits,
  type BasicsValues as SharedBasicsValues,
  type FieldErrors,
  type LocationValues,
  type RoomTypeValues,
} from '@hostel/common';
import type { GenderPolicy, PricePeriod } from '../../../gql/graphql';

// Each step of the owner's form is checked with the API's own listing rules (@hostel/common), so
// the form shows the server's messages on the same field keys before anything is sent.

export interface BasicsValues extends SharedBasicsValues {
  genderPolicy: GenderPolicy;
}

export function validateBasics(values: BasicsValues): FieldErrors {
  const rules = new FieldRules();
  checkBasics(rules, values);
  return rules.errors;
}

export function validateLocation(values: LocationValues): FieldErrors {
  const rules = new FieldRules();
  checkLocation(rules, values);
  return rules.errors;
}

export interface RoomValues extends RoomTypeValues {
  id: string | null;
}

export interface RoomsValues {
  amenities: string[];
  roomTypes: RoomValues[];
}

export function validateRooms(values: RoomsValues): FieldErrors {
  const rules = new FieldRules();
  checkRooms(rules, values);
  return rules.errors;
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

/** The price step; prices are typed in major units, so the typing is checked here. */
export function validatePricing(values: PricingValues): FieldErrors {
  const rules = new FieldRules();
  const currencyError = priceCurrencyError(values.currency);
  if (currencyError) rules.add('currency', currencyError);
  if (values.roomTypes.length === 0) rules.add('roomTypes', 'Add room types before setting prices.');
  values.roomTypes.forEach((room, i) => {
    const at = `roomTypes.${i}`;
    const minor = currencyError ? null : toMinorUnits(room.pricePerBed, values.currency);
    if (!room.pricePerBed.trim()) rules.add(`${at}.pricePerBed`, 'Set a price per bed.');
    else if (!currencyError && (minor === null || minor < 1 || minor > LISTING_LIMITS.priceMax)) {
      rules.add(`${at}.pricePerBed`, 'Type a price such as 450 or 450.50.');
    }
    // The term is sent with SEMESTER prices only, so only theirs is checked.
    checkTerm(rules, at, room.pricePeriod === 'SEMESTER' ? room : { pricePeriod: room.pricePeriod });
  });
  return rules.errors;
}
