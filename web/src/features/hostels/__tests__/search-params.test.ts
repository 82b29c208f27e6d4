import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { emptySearch, parseSearch, toSearchParams, toSearchVariables } from '../search/search-params';
import { validateSearch } from '../search/search-validation';

const full = {
  city: 'Accra',
  universityId: '7f0c2f4e-0000-4000-8000-000000000001',
  radiusKm: 5,
  checkIn: '2027-01-10',
  checkOut: '2027-02-10',
  beds: 2,
  minPrice: '100',
  maxPrice: '450.50',
  genderPolicy: 'FEMALE' as const,
  amenities: ['Wi-Fi', 'Laundry'],
  minRating: 4,
  sort: 'PRICE_ASC' as const,
  bounds: { south: 5.62, west: -0.21, north: 5.66, east: -0.17 },
  view: 'map' as const,
};

describe('search <-> URL', () => {
  it('round-trips every filter through the query string', () => {
    const url = toSearchParams(full).toString();
    expect(parseSearch(new URLSearchParams(url))).toEqual(full);
  });

  it('keeps the URL short for the default search', () => {
    expect(toSearchParams(emptySearch).toString()).toBe('');
    expect(toSearchParams({ ...emptySearch, city: ' Kumasi ' }).toString()).toBe('city=Kumasi');
  });

  it('drops values that make no sense instead of sending them', () => {
    const parsed = parseSearch(
      new URLSearchParams(
        'sort=CHEAPEST&gender=ANY&beds=-1&rating=9&checkIn=tomorrow&minPrice=abc&radius=50',
      ),
    );
    expect(parsed).toEqual(emptySearch);
  });
});

describe('search -> hostels variables', () => {
  it('sends prices in minor units and only complete stays', () => {
    const { filter, sort } = toSearchVariables(full);
    expect(filter).toMatchObject({ minPrice: 10000, maxPrice: 45050, beds: 2, radiusKm: 5, city: 'Accra' });
    expect(filter.checkIn).toBe('2027-01-10');
    expect(sort).toBe('PRICE_ASC');
    expect(toSearchVariables({ ...emptySearch, checkIn: '2027-01-10' }).filter.checkIn).toBeUndefined();
  });

  it('sorts by relevance when distance is asked without a university', () => {
    expect(toSearchVariables({ ...emptySearch, sort: 'DISTANCE' }).sort).toBe('RELEVANCE');
  });

  it('keeps the searched stay in the details link', () => {
    expect(paths.hostelDetails('h1', { checkIn: '2027-01-10', checkOut: '2027-01-12', beds: 2 })).toBe(
      '/students/hostelDetails?id=h1&checkIn=2027-01-10&checkOut=2027-01-12&beds=2',
    );
    expect(paths.hostelDetails('h1')).toBe('/students/hostelDetails?id=h1');
  });
});

describe('search validation', () => {
  it('shows the server rules on the fields', () => {
    expect(validateSearch({ ...emptySearch, checkIn: '2027-01-10' })).toEqual({
      checkOut: 'Choose a check-out date too.',
    });
    expect(validateSearch({ ...emptySearch, checkIn: '2027-01-10', checkOut: '2027-01-10' }).checkOut).toBe(
      'Check-out must be after check-in.',
    );
    expect(validateSearch({ ...emptySearch, minPrice: '500', maxPrice: '100' }).maxPrice).toBe(
      'The maximum price must be at least the minimum price.',
    );
    expect(validateSearch(full)).toEqual({});
  });
});
