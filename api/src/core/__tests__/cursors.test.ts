// Page cursors are opaque, but a client can forge any string: whatever it sends is BAD_USER_INPUT on
// `after`, never INTERNAL from the database refusing a value (a uuid, a date or an int out of range).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { it } from '../../test/fixtures.js';
import { firstError, signUpUser, type TestApi } from '../../test/harness.js';
import { ok, signUpAdmin } from '../../modules/hostels/__tests__/fixtures.js';
import { filterTag } from '../pagination.js';

/** A forged cursor bound to the right filter, so that its keys are what is checked. */
const cursor = (values: unknown, filter: object = {}) =>
  `${filterTag(filter)}.${Buffer.from(JSON.stringify(values)).toString('base64url')}`;
const SEARCH = `query($sort: HostelSort!, $after: String) { hostels(sort: $sort, first: 2, after: $after) { totalCount } }`;
const MINE = `query($after: String) { myReservations(first: 2, after: $after) { totalCount } }`;
const FAVOURITES = `query($after: String) { myFavourites(first: 2, after: $after) { totalCount } }`;

describe('forged page cursors', () => {
  const refused = (res: Awaited<ReturnType<TestApi['gql']>>, what: string) => {
    const error = firstError(res);
    assert.equal(error.extensions.code, 'BAD_USER_INPUT', `${what}: ${JSON.stringify(res.body)}`);
    assert.deepEqual(error.extensions.fields, { after: 'after is not a valid cursor' });
  };

  it('refuses forged search cursors for every sort order', async ({ api }) => {
    const forged = {
      // Prices compare as converted amounts (a float): a number of any size is a position.
      PRICE_ASC: [['cheap', randomUUID()], [100, 'not-a-uuid'], [100]],
      PRICE_DESC: [[null, randomUUID()]],
      RATING: [
        [4.5, 1e10, randomUUID()],
        [4.5, 3, 'x'],
      ],
      NEWEST: [
        ['-271821-04-20T00:00:00.000Z', randomUUID()],
        ['2026-01-01T00:00:00Z', '1'],
      ],
    };
    for (const [sort, cursors] of Object.entries(forged)) {
      for (const values of cursors) {
        refused(
          await api.gql(SEARCH, { sort, after: cursor(values, { sort }) }),
          `${sort} ${JSON.stringify(values)}`,
        );
      }
    }
    // A well-formed cursor still pages.
    const fine = await api.gql(SEARCH, {
      sort: 'PRICE_ASC',
      after: cursor([100, randomUUID()], { sort: 'PRICE_ASC' }),
    });
    assert.equal(fine.body.errors, undefined);
  });

  it("refuses forged cursors of a signed-in user's lists", async ({ api }) => {
    const student = await signUpUser(api, 'STUDENT');
    for (const query of [MINE, FAVOURITES]) {
      for (const values of [
        ['2026-01-01T00:00:00.000Z', 'not-a-uuid'],
        ['+275760-09-13T00:00:00.000Z', randomUUID()],
        ['-000001-01-01T00:00:00.000Z', randomUUID()],
      ]) {
        refused(await api.gql(query, { after: cursor(values) }, student.idToken), JSON.stringify(values));
      }
      const fine = await api.gql(
        query,
        { after: cursor(['2026-01-01T00:00:00.000Z', randomUUID()]) },
        student.idToken,
      );
      assert.equal(fine.body.errors, undefined);
    }
  });

  it('refuses a cursor reused with another filter or sort, or without its filter binding', async ({
    api,
  }) => {
    const admin = await signUpAdmin(api);
    await Promise.all([signUpUser(api, 'STUDENT'), signUpUser(api, 'STUDENT')]);
    const USERS = `query($filter: UserFilterInput, $after: String) {
      users(first: 1, filter: $filter, after: $after) { edges { node { id } } pageInfo { endCursor } } }`;
    const students = { role: 'STUDENT' };
    const first = ok(await api.gql(USERS, { filter: students }, admin.idToken)) as {
      users: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string } };
    };
    const after = first.users.pageInfo.endCursor;
    // The same filter pages on.
    const next = ok(await api.gql(USERS, { filter: students, after }, admin.idToken)) as typeof first;
    assert.notEqual(next.users.edges[0]!.node.id, first.users.edges[0]!.node.id);
    for (const filter of [{ role: 'OWNER' }, null, { role: 'STUDENT', search: 'a' }]) {
      const error = firstError(await api.gql(USERS, { filter, after }, admin.idToken));
      assert.equal(error.extensions.code, 'BAD_USER_INPUT', JSON.stringify(filter));
      assert.deepEqual(error.extensions.fields, {
        after: 'after belongs to another filter or sort; ask for the first page again',
      });
    }
    const sorted = `query($after: String) { hostels(sort: PRICE_ASC, first: 1, after: $after) { totalCount } }`;
    const otherSort = cursor([100, randomUUID()], { sort: 'PRICE_DESC' });
    assert.equal(firstError(await api.gql(sorted, { after: otherSort })).extensions.code, 'BAD_USER_INPUT');
    // A cursor of the keys alone (no binding) is not one this API made.
    const unbound = after.slice(after.indexOf('.') + 1);
    refused(await api.gql(USERS, { filter: students, after: unbound }, admin.idToken), 'unbound');
  });
});
