// Prices compared like with like: per night, per month and per term, in two currencies (and one
// without an exchange rate), with and without stay dates; the quote's prices and past-date rule.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CHECK_IN_NOT_PAST } from '@hostel/common';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { inDays, Q, signUpAdmin } from '../../reservations/__tests__/fixtures.js';
import { failure, type Json, M, ok, type TestUser } from './fixtures.js';
import { holdBeds, insertHostel } from './search-fixtures.js';

let api: TestApi;
let admin: TestUser;
let owner: TestUser;
let student: TestUser;
const ids: Record<string, { id: string; roomTypeIds: string[] }> = {};

const SEARCH = `query($filter: HostelSearchFilter, $sort: HostelSort, $first: Int, $after: String) {
  hostels(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount priceCurrency
    pageInfo { hasNextPage endCursor }
    edges { node { id name monthlyPrice { amount currency period }
      stayPrice { roomTypeId pricePeriod checkIn checkOut nights beds total currency } } }
  } }`;
const RATES = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
  currency exchangeRates { currency rate } } }`;

async function search(variables: object) {
  return ok(await api.gql(SEARCH, variables, student.idToken)).hostels;
}
const names = (connection: Json) => connection.edges.map((edge: Json) => edge.node.name);

// The term room's term: it has not begun, and it covers the dated stay below.
const TERM = { start: inDays(15), end: inDays(135) }; // 120 nights: 4 months
const STAY = { checkIn: inDays(20), checkOut: inDays(30) }; // 10 nights

beforeAll(async () => {
  api = await startTestApi();
  [admin, owner, student] = await Promise.all([
    signUpAdmin(api),
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'STUDENT'),
  ]);
  const hostel = (name: string, rooms: Json[], currency = 'GHS') =>
    insertHostel(api.db, { ownerId: owner.userId, name, city: 'Kumasi', currency, rooms }).then(
      (made) => (ids[name] = made),
    );
  // GHS 74 a night: GHS 2,220 a month. GHS 1,500 a month. GHS 4,800 a term of 4 months: 1,200.
  await hostel('Night', [{ totalBeds: 4, pricePerBed: 7400, pricePeriod: 'NIGHT' }]);
  await hostel('Month', [{ totalBeds: 4, pricePerBed: 150000, pricePeriod: 'MONTH' }]);
  await hostel('Term', [{ totalBeds: 4, pricePerBed: 480000, pricePeriod: 'SEMESTER', term: TERM }]);
  // EUR 20 a night: EUR 600 a month, GHS 10,000 at the rates below.
  await hostel('Euro', [{ totalBeds: 4, pricePerBed: 2000, pricePeriod: 'NIGHT' }], 'EUR');
  // No exchange rate for KES: never compared with the others.
  await hostel('Shilling', [{ totalBeds: 4, pricePerBed: 100, pricePeriod: 'MONTH' }], 'KES');
  // Two rooms: the cheaper one is full on a night of the stay, so the stay costs the other's price.
  await hostel('Two rooms', [
    { totalBeds: 1, pricePerBed: 5500, pricePeriod: 'NIGHT' },
    { totalBeds: 2, pricePerBed: 9000, pricePeriod: 'NIGHT' },
  ]);
  await holdBeds(api.db, ids['Two rooms']!.roomTypeIds[0]!, [inDays(25)], 0);
  // 1 USD = 15 GHS = 0.9 EUR: 1 EUR = GHS 16.67.
  ok(
    await api.gql(
      RATES,
      {
        input: {
          exchangeRates: [
            { currency: 'GHS', rate: 15 },
            { currency: 'EUR', rate: 0.9 },
          ],
        },
      },
      admin.idToken,
    ),
  );
});

afterAll(() => api.close());

describe('without stay dates: the monthly equivalent', () => {
  test('filters and sorts per month, in the city currency, the uncomparable currency last', async () => {
    const all = await search({ filter: { city: 'Kumasi' }, sort: 'PRICE_ASC' });
    assert.equal(all.priceCurrency, 'GHS');
    // 1,200 (term) < 1,500 (month) < 1,650 (two rooms: 55 a night, full or not) < 2,220 (night)
    // < EUR 600 = GHS 10,000; KES last.
    assert.deepEqual(names(all), ['Term', 'Month', 'Two rooms', 'Night', 'Euro', 'Shilling']);
    const monthly = Object.fromEntries(
      all.edges.map((edge: Json) => [edge.node.name, edge.node.monthlyPrice]),
    );
    assert.deepEqual(monthly.Term, { amount: 120000, currency: 'GHS', period: 'MONTH' });
    assert.deepEqual(monthly.Night, { amount: 222000, currency: 'GHS', period: 'MONTH' });
    assert.deepEqual(monthly.Euro, { amount: 60000, currency: 'EUR', period: 'MONTH' });
    assert.equal(all.edges[0].node.stayPrice, null);

    const desc = await search({ filter: { city: 'Kumasi' }, sort: 'PRICE_DESC' });
    assert.deepEqual(names(desc), ['Euro', 'Night', 'Two rooms', 'Month', 'Term', 'Shilling']);

    const cheap = await search({ filter: { city: 'Kumasi', maxPrice: 160000 }, sort: 'PRICE_ASC' });
    assert.deepEqual(names(cheap), ['Term', 'Month']);
    // GHS 10,000 is within GHS 10,001 (EUR 600 converted), KES has no rate: left out.
    const wide = await search({
      filter: { city: 'Kumasi', minPrice: 200000, maxPrice: 1000100 },
      sort: 'PRICE_ASC',
    });
    assert.deepEqual(names(wide), ['Night', 'Euro']);
    assert.equal(wide.totalCount, 2);
  });

  test('pages through a price order with keyset cursors, each hostel once', async () => {
    for (const sort of ['PRICE_ASC', 'PRICE_DESC']) {
      const whole = names(await search({ filter: { city: 'Kumasi' }, sort }));
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page: Json = await search({ filter: { city: 'Kumasi' }, sort, first: 2, after });
        seen.push(...names(page));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      assert.deepEqual(seen, whole);
    }
  });
});

describe('with stay dates: the total of the stay, as quoted', () => {
  test('orders by the stay total: nights, started months and the whole term compared as paid', async () => {
    const result = await search({ filter: { city: 'Kumasi', ...STAY }, sort: 'PRICE_ASC' });
    // Fee 10 %: night 740 (814), month 1,500 (1,650), two rooms 900 (990, the cheaper room is
    // full), EUR 200 (GHS 3,333), term 4,800 (5,280). KES last.
    assert.deepEqual(names(result), ['Night', 'Two rooms', 'Month', 'Euro', 'Term', 'Shilling']);
    const byName = Object.fromEntries(
      result.edges.map((edge: Json) => [edge.node.name, edge.node.stayPrice]),
    );
    assert.deepEqual(
      [
        byName.Night.total,
        byName['Two rooms'].total,
        byName.Month.total,
        byName.Euro.total,
        byName.Term.total,
      ],
      [81400, 99000, 165000, 22000, 528000],
    );
    assert.equal(byName.Euro.currency, 'EUR');
    assert.equal(byName['Two rooms'].roomTypeId, ids['Two rooms']!.roomTypeIds[1]);
    // A term room is priced for its term, the dates the quote would book.
    assert.deepEqual(
      [byName.Term.checkIn, byName.Term.checkOut, byName.Term.nights],
      [TERM.start, TERM.end, 120],
    );

    // Every card's total is the quote's, for the same room type and dates.
    for (const name of ['Night', 'Two rooms', 'Month', 'Term']) {
      const stay = byName[name];
      const input =
        stay.pricePeriod === 'SEMESTER'
          ? { roomTypeId: stay.roomTypeId, beds: 1, useTerm: true }
          : { roomTypeId: stay.roomTypeId, beds: 1, ...STAY };
      const quote = ok(await api.gql(Q.quote, { input }, student.idToken)).quoteReservation;
      assert.equal(quote.price.total, stay.total, name);
    }

    const desc = await search({ filter: { city: 'Kumasi', ...STAY }, sort: 'PRICE_DESC' });
    assert.deepEqual(names(desc), ['Term', 'Euro', 'Month', 'Two rooms', 'Night', 'Shilling']);
  });

  test('the price bounds are on the total with the fee, for all the beds', async () => {
    const within = (maxPrice: number, extra = {}) =>
      search({ filter: { city: 'Kumasi', ...STAY, maxPrice, ...extra }, sort: 'PRICE_ASC' }).then(names);
    assert.deepEqual(await within(165000), ['Night', 'Two rooms', 'Month']);
    assert.deepEqual(await within(164999), ['Night', 'Two rooms']);
    assert.deepEqual(await within(81400), ['Night']);
    assert.deepEqual(await within(81399), []);
    // Two beds: the night hostel costs twice as much; the two-room hostel's full room is left out.
    const twoBeds = await search({
      filter: { city: 'Kumasi', ...STAY, beds: 2, maxPrice: 200000 },
      sort: 'PRICE_ASC',
    });
    assert.deepEqual(names(twoBeds), ['Night', 'Two rooms']);
    assert.deepEqual(
      twoBeds.edges.map((edge: Json) => edge.node.stayPrice.total),
      [162800, 198000],
    );
  });

  test('a term room matches only stays its term covers', async () => {
    const later = { checkIn: inDays(140), checkOut: inDays(150) };
    const result = await search({ filter: { city: 'Kumasi', ...later }, sort: 'PRICE_ASC' });
    assert.ok(!names(result).includes('Term'));
    assert.ok(names(result).includes('Night'));
  });

  test('pages through the stay order with keyset cursors, each hostel once', async () => {
    for (const sort of ['PRICE_ASC', 'PRICE_DESC']) {
      const whole = names(await search({ filter: { city: 'Kumasi', ...STAY }, sort }));
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page: Json = await search({ filter: { city: 'Kumasi', ...STAY }, sort, first: 2, after });
        assert.equal(page.totalCount, 6);
        seen.push(...names(page));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      assert.deepEqual(seen, whole);
    }
  });
});

test('search refuses stay dates in the past with the quote’s code and words', async () => {
  const past = { checkIn: inDays(-3), checkOut: inDays(2) };
  const refused = failure(await api.gql(SEARCH, { filter: { city: 'Kumasi', ...past } }, student.idToken));
  assert.equal(refused.code, 'BAD_USER_INPUT');
  assert.equal(refused.fields!['filter.checkIn'], CHECK_IN_NOT_PAST);
  const quote = failure(
    await api.gql(
      Q.quote,
      { input: { roomTypeId: ids.Night!.roomTypeIds[0], beds: 1, ...past } },
      student.idToken,
    ),
  );
  assert.equal(quote.code, refused.code);
  assert.equal(quote.fields!['input.checkIn'], refused.fields!['filter.checkIn']);
  // Today is fine.
  assert.ok(
    names(await search({ filter: { city: 'Kumasi', checkIn: inDays(0), checkOut: inDays(3) } })).length > 0,
  );
});

test('exchange rates: admins only, each a known-looking code with a positive rate, once', async () => {
  const input = { exchangeRates: [{ currency: 'GHS', rate: 15 }] };
  assert.equal(failure(await api.gql(RATES, { input }, owner.idToken)).code, 'FORBIDDEN');
  assert.equal(failure(await api.gql(RATES, { input }, student.idToken)).code, 'FORBIDDEN');
  assert.equal(failure(await api.gql(RATES, { input })).code, 'UNAUTHENTICATED');
  for (const exchangeRates of [
    [{ currency: 'ghs', rate: 15 }],
    [{ currency: 'GHS', rate: 0 }],
    [{ currency: 'GHS', rate: -2 }],
    [
      { currency: 'GHS', rate: 15 },
      { currency: 'GHS', rate: 16 },
    ],
  ]) {
    const bad = failure(await api.gql(RATES, { input: { exchangeRates } }, admin.idToken));
    assert.equal(bad.code, 'BAD_USER_INPUT', JSON.stringify(exchangeRates));
    assert.deepEqual(Object.keys(bad.fields ?? {}), ['input.exchangeRates']);
  }
  const settings = ok(
    await api.gql(
      RATES,
      {
        input: {
          exchangeRates: [
            { currency: 'GHS', rate: 15 },
            { currency: 'EUR', rate: 0.9 },
          ],
        },
      },
      admin.idToken,
    ),
  ).updateSettings;
  assert.deepEqual(settings.exchangeRates, [
    { currency: 'EUR', rate: 0.9 },
    { currency: 'GHS', rate: 15 },
  ]);
  const audit = await api.db.prisma.auditLog.findFirstOrThrow({
    where: { action: 'settings.update' },
    orderBy: { createdAt: 'desc' },
  });
  assert.ok('exchangeRates' in (audit.details as object));
});

test('the owner’s prices keep the stored monthly equivalent in step (the pricing transaction)', async () => {
  const draft = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft;
  const roomTypes = [
    { name: 'Dorm', bedsPerRoom: 4, totalBeds: 8 },
    { name: 'Single', bedsPerRoom: 1, totalBeds: 2 },
  ];
  const rooms = ok(await api.gql(M.rooms, { id: draft.id, roomTypes, amenities: [] }, owner.idToken))
    .saveRoomTypes.roomTypes;
  const price = async (night: number) => {
    const input = {
      cancellationPolicy: 'MODERATE',
      roomTypes: [
        { id: rooms[0].id, pricePerBed: night, currency: 'GHS', pricePeriod: 'NIGHT' },
        {
          id: rooms[1].id,
          pricePerBed: 480000,
          currency: 'GHS',
          pricePeriod: 'SEMESTER',
          termName: 'Fall',
          termStart: TERM.start,
          termEnd: TERM.end,
        },
      ],
    };
    ok(await api.gql(M.pricing, { id: draft.id, input }, owner.idToken));
    return (await api.db.prisma.hostel.findUniqueOrThrow({ where: { id: draft.id } })).monthlyPrice;
  };
  assert.equal(await price(7400), 120000); // the term: 4,800 over 4 months, below 74 x 30
  assert.equal(await price(3000), 90000); // now the night: 30 x 30
});
