import assert from 'node:assert/strict';
import { it, test } from '../../../test/fixtures.js';
import { failure, type Json, ok } from '../../hostels/__tests__/fixtures.js';
import { insertHostel } from '../../hostels/__tests__/search-fixtures.js';
let published: string[];
let draft: string;

it.beforeAll(async ({ api, owner }) => {
  published = [];
  for (let i = 0; i < 3; i += 1)
    published.push(
      (await insertHostel(api.db, { ownerId: owner.userId, name: `Fav ${i}`, city: 'Accra' })).id,
    );
  draft = (await insertHostel(api.db, { ownerId: owner.userId, city: 'Accra', status: 'DRAFT' })).id;
});

const ADD = `mutation($id: ID!) { addFavourite(hostelId: $id) { id isFavourite } }`;
const REMOVE = `mutation($id: ID!) { removeFavourite(hostelId: $id) }`;
const MINE = `query($first: Int, $after: String) { myFavourites(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id name isFavourite } } } }`;

test('favourites require sign-in', async ({ api }) => {
  assert.equal(failure(await api.gql(ADD, { id: published[0] })).code, 'UNAUTHENTICATED');
  assert.equal(failure(await api.gql(REMOVE, { id: published[0] })).code, 'UNAUTHENTICATED');
  assert.equal(failure(await api.gql(MINE, {})).code, 'UNAUTHENTICATED');
});

test('adding twice keeps one favourite; removing is idempotent; only published hostels', async ({
  api,
  owner,
  student,
}) => {
  const [first, second] = published as [string, string];
  assert.deepEqual(ok(await api.gql(ADD, { id: first }, student.idToken)).addFavourite, {
    id: first,
    isFavourite: true,
  });
  const taps = await Promise.all([1, 2, 3].map(() => api.gql(ADD, { id: second }, student.idToken)));
  taps.forEach((tap) => assert.equal(ok(tap).addFavourite.isFavourite, true));
  ok(await api.gql(ADD, { id: first }, student.idToken));
  assert.equal(await api.db.prisma.favourite.count({ where: { userId: student.userId } }), 2);
  assert.equal(failure(await api.gql(ADD, { id: draft }, student.idToken)).code, 'NOT_FOUND');
  assert.equal(failure(await api.gql(ADD, { id: 'not-an-id' }, student.idToken)).code, 'NOT_FOUND');

  const mine = ok(await api.gql(MINE, { first: 1 }, student.idToken)).myFavourites;
  assert.equal(mine.totalCount, 2);
  assert.deepEqual(mine.edges[0].node, { id: second, name: 'Fav 1', isFavourite: true });
  const rest = ok(
    await api.gql(MINE, { first: 1, after: mine.pageInfo.endCursor }, student.idToken),
  ).myFavourites;
  assert.deepEqual([rest.edges[0].node.id, rest.pageInfo.hasNextPage], [first, false]);

  const card = `query($id: ID) { hostel(id: $id) { isFavourite } }`;
  assert.equal(ok(await api.gql(card, { id: first }, student.idToken)).hostel.isFavourite, true);
  assert.equal(ok(await api.gql(card, { id: first }, owner.idToken)).hostel.isFavourite, false);
  assert.equal(ok(await api.gql(card, { id: first })).hostel.isFavourite, false);

  assert.equal(ok(await api.gql(REMOVE, { id: first }, student.idToken)).removeFavourite, true);
  assert.equal(ok(await api.gql(REMOVE, { id: first }, student.idToken)).removeFavourite, true);
  assert.equal(ok(await api.gql(card, { id: first }, student.idToken)).hostel.isFavourite, false);
  assert.equal(ok(await api.gql(MINE, {}, student.idToken)).myFavourites.totalCount, 1);
});

test("search marks the viewer's favourites", async ({ api, student }) => {
  const search = `{ hostels(filter: { city: "Accra" }, sort: PRICE_ASC) { edges { node { id isFavourite } } } }`;
  const edges = ok(await api.gql(search, {}, student.idToken)).hostels.edges;
  const favourite = edges.filter((edge: Json) => edge.node.isFavourite).map((edge: Json) => edge.node.id);
  assert.deepEqual(favourite, [published[1]]);
});
