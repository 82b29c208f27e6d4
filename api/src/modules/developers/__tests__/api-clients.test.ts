import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { hashApiToken } from '../../../core/api-tokens.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  request,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { CREATE, createClient, LIST, REVOKE, ROTATE } from './fixtures.js';

const MY_HOSTELS = `{ myHostels { totalCount edges { node { id name } } } }`;

describe('API clients: lifecycle', () => {
  let api: TestApi;
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, otherOwner, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    await publishedHostel(api, owner);
  });
  afterAll(() => api.close());

  it('shows the token once and stores only its hash', async () => {
    const input = {
      name: '  Housing office sync ',
      scopes: ['LISTINGS_READ', 'RESERVATIONS_READ', 'LISTINGS_READ'],
      allowedOrigins: ['https://housing.example.edu/', ''],
    };
    const { createApiClient } = ok(await api.gql(CREATE, { input }, owner.idToken));
    const { token, client } = createApiClient;
    assert.match(token, /^hst_[A-Za-z0-9_-]{43}$/);
    assert.equal(client.name, 'Housing office sync');
    assert.deepEqual(client.scopes, ['LISTINGS_READ', 'RESERVATIONS_READ']);
    assert.deepEqual(client.allowedOrigins, ['https://housing.example.edu']);
    assert.equal(client.tokenPrefix, token.slice(0, 10));
    assert.equal(client.lastUsedAt, null);

    const row = await api.db.prisma.apiClient.findUniqueOrThrow({ where: { id: client.id } });
    assert.equal(row.tokenHash, hashApiToken(token));
    assert.deepEqual(row.scopes, ['listings:read', 'reservations:read']);
    assert.ok(!JSON.stringify(row).includes(token.slice(4)), 'the secret is stored nowhere in clear');
    // The listing never carries the token; the type has no field for it.
    const listed = ok(await api.gql(LIST, {}, owner.idToken)).apiClients;
    assert.deepEqual(
      listed.map((c: { id: string }) => c.id),
      [client.id],
    );
    const asToken = failure(await api.gql(`{ apiClients { id token } }`, {}, owner.idToken));
    assert.match(asToken.message, /Cannot query field "token"/);
  });

  it('refuses bad input with per-field messages', async () => {
    const input = {
      name: 'x',
      scopes: [],
      allowedOrigins: ['https://ok.example', 'ftp://files.example', 'https://a.example/path'],
    };
    const error = failure(await api.gql(CREATE, { input }, owner.idToken));
    assert.equal(error.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(error.fields ?? {}).sort(), [
      'input.allowedOrigins.1',
      'input.allowedOrigins.2',
      'input.name',
      'input.scopes',
    ]);
  });

  it('acts as its owner and records its last use at most once a minute', async () => {
    const { id, token } = await createClient(api, owner, ['LISTINGS_READ']);
    const mine = ok(await api.gql(MY_HOSTELS, {}, token)).myHostels;
    assert.equal(mine.totalCount, 1);
    const first = (await api.db.prisma.apiClient.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    assert.ok(first && Date.now() - first.getTime() < 10_000);
    ok(await api.gql(MY_HOSTELS, {}, token));
    const again = (await api.db.prisma.apiClient.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    assert.equal(again?.getTime(), first.getTime(), 'not rewritten within the minute');
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await api.db.prisma.apiClient.update({ where: { id }, data: { lastUsedAt: longAgo } });
    ok(await api.gql(MY_HOSTELS, {}, token));
    const later = (await api.db.prisma.apiClient.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    assert.ok(later && later.getTime() > longAgo.getTime() + 60_000);
    const listed = ok(await api.gql(LIST, {}, owner.idToken)).apiClients.find(
      (c: { id: string }) => c.id === id,
    );
    assert.equal(listed.lastUsedAt, later.toISOString());
  });

  it('rotates: the new token works, the old one is refused at once', async () => {
    const { id, token } = await createClient(api, owner, ['LISTINGS_READ']);
    const rotated = ok(await api.gql(ROTATE, { id }, owner.idToken)).rotateApiClientToken;
    assert.notEqual(rotated.token, token);
    assert.equal(rotated.client.tokenPrefix, rotated.token.slice(0, 10));
    assert.ok(rotated.client.rotatedAt);
    const old = failure(await api.gql(MY_HOSTELS, {}, token));
    assert.equal(old.code, 'UNAUTHENTICATED');
    assert.match(old.message, /API token is not valid/);
    ok(await api.gql(MY_HOSTELS, {}, rotated.token));
    assert.equal(
      (await api.db.prisma.apiClient.findUniqueOrThrow({ where: { id } })).tokenHash,
      hashApiToken(rotated.token),
    );
  });

  it('revokes for good; only its owner can rotate or revoke it', async () => {
    const { id, token } = await createClient(api, owner, ['LISTINGS_READ']);
    assert.equal(failure(await api.gql(REVOKE, { id }, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(ROTATE, { id }, otherOwner.idToken)).code, 'NOT_FOUND');
    ok(await api.gql(MY_HOSTELS, {}, token));
    const revoked = ok(await api.gql(REVOKE, { id }, owner.idToken)).revokeApiClient;
    assert.ok(revoked.revokedAt);
    assert.equal(
      ok(await api.gql(REVOKE, { id }, owner.idToken)).revokeApiClient.revokedAt,
      revoked.revokedAt,
    );
    assert.equal(failure(await api.gql(MY_HOSTELS, {}, token)).code, 'UNAUTHENTICATED');
    assert.equal(failure(await api.gql(ROTATE, { id }, owner.idToken)).code, 'CONFLICT');
    assert.equal(failure(await api.gql(REVOKE, { id: 'nope' }, owner.idToken)).code, 'NOT_FOUND');
    const trail = await api.db.prisma.auditLog.findMany({
      where: { entityId: id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      trail.map((entry) => [entry.action, entry.actorId]),
      [
        ['api_client.create', owner.userId],
        ['api_client.revoke', owner.userId],
      ],
    );
  });

  it('refuses unknown tokens, even for public queries', async () => {
    const error = failure(await api.gql(`{ universities { id } }`, {}, 'hst_unknownunknownunknown'));
    assert.equal(error.code, 'UNAUTHENTICATED');
    assert.match(error.message, /API token is not valid/);
  });

  it('refuses students, and tokens cannot manage clients', async () => {
    const input = { name: 'Student tool', scopes: ['LISTINGS_READ'] };
    assert.equal(failure(await api.gql(CREATE, { input }, student.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(LIST, {}, student.idToken)).code, 'FORBIDDEN');
    const all = [
      'LISTINGS_READ',
      'RESERVATIONS_READ',
      'RESERVATIONS_WRITE',
      'HOSTELS_WRITE',
      'WEBHOOKS_MANAGE',
    ];
    const { token } = await createClient(api, owner, all);
    const byToken = failure(await api.gql(CREATE, { input }, token));
    assert.equal(byToken.code, 'FORBIDDEN');
    assert.match(byToken.message, /API tokens cannot use createApiClient/);
    assert.equal(failure(await api.gql(LIST, {}, token)).code, 'FORBIDDEN');
  });

  it("stops working while its owner is suspended and follows the owner's role", async () => {
    const suspended = await signUpUser(api, 'OWNER');
    const { token } = await createClient(api, suspended, ['LISTINGS_READ', 'RESERVATIONS_READ']);
    ok(await api.gql(MY_HOSTELS, {}, token));
    await api.updateUser(suspended.userId, { status: 'SUSPENDED' });
    assert.equal(failure(await api.gql(MY_HOSTELS, {}, token)).code, 'FORBIDDEN');
    await api.updateUser(suspended.userId, { status: 'ACTIVE' });
    // An owner's token with reservations:read still cannot use the admin's list.
    const admins = `{ adminReservations { totalCount } }`;
    assert.equal(failure(await api.gql(admins, {}, token)).code, 'FORBIDDEN');
  });
});

describe('API tokens: object rules', () => {
  let api: TestApi;
  let owner: TestUser;
  let otherOwner: TestUser;
  let admin: TestUser;
  let theirReservation: string;
  let myReservation: string;
  beforeAll(async () => {
    api = await startTestApi();
    let student: TestUser;
    [owner, otherOwner, admin, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpAdmin(api),
      signUpUser(api, 'STUDENT'),
    ]);
    const mine = await publishedHostel(api, owner);
    const theirs = await publishedHostel(api, otherOwner);
    const stay = { beds: 1, checkIn: inDays(20), checkOut: inDays(22) };
    myReservation = (await request(api, student, { ...stay, roomTypeId: mine.room.id })).id;
    theirReservation = (await request(api, student, { ...stay, roomTypeId: theirs.room.id })).id;
  });
  afterAll(() => api.close());

  const RESERVATION = `query($id: ID!) { reservation(id: $id) { id status } }`;
  const ACCEPT = `mutation($id: ID!) { acceptReservation(id: $id) { id status } }`;

  it("an owner's token reaches their own objects only", async () => {
    const { token } = await createClient(api, owner, ['RESERVATIONS_READ', 'RESERVATIONS_WRITE']);
    assert.equal(ok(await api.gql(RESERVATION, { id: myReservation }, token)).reservation.status, 'PENDING');
    assert.equal(failure(await api.gql(RESERVATION, { id: theirReservation }, token)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(ACCEPT, { id: theirReservation }, token)).code, 'NOT_FOUND');
    const owned = ok(await api.gql(`{ ownerReservations { edges { node { id } } } }`, {}, token));
    assert.deepEqual(
      owned.ownerReservations.edges.map((e: { node: { id: string } }) => e.node.id),
      [myReservation],
    );
    assert.equal(
      ok(await api.gql(ACCEPT, { id: myReservation }, token)).acceptReservation.status,
      'ACCEPTED',
    );
    assert.equal(
      await api.db.prisma.reservation.count({ where: { id: theirReservation, status: 'PENDING' } }),
      1,
    );
  });

  it("an admin's token works platform-wide", async () => {
    const { token } = await createClient(api, admin, ['RESERVATIONS_READ']);
    assert.equal(
      ok(await api.gql(RESERVATION, { id: theirReservation }, token)).reservation.id,
      theirReservation,
    );
    assert.equal(
      ok(await api.gql(`{ adminReservations { totalCount } }`, {}, token)).adminReservations.totalCount,
      2,
    );
  });
});
