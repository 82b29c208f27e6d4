import { Prisma, type GenderPolicy, type Hostel } from '../../generated/prisma/client.js';
import { hasFreeBedsSql } from '../inventory/index.js';

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
  /** Only hostels whose updatedAt is at or after it. */
  updatedSince?: Date;
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
  kind: 'int' | 'number' | 'uuid' | 'date';
  of: (row: SearchRow) => unknown;
}

const KIND = { int: 'int', float8: 'number', uuid: 'uuid', timestamptz: 'date' } as const;

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
  if (query.updatedSince) where.push(Prisma.sql`h."updatedAt" >= ${query.updatedSince}`);
  if (query.minRating !== undefined) where.push(Prisma.sql`h."ratingAverage" >= ${query.minRating}::float8`);
  if (query.stay) {
    // Some room type must have `beds` free on EVERY night of [checkIn, checkOut): no night short of it.
    where.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "RoomType" rt WHERE rt."hostelId" = h.id AND NOT rt.archived AND rt."pricePerBed" > 0
        AND rt."totalBeds" >= ${query.beds}::int AND ${hasFreeBedsSql(Prisma.raw('rt'), query.stay, query.beds)})`);
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
 * ONE statement: the matches in sort order up to countCap + 1 (their number is the total, so its
 * cost is bounded however many hostels match), and one page of hostel rows with the distance and
 * the viewer's favourite flag. The first page is the head of those matches; a later page (after
 * the cursor's sort keys) is its own keyset scan. Scanning in sort order lets both use the same
 * index. Fully parameterised; the sort expressions come from the fixed SORTS table, never input.
 */
export function searchStatement(query: SearchQuery): Prisma.Sql {
  const sort = SORTS[query.sort];
  const direction = Prisma.raw(sort.descending ? 'DESC' : 'ASC');
  const where = filters(query);
  const from = fromClause(query);
  const keyNames = sort.keys.map((_k, i) => Prisma.raw(`k${i}`));
  const orderBy = (keys: Prisma.Sql[]) => Prisma.join(keys.map((k) => Prisma.sql`${k} ${direction}`));
  const distance = query.universityId ? Prisma.sql`hu."distanceMeters"` : Prisma.sql`NULL::int`;
  // Only for the page's rows, not for every match counted.
  const favourite = query.viewerId
    ? Prisma.sql`EXISTS (SELECT 1 FROM "Favourite" f WHERE f."userId" = ${query.viewerId}::uuid AND f."hostelId" = p."pageId")`
    : Prisma.sql`false`;
  const columns = Prisma.sql`h.id AS "pageId", ${Prisma.join(
    sort.keys.map((k, i) => Prisma.sql`${k.sql} AS ${keyNames[i]}`),
  )}, ${distance} AS "distanceMeters"`;
  const scan = (extra: Prisma.Sql, limit: number) => Prisma.sql`
    SELECT ${columns} FROM ${from} WHERE ${where} ${extra}
    ORDER BY ${orderBy(sort.keys.map((k) => k.sql))} LIMIT ${limit}::int`;
  const page = query.after
    ? scan(
        Prisma.sql`AND (${Prisma.join(sort.keys.map((k) => k.sql))}) ${Prisma.raw(sort.descending ? '<' : '>')} (${Prisma.join(
          sort.keys.map((k, i) => Prisma.sql`${query.after![i]}::${k.cast}`),
        )})`,
        query.limit,
      )
    : Prisma.sql`SELECT * FROM matches ORDER BY ${orderBy(keyNames)} LIMIT ${query.limit}::int`;
  return Prisma.sql`
    WITH matches AS MATERIALIZED (${scan(Prisma.empty, query.countCap + 1)})
    SELECT c."totalCount", p."distanceMeters", ${favourite} AS "isFavourite", hh.*
    FROM (SELECT count(*)::int AS "totalCount" FROM matches) c
    LEFT JOIN LATERAL (${page}) p ON true
    LEFT JOIN "Hostel" hh ON hh.id = p."pageId"
    ORDER BY ${orderBy(keyNames.map((k) => Prisma.sql`p.${k}`))}`;
}
