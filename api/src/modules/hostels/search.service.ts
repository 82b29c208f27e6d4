import {
  checkSearch,
  currencyDigits,
  DEFAULT_SETTINGS,
  FIRST_ZONE,
  MONEY_MAX,
  nightsBetween,
  plainDateIn,
  subtotalRangeFor,
  unitsFor,
  type SearchFilterValues,
  type Settings,
} from '@hostel/common';
import type { Database } from '../../core/db.js';
import type { GenderPolicy } from '../../generated/prisma/client.js';
import { SEARCH_COUNT_CAP, type HostelNode } from './hostel.types.js';
import { FieldCheck } from '../../core/field-check.js';
import {
  isBackward,
  keysetConnection,
  pageSize,
  readPageCursor,
  type PageArgs,
} from '../../core/pagination.js';
import { searchStatement, SORTS, type HostelSort, type SearchQuery, type SearchRow } from './search.sql.js';

export interface SearchFilter extends SearchFilterValues {
  genderPolicy?: GenderPolicy | null;
}

/** Platform-currency major units per minor unit of each currency with a rate (and the platform's own). */
function currencyBases(settings: Settings): Record<string, number> {
  const rates = { ...settings.exchangeRates, [settings.currency]: 1 };
  return Object.fromEntries(
    Object.entries(rates).map(([currency, rate]) => [currency, 1 / (rate * 10 ** currencyDigits(currency))]),
  );
}

/** Turns the public filter into a SearchQuery, with a per-field message for each bad value. */
export function toSearchQuery(
  filter: SearchFilter,
  sort: HostelSort,
  page: PageArgs & { updatedSince?: Date | null },
  viewerId: string | null,
  settings: Settings = DEFAULT_SETTINGS,
  now = new Date(),
): SearchQuery {
  const check = new FieldCheck();
  const { city, universityId, radiusKm, stay, beds, minPrice, maxPrice, amenities, minRating, bounds } =
    checkSearch(check, filter, 'filter.', now);
  if (sort === 'DISTANCE' && !universityId) check.add('sort', 'Sorting by distance needs a university.');
  // Relevance: nearest first when searching near a university, else best rated.
  const order = sort === 'RELEVANCE' ? (universityId ? 'DISTANCE' : 'RATING') : sort;
  check.throwIfAny();

  const kinds = SORTS[order].keys.map((k) => k.kind);
  const nights = stay && nightsBetween(stay.checkIn, stay.checkOut);
  // With dates the filter is on the stay's total as quoted (fee included): on subtotals, that range.
  const range = stay
    ? subtotalRangeFor(settings.platformFeePercent, minPrice, maxPrice)
    : { min: minPrice, max: maxPrice };
  return {
    city,
    universityId,
    radiusMeters: Math.round(radiusKm * 1000),
    stay,
    stayUnits: nights ? { NIGHT: unitsFor('NIGHT', nights), MONTH: unitsFor('MONTH', nights) } : undefined,
    stayMaxSubtotal: stay && subtotalRangeFor(settings.platformFeePercent, undefined, MONEY_MAX).max,
    // Past in some time zones only: judged per hostel (search.sql.ts), as the quote would.
    checkInPastSomewhere: stay && stay.checkIn < plainDateIn(FIRST_ZONE, now),
    beds,
    minPrice: range.min,
    maxPrice: range.max,
    platformCurrency: settings.currency,
    currencyBases: currencyBases(settings),
    genderPolicy: filter.genderPolicy ?? undefined,
    amenities,
    minRating,
    bounds,
    updatedSince: page.updatedSince ?? undefined,
    sort: order,
    viewerId,
    limit: pageSize(page) + 1,
    countCap: SEARCH_COUNT_CAP,
    after: readPageCursor(page, kinds)?.map((value) => (value instanceof Date ? value.toISOString() : value)),
    backward: isBackward(page),
  };
}

/** Public search: one SQL statement for the page and its total; relations come from the loaders. */
export async function searchHostels(db: Database, query: SearchQuery, page: PageArgs) {
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
    ({ totalCount: _total, priceKey: _key, priceCurrency: _currency, ...row }): HostelNode => ({
      ...row,
      stay,
    }),
  );
  return {
    ...connection,
    totalCountIsCapped: counted > query.countCap,
    priceCurrency: rows[0]?.priceCurrency ?? query.platformCurrency,
  };
}
