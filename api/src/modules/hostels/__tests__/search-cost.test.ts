import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { searchStatement } from '../search.sql.js';
import { searchHostels, toSearchQuery } from '../search.service.js';
import { insertFile, ok, type TestUser } from './fixtures.js';
import { insertHostel } from './search-fixtures.js';
import { startCountingStatements } from './statement-counter.js';

let api: TestApi;
let student: TestUser;
const owners: TestUser[] = [];

beforeAll(async () => {
  api = await startTestApi();
  student = await signUpUser(api, 'STUDENT');
  for (let i = 0; i < 3; i += 1) {
    const owner = await signUpUser(api, 'OWNER');
    const avatar = await insertFile(api, owner.userId);
    await api.updateUser(owner.userId, { avatarId: avatar.id });
    owners.push(owner);
  }
  for (let i = 0; i < 25; i += 1) {
    await insertHostel(api.db, {
      ownerId: owners[i % 3]!.userId,
      city: 'Ho',
      ratingAverage: 3 + (i % 5) / 2,
      reviewCount: i,
      rooms: [
        { totalBeds: 6, pricePerBed: 5000 + i },
        { totalBeds: 4, pricePerBed: 7000 },
        { totalBeds: 1, pricePerBed: 12000 },
      ],
    });
  }
});

afterAll(() => api.close());

const CARDS = `query($first: Int, $filter: HostelSearchFilter) {
  hostels(filter: $filter, first: $first) {
    totalCount
    edges { node {
      id name slug city address ratingAverage reviewCount genderPolicy amenities distanceMeters isFavourite
      coverPhoto { url width height }
      lowestPrice { amount currency period }
      roomTypes { id name price { amount currency period } availableBeds }
      owner { id displayName memberSince avatar { url } }
    } }
  } }`;

async function statementsFor(variables: object, token?: string) {
  const counter = startCountingStatements();
  try {
    const result = ok(await api.gql(CARDS, variables, token)).hostels;
    return { result, statements: counter.count };
  } finally {
    counter.stop();
  }
}

test('a page of 20 cards with cover, room types, rating and owner costs at most 5 SQL statements', async (t) => {
  const anonymous = await statementsFor({ first: 20, filter: { city: 'Ho' } });
  assert.equal(anonymous.result.edges.length, 20);
  assert.equal(anonymous.result.totalCount, 25);
  for (const { node } of anonymous.result.edges) {
    assert.ok(node.coverPhoto?.url);
    assert.equal(node.roomTypes.length, 3);
    assert.ok(node.owner.avatar.url);
    assert.equal(node.isFavourite, false);
  }
  assert.ok(anonymous.statements <= 5, `${anonymous.statements} statements`);

  const small = await statementsFor({ first: 2, filter: { city: 'Ho' } });
  assert.equal(small.statements, anonymous.statements, 'the count does not grow with the page size');

  // Signed in (the viewer's own row is one more statement, unless kept in memory) and with stay dates.
  const dated = await statementsFor(
    { first: 20, filter: { city: 'Ho', checkIn: '2027-01-10', checkOut: '2027-01-20' } },
    student.idToken,
  );
  assert.equal(dated.result.edges[0].node.roomTypes[0].availableBeds !== null, true);
  assert.ok(dated.statements <= 5, `${dated.statements} statements signed in`);
  await t.annotate(
    `statements: ${anonymous.statements} signed out, ${dated.statements} signed in with dates`,
  );
});

test('the search reads the city from a city index (EXPLAIN)', async () => {
  const query = toSearchQuery({ city: 'Ho' }, 'PRICE_ASC', { first: 20 }, null);
  // Rolled back at the end: the map's index is dropped for the EXPLAIN only. Every hostel here is in
  // Ho, so a scan of that index (all published hostels) would look as good as the city's to the planner.
  let plan: { 'QUERY PLAN': string }[] = [];
  await api.db.prisma
    .$transaction(async (tx) => {
      await tx.$executeRawUnsafe('DROP INDEX "Hostel_search_map_idx"');
      // The table is tiny, so make sequential scans unattractive to see which index the planner can use.
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      const statement = searchStatement(query);
      plan = await tx.$queryRawUnsafe(`EXPLAIN ${statement.text}`, ...statement.values);
      throw new Error('roll back');
    })
    .catch((error: Error) => assert.equal(error.message, 'roll back'));
  const text = plan.map((row) => row['QUERY PLAN']).join('\n');
  // (status, lower(city), ...): by price, by monthly price or by currency.
  assert.match(text, /Hostel_search_city_(price|monthly|currency)_idx/, text);
  assert.doesNotMatch(text, /Seq Scan on "Hostel"/, text);
});

test('the count stops at the cap, so its cost is bounded, and says so', async () => {
  const query = { ...toSearchQuery({ city: 'Ho' }, 'PRICE_ASC', { first: 5 }, null), countCap: 10 };
  const capped = await searchHostels(api.db, query, { first: 5 });
  assert.equal(capped.totalCount, 10);
  assert.equal(capped.totalCountIsCapped, true);
  assert.equal(capped.edges.length, 5);

  const exact = await searchHostels(api.db, { ...query, countCap: 25 }, { first: 5 });
  assert.equal(exact.totalCount, 25);
  assert.equal(exact.totalCountIsCapped, false);

  const viaApi = ok(
    await api.gql(`{ hostels(filter: { city: "Ho" }, first: 1) { totalCount totalCountIsCapped } }`),
  );
  assert.deepEqual(viaApi.hostels, { totalCount: 25, totalCountIsCapped: false });
});
