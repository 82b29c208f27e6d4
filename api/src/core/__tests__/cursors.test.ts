// Page cursors are opaque, but a client can forge any string: whatever it sends is BAD_USER_INPUT on
// `after`, never INTERNAL from the database refusing a value (a uuid, a date or an int out of range).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../test/harness.js';

const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
const SEARCH = `query($sort: HostelSort!, $after: String) { hostels(sort: $sort, first: 2, after: $after) { totalCount } }`;
const MINE = `query($after: String) { myReservations(first: 2, after: $after) { totalCount } }`;
const FAVOURITES = `query($after: String) { myFavourites(first: 2, after: $after) { totalCount } }`;

describe('forged page cursors', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const refused = (res: Awaited<ReturnType<TestApi['gql']>>, what: string) => {
    const error = firstError(res);
    assert.equal(error.extensions.code, 'BAD_USER_INPUT', `${what}: ${JSON.stringify(res.body)}`);
    assert.deepEqual(error.extensions.fields, { after: 'after is not a valid cursor' });
  };

  it('refuses forged search cursors for every sort order', async () => {
    const forged = {
      PRICE_ASC: [
        [1e12, randomUUID()],
        [2.5, randomUUID()],
        [100, 'not-a-uuid'],
      ],
      PRICE_DESC: [[-1e15, randomUUID()]],
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
        refused(await api.gql(SEARCH, { sort, after: cursor(values) }), `${sort} ${JSON.stringify(values)}`);
      }
    }
    // A well-formed cursor still pages.
    const fine = await api.gql(SEARCH, { sort: 'PRICE_ASC', after: cursor([100, randomUUID()]) });
    assert.equal(fine.body.errors, undefined);
  });

  it("refuses forged cursors of a signed-in user's lists", async () => {
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
});
