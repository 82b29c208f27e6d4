// Webhooks keep each object's order: a reservation's events reach the receiver one after the other,
// in event order with increasing `sequence`, even when the receiver is slow or refuses some first
// attempts (a retry holds back the later events of that reservation, not the others).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  allowPendingRequests,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { deliverJob, WEBHOOK_RETRY_DELAYS_MS } from '../deliver.job.js';
import { fanoutJob } from '../fanout.job.js';
import { apiClientOf, W } from './fixtures.js';
import { startReceiver } from './receiver.js';

const RESERVATIONS = 12;
const cancel = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;

describe('webhook ordering', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    api = await startTestApi();
    receiver = await startReceiver();
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 20 }));
    await allowPendingRequests(api, RESERVATIONS);
  });
  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('delivers each reservation’s events in order, one at a time, with increasing sequence', async () => {
    const client = await apiClientOf(api, owner);
    const events = ['RESERVATION_REQUESTED', 'RESERVATION_ACCEPTED', 'RESERVATION_CANCELLED'];
    ok(
      await api.gql(
        W.create,
        { input: { apiClientId: client.id, url: receiver.url, events } },
        owner.idToken,
      ),
    );
    const reservations = [];
    for (let i = 0; i < RESERVATIONS; i++) {
      const stay = { roomTypeId: room.id, beds: 1, checkIn: inDays(10 + i), checkOut: inDays(11 + i) };
      reservations.push(await request(api, student, stay));
    }
    await Promise.all(
      reservations.map(async ({ id }) => {
        ok(await api.gql(Q.accept, { id }, owner.idToken));
        ok(await api.gql(cancel, { id, reason: 'The room is closed for repairs.' }, owner.idToken));
      }),
    );
    // Every third reservation's deliveries fail their first attempt; all answers are slow and uneven.
    const refused = new Set(reservations.filter((_, i) => i % 3 === 0).map((r) => r.id as string));
    const tried = new Set<string>();
    let accepted = 0;
    receiver.state.answer = (hit) => {
      const delivery = String(hit.headers['x-hostel-delivery']);
      const first = !tried.has(delivery);
      tried.add(delivery);
      const body = JSON.parse(hit.body);
      const status = first && refused.has(body.subjectId) ? 500 : 200;
      if (status === 200 && body.type !== 'PING') accepted++;
      return { status, delayMs: Math.floor(Math.random() * 40) };
    };

    // The jobs at a clock that moves a retry delay per round: bounded, whatever happens.
    const deliver = deliverJob(api.services);
    let now = Date.now();
    for (let round = 0; round < 10 && accepted < RESERVATIONS * 3; round++) {
      await fanoutJob.run(api.db, new Date(now));
      await deliver.run(api.db, new Date(now));
      now += WEBHOOK_RETRY_DELAYS_MS[0]!;
    }

    const bySubject = new Map<string, { type: string; sequence: number; id: string }[]>();
    for (const hit of receiver.received) {
      const body = JSON.parse(hit.body);
      if (body.type === 'PING') continue; // the creation's own
      bySubject.set(body.subjectId, [...(bySubject.get(body.subjectId) ?? []), body]);
    }
    assert.equal(bySubject.size, RESERVATIONS);
    for (const { id } of reservations) {
      const hits = bySubject.get(id)!;
      // A refused first attempt is retried before anything later of the same reservation is sent.
      const expected = refused.has(id) ? [1, 1, 2, 2, 3, 3] : [1, 2, 3];
      assert.deepEqual(
        hits.map((hit) => hit.sequence),
        expected,
        `reservation ${id}`,
      );
      assert.deepEqual([...new Set(hits.map((hit) => hit.type))], events);
      const ids = hits.map((hit) => BigInt(hit.id));
      assert.ok(
        ids.every((each, i) => i === 0 || each >= ids[i - 1]!),
        'event ids increase too',
      );
    }
    const stored = await api.db.prisma.webhookDelivery.findMany({ select: { status: true } });
    assert.ok(stored.every((row) => row.status === 'DELIVERED'));
  });
});
