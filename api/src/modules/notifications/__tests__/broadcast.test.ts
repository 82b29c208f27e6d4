// Admin broadcasts: audience counts, admin-only, validation, and delivery in keyset batches that
// reaches each user once (also with two runners, and across a stop in the middle) and e-mails only
// those who keep announcements on; "send now" is delivered by a worker, ringing the bells live.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Prisma } from '../../../generated/prisma/client.js';
import {
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import { Topic } from '../../../core/pubsub.js';
import { failure, ok, signUpAdmin, type TestUser } from '../../reservations/__tests__/fixtures.js';
import {
  BROADCAST_BATCH,
  deliverBatch,
  deliverBroadcasts,
  nextBatchSize,
  restAfter,
} from '../broadcast.service.js';
import { noticesOf } from './fixtures.js';

const B = {
  count: `query($input: BroadcastAudienceInput!) { broadcastAudienceCount(input: $input) }`,
  send: `mutation($input: SendBroadcastInput!) { sendBroadcast(input: $input) {
    id status audience city universityId sendAt recipientCount deliveredCount } }`,
  one: `query($id: ID!) { broadcast(id: $id) { id status recipientCount deliveredCount finishedAt
    universityName emails { queued sent failed } } }`,
  list: `query { broadcasts(first: 10) { totalCount edges { node { id title status } } } }`,
  emails: `query($status: EmailStatus) { emailDeliveries(status: $status, first: 5) { totalCount
    edges { node { id to subject status attempts lastError } } } emailDeliveryCounts { queued sent failed } }`,
};

describe('admin broadcasts', () => {
  let api: TestApi;
  let admin: TestUser;
  let student: TestUser;
  let owner: TestUser;
  let universityA: string;
  const input = (extra: Record<string, unknown> = {}) => ({
    audience: 'ALL',
    title: 'Exam week opening hours',
    body: 'Study rooms stay open until midnight from Monday to Friday.',
    link: '/students/search',
    ...extra,
  });
  const count = async (audience: Record<string, unknown>, as = admin) =>
    ok(await api.gql(B.count, { input: audience }, as.idToken)).broadcastAudienceCount as number;

  /** `n` users of `role` inserted in one statement (the API's sign-up is not the point here). */
  const bulkUsers = (n: number, role: 'STUDENT' | 'OWNER', universityId: string | null, tag: string) =>
    api.db.query(Prisma.sql`
      INSERT INTO "User" (id, "firebaseUid", email, "displayName", role, "universityId", "updatedAt")
      SELECT gen_random_uuid(), ${tag} || '-' || i, ${tag} || '-' || i || '@bulk.test', 'Bulk ' || i,
             ${role}::"Role", ${universityId}::uuid, now()
      FROM generate_series(1, ${n}) AS i RETURNING id`);

  beforeAll(async () => {
    api = await startTestApi();
    [admin, student, owner] = await Promise.all([
      signUpAdmin(api),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'OWNER'),
    ]);
    const place = { country: 'Ghana', latitude: 5.6, longitude: -0.2 };
    const [a, b] = await Promise.all([
      api.db.prisma.university.create({
        data: { name: 'Lakeside University', slug: 'lakeside', city: 'Tamale', ...place },
      }),
      api.db.prisma.university.create({ data: { name: 'Hill College', slug: 'hill', city: 'Ho', ...place } }),
    ]);
    universityA = a.id;
    await api.db.prisma.user.update({ where: { id: student.userId }, data: { universityId: a.id } });
    await bulkUsers(30, 'STUDENT', a.id, 'a');
    await bulkUsers(20, 'STUDENT', b.id, 'b');
    await bulkUsers(5, 'OWNER', null, 'o');
    // A suspended student is never in an audience.
    const [suspended] = await bulkUsers(1, 'STUDENT', a.id, 's');
    await api.db.prisma.user.update({
      where: { id: (suspended as { id: string }).id },
      data: { status: 'SUSPENDED' },
    });
    const hostelOwner = await api.db.prisma.user.findFirstOrThrow({ where: { firebaseUid: 'o-1' } });
    await api.db.prisma.hostel.create({
      data: { ownerId: hostelOwner.id, name: 'Tamale Rooms', city: 'Tamale', slug: 'tamale-rooms' } as never,
    });
  });
  afterAll(() => api.close());

  it('counts each audience before sending: everyone, students, owners, a city, a university', async () => {
    // 3 signed-up users + 30 + 20 students + 5 owners (the suspended one is left out).
    assert.equal(await count({ audience: 'ALL' }), 58);
    assert.equal(await count({ audience: 'STUDENTS' }), 51);
    assert.equal(await count({ audience: 'OWNERS' }), 6);
    // Students of Tamale's university and the owner of a hostel in Tamale, whatever the case typed.
    assert.equal(await count({ audience: 'CITY', city: 'tamale' }), 32);
    assert.equal(await count({ audience: 'UNIVERSITY', universityId: universityA }), 31);
    const missing = failure(await api.gql(B.count, { input: { audience: 'CITY' } }, admin.idToken));
    assert.equal(missing.code, 'BAD_USER_INPUT');
    assert.ok(missing.fields?.['input.city']);
    const noUniversity = failure(
      await api.gql(B.count, { input: { audience: 'UNIVERSITY', universityId: 'nope' } }, admin.idToken),
    );
    assert.ok(noUniversity.fields?.['input.universityId']);
  });

  it('is for admins only: students and owners are refused and nothing is written', async () => {
    for (const user of [student, owner]) {
      assert.equal(
        failure(await api.gql(B.count, { input: { audience: 'ALL' } }, user.idToken)).code,
        'FORBIDDEN',
      );
      assert.equal(failure(await api.gql(B.send, { input: input() }, user.idToken)).code, 'FORBIDDEN');
      assert.equal(failure(await api.gql(B.list, {}, user.idToken)).code, 'FORBIDDEN');
      assert.equal(failure(await api.gql(B.emails, {}, user.idToken)).code, 'FORBIDDEN');
    }
    assert.equal(failure(await api.gql(B.list, {})).code, 'UNAUTHENTICATED');
    assert.equal(await api.db.prisma.broadcast.count(), 0);
  });

  it('refuses a link off the site, a past time and an empty title, per field', async () => {
    const bad = failure(
      await api.gql(
        B.send,
        {
          input: input({
            title: ' ',
            link: 'https://elsewhere.example',
            sendAt: new Date(Date.now() - 3_600_000),
          }),
        },
        admin.idToken,
      ),
    );
    assert.equal(bad.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(bad.fields ?? {}).sort(), ['input.link', 'input.sendAt', 'input.title']);
    assert.equal(await api.db.prisma.broadcast.count(), 0);
  });

  it('delivers in keyset batches, once per user even with two runners, e-mailing only those who keep announcements on', async () => {
    await api.db.prisma.emailOptOut.create({ data: { userId: student.userId, category: 'ANNOUNCEMENTS' } });
    const sent = ok(
      await api.gql(B.send, { input: input({ sendAt: new Date(Date.now() + 3_600_000) }) }, admin.idToken),
    ).sendBroadcast;
    assert.equal(sent.status, 'SCHEDULED');
    assert.equal(await deliverBroadcasts(api.db), 0, 'not before its time');
    const later = new Date(Date.now() + 2 * 3_600_000);
    // Start it (the audience is counted), then deliver by batches of 20 to see them.
    await api.db.prisma.broadcast.update({ where: { id: sent.id }, data: { sendAt: new Date() } });
    await deliverBroadcasts(api.db, later).then(() => undefined);
    const after1 = ok(await api.gql(B.one, { id: sent.id }, admin.idToken)).broadcast;
    assert.equal(after1.status, 'SENT');
    assert.equal(after1.recipientCount, 58);
    assert.equal(after1.deliveredCount, 58);
    // Running again (a retry, another instance) writes nothing new.
    assert.equal(await deliverBroadcasts(api.db, later), 0);
    assert.equal(await api.db.prisma.notification.count({ where: { broadcastId: sent.id } }), 58);
    assert.deepEqual(
      after1.emails,
      { queued: 57, sent: 0, failed: 0 },
      'the opted-out student gets no e-mail',
    );
    const [notice] = (await noticesOf(api, student)).filter((n) => n.kind === 'ANNOUNCEMENT');
    assert.equal(notice?.title, 'Exam week opening hours');
    assert.equal(notice?.link, '/students/search');

    // Batches: a second broadcast delivered 2 users at a time by two racing runners. Scheduled, so
    // the send-now delivery does not run it first.
    const second = ok(
      await api.gql(
        B.send,
        {
          input: input({
            audience: 'OWNERS',
            title: 'Payout dates',
            sendAt: new Date(Date.now() + 3_600_000),
          }),
        },
        admin.idToken,
      ),
    ).sendBroadcast;
    await api.db.prisma.broadcast.update({
      where: { id: second.id },
      data: { status: 'SENDING', recipientCount: 6 },
    });
    const sizes: number[] = [];
    for (;;) {
      // Two runners race for every batch: one writes it, the other finds the row locked or done.
      const [a, b] = await Promise.all([
        deliverBatch(api.db, second.id, 2),
        deliverBatch(api.db, second.id, 2),
      ]);
      if (a === null && b === null) break;
      // On PGlite (one connection) the two run one after the other, so both may write a batch.
      for (const batch of [a, b]) if (batch) sizes.push(batch.noticed);
    }
    assert.equal(
      sizes.reduce((x, y) => x + y, 0),
      6,
    );
    assert.ok(
      sizes.length >= 3 && sizes.every((n) => n <= 2),
      `6 owners in batches of 2: ${sizes.join(', ')}`,
    );
    const perUser = await api.db.prisma.notification.groupBy({
      by: ['userId'],
      where: { broadcastId: second.id },
      _count: true,
    });
    assert.equal(perUser.length, 6);
    assert.ok(perUser.every((row) => row._count === 1));
    assert.equal(
      (await api.db.prisma.broadcast.findUniqueOrThrow({ where: { id: second.id } })).status,
      'SENT',
    );
  });

  it('stopped between batches (a worker shutting down), resumes at its cursor without duplicates', async () => {
    // Enough users for several batches; the new ones are students of no university.
    await bulkUsers(4 * BROADCAST_BATCH.first, 'STUDENT', null, 'r');
    const sent = ok(
      await api.gql(
        B.send,
        { input: input({ title: 'Library hours', sendAt: new Date(Date.now() + 3_600_000) }) },
        admin.idToken,
      ),
    ).sendBroadcast;
    await api.db.prisma.broadcast.update({ where: { id: sent.id }, data: { sendAt: new Date() } });
    const later = new Date(Date.now() + 2 * 3_600_000);
    const stop = new AbortController();
    const first = deliverBroadcasts(api.db, later, stop.signal);
    const delivered = () =>
      api.db.prisma.broadcast.findUniqueOrThrow({ where: { id: sent.id } }).then((b) => b.deliveredCount);
    // The runner rests after each batch: the stop lands in the rest after the first.
    while ((await delivered()) === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    stop.abort();
    const written = await first;
    const cut = await api.db.prisma.broadcast.findUniqueOrThrow({ where: { id: sent.id } });
    assert.equal(cut.status, 'SENDING', 'stopped before the end');
    assert.equal(cut.deliveredCount, written);
    assert.ok(written >= BROADCAST_BATCH.first && written < cut.recipientCount, `${written} written`);
    assert.equal(await api.db.prisma.notification.count({ where: { broadcastId: sent.id } }), written);

    // Another runner goes on from the cursor: everyone once, e-mails to those who keep them on.
    assert.equal(await deliverBroadcasts(api.db, later), cut.recipientCount - written);
    const done = await api.db.prisma.broadcast.findUniqueOrThrow({ where: { id: sent.id } });
    assert.equal(done.status, 'SENT');
    assert.equal(done.deliveredCount, cut.recipientCount);
    const perUser = await api.db.prisma.notification.groupBy({
      by: ['userId'],
      where: { broadcastId: sent.id },
      _count: true,
    });
    assert.equal(perUser.length, cut.recipientCount);
    assert.ok(perUser.every((row) => row._count === 1));
    assert.equal(
      await api.db.prisma.emailOutbox.count({ where: { broadcastId: sent.id } }),
      cut.recipientCount - 1,
      'all but the opted-out student',
    );
    const suspended = await api.db.prisma.user.findFirstOrThrow({ where: { firebaseUid: 's-1' } });
    assert.equal(await api.db.prisma.notification.count({ where: { userId: suspended.id } }), 0);
  });

  it('sizes batches by their time: fewer users after a slow one, at most twice as many after a fast one', () => {
    const { min, max, targetMs } = BROADCAST_BATCH;
    assert.equal(nextBatchSize(400, targetMs), 400);
    assert.equal(nextBatchSize(400, targetMs * 4), 100);
    assert.equal(nextBatchSize(400, targetMs / 10), 800);
    assert.equal(nextBatchSize(min, targetMs * 100), min);
    assert.equal(nextBatchSize(max, 0), max);
  });

  it('rests as long as a batch took, less when the delivery would fall behind its minimum rate', () => {
    const { minRate } = BROADCAST_BATCH;
    const budget = (1000 * 1000) / minRate; // the time 1,000 users may take, rest included
    assert.equal(restAfter(1000, budget / 4), budget / 4);
    assert.equal(restAfter(1000, budget * 0.75), budget / 4);
    assert.equal(restAfter(1000, budget * 2), 0);
  });

  it('sends now through a worker: the request answers at once, the notices follow and ring live', async () => {
    // A worker on the same database, running the broadcast job only (the API here runs no jobs).
    const worker = await startTestApi({
      db: api.db,
      config: { role: 'worker', jobsEnabled: true, jobsOnly: ['notifications.broadcasts'] },
    });
    const client = wsClient(api, student.idToken);
    const live = subscriptionResults(client, `subscription { notificationAdded { kind title } }`);
    try {
      for (let i = 0; api.services.dbChanges.listeners(Topic.NOTIFICATION_ADDED, student.userId) === 0; i++) {
        if (i > 400) throw new Error('the subscription did not start');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const sent = ok(
        await api.gql(
          B.send,
          { input: input({ audience: 'UNIVERSITY', universityId: universityA, title: 'Shuttle bus' }) },
          admin.idToken,
        ),
      ).sendBroadcast;
      // The student's notice, one of the batch's 31, rings on the student's socket.
      assert.deepEqual((await live.next()).data.notificationAdded, {
        kind: 'ANNOUNCEMENT',
        title: 'Shuttle bus',
      });
      let state = ok(await api.gql(B.one, { id: sent.id }, admin.idToken)).broadcast;
      for (let i = 0; i < 50 && state.status !== 'SENT'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = ok(await api.gql(B.one, { id: sent.id }, admin.idToken)).broadcast;
      }
      assert.equal(state.status, 'SENT');
      assert.equal(state.deliveredCount, 31);
      assert.equal(state.universityName, 'Lakeside University');
    } finally {
      live.dispose();
      await client.dispose();
      await worker.close();
    }
    const list = ok(await api.gql(B.list, {}, admin.idToken)).broadcasts;
    assert.equal(list.edges[0].node.title, 'Shuttle bus', 'history, newest first');
    const emails = ok(await api.gql(B.emails, { status: 'QUEUED' }, admin.idToken));
    assert.ok(emails.emailDeliveries.totalCount > 0);
    assert.equal(emails.emailDeliveries.edges[0].node.status, 'QUEUED');
    assert.equal(emails.emailDeliveryCounts.queued, emails.emailDeliveries.totalCount);
  });
});
