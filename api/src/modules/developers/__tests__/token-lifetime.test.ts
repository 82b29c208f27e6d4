// A token's expiry and what its reservations:read scope opens, over real HTTP: an expired token is
// refused like a revoked one, with the RFC 6750 description; the CSV export link, owner's rows only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, type Json, type TestUser } from '../../hostels/__tests__/fixtures.js';
import { publishedHostel } from '../../reservations/__tests__/fixtures.js';
import { createClient, CREATE, ROTATE } from './fixtures.js';

const MY_HOSTELS = `{ myHostels { totalCount } }`;
const LINK = `query($from: String!, $to: String!) { reservationsExportLink(from: $from, to: $to) }`;
const DAY_MS = 86_400_000;

describe('API token lifetime and the CSV export', () => {
  let api: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUpUser(api, 'OWNER');
  });
  afterAll(() => api.close());

  async function call(token: string, query = MY_HOSTELS, variables: Json = {}) {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return { res, body: (await res.json()) as Json };
  }

  it('keeps an unexpired token working and refuses it once expired, 401 with the description', async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const { id, token, client } = await createClient(api, owner, ['LISTINGS_READ'], [], expiresAt);
    assert.equal(client.expiresAt, expiresAt);
    assert.equal((await call(token)).res.status, 200);

    // Time passes: the expiry is moved into the past rather than waiting for it.
    await api.db.prisma.apiClient.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(token);
    assert.equal(expired.res.status, 401);
    assert.equal(
      expired.res.headers.get('www-authenticate'),
      'Bearer error="invalid_token", error_description="The token expired"',
    );
    assert.equal(expired.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.match(expired.body.errors[0].message, /expired/);
    assert.ok(expired.body.extensions.cost, 'the refusal carries the cost');
    // Rotating would give a secret born expired.
    assert.equal(failure(await api.gql(ROTATE, { id }, owner.idToken)).code, 'CONFLICT');

    const never = await createClient(api, owner, ['LISTINGS_READ']);
    assert.equal(never.client.expiresAt, null);
    assert.equal((await call(never.token)).res.status, 200);
  });

  it('refuses an expiry in the past', async () => {
    const input = {
      name: 'Already over',
      scopes: ['LISTINGS_READ'],
      expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    };
    const error = failure(await api.gql(CREATE, { input }, owner.idToken));
    assert.equal(error.code, 'BAD_USER_INPUT');
    assert.match(error.fields?.['input.expiresAt'] ?? '', /future/);
    assert.equal(await api.db.prisma.apiClient.count({ where: { name: 'Already over' } }), 0);
  });

  it("lets a reservations:read token export its owner's reservations as CSV, 403 without the scope", async () => {
    const otherOwner = await signUpUser(api, 'OWNER');
    const student = await signUpUser(api, 'STUDENT');
    const codes: Record<string, string> = {};
    for (const [who, host] of [
      ['mine', owner],
      ['theirs', otherOwner],
    ] as const) {
      const { hostel, room } = await publishedHostel(api, host);
      codes[who] = randomUUID().slice(0, 8).toUpperCase();
      await api.db.prisma.reservation.create({
        data: {
          code: codes[who],
          studentId: student.userId,
          roomTypeId: room.id,
          hostelId: hostel.id,
          ownerId: hostel.ownerId,
          beds: 1,
          checkIn: new Date('2031-03-05T00:00:00Z'),
          checkOut: new Date('2031-03-07T00:00:00Z'),
          status: 'PAID',
          currency: 'USD',
          subtotal: 2000,
          platformFee: 200,
          total: 2200,
          pricePerBed: 1000,
          pricePeriod: 'NIGHT',
          responseDeadline: new Date(),
          paidAt: new Date('2031-02-20T10:00:00Z'),
        },
      });
    }
    const march = { from: '2031-03-01', to: '2031-03-31' };
    const reader = await createClient(api, owner, ['RESERVATIONS_READ']);
    const answer = await call(reader.token, LINK, march);
    assert.equal(answer.res.status, 200);
    const link: string = answer.body.data.reservationsExportLink;
    const file = await fetch(`${api.url}${link}`);
    assert.equal(file.status, 200);
    const text = await file.text();
    assert.ok(text.includes(codes.mine!), "the owner's reservation is in the file");
    assert.ok(!text.includes(codes.theirs!), "another owner's is not");

    const lister = await createClient(api, owner, ['LISTINGS_READ']);
    const refused = await call(lister.token, LINK, march);
    assert.equal(refused.res.status, 403);
    assert.equal(refused.body.errors[0].extensions.code, 'FORBIDDEN');
    assert.match(refused.body.errors[0].message, /reservations:read/);
  });
});
