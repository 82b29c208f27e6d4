// The largest legal price goes through every sum made of it: the owner saves it, search orders and
// prices it (with and without stay dates), and a quote at the largest stay is the client's mistake,
// never an INTERNAL error.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LISTING_LIMITS,
  MAX_STAY_NIGHTS,
  MONEY_MAX,
  NIGHTS_PER_MONTH,
  subtotalRangeFor,
} from '@hostel/common';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { inDays, Q } from '../../reservations/__tests__/fixtures.js';
import { failure, type Json, M, ok, publishedHostel, signUpAdmin, type TestUser } from './fixtures.js';

const SEARCH = `query($filter: HostelSearchFilter, $sort: HostelSort) {
  hostels(filter: $filter, sort: $sort) {
    edges { node { name monthlyPrice { amount period } stayPrice { roomTypeId total } } } } }`;
const CITY = 'Tamale';

describe('prices at their bounds', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let dear: { id: string; roomTypeIds: string[] };

  beforeAll(async () => {
    api = await startTestApi();
    let admin: TestUser;
    [admin, owner, student] = await Promise.all([
      signUpAdmin(api),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    await publishedHostel(api, owner, admin, { name: 'Modest Lodge', city: CITY });
    dear = await publishedHostel(api, owner, admin, { name: 'Dearest Lodge', city: CITY });
  });
  afterAll(() => api.close());

  const search = async (variables: object) =>
    ok(await api.gql(SEARCH, variables, student.idToken)).hostels.edges.map((edge: Json) => edge.node);

  it('saves a price of priceMax a night, and search orders it by its monthly equivalent', async () => {
    const input = {
      cancellationPolicy: 'MODERATE',
      roomTypes: dear.roomTypeIds.map((id) => ({
        id,
        pricePerBed: LISTING_LIMITS.priceMax,
        currency: 'GHS',
        pricePeriod: 'NIGHT',
      })),
    };
    const saved = ok(await api.gql(M.pricing, { id: dear.id, input }, owner.idToken)).updateHostelPricing;
    assert.equal(saved.lowestPrice.amount, LISTING_LIMITS.priceMax);

    for (const [sort, order] of [
      ['PRICE_DESC', ['Dearest Lodge', 'Modest Lodge']],
      ['PRICE_ASC', ['Modest Lodge', 'Dearest Lodge']],
    ] as const) {
      const found = await search({ filter: { city: CITY }, sort });
      assert.deepEqual(
        found.map((h: Json) => h.name),
        order,
      );
      assert.deepEqual(found.find((h: Json) => h.name === 'Dearest Lodge').monthlyPrice, {
        amount: LISTING_LIMITS.priceMax * NIGHTS_PER_MONTH,
        period: 'MONTH',
      });
    }
    // The largest price filter finds it too.
    const filtered = await search({
      filter: { city: CITY, minPrice: LISTING_LIMITS.priceMax, maxPrice: LISTING_LIMITS.priceMax },
    });
    assert.deepEqual(filtered, []); // its monthly equivalent is above the bound, not an error
  });

  it('prices the longest stay in search and in a quote without an INTERNAL error', async () => {
    const stay = { checkIn: inDays(10), checkOut: inDays(10 + MAX_STAY_NIGHTS) };
    for (const sort of ['PRICE_ASC', 'PRICE_DESC', 'RELEVANCE']) {
      const found = await search({ filter: { city: CITY, ...stay, beds: 2 }, sort });
      // Too dear to reserve for this stay (the quote refuses it): left out, as a full hostel is.
      assert.deepEqual(
        found.map((h: Json) => h.name),
        ['Modest Lodge'],
      );
      assert.ok(found[0].stayPrice.total <= MONEY_MAX);
    }
    const error = failure(
      await api.gql(
        Q.quote,
        { input: { roomTypeId: dear.roomTypeIds[0], beds: 8, ...stay } },
        student.idToken,
      ),
    );
    assert.equal(error.code, 'BAD_USER_INPUT');
    assert.match(error.fields!['input.checkOut']!, /would cost more than one reservation may/);
    // The longest stay that fits is quoted, its total within what an amount may be.
    const { max } = subtotalRangeFor(DEFAULT_SETTINGS.platformFeePercent, undefined, MONEY_MAX);
    const nights = Math.floor(max! / LISTING_LIMITS.priceMax);
    const quoted = ok(
      await api.gql(
        Q.quote,
        {
          input: {
            roomTypeId: dear.roomTypeIds[0],
            beds: 1,
            checkIn: inDays(10),
            checkOut: inDays(10 + nights),
          },
        },
        student.idToken,
      ),
    ).quoteReservation;
    assert.equal(quoted.price.subtotal, nights * LISTING_LIMITS.priceMax);
    assert.ok(quoted.price.total <= MONEY_MAX);
  });
});
