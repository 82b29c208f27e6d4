import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { signUpUser } from '../../../test/harness.js';
import { failure, inDays, ok, publishedHostel, Q } from './fixtures.js';

const SET = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
  pendingRequestsPerStudent bedsPerRequest } }`;
const CANCEL = `mutation($id: ID!) { cancelReservation(id: $id, reason: "Changed plans") { id status } }`;

// One student once held all 200 beds of a room with four requests: the requests waiting per student
// and the beds per request are settings, checked in the request's own transaction.
describe('reservation request limits', () => {
  const stay = (roomTypeId: string, from: number, beds = 1) => ({
    roomTypeId,
    beds,
    checkIn: inDays(from),
    checkOut: inDays(from + 2),
  });

  it('refuses more beds in one request than the setting allows, on the beds field', async ({
    api,
    owner,
    admin,
  }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 200 });
    const student = await signUpUser(api, 'STUDENT');
    ok(await api.gql(SET, { input: { bedsPerRequest: 2, pendingRequestsPerStudent: 3 } }, admin.idToken));
    const error = failure(await api.gql(Q.request, { input: stay(room.id, 5, 3) }, student.idToken));
    assert.equal(error.code, 'BAD_USER_INPUT');
    assert.equal(error.fields?.['input.beds'], 'Beds must be between 1 and 2.');
    ok(await api.gql(Q.request, { input: stay(room.id, 5, 2) }, student.idToken));
  });

  it('lets a student have only so many requests waiting, also when sent at once', async ({
    api,
    owner,
    admin,
  }) => {
    const { room } = await publishedHostel(api, owner, { totalBeds: 200 });
    const student = await signUpUser(api, 'STUDENT');
    ok(await api.gql(SET, { input: { bedsPerRequest: 50, pendingRequestsPerStudent: 3 } }, admin.idToken));
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.gql(Q.request, { input: stay(room.id, 5 + i, 50) }, student.idToken),
      ),
    );
    const made = results.filter((res) => !res.body.errors);
    assert.equal(made.length, 3);
    for (const res of results.filter((r) => r.body.errors)) {
      const error = failure(res);
      assert.equal(error.code, 'CONFLICT');
      assert.match(error.message, /already have 3 requests waiting for an answer \(at most 3 at a time\)/);
    }
    assert.equal(
      await api.db.prisma.reservation.count({ where: { studentId: student.userId, status: 'PENDING' } }),
      3,
    );
    // One answered or withdrawn makes room for another.
    const first = made[0]!.body.data as { requestReservation: { id: string } };
    ok(await api.gql(CANCEL, { id: first.requestReservation.id }, student.idToken));
    ok(await api.gql(Q.request, { input: stay(room.id, 20, 1) }, student.idToken));
  });
});
