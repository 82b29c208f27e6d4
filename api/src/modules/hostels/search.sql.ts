import { Prisma, type GenderPolicy, type Hostel } from '../../generated/prisma/client.js';

export type HostelSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'RATING' | 'DISTANCE' | 'NEWEST';

/** A validated search: every value here is safe to bind as a parameter. */
export interface SearchQuery {
  city?: string;
  universityId?: string;
  radiusMeters: number;
  stay?: { checkIn: string; checkOut: string };
  beds: number;
  minPrice?: number;
  maxPrice?: number;
  genderPolicy?: GenderPolicy;
  amenities: string[];
  minRating?: number;
  sort: Exclude<HostelSort, 'RELEVANCE'>;
  viewerId: string | null;
  limit: number;
  /** Matches are counted up to countCap + 1 (SEARCH_COUNT_CAP in the API). */
  countCap: number;
  /** The sort-key values of the last row of the previous page, id last. */
  after?: unknown[];
}

export type SearchRow = Hostel & { totalCount: number; distanceMeters: number | null; isFavourite: boolean };

interface SortKey {
  sql: Prisma.Sql;
  cast: Prisma.Sql;
  /** How the value travels in a cursor (dates as ISO strings). */
  kind: 'number' | 'string' | 'date';
  of: (row: SearchRow) => unknown;
}

const KIND = { int: 'number', float8: 'number', uuid: 'string', timestamptz: 'date' } as const;

const key = (sql: string, cast: keyof typeof KIND, of: SortKey['of']): SortKey => ({
  sql: Prisma.raw(sql),
  cast: Prisma.raw(cast),
  kind: KIND[cast],
  of,
});
const ID = key('h.id', 'uuid', (row) => row.id);
const PRICE = key('h."minPricePerBed"', 'int', (row) => row.minPricePerBed);

/** Every order ends with the id, so ties (equal prices) still have one stable order for keyset paging. */
export const SORTS: Record<SearchQuery['sort'], { keys: SortKey[]; descending: boolean }> = {
  PRICE_ASC: { keys: [PRICE, ID], descending: false },
  PRICE_DESC: { keys: [PRICE, ID], descending: true },
  RATING: {
    keys: [
      key('h."ratingAverage"', 'float8', (row) => row.ratingAverage),
      key('h."reviewCount"', 'int', (row) => row.reviewCount),
      ID,
    ],
    descending: true,
  },
  NEWEST: { keys: [key('h."publishedAt"', 'timestamptz', (row) => row.publishedAt), ID], descending: true },
  DISTANCE: { keys: [key('hu."distanceMeters"', 'int', (row) => row.distanceMeters), ID], descending: false },
};

function filters(query: SearchQuery): Prisma.Sql {
  const where = [Prisma.sql`h.status = 'PUBLISHED'`, Prisma.sql`h."minPricePerBed" IS NOT NULL`];
  // lower(city) matches the expression index on (status, lower(city), minPricePerBed).
  if (query.city) where.push(Prisma.sql`lower(h.city) = lower(${query.city})`);
  if (query.minPrice !== undefined) where.push(Prisma.sql`h."minPricePerBed" >= ${query.minPrice}::int`);
  if (query.maxPrice !== undefined) where.push(Prisma.sql`h."minPricePerBed" <= ${query.maxPrice}::int`);
  if (query.genderPolicy) where.push(Prisma.sql`h."genderPolicy" = ${query.genderPolicy}::"GenderPolicy"`);
  if (query.amenities.length > 0) where.push(Prisma.sql`h.amenities @> ${query.amenities}::text[]`);
  if (query.minRating !== undefined) where.push(Prisma.sql`h."ratingAverage" >= ${query.minRating}::float8`);
  if (query.stay) {
    // Some room type must have `beds` free on EVERY night of [checkIn, checkOut): no night short of it.
    where.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "RoomType" rt WHERE rt."hostelId" = h.id AND NOT rt.archived AND rt."pricePerBed" > 0
        AND rt."totalBeds" >= ${query.beds}::int AND NOT EXISTS (SELECT 1 FROM "RoomNight" rn WHERE rn."roomTypeId" = rt.id
          AND rn.night >= ${query.stay.checkIn}::date AND rn.night < ${query.stay.checkOut}::date
          AND rn."freeBeds" < ${query.beds}::int))`);
  } else if (query.beds > 1) {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "RoomType" rt WHERE rt."hostelId" = h.id AND NOT rt.archived
      AND rt."pricePerBed" > 0 AND rt."totalBeds" >= ${query.beds}::int)`);
  }
  return Prisma.join(where, ' AND ');
}

const fromClause = (query: SearchQuery) =>
  query.universityId
    ? Prisma.sql`"Hostel" h JOIN "HostelUniversity" hu ON hu."hostelId" = h.id
        AND hu."universityId" = ${query.universityId}::uuid AND hu."distanceMeters" <= ${query.radiusMeters}::int`
    : Prisma.sql`"Hostel" h`;

/**
 * ONE statement: the count of matches (up to countCap + 1, so its cost is bounded however
 * many hostels match) and one page of hostel rows in keyset order (rows
 * after the cursor's sort keys), with the distance and the viewer's favourite flag. Fully
 * parameterised; the sort expressions come from the fixed SORTS table, never from input.
 */
export function searchStatement(query: SearchQuery): Prisma.Sql {
  const sort = SORTS[query.sort];
  const direction = Prisma.raw(sort.descending ? 'DESC' : 'ASC');
  const where = filters(query);
  const from = fromClause(query);
  const tuple = Prisma.join(sort.keys.map((k) => k.sql));
  const keyset = query.after
    ? Prisma.sql`AND (${tuple}) ${Prisma.raw(sort.descending ? '<' : '>')} (${Prisma.join(
        sort.keys.map((k, i) => Prisma.sql`${query.after![i]}::${k.cast}`),
      )})`
    : Prisma.empty;
  const orderBy = Prisma.join(sort.keys.map((_k, i) => Prisma.sql`p.k${Prisma.raw(String(i))} ${direction}`));
  const keyColumns = Prisma.join(sort.keys.map((k, i) => Prisma.sql`${k.sql} AS k${Prisma.raw(String(i))}`));
  const distance = query.universityId ? Prisma.sql`hu."distanceMeters"` : Prisma.sql`NULL::int`;
  const favourite = query.viewerId
    ? Prisma.sql`EXISTS (SELECT 1 FROM "Favourite" f WHERE f."userId" = ${query.viewerId}::uuid AND f."hostelId" = h.id)`
    : Prisma.sql`false`;
  return Prisma.sql`
    SELECT c."totalCount", p."distanceMeters", p."isFavourite", hh.*
    FROM (SELECT count(*)::int AS "totalCount" FROM (
      SELECT 1 FROM ${from} WHERE ${where} LIMIT ${query.countCap + 1}::int) m) c
    LEFT JOIN LATERAL (
      SELECT h.id AS "pageId", ${keyColumns}, ${distance} AS "distanceMeters", ${favourite} AS "isFavourite"
      FROM ${from} WHERE ${where} ${keyset}
      ORDER BY ${Prisma.join(sort.keys.map((k) => Prisma.sql`${k.sql} ${direction}`))}
      LIMIT ${query.limit}::int
    ) p ON true
    LEFT JOIN "Hostel" hh ON hh.id = p."pageId"
    ORDER BY ${orderBy}`;
}
