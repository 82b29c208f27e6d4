// The admins' list of listings by status (moderationHostels): who may read it, order, search, pages.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  completeDraft,
  failure,
  insertFile,
  type Json,
  M,
  ok,
  publishedHostel,
  signUpAdmin,
  type TestUser,
} from './fixtures.js';
import { startCountingStatements } from './statement-counter.js';

const LIST = `query($filter: ModerationHostelFilter, $first: Int, $after: String) {
  moderationHostels(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id name city status rejectionReason ownerEmail ownershipProof { id kind } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

// Unique per run, so the searches below only ever match this file's hostels.
const tag = randomBytes(3).toString('hex');
let api: TestApi;
let admin: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;
let student: TestUser;
const ids: Record<string, string> = {};

async function submitted(owner: TestUser, name: string, city = 'Accra') {
  const { id } = await completeDraft(api, owner, { name, city });
  const proof = await insertFile(api, owner.userId, 'ARCHIVE');
  ok(await api.gql(M.submit, { id, proof: proof.id }, owner.idToken));
  return id;
}

async function list(filter: Json, page: { first?: number; after?: string } = {}, user = admin) {
  return ok(await api.gql(LIST, { filter, ...page }, user.idToken)).moderationHostels;
}

const names = (connection: Json) => connection.edges.map((edge: Json) => edge.node.name);

beforeAll(async () => {
  api = await startTestApi();
  [ownerA, ownerB, student] = await Promise.all([
    signUpUser(api, 'OWNER', { email: `mod-a-${tag}@example.com` }),
    signUpUser(api, 'OWNER', { email: `mod-b-${tag}@example.com` }),
    signUpUser(api, 'STUDENT'),
  ]);
  admin = await signUpAdmin(api);
  // In the order below: the queue is oldest first, the other lists most recently changed first.
  ids.queueOne = await submitted(ownerA, `Queue One ${tag}`);
  ids.queueTwo = await submitted(ownerB, `Queue Two ${tag}`);
  ids.open = (
    await publishedHostel(api, ownerA, admin, { name: `Open House ${tag}`, city: `Tamale${tag}` })
  ).id;
  for (const [key, owner, name] of [
    ['closedOne', ownerA, `Closed One ${tag}`],
    ['closedTwo', ownerB, `Closed Two ${tag}`],
  ] as const) {
    ids[key] = (await publishedHostel(api, owner, admin, { name })).id;
    ok(await api.gql(M.suspend, { id: ids[key], reason: 'Reported as closed.' }, admin.idToken));
  }
  ids.blurry = await submitted(ownerB, `Blurry ${tag}`);
  ok(await api.gql(M.reject, { id: ids.blurry, reason: 'The photos are blurry.' }, admin.idToken));
});

afterAll(async () => {
  await api.close();
});

describe('moderationHostels', () => {
  test('only admins may list listings', async () => {
    for (const user of [ownerA, student]) {
      const error = failure(await api.gql(LIST, { filter: { status: 'SUSPENDED' } }, user.idToken));
      assert.equal(error.code, 'FORBIDDEN');
    }
    assert.equal(failure(await api.gql(LIST, { filter: null })).code, 'UNAUTHENTICATED');
  });

  test('each status has its list: the queue oldest first, the others most recently changed first', async () => {
    const queue = await list({ status: 'PENDING_REVIEW', search: tag });
    assert.deepEqual(names(queue), [`Queue One ${tag}`, `Queue Two ${tag}`]);
    assert.equal(queue.totalCount, 2);
    assert.equal(queue.edges[0].node.ownershipProof.kind, 'ARCHIVE');

    const suspended = await list({ status: 'SUSPENDED', search: tag });
    assert.deepEqual(names(suspended), [`Closed Two ${tag}`, `Closed One ${tag}`]);
    assert.deepEqual(
      suspended.edges.map((edge: Json) => [edge.node.status, edge.node.rejectionReason]),
      [
        ['SUSPENDED', 'Reported as closed.'],
        ['SUSPENDED', 'Reported as closed.'],
      ],
    );
    assert.deepEqual(names(await list({ status: 'PUBLISHED', search: tag })), [`Open House ${tag}`]);
    const rejected = await list({ status: 'REJECTED', search: tag });
    assert.deepEqual(names(rejected), [`Blurry ${tag}`]);
    assert.equal(rejected.edges[0].node.rejectionReason, 'The photos are blurry.');

    // Reinstating moves the hostel from the suspended list back to the published one.
    ok(await api.gql(M.reinstate, { id: ids.closedOne }, admin.idToken));
    assert.deepEqual(names(await list({ status: 'SUSPENDED', search: tag })), [`Closed Two ${tag}`]);
    assert.deepEqual(names(await list({ status: 'PUBLISHED', search: tag })), [
      `Closed One ${tag}`,
      `Open House ${tag}`,
    ]);
    ok(await api.gql(M.suspend, { id: ids.closedOne, reason: 'Reported as closed.' }, admin.idToken));
  });

  test('the search matches the name, the city or the owner email in any case, or the id', async () => {
    const byEmail = await list({ search: `MOD-B-${tag}@EXAMPLE.COM` });
    assert.deepEqual(
      new Set(names(byEmail)),
      new Set([`Queue Two ${tag}`, `Closed Two ${tag}`, `Blurry ${tag}`]),
    );
    assert.ok(byEmail.edges.every((edge: Json) => edge.node.ownerEmail === ownerB.email));
    assert.deepEqual(names(await list({ search: `tamale${tag}` })), [`Open House ${tag}`]);
    assert.deepEqual(names(await list({ status: 'SUSPENDED', search: `closed one ${tag}` })), [
      `Closed One ${tag}`,
    ]);
    assert.deepEqual(names(await list({ search: ids.blurry })), [`Blurry ${tag}`]);
    assert.equal((await list({ status: 'PUBLISHED', search: `nothing-${tag}` })).totalCount, 0);
  });

  test('pages follow each other without overlap', async () => {
    const filter = { status: 'SUSPENDED', search: tag };
    const first = await list(filter, { first: 1 });
    assert.equal(first.pageInfo.hasNextPage, true);
    const second = await list(filter, { first: 1, after: first.pageInfo.endCursor });
    assert.equal(second.pageInfo.hasNextPage, false);
    assert.deepEqual([...names(first), ...names(second)].sort(), [`Closed One ${tag}`, `Closed Two ${tag}`]);
    assert.equal(second.totalCount, 2);
  });

  test('a page costs the same number of SQL statements whatever its size', async () => {
    const page = `query($first: Int) { moderationHostels(first: $first) { totalCount edges { node {
      id name ownerEmail owner { displayName } coverPhoto { url } ownershipProof { url } } } } }`;
    const statements = async (first: number) => {
      ok(await api.gql('{ me { uid } }', {}, admin.idToken)); // the viewer's row is then kept in memory
      const counter = startCountingStatements();
      try {
        const edges = ok(await api.gql(page, { first }, admin.idToken)).moderationHostels.edges;
        assert.equal(edges.length, first);
        return counter.count;
      } finally {
        counter.stop();
      }
    };
    assert.equal(await statements(6), await statements(2));
  });

  test('the owner email is private to admins and the owner', async () => {
    const query = `query($id: ID) { hostel(id: $id) { ownerEmail } }`;
    assert.equal(ok(await api.gql(query, { id: ids.open }, admin.idToken)).hostel.ownerEmail, ownerA.email);
    assert.equal(ok(await api.gql(query, { id: ids.open }, ownerA.idToken)).hostel.ownerEmail, ownerA.email);
    assert.equal(ok(await api.gql(query, { id: ids.open }, student.idToken)).hostel.ownerEmail, null);
    assert.equal(ok(await api.gql(query, { id: ids.open })).hostel.ownerEmail, null);
  });

  test('bad input gets per-field messages', async () => {
    const long = failure(await api.gql(LIST, { filter: { search: 'x'.repeat(101) } }, admin.idToken));
    assert.equal(long.code, 'BAD_USER_INPUT');
    assert.equal(long.fields!['filter.search'], 'The search text must be at most 100 characters.');
    const big = failure(await api.gql(LIST, { filter: null, first: 101 }, admin.idToken));
    assert.equal(big.code, 'BAD_USER_INPUT');
  });
});
