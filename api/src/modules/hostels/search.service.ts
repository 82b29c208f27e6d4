import type { SqlQuery } from '../../core/db.js';
import type { GenderPolicy } from '../../generated/prisma/client.js';
import { NEARBY_RADIUS_KM } from './geo.js';
import { SEARCH_COUNT_CAP, type HostelNode } from './hostel.types.js';
import { checkStay, FieldCheck, LIMITS } from './hostel.validation.js';
import { keysetConnection, readCursor } from '../../core/pagination.js';
import { isUuid } from './listing.shared.js';
import { searchStatement, SORTS, type HostelSort, type SearchQuery, type SearchRow } from './search.sql.js';

export interface SearchFilter {
  city?: string | null;
  universityId?: string | null;
  radiusKm?: number | null;
  checkIn?: string | null;
  checkOut?: string | null;
  beds?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  genderPolicy?: GenderPolicy | null;
  amenities?: string[] | null;
  minRating?: number | null;
}

/** Turns the public filter into a SearchQuery, with a per-field message for each bad value. */
export function toSearchQuery(
  filter: SearchFilter,
  sort: HostelSort,
  page: { first: number; after?: string | null },
  viewerId: string | null,
): SearchQuery {
  const check = new FieldCheck();
  const at = (field: string) => `filter.${field}`;
  const city = filter.city?.trim() || undefined;
  if (city && city.length > LIMITS.cityMax)
    check.add(at('city'), `The city must be at most ${LIMITS.cityMax} characters.`);
  const universityId = filter.universityId ?? undefined;
  if (universityId && !isUuid(universityId))
    check.add(at('universityId'), 'Choose a university from the list.');
  const radiusKm = filter.radiusKm ?? NEARBY_RADIUS_KM;
  if (!(radiusKm > 0 && radiusKm <= NEARBY_RADIUS_KM)) {
    check.add(at('radiusKm'), `The radius must be more than 0 and at most ${NEARBY_RADIUS_KM} km.`);
  }
  const stay = checkStay(check, filter.checkIn, filter.checkOut, 'filter.');
  const beds = filter.beds ?? 1;
  check.int(at('beds'), beds, 'Beds', 1, LIMITS.bedsPerRoomMax);
  const minPrice = filter.minPrice ?? undefined;
  const maxPrice = filter.maxPrice ?? undefined;
  if (minPrice !== undefined) check.int(at('minPrice'), minPrice, 'The minimum price', 0, LIMITS.priceMax);
  if (maxPrice !== undefined) check.int(at('maxPrice'), maxPrice, 'The maximum price', 0, LIMITS.priceMax);
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
    check.add(at('maxPrice'), 'The maximum price must be at least the minimum price.');
  }
  const amenities = check.tags(at('amenities'), filter.amenities ?? [], 'amenities');
  const minRating = filter.minRating ?? undefined;
  if (minRating !== undefined && !(minRating >= 0 && minRating <= 5)) {
    check.add(at('minRating'), 'The minimum rating must be between 0 and 5.');
  }
  if (sort === 'DISTANCE' && !universityId) check.add('sort', 'Sorting by distance needs a university.');
  check.throwIfAny();

  // Relevance: nearest first when searching near a university, else best rated.
  const order = sort === 'RELEVANCE' ? (universityId ? 'DISTANCE' : 'RATING') : sort;
  const kinds = SORTS[order].keys.map((k) => k.kind);
  return {
    city,
    universityId,
    radiusMeters: Math.round(radiusKm * 1000),
    stay,
    beds,
    minPrice,
    maxPrice,
    genderPolicy: filter.genderPolicy ?? undefined,
    amenities,
    minRating,
    sort: order,
    viewerId,
    limit: page.first + 1,
    countCap: SEARCH_COUNT_CAP,
    after: page.after
      ? readCursor(page.after, kinds).map((value) => (value instanceof Date ? value.toISOString() : value))
      : undefined,
  };
}

/** Public search: one SQL statement for the page and its total; relations come from the loaders. */
export async function searchHostels(
  sql: SqlQuery,
  query: SearchQuery,
  page: { first: number; after?: string | null },
) {
  const rows = await sql<SearchRow>(searchStatement(query));
  const counted = rows[0]?.totalCount ?? 0;
  const hits = rows.filter((row) => row.id !== null);
  const stay = query.stay && { ...query.stay, beds: query.beds };
  const keys = SORTS[query.sort].keys;
  const connection = keysetConnection(
    hits,
    page,
    Math.min(counted, query.countCap),
    (row) => keys.map((k) => k.of(row)),
    ({ totalCount: _total, ...row }): HostelNode => ({ ...row, stay }),
  );
  return { ...connection, totalCountIsCapped: counted > query.countCap };
}
