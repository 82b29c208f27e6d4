import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { failure, inDays, ok, publishedHostel, request, signUpAdmin, type TestUser } from './fixtures.js';

const SEARCH = `query($search: String, $status: ReservationStatus, $first: Int, $after: String) {
  adminReservations(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id code status student { displayName } hostel { name } } } } }`;
const DETAILS = `query($id: ID!) { reservation(id: $id) { code status cancelReason cancelledBy
  price { subtotal platformFee total currency }
  payments { amount amountRefunded status refunds { amount currency reason status } } } }`;
const ADMIN_CANCEL = `mutation($id: ID!, $reason: String!, $amount: Int) {
  adminCancelReservation(id: $id, reason: $reason, refundAmount: $amount) { id status cancelledBy } }`;

type Page = { totalCount: number; edges: { node: { id: string; code: string } }[] };

describe('admin reservations: search, details and cancelling with a refund', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  let ama: TestUser;
  let kofi: TestUser;
  let paid: { id: string; code: string };
  let pending: { id: string; code: string };

  const search = async (variables: Record<string, unknown>): Promise<Page> =>
    ok(await api.gql(SEARCH, variables, admin.idToken)).adminReservations;
  const codes = (page: Page) => page.edges.map((edge) => edge.node.code).sort();

  beforeAll(async () => {
    api = await startTestApi();
    [admin, owner, ama, kofi] = await Promise.all([
      signUpAdmin(api),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT', { input: { displayName: 'Ama Serwaa' } }),
      signUpUser(api, 'STUDENT', { input: { displayName: 'Kofi Boateng' } }),
    ]);
    const harbour = await publishedHostel(api, owner);
    const lagoon = await publishedHostel(api, owner);
    await api.db.prisma.hostel.update({ where: { id: lagoon.hostel.id }, data: { name: 'Lagoon Lodge' } });
    paid = await paidReservation(api, owner, ama, {
      roomTypeId: harbour.room.id,
      beds: 1,
      checkIn: inDays(20),
      checkOut: inDays(21),
    });
    pending = await request(api, kofi, {
      roomTypeId: lagoon.room.id,
      beds: 1,
      checkIn: inDays(30),
      checkOut: inDays(32),
    });
  });
  afterAll(() => api.close());

  it('finds reservations by code, student name or email, hostel name and status', async () => {
    assert.deepEqual(codes(await search({ search: paid.code.toLowerCase() })), [paid.code]);
    assert.deepEqual(codes(await search({ search: 'serwaa' })), [paid.code]);
    assert.deepEqual(codes(await search({ search: kofi.email.toUpperCase() })), [pending.code]);
    assert.deepEqual(codes(await search({ search: 'lagoon' })), [pending.code]);
    assert.deepEqual(codes(await search({ status: 'PAID' })), [paid.code]);
    assert.equal((await search({ search: 'lagoon', status: 'PAID' })).totalCount, 0);
    assert.equal((await search({ search: 'nobody by this name' })).totalCount, 0);
  });

  it('pages through the results (Relay connection, newest first)', async () => {
    const first = ok(await api.gql(SEARCH, { first: 1 }, admin.idToken)).adminReservations;
    assert.equal(first.totalCount, 2);
    assert.equal(first.pageInfo.hasNextPage, true);
    assert.equal(first.edges[0].node.code, pending.code);
    const second = ok(
      await api.gql(SEARCH, { first: 1, after: first.pageInfo.endCursor }, admin.idToken),
    ).adminReservations;
    assert.deepEqual([second.edges[0].node.code, second.pageInfo.hasNextPage], [paid.code, false]);
  });

  it('is for admins only: students and owners get FORBIDDEN', async () => {
    for (const user of [ama, owner]) {
      assert.equal(failure(await api.gql(SEARCH, { search: paid.code }, user.idToken)).code, 'FORBIDDEN');
      assert.equal(
        failure(await api.gql(ADMIN_CANCEL, { id: paid.id, reason: 'Fraud check', amount: 0 }, user.idToken))
          .code,
        'FORBIDDEN',
      );
    }
  });

  it('refuses a refund above what is left, naming the limit in major units on the field', async () => {
    const tooMuch = failure(
      await api.gql(ADMIN_CANCEL, { id: paid.id, reason: 'Guest complaint', amount: 1101 }, admin.idToken),
    );
    assert.equal(tooMuch.code, 'BAD_USER_INPUT');
    assert.match(tooMuch.fields?.refundAmount ?? '', /USD 11\.00/);
    const shortReason = failure(
      await api.gql(ADMIN_CANCEL, { id: paid.id, reason: 'no', amount: 100 }, admin.idToken),
    );
    assert.deepEqual(Object.keys(shortReason.fields ?? {}), ['reason']);
  });

  it('shows the admin the price, the payment and the partial refund after cancelling', async () => {
    ok(await api.gql(ADMIN_CANCEL, { id: paid.id, reason: 'Double booking', amount: 450 }, admin.idToken));
    const details = ok(await api.gql(DETAILS, { id: paid.id }, admin.idToken)).reservation;
    assert.deepEqual(
      [details.status, details.cancelledBy, details.cancelReason],
      ['CANCELLED', 'ADMIN', 'Double booking'],
    );
    assert.deepEqual(details.price, { subtotal: 1000, platformFee: 100, total: 1100, currency: 'USD' });
    assert.deepEqual(details.payments, [
      {
        amount: 1100,
        amountRefunded: 450,
        status: 'PARTIALLY_REFUNDED',
        refunds: [{ amount: 450, currency: 'USD', reason: 'Double booking', status: 'SUCCEEDED' }],
      },
    ]);
    assert.deepEqual(codes(await search({ status: 'CANCELLED' })), [paid.code]);
  });
});
