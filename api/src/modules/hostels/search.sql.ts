import { NIGHTS_PER_MONTH, nightsBetween, type MapBounds } from '@hostel/common';
import { Prisma, type GenderPolicy, type Hostel } from '../../generated/prisma/client.js';
import { hasFreeBedsSql } from '../inventory/index.js';

export type HostelSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'RATING' | 'DISTANCE' | 'NEWEST';

/** A validated search: every value here is safe to bind as a parameter. */
export interface SearchQuery {
  city?: string;
  universityId?: string;
  radiusMeters: number;
  stay?: { checkIn: string; checkOut: string };
  /** Price periods a bed pays for the stay, by period (@hostel/common's unitsFor). */
  stayUnits?: { NIGHT: number; MONTH: number };
  /**
   * The dearest subtotal one reservation may have (its total, fee included, at most MONEY_MAX): a
   * room type dearer than that for the stay cannot be reserved for it, as the quote says.
   */
  stayMaxSubtotal?: number;
  /**
   * Check-in is today or later somewhere on Earth but already past in some time zones: hostels
   * where it is past are left out (the quote refuses them).
   */
  checkInPastSomewhere?: boolean;
  beds: number;
  /**
   * Bounds of the compared amount, in minor units of the search currency: with stay dates the
   * subtotal of the stay (the fee added by the quote keeps the order; the bounds are translated),
   * without, the monthly equivalent per bed.
   */
  minPrice?: number;
  maxPrice?: number;
  /** Where the price is compared in: the searched city's currency, or else the platform's. */
  platformCurrency: string;
  /** Platform-currency major units per minor unit of each currency that has an exchange rate. */
  currencyBases: Record<string, number>;
  genderPolicy?: GenderPolicy;
  amenities: string[];
  minRating?: number;
  /** Only hostels inside this map area (west above east: across the antimeridian). */
  bounds?: MapBounds;
  /** Only hostels whose updatedAt is at or after it. */
  updatedSince?: Date;
  sort: Exclude<HostelSort, 'RELEVANCE'>;
  viewerId: string | null;
  limit: number;
  /** Matches are counted up to countCap + 1 (SEARCH_COUNT_CAP in the API). */
  countCap: number;
  /** The sort-key values of the cursor row, id last: the page starts after it (or ends before it). */
  after?: unknown[];
  /** Read backwards: the rows before `after` (or the last ones), in reverse sort order. */
  backward?: boolean;
}

export type SearchRow = Hostel & {
  totalCount: number;
  distanceMeters: number | null;
  isFavourite: boolean;
  /** The compared amount in the search currency (null when not computed or not comparable). */
  priceKey: number | null;
  priceCurrency: string | null;
};

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
// Hostels whose price cannot be compared (a currency without an exchange rate) come last either way.
const UNCOMPARABLE = { asc: '1e300', desc: '-1' };
const price = (direction: keyof typeof UNCOMPARABLE) =>
  key(
    `coalesce(pk.price, ${UNCOMPARABLE[direction]})`,
    'float8',
    (row) => row.priceKey ?? Number(UNCOMPARABLE[direction]),
  );

/** Every order ends with the id, so ties (equal prices) still have one stable order for keyset paging. */
export const SORTS: Record<SearchQuery['sort'], { keys: SortKey[]; descending: boolean }> = {
  PRICE_ASC: { keys: [price('asc'), ID], descending: false },
  PRICE_DESC: { keys: [price('desc'), ID], descending: true },
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

const comparesPrice = (query: SearchQuery) =>
  query.sort === 'PRICE_ASC' ||
  query.sort === 'PRICE_DESC' ||
  query.minPrice !== undefined ||
  query.maxPrice !== undefined;

/** Room types of h that could take the stay's beds (any period; availability aside). */
const roomsFor = (
  query: SearchQuery,
) => Prisma.sql`"RoomType" rt WHERE rt."hostelId" = h.id AND NOT rt.archived
  AND rt."pricePerBed" > 0 AND rt."totalBeds" >= ${query.beds}::int`;

/**
 * What room type rt's beds cost for the stay before the fee: price x the periods unitsFor counts x
 * beds, as priceStay computes it (a term room is priced for its whole term).
 */
const staySubtotalSql = (query: SearchQuery, units: NonNullable<SearchQuery['stayUnits']>) =>
  Prisma.sql`rt."pricePerBed"::float8 * CASE rt."pricePeriod"
      WHEN 'NIGHT' THEN ${units.NIGHT}::int WHEN 'MONTH' THEN ${units.MONTH}::int ELSE 1 END * ${query.beds}::int`;

/**
 * Whether room type rt can be reserved for the stay, as the quote decides: its beds free on every
 * night; a term room only when its term (not yet begun) covers the stay, its beds free all term;
 * and the stay not dearer than one reservation may be.
 */
function bookableSql(query: SearchQuery, stay: NonNullable<SearchQuery['stay']>): Prisma.Sql {
  const rt = Prisma.raw('rt');
  const term = { checkIn: Prisma.sql`rt."termStart"`, checkOut: Prisma.sql`rt."termEnd"` };
  const affordable =
    query.stayUnits && query.stayMaxSubtotal !== undefined
      ? Prisma.sql`${staySubtotalSql(query, query.stayUnits)} <= ${query.stayMaxSubtotal}::float8 AND `
      : Prisma.empty;
  return Prisma.sql`(${affordable}CASE WHEN rt."pricePeriod" = 'SEMESTER'
    THEN rt."termStart" <= ${stay.checkIn}::date AND rt."termEnd" >= ${stay.checkOut}::date
      AND rt."termStart" >= (now() AT TIME ZONE h."timeZone")::date AND ${hasFreeBedsSql(rt, term, query.beds)}
    ELSE ${hasFreeBedsSql(rt, stay, query.beds)} END)`;
}

/**
 * The amount search compares, in the hostel's currency: with stay dates the subtotal of the
 * cheapest room type that can be reserved for the stay, else the lowest monthly equivalent per bed.
 */
function amountSql(query: SearchQuery): Prisma.Sql {
  if (!query.stay || !query.stayUnits) return Prisma.sql`h."monthlyPrice"::float8`;
  return Prisma.sql`(SELECT min(${staySubtotalSql(query, query.stayUnits)})
    FROM ${roomsFor(query)} AND ${bookableSql(query, query.stay)})`;
}

/**
 * The search currency: the one most published hostels of the searched city (or the university's
 * city) are priced in, else the platform's. Amounts in it compare as they are; others convert.
 */
function currencySql(query: SearchQuery): Prisma.Sql {
  const city = query.city
    ? Prisma.sql`${query.city}::text`
    : query.universityId
      ? Prisma.sql`(SELECT u.city FROM "University" u WHERE u.id = ${query.universityId}::uuid)`
      : null;
  const mode = city
    ? Prisma.sql`(SELECT mode() WITHIN GROUP (ORDER BY c.currency) FROM "Hostel" c
        WHERE c.status = 'PUBLISHED' AND lower(c.city) = lower(${city}))`
    : Prisma.sql`NULL::text`;
  return Prisma.sql`SELECT coalesce(${mode}, ${query.platformCurrency}::text)::text AS code`;
}

/** Minor units of the search currency one minor unit of h's currency is worth; null without a rate. */
const factorSql = (query: SearchQuery) => Prisma.sql`CASE WHEN h.currency = cur.code THEN 1::float8
  ELSE (${JSON.stringify(query.currencyBases)}::jsonb ->> h.currency)::float8
    / (${JSON.stringify(query.currencyBases)}::jsonb ->> cur.code)::float8 END`;

/**
 * At most the stay's compared amount, from the hostel row alone: every room type's stay costs at
 * least its monthly equivalent x nights / 30 per bed (a night x nights; a month per started month;
 * a term, which covers the stay, at least as long), and the stored monthly equivalent is the lowest,
 * rounded half up (hence the 1 taken off).
 */
const lowerBoundSql = (query: SearchQuery) => Prisma.sql`coalesce(greatest(h."monthlyPrice" - 1, 0)::float8
  * ${nightsOf(query)}::int / ${NIGHTS_PER_MONTH}::int * ${query.beds}::int * ${factorSql(query)}, ${Prisma.raw(UNCOMPARABLE.asc)})`;

const nightsOf = (query: SearchQuery) =>
  query.stay ? nightsBetween(query.stay.checkIn, query.stay.checkOut) : 0;

/** A box of longitude x latitude, as the GiST index on point(longitude, latitude) reads it. */
const boxSql = (west: number, south: number, east: number, north: number) =>
  Prisma.sql`box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;

/**
 * The hostel inside the map area, in the form of the partial GiST index (the map_search
 * migration); an area across the antimeridian is two boxes, each read from the index.
 */
function insideSql({ north, south, east, west }: MapBounds): Prisma.Sql {
  const at = Prisma.sql`point(h.longitude, h.latitude)`;
  return west < east
    ? Prisma.sql`${at} <@ ${boxSql(west, south, east, north)}`
    : Prisma.sql`(${at} <@ ${boxSql(west, south, 180, north)} OR ${at} <@ ${boxSql(-180, south, east, north)})`;
}

/** The filters on the hostel row alone (`cheap`) and those on its compared amount, pk (`priced`). */
function filterParts(query: SearchQuery): { cheap: Prisma.Sql; priced: Prisma.Sql } {
  const where = [Prisma.sql`h.status = 'PUBLISHED'`, Prisma.sql`h."minPricePerBed" IS NOT NULL`];
  const priced: Prisma.Sql[] = [];
  // lower(city) matches the expression index on (status, lower(city), minPricePerBed).
  if (query.city) where.push(Prisma.sql`lower(h.city) = lower(${query.city})`);
  if (query.minPrice !== undefined) priced.push(Prisma.sql`pk.price >= ${query.minPrice}::float8`);
  if (query.maxPrice !== undefined) priced.push(Prisma.sql`pk.price <= ${query.maxPrice}::float8`);
  if (query.genderPolicy) where.push(Prisma.sql`h."genderPolicy" = ${query.genderPolicy}::"GenderPolicy"`);
  if (query.amenities.length > 0) where.push(Prisma.sql`h.amenities @> ${query.amenities}::text[]`);
  if (query.updatedSince) where.push(Prisma.sql`h."updatedAt" >= ${query.updatedSince}`);
  if (query.minRating !== undefined) where.push(Prisma.sql`h."ratingAverage" >= ${query.minRating}::float8`);
  if (query.bounds) where.push(insideSql(query.bounds));
  if (query.stay && query.checkInPastSomewhere) {
    where.push(Prisma.sql`${query.stay.checkIn}::date >= (now() AT TIME ZONE h."timeZone")::date`);
  }
  if (query.stay && comparesPrice(query)) {
    // The compared amount exists only when some room type can be reserved for the stay.
    priced.push(Prisma.sql`pk.amount IS NOT NULL`);
  } else if (query.stay) {
    // Some room type must be reservable for the stay: no night short of the beds. A subquery
    // rather than EXISTS: probed hostel by hostel as the scan goes (and stops at its LIMIT), where
    // a semi-join would hash every room type of the platform first.
    where.push(
      Prisma.sql`(SELECT true FROM ${roomsFor(query)} AND ${bookableSql(query, query.stay)} LIMIT 1)`,
    );
  } else if (query.beds > 1) {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM ${roomsFor(query)})`);
  }
  return { cheap: Prisma.join(where, ' AND '), priced: Prisma.join([Prisma.sql`true`, ...priced], ' AND ') };
}

function filters(query: SearchQuery): Prisma.Sql {
  const { cheap, priced } = filterParts(query);
  return Prisma.sql`${cheap} AND ${priced}`;
}

const hostelsClause = (query: SearchQuery) =>
  query.universityId
    ? Prisma.sql`"Hostel" h JOIN "HostelUniversity" hu ON hu."hostelId" = h.id
        AND hu."universityId" = ${query.universityId}::uuid AND hu."distanceMeters" <= ${query.radiusMeters}::int`
    : Prisma.sql`"Hostel" h`;

// The compared amount once per hostel h (pk.amount in its currency, pk.price in the search's).
// OFFSET 0 keeps the planner from inlining it, which would compute it again for every use.
const pricedClause = (query: SearchQuery) => Prisma.sql`CROSS JOIN cur CROSS JOIN LATERAL (
    SELECT a.amount, a.amount * ${factorSql(query)} AS price FROM (SELECT ${amountSql(query)} AS amount OFFSET 0) a) pk`;

const fromClause = (query: SearchQuery) =>
  comparesPrice(query) ? Prisma.sql`${hostelsClause(query)} ${pricedClause(query)}` : hostelsClause(query);

/**
 * ONE statement: the matches in sort order up to countCap + 1 (their number is the total, so its
 * cost is bounded however many hostels match), and one page of hostel rows with the distance and
 * the viewer's favourite flag. The first page is the head of those matches; a later page (after
 * the cursor's sort keys) is its own keyset scan. Scanning in sort order lets both use the same
 * index. Fully parameterised; the sort expressions come from the fixed SORTS table, never input.
 */
export function searchStatement(query: SearchQuery): Prisma.Sql {
  const sort = SORTS[query.sort];
  // A backward page scans the other way from its cursor (keysetConnection turns the rows round).
  const descending = sort.descending !== Boolean(query.backward);
  const direction = Prisma.raw(descending ? 'DESC' : 'ASC');
  const where = filters(query);
  const from = fromClause(query);
  const keyNames = sort.keys.map((_k, i) => Prisma.raw(`k${i}`));
  const orderBy = (keys: Prisma.Sql[]) => Prisma.join(keys.map((k) => Prisma.sql`${k} ${direction}`));
  const distance = query.universityId ? Prisma.sql`hu."distanceMeters"` : Prisma.sql`NULL::int`;
  // Only for the page's rows, not for every match counted.
  const favourite = query.viewerId
    ? Prisma.sql`EXISTS (SELECT 1 FROM "Favourite" f WHERE f."userId" = ${query.viewerId}::uuid AND f."hostelId" = p."pageId")`
    : Prisma.sql`false`;
  const priceKey = comparesPrice(query) ? Prisma.sql`pk.price` : Prisma.sql`NULL::float8`;
  const columns = Prisma.sql`h.id AS "pageId", ${Prisma.join(
    sort.keys.map((k, i) => Prisma.sql`${k.sql} AS ${keyNames[i]}`),
  )}, ${distance} AS "distanceMeters", ${priceKey} AS "priceKey"`;
  const scan = (extra: Prisma.Sql, limit: number) => Prisma.sql`
    SELECT ${columns} FROM ${from} WHERE ${where} ${extra}
    ORDER BY ${orderBy(sort.keys.map((k) => k.sql))} LIMIT ${limit}::int`;
  const afterCursor = query.after
    ? Prisma.sql`AND (${Prisma.join(sort.keys.map((k) => k.sql))}) ${Prisma.raw(descending ? '<' : '>')} (${Prisma.join(
        sort.keys.map((k, i) => Prisma.sql`${query.after![i]}::${k.cast}`),
      )})`
    : Prisma.empty;
  const select = (ctes: Prisma.Sql, page: Prisma.Sql) => Prisma.sql`
    WITH cur AS MATERIALIZED (${currencySql(query)}), ${ctes}
    SELECT c."totalCount", p."distanceMeters", p."priceKey", (SELECT code FROM cur) AS "priceCurrency",
      ${favourite} AS "isFavourite", hh.*
    FROM (SELECT count(*)::int AS "totalCount" FROM matches) c
    LEFT JOIN LATERAL (${page}) p ON true
    LEFT JOIN "Hostel" hh ON hh.id = p."pageId"
    ORDER BY ${orderBy(keyNames.map((k) => Prisma.sql`p.${k}`))}`;

  if (query.stay && query.stayUnits && query.sort === 'PRICE_ASC' && !query.backward) {
    // Cheapest stays first (a backward page, from the dearest, prices every match below instead): pricing a stay probes the nights of every room type, too much for every
    // hostel of a city. A bound from the row alone (lowerBoundSql) spares most: any `limit` matches
    // costing at most T put the page among the hostels whose bound is at most T. The first matches
    // by monthly price (an index's order; the bound's too when the city has one currency) give a
    // low T. Both scans ask for that order so the planner reads the city's rows from that index.
    const { cheap, priced } = filterParts(query);
    const bound = lowerBoundSql(query);
    // A hostel whose bound passes maxPrice cannot match: left out before it is priced.
    const withinMax =
      query.maxPrice === undefined ? Prisma.empty : Prisma.sql`AND ${bound} <= ${query.maxPrice}::float8`;
    const hostels = (
      extra: Prisma.Sql,
    ) => Prisma.sql`(SELECT h.id, h.currency, h."timeZone", ${distance} AS "distanceMeters", ${bound} AS bound
      FROM ${hostelsClause(query)} CROSS JOIN cur WHERE ${cheap} ${withinMax} ${extra}) h ${pricedClause(query)}`;
    const keys = Prisma.join(sort.keys.map((k, i) => Prisma.sql`${k.sql} AS ${keyNames[i]}`));
    // The count: any countCap + 1 matches; without price bounds, availability alone decides.
    const anyPrice = { ...query, minPrice: undefined, maxPrice: undefined, sort: 'RATING' as const };
    const counted =
      query.minPrice === undefined && query.maxPrice === undefined
        ? Prisma.sql`SELECT 1 FROM ${hostelsClause(query)} WHERE ${filters(anyPrice)}`
        : Prisma.sql`SELECT 1 FROM ${hostels(Prisma.empty)} WHERE ${priced}`;
    return select(
      Prisma.sql`matches AS MATERIALIZED (${counted} LIMIT ${query.countCap + 1}::int),
      probe AS MATERIALIZED (SELECT ${sort.keys[0]!.sql} AS k FROM ${hostels(Prisma.sql`ORDER BY h."monthlyPrice"`)}
        WHERE ${priced} ${afterCursor} LIMIT ${2 * query.limit}::int),
      threshold AS MATERIALIZED (SELECT coalesce((SELECT k FROM probe ORDER BY k OFFSET ${query.limit - 1}::int LIMIT 1),
        'Infinity'::float8) AS t)`,
      Prisma.sql`SELECT h.id AS "pageId", ${keys}, h."distanceMeters", pk.price AS "priceKey"
        FROM ${hostels(Prisma.sql`AND ${bound} <= (SELECT t FROM threshold) ORDER BY h."monthlyPrice"`)}
        WHERE ${priced} ${afterCursor} ORDER BY ${orderBy(sort.keys.map((k) => k.sql))} LIMIT ${query.limit}::int`,
    );
  }
  // The head of the matches is the first page; the end of the list is a scan of its own.
  const page =
    query.after || query.backward
      ? scan(afterCursor, query.limit)
      : Prisma.sql`SELECT * FROM matches ORDER BY ${orderBy(keyNames)} LIMIT ${query.limit}::int`;
  return select(Prisma.sql`matches AS MATERIALIZED (${scan(Prisma.empty, query.countCap + 1)})`, page);
}
