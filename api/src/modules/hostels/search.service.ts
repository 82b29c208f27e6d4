import { checkSearch, type SearchFilterValues } from '@hostel/common';
import type { Database } from '../../core/db.js';
import type { GenderPolicy } from '../../generated/prisma/client.js';
import { SEARCH_COUNT_CAP, type HostelNode } from './hostel.types.js';
import { FieldCheck } from '../../core/field-check.js';
import { keysetConnection, readCursor } from '../../core/pagination.js';
import { searchStatement, SORTS, type HostelSort, type SearchQuery, type SearchRow } from './search.sql.js';

export interface SearchFilter extends SearchFilterValues {
  genderPolicy?: GenderPolicy | null;
}

/** Turns the public filter into a SearchQuery, with a per-field message for each bad value. */
export function toSearchQuery(
  filter: SearchFilter,
  sort: HostelSort,
  page: { first: number; after?: string | null; updatedSince?: Date | null },
  viewerId: string | null,
): SearchQuery {
  const check = new FieldCheck();
  const { city, universityId, radiusKm, stay, beds, minPrice, maxPrice, amenities, minRating } = checkSearch(
    check,
    filter,
    'filter.',
  );
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
    updatedSince: page.updatedSince ?? undefined,
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
  db: Database,
  query: SearchQuery,
  page: { first: number; after?: string | null },
) {
  const rows = await db.query<SearchRow>(searchStatement(query));
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
