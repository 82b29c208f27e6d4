import type { GenderPolicy, HostelSearchFilter, HostelSort, MapBoundsInput } from '../../../gql/graphql';

/**
 * The whole search lives in the URL (shareable links, Back works). Prices are typed and kept in
 * major units of the search currency; the API wants minor units.
 */
export interface SearchState {
  city: string;
  universityId: string;
  radiusKm: number | null;
  checkIn: string;
  checkOut: string;
  beds: number | null;
  minPrice: string;
  maxPrice: string;
  genderPolicy: GenderPolicy | null;
  amenities: string[];
  minRating: number | null;
  sort: HostelSort;
  /** The map's "Search this area": only hostels inside it. */
  bounds: MapBoundsInput | null;
  /** The results as cards or on a map (a shared link opens the same). */
  view: 'list' | 'map';
}

export const SORTS: { value: HostelSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'PRICE_ASC', label: 'Price: low to high' },
  { value: 'PRICE_DESC', label: 'Price: high to low' },
  { value: 'RATING', label: 'Best rated' },
  { value: 'DISTANCE', label: 'Distance to university' },
  { value: 'NEWEST', label: 'Newest' },
];

const GENDERS: readonly GenderPolicy[] = ['MIXED', 'FEMALE', 'MALE'];
/** The search currency's minor units per major unit (the platform's default currency has cents). */
export const MINOR_PER_MAJOR = 100;
export const MAX_RADIUS_KM = 15;

export const emptySearch: SearchState = {
  city: '',
  universityId: '',
  radiusKm: null,
  checkIn: '',
  checkOut: '',
  beds: null,
  minPrice: '',
  maxPrice: '',
  genderPolicy: null,
  amenities: [],
  minRating: null,
  sort: 'RELEVANCE',
  bounds: null,
  view: 'list',
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
/** An amount typed in major units of the search currency: "150", "99.50". */
export const isAmount = (value: string) => /^\d+(\.\d{1,2})?$/.test(value);

function positive(value: string | null, max: number, integer: boolean): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > max) return null;
  if (integer && !Number.isInteger(number)) return null;
  return number;
}

/** `bounds=south,west,north,east` of a search URL; null when it is not an area the API accepts. */
export function parseBounds(value: string | null): MapBoundsInput | null {
  const parts = value?.split(',').map((part) => (part.trim() ? Number(part) : NaN));
  if (!parts || parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  const latOk = (v: number) => Math.abs(v) <= 90;
  const lngOk = (v: number) => Math.abs(v) <= 180;
  if (!latOk(south) || !latOk(north) || !lngOk(west) || !lngOk(east)) return null;
  return south < north && west !== east ? { south, west, north, east } : null;
}

const formatBounds = (b: MapBoundsInput) => [b.south, b.west, b.north, b.east].join(',');

/** Reads a search from the URL; values that make no sense are dropped rather than sent. */
export function parseSearch(params: URLSearchParams): SearchState {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const date = (key: string) => (isDate(text(key)) ? text(key) : '');
  const amount = (key: string) => (isAmount(text(key)) ? text(key) : '');
  const sort = text('sort') as HostelSort;
  const gender = text('gender') as GenderPolicy;
  return {
    city: text('city'),
    universityId: text('university'),
    radiusKm: positive(params.get('radius'), MAX_RADIUS_KM, false),
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    beds: positive(params.get('beds'), 50, true),
    minPrice: amount('minPrice'),
    maxPrice: amount('maxPrice'),
    genderPolicy: GENDERS.includes(gender) ? gender : null,
    amenities: [
      ...new Set(
        params
          .getAll('amenity')
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ],
    minRating: positive(params.get('rating'), 5, false),
    sort: SORTS.some((s) => s.value === sort) ? sort : 'RELEVANCE',
    bounds: parseBounds(params.get('bounds')),
    view: text('view') === 'map' ? 'map' : 'list',
  };
}

/** Writes a search to the URL, leaving out defaults so links stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('city', state.city.trim());
  set('university', state.universityId);
  if (state.universityId) set('radius', state.radiusKm);
  set('checkIn', state.checkIn);
  set('checkOut', state.checkOut);
  set('beds', state.beds);
  set('minPrice', state.minPrice);
  set('maxPrice', state.maxPrice);
  set('gender', state.genderPolicy);
  for (const amenity of state.amenities) params.append('amenity', amenity);
  set('rating', state.minRating);
  if (state.sort !== 'RELEVANCE') set('sort', state.sort);
  if (state.bounds) set('bounds', formatBounds(state.bounds));
  if (state.view === 'map') set('view', 'map');
  return params;
}

export const toMinor = (value: string) => (value ? Math.round(Number(value) * MINOR_PER_MAJOR) : undefined);

/** The `hostels` query's variables for a search. */
export function toSearchVariables(state: SearchState): { filter: HostelSearchFilter; sort: HostelSort } {
  const filter: HostelSearchFilter = {};
  if (state.city.trim()) filter.city = state.city.trim();
  if (state.universityId) {
    filter.universityId = state.universityId;
    if (state.radiusKm) filter.radiusKm = state.radiusKm;
  }
  // Availability needs both dates; one alone would be refused by the server.
  if (state.checkIn && state.checkOut) {
    filter.checkIn = state.checkIn;
    filter.checkOut = state.checkOut;
  }
  if (state.beds) filter.beds = state.beds;
  const minPrice = toMinor(state.minPrice);
  const maxPrice = toMinor(state.maxPrice);
  if (minPrice !== undefined) filter.minPrice = minPrice;
  if (maxPrice !== undefined) filter.maxPrice = maxPrice;
  if (state.genderPolicy) filter.genderPolicy = state.genderPolicy;
  if (state.amenities.length) filter.amenities = state.amenities;
  if (state.minRating) filter.minRating = state.minRating;
  if (state.bounds) filter.bounds = state.bounds;
  // Distance only means something near a university.
  const sort = state.sort === 'DISTANCE' && !state.universityId ? 'RELEVANCE' : state.sort;
  return { filter, sort };
}
