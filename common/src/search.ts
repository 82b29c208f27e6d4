import { CHECK_IN_NOT_PAST, checkStay, LAST_ZONE, plainDateIn } from './dates.js';
import type { FieldRules } from './fields.js';
import { isUuid } from './ids.js';
import { AMENITY_LIMITS, LISTING_LIMITS } from './limits.js';

/** Hostels count as near a university within this distance; a search radius is at most this. */
export const NEARBY_RADIUS_KM = 15;

/** A search as the API's `HostelSearchFilter` has it; prices in minor units. */
export interface SearchFilterValues {
  city?: string | null;
  universityId?: string | null;
  radiusKm?: number | null;
  checkIn?: string | null;
  checkOut?: string | null;
  beds?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  amenities?: string[] | null;
  minRating?: number | null;
}

/**
 * Checks a search (`prefix` goes before each field key); returns it cleaned, with the defaults.
 * With `now`, a check-in already past everywhere is refused in the quote's words (a day still to
 * come somewhere is judged per hostel by the API).
 */
export function checkSearch(rules: FieldRules, filter: SearchFilterValues, prefix = '', now?: Date) {
  const at = (field: string) => `${prefix}${field}`;
  const city = filter.city?.trim() || undefined;
  if (city && city.length > LISTING_LIMITS.cityMax)
    rules.add(at('city'), `The city must be at most ${LISTING_LIMITS.cityMax} characters.`);
  const universityId = filter.universityId ?? undefined;
  if (universityId && !isUuid(universityId))
    rules.add(at('universityId'), 'Choose a university from the list.');
  const radiusKm = filter.radiusKm ?? NEARBY_RADIUS_KM;
  if (!(radiusKm > 0 && radiusKm <= NEARBY_RADIUS_KM)) {
    rules.add(at('radiusKm'), `The radius must be more than 0 and at most ${NEARBY_RADIUS_KM} km.`);
  }
  const stay = checkStay(rules, filter.checkIn, filter.checkOut, prefix);
  if (stay && now && stay.checkIn < plainDateIn(LAST_ZONE, now)) rules.add(at('checkIn'), CHECK_IN_NOT_PAST);
  const beds = filter.beds ?? 1;
  rules.int(at('beds'), beds, 'Beds', 1, LISTING_LIMITS.bedsPerRoomMax);
  const minPrice = filter.minPrice ?? undefined;
  const maxPrice = filter.maxPrice ?? undefined;
  if (minPrice !== undefined)
    rules.int(at('minPrice'), minPrice, 'The minimum price', 0, LISTING_LIMITS.priceMax);
  if (maxPrice !== undefined)
    rules.int(at('maxPrice'), maxPrice, 'The maximum price', 0, LISTING_LIMITS.priceMax);
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
    rules.add(at('maxPrice'), 'The maximum price must be at least the minimum price.');
  }
  const amenities = rules.tags(at('amenities'), filter.amenities ?? [], 'amenities', AMENITY_LIMITS);
  const minRating = filter.minRating ?? undefined;
  if (minRating !== undefined && !(minRating >= 0 && minRating <= 5)) {
    rules.add(at('minRating'), 'The minimum rating must be between 0 and 5.');
  }
  return { city, universityId, radiusKm, stay, beds, minPrice, maxPrice, amenities, minRating };
}
