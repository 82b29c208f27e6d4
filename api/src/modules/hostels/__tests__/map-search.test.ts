// The map's "search this area": a bounding box on the public search, combined with the other
// filters, across the antimeridian, refused field by field when malformed, read from its index.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { Prisma } from '../../../generated/prisma/client.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { toSearchQuery } from '../search.service.js';
import { searchStatement } from '../search.sql.js';
import { failure, ok, type Json, type TestUser } from './fixtures.js';
import { insertHostel } from './search-fixtures.js';

let api: TestApi;
let owner: TestUser;

const SEARCH = `query($filter: HostelSearchFilter) {
  hostels(filter: $filter, first: 50) {
    totalCount
    edges { node { name latitude longitude monthlyPrice { amount currency } stayPrice { total currency nights } } }
  } }`;

const search = async (filter: object) => ok(await api.gql(SEARCH, { filter })).hostels;
const names = (connection: Json): string[] =>
  connection.edges.map((edge: Json) => edge.node.name as string).sort();

const ACCRA_BOX = { north: 5.7, south: 5.5, east: -0.1, west: -0.3 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi();
  owner = await signUpUser(api, 'OWNER');
  const at = (latitude: number, longitude: number) => ({ latitude, longitude });
  const hostels = [
    { name: 'Osu', location: at(5.556, -0.182), genderPolicy: 'FEMALE' as const, price: 6000 },
    { name: 'Legon', location: at(5.65, -0.187), price: 4000 },
    { name: 'Tema', location: at(5.67, -0.017), price: 3000 },
    { name: 'Kumasi', location: at(6.69, -1.62), price: 3000 },
    { name: 'Nadi', location: at(-17.8, 177.42), price: 5000 },
    { name: 'Taveuni', location: at(-16.85, -179.95), price: 5000 },
    // On the box's edge: inside (the edges belong to the area).
    { name: 'Edge', location: at(5.7, -0.3), price: 5000 },
  ];
  for (const { name, location, genderPolicy, price } of hostels) {
    await insertHostel(api.db, {
      ownerId: owner.userId,
      name,
      city: name === 'Kumasi' ? 'Kumasi' : 'Accra',
      location,
      genderPolicy,
      rooms: [{ totalBeds: 4, pricePerBed: price, pricePeriod: 'NIGHT' }],
    });
  }
  await insertHostel(api.db, {
    ownerId: owner.userId,
    name: 'Draft',
    city: 'Accra',
    location: at(5.6, -0.2),
    status: 'DRAFT',
  });
});

afterAll(() => api.close());

describe('map search', () => {
  test('only the hostels inside the area, each with what its marker shows', async () => {
    const found = await search({ bounds: ACCRA_BOX });
    assert.deepEqual(names(found), ['Edge', 'Legon', 'Osu']);
    assert.equal(found.totalCount, 3);
    const legon = found.edges.find((edge: Json) => edge.node.name === 'Legon').node;
    // Without dates the card (and the marker) shows the monthly equivalent: a night x 30.
    assert.deepEqual(
      { latitude: legon.latitude, longitude: legon.longitude, monthly: legon.monthlyPrice },
      { latitude: 5.65, longitude: -0.187, monthly: { amount: 120_000, currency: 'GHS' } },
    );
  });

  test('combines with the other filters, and carries the price of the searched stay', async () => {
    assert.deepEqual(names(await search({ bounds: ACCRA_BOX, genderPolicy: 'FEMALE' })), ['Osu']);
    assert.deepEqual(
      names(await search({ bounds: { ...ACCRA_BOX, east: 0 }, city: 'Accra', maxPrice: 120_000 })),
      ['Legon', 'Tema'],
    );
    assert.deepEqual(names(await search({ bounds: { ...ACCRA_BOX, east: 0 }, city: 'Kumasi' })), []);
    const stay = await search({ bounds: ACCRA_BOX, checkIn: day(30), checkOut: day(33) });
    const legon = stay.edges.find((edge: Json) => edge.node.name === 'Legon').node;
    const quote = ok(
      await api.gql(
        `query($id: ID!, $checkIn: String!, $checkOut: String!) {
          hostel(id: $id, checkIn: $checkIn, checkOut: $checkOut) { stayPrice { total } } }`,
        {
          id: (await api.db.prisma.hostel.findFirstOrThrow({ where: { name: 'Legon' } })).id,
          checkIn: day(30),
          checkOut: day(33),
        },
      ),
    );
    // The marker's figure is the card's: the stay as quoted (3 nights at 4000, fee included).
    assert.equal(legon.stayPrice.nights, 3);
    assert.equal(legon.stayPrice.total, quote.hostel.stayPrice.total);
    assert.ok(legon.stayPrice.total >= 12_000);
  });

  test('an area across the antimeridian holds both of its sides', async () => {
    const pacific = { north: -15, south: -20, east: -179, west: 177 };
    assert.deepEqual(names(await search({ bounds: pacific })), ['Nadi', 'Taveuni']);
    // The same longitudes the other way round are the rest of the world, Fiji aside.
    const rest = await search({ bounds: { ...pacific, north: 10, east: 177, west: -179 } });
    assert.deepEqual(names(rest), ['Edge', 'Legon', 'Osu', 'Tema', 'Kumasi'].sort());
  });

  test('a malformed area is refused field by field, in the words of the forms', async () => {
    const refused = async (bounds: object) => {
      const error = failure(await api.gql(SEARCH, { filter: { bounds } }));
      assert.equal(error.code, 'BAD_USER_INPUT');
      return error.fields;
    };
    assert.deepEqual(await refused({ north: 91, south: -91, east: 180.5, west: -200 }), {
      'filter.bounds.north': 'The latitude must be between -90 and 90.',
      'filter.bounds.south': 'The latitude must be between -90 and 90.',
      'filter.bounds.east': 'The longitude must be between -180 and 180.',
      'filter.bounds.west': 'The longitude must be between -180 and 180.',
    });
    assert.deepEqual(await refused({ ...ACCRA_BOX, south: 5.7 }), {
      'filter.bounds.south': 'The south edge must be below the north edge.',
    });
    assert.deepEqual(await refused({ ...ACCRA_BOX, east: -0.3 }), {
      'filter.bounds.east': 'The east edge must differ from the west edge.',
    });
    const missing = failure(await api.gql(SEARCH, { filter: { bounds: { north: 1, south: 0, east: 1 } } }));
    assert.equal(missing.code, 'BAD_USER_INPUT');
  });

  test('the area is read from the map index, on either side of the antimeridian', async () => {
    for (const bounds of [ACCRA_BOX, { north: -15, south: -20, east: -179, west: 177 }]) {
      const statement = searchStatement(toSearchQuery({ bounds }, 'RATING', {}, null));
      // Few rows make a sequential scan cheapest: turned off, the plan shows whether the index fits.
      const plan = await api.db.transaction(async (sql) => {
        await sql(Prisma.sql`SET LOCAL enable_seqscan = off`);
        return sql<{ 'QUERY PLAN': string }>(Prisma.sql`EXPLAIN ${statement}`);
      });
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      assert.match(text, /Hostel_search_map_idx/, text);
    }
  });
});
