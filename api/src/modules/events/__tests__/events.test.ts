// The change feed over HTTP: order, visibility per role, types and paging, same-transaction
// writing, retention, and no event skipped by a reader while writers commit concurrently.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runJobs } from '../../../core/jobs.js';
import { Prisma } from '../../../generated/prisma/client.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { eventPayload, listEvents } from '../event.service.js';
import { eventRetentionJob } from '../event.jobs.js';

const EVENTS = `query($first: Int, $after: String, $types: [EventType!]) {
  events(first: $first, after: $after, types: $types) {
    edges { cursor node { id type subjectId hostelId status fromStatus code createdAt } }
    pageInfo { hasNextPage endCursor } } }`;

type EventNode = {
  id: string;
  type: string;
  subjectId: string;
  hostelId: string | null;
  status: string | null;
  fromStatus: string | null;
  code: string | null;
};
type EventsPage = {
  edges: { cursor: string; node: EventNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function feed(api: TestApi, token?: string, variables: Record<string, unknown> = {}) {
  const nodes: EventNode[] = [];
  let afterCursor: string | null = (variables.after as string) ?? null;
  for (;;) {
    const page: EventsPage = ok(
      await api.gql(EVENTS, { first: 100, ...variables, after: afterCursor }, token),
    ).events;
    nodes.push(...page.edges.map((edge: { node: EventNode }) => edge.node));
    afterCursor = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage) return nodes;
  }
}

const kinds = (nodes: EventNode[]) => nodes.map((node) => `${node.type}:${node.subjectId}`);

describe('the events feed', () => {
  let api: TestApi;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let student1: TestUser;
  let student2: TestUser;
  let admin: TestUser;
  let hostelA: { id: string };
  let hostelB: { id: string };
  let draft: { id: string };
  const expected: string[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    [ownerA, ownerB, student1, student2, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
    const a = await publishedHostel(api, ownerA);
    const b = await publishedHostel(api, ownerB);
    hostelA = a.hostel;
    hostelB = b.hostel;
    draft = await api.db.prisma.hostel.create({
      data: { ownerId: ownerA.userId, name: 'Draft House', slug: `draft-${randomUUID()}` },
    });
    // The fixtures' room types were changes of published hostels: start the feed after them.
    await api.db.prisma.domainEvent.deleteMany();

    const r1 = await request(api, student1, {
      roomTypeId: a.room.id,
      beds: 1,
      checkIn: inDays(20),
      checkOut: inDays(22),
    });
    ok(await api.gql(Q.accept, { id: r1.id }, ownerA.idToken));
    const r2 = await request(api, student2, {
      roomTypeId: b.room.id,
      beds: 1,
      checkIn: inDays(20),
      checkOut: inDays(22),
    });
    ok(await api.gql(Q.decline, { id: r2.id, reason: 'Fully booked that week' }, ownerB.idToken));
    await api.db.prisma.hostel.update({
      where: { id: hostelA.id },
      data: { description: 'Now with a garden.' },
    });
    await api.db.prisma.hostel.update({ where: { id: hostelB.id }, data: { status: 'SUSPENDED' } });
    await api.db.prisma.hostel.update({
      where: { id: draft.id },
      data: { status: 'PUBLISHED', publishedAt: new Date() },
    });
    // A review of a completed stay (the review flow has its own tests).
    await api.db.prisma.reservation.update({ where: { id: r1.id }, data: { status: 'COMPLETED' } });
    const review = await api.db.prisma.review.create({
      data: {
        reservationId: r1.id,
        hostelId: hostelA.id,
        authorId: student1.userId,
        roomTypeId: a.room.id,
        overall: 5,
        cleanliness: 5,
        location: 4,
        value: 5,
        security: 5,
        staff: 5,
        comment: 'Lovely stay, friendly staff.',
      },
    });
    expected.push(
      `RESERVATION_REQUESTED:${r1.id}`,
      `RESERVATION_ACCEPTED:${r1.id}`,
      `RESERVATION_REQUESTED:${r2.id}`,
      `RESERVATION_DECLINED:${r2.id}`,
      `HOSTEL_CHANGED:${hostelA.id}`,
      `HOSTEL_SUSPENDED:${hostelB.id}`,
      `HOSTEL_PUBLISHED:${draft.id}`,
      `REVIEW_POSTED:${review.id}`,
    );
  });
  afterAll(() => api.close());

  it('gives an admin every event, in commit order, with increasing sequence ids', async () => {
    const nodes = await feed(api, admin.idToken);
    assert.deepEqual(kinds(nodes), expected);
    const ids = nodes.map((node) => BigInt(node.id));
    assert.ok(
      ids.every((id, i) => i === 0 || id > ids[i - 1]!),
      `ids increase: ${ids.join(',')}`,
    );
    assert.equal(nodes[1]!.status, 'ACCEPTED');
    assert.equal(nodes[5]!.hostelId, hostelB.id);
  });

  it('carries the fromStatus and code that webhook bodies carry', async () => {
    const nodes = await feed(api, admin.idToken);
    const rows = await api.db.prisma.domainEvent.findMany();
    for (const node of nodes) {
      const data = eventPayload(rows.find((row) => row.id.toString() === node.id)!).data as {
        fromStatus?: string | null;
        code?: string;
      };
      assert.deepEqual([node.fromStatus, node.code], [data.fromStatus ?? null, data.code ?? null], node.type);
    }
    const [requested, accepted] = nodes;
    const { code } = await api.db.prisma.reservation.findUniqueOrThrow({
      where: { id: accepted!.subjectId },
    });
    assert.deepEqual([requested!.fromStatus, requested!.code], [null, code]);
    assert.deepEqual([accepted!.fromStatus, accepted!.code], ['PENDING', code]);
    assert.deepEqual([nodes[4]!.fromStatus, nodes[4]!.code], [null, null], 'a hostel has neither');
  });

  it('shows each role only what it may see', async () => {
    const publicOnly = [expected[4], expected[6], expected[7]];
    assert.deepEqual(kinds(await feed(api)), publicOnly, 'anonymous: published hostels and reviews');
    assert.deepEqual(kinds(await feed(api, student1.idToken)), [expected[0], expected[1], ...publicOnly]);
    assert.deepEqual(kinds(await feed(api, student2.idToken)), [expected[2], expected[3], ...publicOnly]);
    assert.deepEqual(kinds(await feed(api, ownerA.idToken)), [expected[0], expected[1], ...publicOnly]);
    assert.deepEqual(
      kinds(await feed(api, ownerB.idToken)),
      [expected[2], expected[3], expected[4], expected[5], expected[6], expected[7]],
      'owner B: their reservation, their suspension and the public events',
    );
  });

  it('filters by types and pages with after', async () => {
    const requested = await feed(api, admin.idToken, { types: ['RESERVATION_REQUESTED', 'REVIEW_POSTED'] });
    assert.deepEqual(kinds(requested), [expected[0], expected[2], expected[7]]);

    const seen: EventNode[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const page: EventsPage = ok(await api.gql(EVENTS, { first: 3, after: cursor }, admin.idToken)).events;
      seen.push(...page.edges.map((edge: { node: EventNode }) => edge.node));
      assert.equal(page.edges.at(-1)?.cursor ?? cursor, page.pageInfo.endCursor);
      cursor = page.pageInfo.endCursor;
      pages++;
      if (!page.pageInfo.hasNextPage) break;
    }
    assert.equal(pages, 3);
    assert.deepEqual(kinds(seen), expected);
    // Polling past the end: nothing new, the cursor stays.
    const empty = ok(await api.gql(EVENTS, { after: cursor }, admin.idToken)).events;
    assert.deepEqual([empty.edges.length, empty.pageInfo.endCursor], [0, cursor]);
    // After an event id: the rest.
    const rest = await feed(api, admin.idToken, { after: seen[5]!.id });
    assert.deepEqual(kinds(rest), expected.slice(6));

    const bad = failure(await api.gql(EVENTS, { after: 'not-an-id' }));
    assert.deepEqual([bad.code, bad.fields], ['BAD_USER_INPUT', { after: 'after must be an event id' }]);
    assert.equal(failure(await api.gql(EVENTS, { first: 101 })).code, 'BAD_USER_INPUT');
  });

  it('writes an event in the transaction of its change: a rollback leaves none', async () => {
    const before = (await feed(api, admin.idToken)).length;
    await assert.rejects(
      api.db.prisma.$transaction(async (tx) => {
        await tx.hostel.update({ where: { id: hostelA.id }, data: { name: 'Renamed then rolled back' } });
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal((await feed(api, admin.idToken)).length, before);
    // A hostel change that a listing does not show (its rating) is no event either.
    await api.db.prisma.hostel.update({ where: { id: hostelA.id }, data: { ratingAverage: 4.5 } });
    // Several changes of one hostel in one transaction: one HOSTEL_CHANGED.
    await api.db.prisma.$transaction(async (tx) => {
      await tx.hostel.update({ where: { id: hostelA.id }, data: { name: 'Harbour View' } });
      await tx.hostel.update({ where: { id: hostelA.id }, data: { houseRules: 'Quiet after 22:00' } });
    });
    // Room types and photos are part of the listing too: one event for the transaction.
    await api.db.prisma.$transaction(async (tx) => {
      await tx.roomType.updateMany({ where: { hostelId: hostelA.id }, data: { pricePerBed: 1200 } });
      await tx.roomType.create({
        data: {
          hostelId: hostelA.id,
          name: 'Single room',
          bedsPerRoom: 1,
          totalBeds: 2,
          pricePerBed: 3000,
          currency: 'USD',
          pricePeriod: 'NIGHT',
        },
      });
    });
    const now = await feed(api, admin.idToken);
    assert.deepEqual(kinds(now.slice(before)), [
      `HOSTEL_CHANGED:${hostelA.id}`,
      `HOSTEL_CHANGED:${hostelA.id}`,
    ]);
  });

  it('keeps events 90 days: the retention job deletes older ones', async () => {
    const nodes = await feed(api, admin.idToken);
    const old = nodes[0]!;
    await api.db.prisma.domainEvent.update({
      where: { id: BigInt(old.id) },
      data: { createdAt: new Date(Date.now() - 91 * 86_400_000) },
    });
    await api.db.prisma.domainEvent.update({
      where: { id: BigInt(nodes[1]!.id) },
      data: { createdAt: new Date(Date.now() - 89 * 86_400_000) },
    });
    const handled = await runJobs(api.db, [eventRetentionJob], api.services.logger);
    assert.equal(handled['events.retention'], 1);
    const left = await feed(api, admin.idToken);
    assert.equal(left.length, nodes.length - 1);
    assert.equal(left[0]!.id, nodes[1]!.id);
  });

  it('never lets a reader skip an event while writers commit concurrently', async () => {
    const hostels = await Promise.all(
      Array.from({ length: 6 }, async () => (await publishedHostel(api, ownerA)).hostel),
    );
    // A slow commit: after drawing its id, each event's transaction waits a moment before it
    // commits, the window in which a later id could otherwise commit first.
    await api.db.query(Prisma.sql`CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(random() * 0.01); RETURN NULL; END $$`);
    await api.db.query(Prisma.sql`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON "DomainEvent"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()`);
    const start = (await feed(api, admin.idToken)).at(-1)!.id;
    let writing = true;
    const seen: string[] = [];
    const reader = (async () => {
      let cursor: string | null = start;
      for (let done = false; !done;) {
        done = !writing; // one more full read after the writers finish
        for (;;) {
          const page = await listEvents(
            api.db,
            { id: admin.userId, role: 'ADMIN' },
            { first: 100, after: cursor },
          );
          seen.push(...page.edges.map((edge) => edge.node.id));
          cursor = page.pageInfo.endCursor;
          if (!page.pageInfo.hasNextPage) break;
        }
      }
    })();
    // Each writer changes its own hostel in transactions that take a random time to commit.
    await Promise.all(
      hostels.map(async (hostel, w) => {
        for (let i = 0; i < 15; i++) {
          await api.db.prisma.$transaction(async (tx) => {
            await tx.hostel.update({
              where: { id: hostel.id },
              data: { description: `writer ${w} change ${i}` },
            });
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          });
        }
      }),
    );
    writing = false;
    await reader;
    const all = (await feed(api, admin.idToken, { after: start })).map((node) => node.id);
    assert.equal(all.length, 6 * 15);
    assert.deepEqual(seen, all, 'the reader saw every event exactly once, in order');
  });
});
