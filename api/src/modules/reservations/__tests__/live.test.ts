// reservationChanged: the owner's and the student's lists learn of a new request and of each status
// change as it commits, from whichever API instance or job made it; nobody else hears of it.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Topic } from '../../../core/pubsub.js';
import {
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import { inDays, ok, publishedHostel, Q, request, type TestUser } from './fixtures.js';

const CHANGED = `subscription { reservationChanged { id status hostel { id } } }`;

describe('reservationChanged', () => {
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
  });
  afterAll(() => api.close());

  /** Waits until the API listens for `user`'s changes (one made before would not be heard). */
  async function listening(user: TestUser) {
    for (let i = 0; api.services.dbChanges.listeners(Topic.RESERVATION_CHANGED, user.userId) === 0; i++) {
      if (i > 400) throw new Error('the subscription did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function listen(user: TestUser) {
    const client = wsClient(api, user.idToken);
    const results = subscriptionResults(client, CHANGED);
    await listening(user);
    return { results, client };
  }

  it("tells the hostel's owner and the student of a new request and of the answer, and nobody else", async () => {
    const { hostel, room } = await publishedHostel(api, owner);
    const [forOwner, forStudent] = await Promise.all([listen(owner), listen(student)]);
    const other = wsClient(api, otherOwner.idToken);
    const heardByOther: unknown[] = [];
    const stopOther = other.subscribe(
      { query: CHANGED },
      {
        next: (event) => void heardByOther.push(event),
        error: (error) => void heardByOther.push(error),
        complete() {},
      },
    );
    await listening(otherOwner);
    try {
      const made = await request(api, student, {
        roomTypeId: room.id,
        beds: 1,
        checkIn: inDays(10),
        checkOut: inDays(12),
      });
      const expected = { id: made.id, status: 'PENDING', hostel: { id: hostel.id } };
      // The first event also carries the subscription's extensions.cost (docs/limits.md).
      assert.deepEqual((await forOwner.results.next()).data, { reservationChanged: expected });
      assert.deepEqual((await forStudent.results.next()).data, { reservationChanged: expected });

      ok(await api.gql(Q.accept, { id: made.id }, owner.idToken));
      const accepted = { data: { reservationChanged: { ...expected, status: 'ACCEPTED' } } };
      assert.deepEqual(await forOwner.results.next(), accepted);
      assert.deepEqual(await forStudent.results.next(), accepted);

      // A change that rolls back is never announced: a request for more beds than the room has.
      const refused = await api.gql(
        Q.request,
        { input: { roomTypeId: room.id, beds: 4, checkIn: inDays(11), checkOut: inDays(12) } },
        student.idToken,
      );
      assert.ok(refused.body.errors);
      const later = await request(api, student, {
        roomTypeId: room.id,
        beds: 1,
        checkIn: inDays(20),
        checkOut: inDays(21),
      });
      ok(await api.gql(Q.decline, { id: later.id, reason: 'Closed for repairs.' }, owner.idToken));
      const next = async () => (await forOwner.results.next()).data.reservationChanged;
      assert.deepEqual(
        [await next(), await next()],
        [
          { id: later.id, status: 'PENDING', hostel: { id: hostel.id } },
          { id: later.id, status: 'DECLINED', hostel: { id: hostel.id } },
        ],
      );
      assert.deepEqual(heardByOther, []);
    } finally {
      for (const { results, client } of [forOwner, forStudent]) {
        results.dispose();
        await client.dispose();
      }
      stopOther();
      await other.dispose();
    }
  });
});
