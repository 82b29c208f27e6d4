import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { releaseEarningsInDays } from './fixtures.js';

const PAYOUTS = `query($status: PayoutStatus, $first: Int, $after: String) {
  payouts(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id amount currency status paidAt createdAt
      owner { id displayName email payoutAccountName payoutIban } } } } }`;
const REQUEST_PAYOUT = `mutation { requestPayout { id amount owner { displayName } } }`;
const MARK_PAID = `mutation($id: ID!) { markPayoutPaid(id: $id) { id status paidAt owner { displayName } } }`;

const IBAN = 'GB82WEST12345698765432';

describe('payouts for admins: who to pay, and marking them paid', () => {
  let api: TestApi;
  let admin: TestUser;
  let adwoa: TestUser;
  let yaw: TestUser;
  let student: TestUser;

  /** An owner with one stay paid and released (24 h after check-in), then requested as a payout. */
  async function requestedPayout(owner: TestUser, pricePerBed: number) {
    const { room } = await publishedHostel(api, owner, { pricePerBed });
    await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(1),
      checkOut: inDays(2),
    });
    await releaseEarningsInDays(api, 3);
    return ok(await api.gql(REQUEST_PAYOUT, {}, owner.idToken)).requestPayout[0];
  }

  beforeAll(async () => {
    api = await startTestApi();
    [admin, adwoa, yaw, student] = await Promise.all([
      signUpAdmin(api),
      signUpUser(api, 'OWNER', { input: { displayName: 'Adwoa Owusu' } }),
      signUpUser(api, 'OWNER', { input: { displayName: 'Yaw Mensah' } }),
      signUpUser(api, 'STUDENT'),
    ]);
    ok(
      await api.gql(
        `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }`,
        { input: { payoutAccountName: 'Adwoa Owusu Ltd', payoutIban: IBAN } },
        adwoa.idToken,
      ),
    );
  });
  afterAll(() => api.close());

  it('lists requested payouts with the owner and their payout account; marking one paid moves it', async () => {
    const first = await requestedPayout(adwoa, 1000);
    const second = await requestedPayout(yaw, 2000);
    assert.deepEqual([first.amount, first.owner.displayName], [1000, 'Adwoa Owusu']);

    const requested = ok(await api.gql(PAYOUTS, { status: 'REQUESTED' }, admin.idToken)).payouts;
    assert.equal(requested.totalCount, 2);
    const adwoas = requested.edges.find((edge: { node: { id: string } }) => edge.node.id === first.id).node;
    assert.deepEqual(adwoas.owner, {
      id: adwoa.userId,
      displayName: 'Adwoa Owusu',
      email: adwoa.email,
      payoutAccountName: 'Adwoa Owusu Ltd',
      payoutIban: IBAN,
    });
    assert.equal(adwoas.status, 'REQUESTED');

    const paid = ok(await api.gql(MARK_PAID, { id: first.id }, admin.idToken)).markPayoutPaid;
    assert.deepEqual([paid.status, paid.owner.displayName], ['PAID', 'Adwoa Owusu']);
    const stillRequested = ok(await api.gql(PAYOUTS, { status: 'REQUESTED' }, admin.idToken)).payouts;
    assert.deepEqual(
      stillRequested.edges.map((edge: { node: { id: string } }) => edge.node.id),
      [second.id],
    );
    const paidList = ok(await api.gql(PAYOUTS, { status: 'PAID' }, admin.idToken)).payouts;
    assert.deepEqual(
      paidList.edges.map((edge: { node: { id: string; paidAt: string } }) => [
        edge.node.id,
        !!edge.node.paidAt,
      ]),
      [[first.id, true]],
    );
    const page = ok(await api.gql(PAYOUTS, { first: 1 }, admin.idToken)).payouts;
    assert.deepEqual([page.totalCount, page.pageInfo.hasNextPage], [2, true]);
  });

  it('shows an owner only their own payouts; students and owners cannot mark one paid', async () => {
    const mine = ok(await api.gql(PAYOUTS, {}, yaw.idToken)).payouts;
    assert.equal(mine.totalCount, 1);
    assert.equal(mine.edges[0].node.owner.email, yaw.email, 'an owner sees their own email');
    const other = await signUpUser(api, 'OWNER');
    assert.equal(ok(await api.gql(PAYOUTS, {}, other.idToken)).payouts.totalCount, 0);
    const yaws = mine.edges[0].node.id;
    assert.equal(failure(await api.gql(PAYOUTS, {}, student.idToken)).code, 'FORBIDDEN');
    for (const user of [yaw, other, student]) {
      assert.equal(failure(await api.gql(MARK_PAID, { id: yaws }, user.idToken)).code, 'FORBIDDEN');
    }
    const unchanged = ok(await api.gql(PAYOUTS, { status: 'REQUESTED' }, admin.idToken)).payouts;
    assert.equal(unchanged.totalCount, 1);
  });
});
