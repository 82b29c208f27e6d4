import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, type Json, ok, type TestUser } from './fixtures.js';
import { holdBeds, insertHostel } from './search-fixtures.js';

let api: TestApi;
let owner: TestUser;
let student: TestUser;
let universityId: string;

beforeAll(async () => {
  api = await startTestApi();
  [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
  const university = await api.db.prisma.university.create({
    data: {
      name: 'University of Ghana',
      slug: 'ug',
      city: 'Accra',
      country: 'Ghana',
      latitude: 5.65,
      longitude: -0.19,
    },
  });
  universityId = university.id;
});

afterAll(() => api.close());

const SEARCH = `query($filter: HostelSearchFilter, $sort: HostelSort, $first: Int, $after: String) {
  hostels(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name distanceMeters lowestPrice { amount } roomTypes { totalBeds availableBeds } } }
  } }`;

async function search(variables: object, token?: string) {
  return ok(await api.gql(SEARCH, variables, token)).hostels;
}
const names = (connection: { edges: { node: { name: string } }[] }) =>
  connection.edges.map((edge) => edge.node.name);

describe('search filters', () => {
  beforeAll(async () => {
    const near = (distanceMeters: number) => [{ universityId, distanceMeters }];
    const wifiLaundry = ['Wi-Fi', 'Laundry'];
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'A',
      city: 'Accra',
      amenities: wifiLaundry,
      ratingAverage: 4.5,
      rooms: [{ totalBeds: 4, pricePerBed: 5000 }],
      universities: near(2000),
    });
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'B',
      city: 'Accra',
      genderPolicy: 'FEMALE',
      amenities: ['Wi-Fi'],
      ratingAverage: 3,
      rooms: [{ totalBeds: 4, pricePerBed: 8000 }],
      universities: near(9000),
    });
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'C',
      city: 'Kumasi',
      amenities: wifiLaundry,
      ratingAverage: 4.8,
      rooms: [{ totalBeds: 4, pricePerBed: 4000 }],
    });
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'D',
      city: 'Accra',
      amenities: wifiLaundry,
      ratingAverage: 4.9,
      status: 'DRAFT',
      rooms: [{ totalBeds: 4, pricePerBed: 6000 }],
      universities: near(1000),
    });
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'E',
      city: 'accra',
      amenities: ['Laundry', 'Wi-Fi', 'Gym'],
      ratingAverage: 4,
      rooms: [
        { totalBeds: 4, pricePerBed: 6000 },
        { totalBeds: 2, pricePerBed: 9000 },
      ],
      universities: near(14000),
    });
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'F',
      city: 'Accra',
      amenities: wifiLaundry,
      ratingAverage: 4.7,
      rooms: [{ totalBeds: 4, pricePerBed: 15000 }],
    });
  });

  test('combine: city (any case), gender policy, amenities, price range and rating', async () => {
    const filter = {
      city: 'ACCRA',
      genderPolicy: 'MIXED',
      amenities: ['Wi-Fi', 'Laundry'],
      maxPrice: 10000,
      minRating: 4,
    };
    const result = await search({ filter, sort: 'PRICE_ASC' });
    assert.deepEqual(names(result), ['A', 'E']);
    assert.equal(result.totalCount, 2);
    assert.deepEqual(names(await search({ filter: { ...filter, minPrice: 5500 }, sort: 'PRICE_ASC' })), [
      'E',
    ]);
    assert.deepEqual(names(await search({ filter: { city: 'Accra' }, sort: 'RATING' })), [
      'F',
      'A',
      'E',
      'B',
    ]);
    assert.deepEqual(names(await search({ filter: { city: 'Accra', minRating: 4.6 }, sort: 'PRICE_DESC' })), [
      'F',
    ]);
  });

  test('near a university: radius, distance order and distances; relevance is nearest first', async () => {
    const within10 = await search({ filter: { universityId, radiusKm: 10 }, sort: 'DISTANCE' });
    assert.deepEqual(names(within10), ['A', 'B']);
    assert.deepEqual(
      within10.edges.map((edge: Json) => edge.node.distanceMeters),
      [2000, 9000],
    );
    const all = await search({ filter: { universityId, amenities: ['Laundry'] } });
    assert.deepEqual(names(all), ['A', 'E']);
    assert.equal((await search({ filter: { city: 'Kumasi' } })).edges[0].node.distanceMeters, null);
  });

  test('bad filters get a message per field', async () => {
    const variables = {
      filter: { radiusKm: 20, checkIn: '2027-02-30', beds: 0, minPrice: 500, maxPrice: 100, minRating: 6 },
      sort: 'DISTANCE',
    };
    const error = failure(await api.gql(SEARCH, variables));
    assert.equal(error.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(error.fields!).sort(), [
      'filter.beds',
      'filter.checkIn',
      'filter.checkOut',
      'filter.maxPrice',
      'filter.minRating',
      'filter.radiusKm',
      'sort',
    ]);
    assert.equal(
      failure(await api.gql(SEARCH, { after: 'garbage' })).fields!.after,
      'after is not a valid cursor',
    );
    assert.equal(failure(await api.gql(SEARCH, { first: 101 })).code, 'BAD_USER_INPUT');
  });
});

describe('availability', () => {
  let full: { id: string; roomTypeIds: string[] };
  beforeAll(async () => {
    // One room type of 2 beds: full on Dec 10, one bed left on Dec 11.
    full = await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'Single room type',
      city: 'Cape Coast',
      rooms: [{ totalBeds: 2, pricePerBed: 5000 }],
    });
    await holdBeds(api.db, full.roomTypeIds[0]!, ['2027-12-10'], 0);
    await holdBeds(api.db, full.roomTypeIds[0]!, ['2027-12-11'], 1);
    // Two room types: the first full on Dec 10, the second free.
    const mixed = await insertHostel(api.db, {
      ownerId: owner.userId,
      name: 'Two room types',
      city: 'Cape Coast',
      rooms: [
        { totalBeds: 2, pricePerBed: 5500 },
        { totalBeds: 1, pricePerBed: 7000 },
      ],
    });
    await holdBeds(api.db, mixed.roomTypeIds[0]!, ['2027-12-10'], 0);
  });

  const stay = (checkIn: string, checkOut: string, beds = 1) => ({
    filter: { city: 'Cape Coast', checkIn, checkOut, beds },
    sort: 'PRICE_ASC',
  });

  test('a room type full on one night of the stay does not qualify; adjacent stays do', async () => {
    assert.deepEqual(names(await search(stay('2027-12-08', '2027-12-10'))), [
      'Single room type',
      'Two room types',
    ]);
    assert.deepEqual(names(await search(stay('2027-12-09', '2027-12-11'))), ['Two room types']);
    assert.deepEqual(names(await search(stay('2027-12-10', '2027-12-11'))), ['Two room types']);
    assert.deepEqual(names(await search(stay('2027-12-11', '2027-12-13'))), [
      'Single room type',
      'Two room types',
    ]);
  });

  test('the beds wanted must be free in one room type on every night', async () => {
    assert.deepEqual(names(await search(stay('2027-12-11', '2027-12-12', 2))), ['Two room types']);
    assert.deepEqual(names(await search(stay('2027-12-12', '2027-12-14', 2))), [
      'Single room type',
      'Two room types',
    ]);
    assert.deepEqual(names(await search(stay('2027-12-09', '2027-12-11', 2))), []);
    const result = await search(stay('2027-12-11', '2027-12-13'));
    const single = result.edges.find((edge: Json) => edge.node.name === 'Single room type').node;
    assert.deepEqual(single.roomTypes, [{ totalBeds: 2, availableBeds: 1 }]);
    const details = ok(
      await api.gql(
        `query($id: ID) { hostel(id: $id, checkIn: "2027-12-10", checkOut: "2027-12-12") { roomTypes { availableBeds } } }`,
        { id: full.id },
      ),
    ).hostel;
    assert.deepEqual(details.roomTypes, [{ availableBeds: 0 }]);
  });
});

describe('pagination', () => {
  beforeAll(async () => {
    for (let i = 0; i < 23; i += 1) {
      await insertHostel(api.db, {
        ownerId: owner.userId,
        name: `Tie ${String(i).padStart(2, '0')}`,
        city: 'Tamale',
        ratingAverage: [3, 4][i % 2],
        rooms: [{ totalBeds: 4, pricePerBed: [5000, 6000, 5000][i % 3]! }],
        publishedAt: new Date(Date.UTC(2026, 0, 1 + (i % 4))),
      });
    }
  });

  for (const sort of ['PRICE_ASC', 'PRICE_DESC', 'RATING', 'NEWEST', 'RELEVANCE']) {
    test(`walking every page sorted by ${sort} gives each hostel exactly once, in order`, async () => {
      const seen: string[] = [];
      const prices: number[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const result: Json = await search(
          { filter: { city: 'tamale' }, sort, first: 4, after },
          student.idToken,
        );
        assert.equal(result.totalCount, 23);
        seen.push(...result.edges.map((edge: Json) => edge.node.id));
        prices.push(...result.edges.map((edge: Json) => edge.node.lowestPrice.amount));
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
      }
      assert.equal(seen.length, 23);
      assert.equal(new Set(seen).size, 23);
      const sorted = [...prices].sort((a, b) => a - b);
      if (sort === 'PRICE_ASC') assert.deepEqual(prices, sorted);
      if (sort === 'PRICE_DESC') assert.deepEqual(prices, sorted.reverse());
    });
  }
});
