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
  /** The map's visible area: only hostels inside it. */
  bounds?: MapBoundsValues | null;
}

/** A map's visible area in decimal degrees (WGS 84); a form's empty number field is a string. */
export interface MapBoundsValues {
  north: number | string;
  south: number | string;
  east: number | string;
  west: number | string;
}

/**
 * A checked map area. `west > east` is an area across the antimeridian (the Pacific seen from
 * Fiji): it holds the longitudes from west up to 180 and from -180 up to east.
 */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

const inDegrees = (value: number | string, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Checks a map area (`at` names each field); undefined when any part is wrong. */
export function checkMapBounds(
  rules: FieldRules,
  bounds: MapBoundsValues,
  at: (field: string) => string = (field) => field,
): MapBounds | undefined {
  const before = Object.keys(rules.errors).length;
  const { north, south, east, west } = bounds;
  for (const [field, value] of Object.entries({ north, south })) {
    if (!inDegrees(value, 90)) rules.add(at(field), 'The latitude must be between -90 and 90.');
  }
  for (const [field, value] of Object.entries({ east, west })) {
    if (!inDegrees(value, 180)) rules.add(at(field), 'The longitude must be between -180 and 180.');
  }
  if (Object.keys(rules.errors).length > before) return undefined;
  const area = { north, south, east, west } as MapBounds;
  if (area.south >= area.north) rules.add(at('south'), 'The south edge must be below the north edge.');
  // Equal edges leave no width; west above east is a box across the antimeridian (MapBounds).
  else if (area.west === area.east) rules.add(at('east'), 'The east edge must differ from the west edge.');
  else return area;
  return undefined;
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
  const bounds = filter.bounds
    ? checkMapBounds(rules, filter.bounds, (field) => at(`bounds.${field}`))
    : undefined;
  return { city, universityId, radiusKm, stay, beds, minPrice, maxPrice, amenities, minRating, bounds };
}
