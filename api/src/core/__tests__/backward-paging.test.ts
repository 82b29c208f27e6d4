// Relay's backward paging (`last`/`before`), GitHub's way, over HTTP on PostgreSQL: walking back
// from the end gives the forward list, page flags right at both ends, on connections of every
// kind of keyset (time + id, several keys, two reads, raw SQL, the unbound change feed).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../test/harness.js';
import { ok, signUpAdmin, type TestUser } from '../../modules/hostels/__tests__/fixtures.js';
import { insertHostel } from '../../modules/hostels/__tests__/search-fixtures.js';
import { inDays } from '../../modules/reservations/__tests__/fixtures.js';
import { stay } from '../../modules/reviews/__tests__/fixtures.js';

const PAGE = `pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } }`;
const PAGING = `$first: Int, $last: Int, $after: String, $before: String`;
const PAGED = `first: $first, last: $last, after: $after, before: $before`;
const NOTIFICATIONS = `query(${PAGING}, $unreadOnly: Boolean) {
  notifications(${PAGED}, unreadOnly: $unreadOnly) { totalCount ${PAGE} } }`;
const SEARCH = `query(${PAGING}, $filter: HostelSearchFilter, $sort: HostelSort!) {
  hostels(${PAGED}, filter: $filter, sort: $sort) { totalCount ${PAGE} } }`;
const REVIEWS = `query($id: ID!, ${PAGING}, $sort: ReviewSort!) {
  hostel(id: $id) { reviews(${PAGED}, sort: $sort) { totalCount ${PAGE} } } }`;
const QUEUE = `query(${PAGING}) { supportTickets(${PAGED}) { totalCount ${PAGE} } }`;
const REVIEW_QUEUE = `query(${PAGING}) { moderationQueue(${PAGED}) { totalCount ${PAGE} } }`;
const EVENTS = `query(${PAGING}) { events(${PAGED}) { ${PAGE} } }`;

interface Page {
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  edges: { cursor: string; node: { id: string } }[];
}
type Read = (paging: object) => Promise<Page>;

const edgesOf = (pages: Page[]) =>
  pages.flatMap((page) => page.edges.map((edge) => [edge.node.id, edge.cursor]));

/**
 * Walks a connection forwards (first/after) and backwards from its end (last/before), `size` at a
 * time, checking each page's flags and bounds; returns the ids in list order.
 */
async function walkBothWays(read: Read, size: number): Promise<string[]> {
  const forward: Page[] = [];
  for (let after: string | null = null; ;) {
    const page = await read({ first: size, after });
    forward.push(page);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  const backward: Page[] = [];
  for (let before: string | null = null; ;) {
    const page = await read({ last: size, before });
    backward.unshift(page);
    if (!page.pageInfo.hasPreviousPage) break;
    before = page.pageInfo.startCursor;
  }
  const ids = edgesOf(forward).map(([id]) => id!);
  assert.equal(new Set(ids).size, ids.length, 'no item twice going forwards');
  // The same items with the same cursors, in the same order, however the pages were cut.
  assert.deepEqual(edgesOf(backward), edgesOf(forward));
  assert.equal(forward.length, Math.max(1, Math.ceil(ids.length / size)));
  assert.equal(backward.length, forward.length);
  for (const [i, page] of backward.entries()) {
    assert.equal(page.pageInfo.hasPreviousPage, i > 0, `backward page ${i}: hasPreviousPage`);
    // Read from the end: only the first page read (the last one) has nothing after it.
    assert.equal(page.pageInfo.hasNextPage, i < backward.length - 1, `backward page ${i}: hasNextPage`);
    assert.equal(page.pageInfo.startCursor, page.edges[0]?.cursor ?? null);
    assert.equal(page.pageInfo.endCursor, page.edges.at(-1)?.cursor ?? null);
    if (i > 0) assert.equal(page.edges.length, size, 'only the first page can be short backwards');
  }
  for (const [i, page] of forward.entries()) {
    assert.equal(page.pageInfo.hasPreviousPage, i > 0, `forward page ${i}: hasPreviousPage`);
    assert.equal(page.pageInfo.hasNextPage, i < forward.length - 1, `forward page ${i}: hasNextPage`);
  }
  return ids;
}

const refusal = (res: Awaited<ReturnType<TestApi['gql']>>) => {
  const error = firstError(res);
  assert.equal(error.extensions.code, 'BAD_USER_INPUT', JSON.stringify(res.body));
  return error.extensions.fields;
};

describe('paging backwards with last and before', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  let student: TestUser;
  const notices: { id: string; read: boolean }[] = [];
  const city = `Backville ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    api = await startTestApi();
    [admin, owner, student] = await Promise.all([
      signUpAdmin(api),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    // Seven notices, three of them at one instant: the id orders ties.
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
    for (const [i, minute] of [0, 1, 1, 1, 2, 3, 3].entries()) {
      const id = randomUUID();
      const read = i % 2 === 0;
      notices.push({ id, read });
      await api.db.prisma.notification.create({
        data: {
          id,
          userId: student.userId,
          type: 'TEST',
          category: 'ACCOUNT',
          subjectId: randomUUID(),
          title: `Notice ${i}`,
          body: 'Body',
          createdAt: at(minute),
          readAt: read ? at(10) : null,
        },
      });
    }
  });
  afterAll(() => api.close());

  const notifications = (variables: object, token = student.idToken) =>
    api.gql(NOTIFICATIONS, variables, token);

  it('walks notifications back from the end in the forward order, ties included', async () => {
    const read: Read = async (paging) => ok(await notifications(paging)).notifications;
    for (const size of [1, 2, 3, 7, 10]) {
      const ids = await walkBothWays(read, size);
      assert.deepEqual([...ids].sort(), notices.map((notice) => notice.id).sort(), `size ${size}`);
    }
    // A filtered list pages backwards within its filter.
    const unread = await walkBothWays(
      async (paging) => ok(await notifications({ ...paging, unreadOnly: true })).notifications,
      2,
    );
    assert.deepEqual(
      new Set(unread),
      new Set(notices.filter((notice) => !notice.read).map((notice) => notice.id)),
    );
    // `last` alone is the end of the list; `before` alone takes the default size.
    const end = ok(await notifications({ last: 2 })).notifications;
    assert.equal(end.totalCount, 7);
    const all = ok(await notifications({ before: end.pageInfo.startCursor })).notifications;
    assert.equal(all.edges.length, 5);
    assert.deepEqual(all.pageInfo, { ...all.pageInfo, hasNextPage: true, hasPreviousPage: false });
  });

  it('refuses both directions at once, sizes out of range, and a before cursor of another filter', async () => {
    assert.deepEqual(refusal(await notifications({ first: 2, last: 2 })), {
      last: 'last cannot be given with first',
    });
    const page = ok(await notifications({ first: 2 })).notifications;
    const cursor = page.pageInfo.endCursor;
    assert.deepEqual(refusal(await notifications({ after: cursor, before: cursor })), {
      before: 'before cannot be given with after',
    });
    assert.deepEqual(refusal(await notifications({ first: 2, before: cursor })), {
      before: 'before goes with last, not first',
    });
    assert.deepEqual(refusal(await notifications({ last: 2, after: cursor })), {
      after: 'after goes with first, not last',
    });
    assert.deepEqual(refusal(await notifications({ last: 101 })), { last: 'last must be between 1 and 100' });
    assert.deepEqual(refusal(await notifications({ last: 0 })), { last: 'last must be between 1 and 100' });
    assert.deepEqual(refusal(await notifications({ last: 2, before: cursor, unreadOnly: true })), {
      before: 'before belongs to another filter or sort; ask for the first page again',
    });
    assert.deepEqual(refusal(await notifications({ last: 2, before: 'not-a-cursor' })), {
      before: 'before is not a valid cursor',
    });
    // Another user's cursor is only a position in one's own list.
    const other = await signUpUser(api, 'STUDENT');
    const theirs = ok(await notifications({ last: 2, before: cursor }, other.idToken)).notifications;
    assert.deepEqual(theirs.edges, []);
  });

  it('walks hostel search backwards for each sort order of several keys', async () => {
    const ratings = [4.5, 4.5, 4.5, 4, 4, 3];
    for (const [i, rating] of ratings.entries()) {
      await insertHostel(api.db, {
        ownerId: owner.userId,
        name: `Back ${i}`,
        city,
        ratingAverage: rating,
        reviewCount: 3,
        rooms: [{ totalBeds: 4, pricePerBed: 100_000 + (i % 3) * 10_000 }],
        publishedAt: new Date(Date.UTC(2026, 9, 1 + (i % 2))),
      });
    }
    const search =
      (sort: string, filter: object = { city }) =>
      async (paging: object) =>
        ok(await api.gql(SEARCH, { ...paging, sort, filter }, student.idToken)).hostels as Page;
    for (const sort of ['RATING', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC']) {
      for (const size of [2, 4]) {
        const ids = await walkBothWays(search(sort), size);
        assert.equal(ids.length, ratings.length, `${sort} by ${size}`);
      }
    }
    // Dated stays by price: forwards the cheapest come from lower bounds; backwards every match is priced.
    const stay = { city, checkIn: inDays(20), checkOut: inDays(30) };
    for (const sort of ['PRICE_ASC', 'PRICE_DESC']) {
      const ids = await walkBothWays(search(sort, stay), 2);
      assert.equal(ids.length, ratings.length, `${sort} with dates`);
    }
  });

  it("walks a hostel's reviews backwards, by rating one way and time the other", async () => {
    const hostel = await insertHostel(api.db, { ownerId: owner.userId, city: 'Reviewtown' });
    const place = { hostel: { id: hostel.id, ownerId: owner.userId }, room: { id: hostel.roomTypeIds[0]! } };
    // Equal ratings at equal times: LOWEST orders the rating up, then the time and the id down.
    const reviews = [
      [3, 1],
      [5, 1],
      [3, 2],
      [3, 2],
      [4, 1],
      [3, 1],
      [5, 3],
    ];
    for (const [overall, day] of reviews) {
      const reservation = await stay(api, student, place);
      await api.db.prisma.review.create({
        data: {
          reservationId: reservation.id,
          hostelId: hostel.id,
          authorId: student.userId,
          roomTypeId: place.room.id,
          overall: overall!,
          cleanliness: 4,
          location: 4,
          value: 4,
          security: 4,
          staff: 4,
          comment: 'A fine stay.',
          createdAt: new Date(Date.UTC(2026, 9, day!)),
        },
      });
    }
    for (const sort of ['LOWEST', 'HIGHEST', 'NEWEST']) {
      const read: Read = async (paging) =>
        ok(await api.gql(REVIEWS, { ...paging, id: hostel.id, sort }, student.idToken)).hostel.reviews;
      for (const size of [2, 3])
        assert.equal((await walkBothWays(read, size)).length, 7, `${sort} by ${size}`);
    }
  });

  it('walks the support queue backwards across its unassigned and assigned parts', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    await api.db.prisma.supportTicket.createMany({
      data: [1, 2, 2, 3, 4, 5, 5].map((day, i) => ({
        requesterId: student.userId,
        subject: `Ticket ${i}`,
        assigneeId: i % 2 ? admin.userId : null,
        createdAt: at(day),
      })),
    });
    const read: Read = async (paging) => ok(await api.gql(QUEUE, paging, admin.idToken)).supportTickets;
    for (const size of [1, 2, 3, 4]) assert.equal((await walkBothWays(read, size)).length, 7, `size ${size}`);
    const tickets = await api.db.prisma.supportTicket.findMany();
    const ids = await walkBothWays(read, 100);
    const assigned = ids.map((id) => tickets.find((ticket) => ticket.id === id)!.assigneeId !== null);
    assert.deepEqual(assigned, [false, false, false, false, true, true, true]);
  });

  it('walks the listings waiting for review backwards', async () => {
    for (const day of [1, 2, 2, 3, 4]) {
      const { id } = await insertHostel(api.db, {
        ownerId: owner.userId,
        city: 'Queueville',
        status: 'DRAFT',
      });
      await api.db.prisma.hostel.update({
        where: { id },
        data: { status: 'PENDING_REVIEW', submittedAt: new Date(Date.UTC(2026, 9, day)) },
      });
    }
    const read: Read = async (paging) =>
      ok(await api.gql(REVIEW_QUEUE, paging, admin.idToken)).moderationQueue;
    for (const size of [2, 3]) assert.equal((await walkBothWays(read, size)).length, 5, `size ${size}`);
  });

  it('walks the change feed backwards from its newest event', async () => {
    const read: Read = async (paging) => ok(await api.gql(EVENTS, paging, admin.idToken)).events;
    const ids = await walkBothWays(read, 2);
    assert.ok(ids.length >= 6, `the published hostels' events: ${ids.length}`);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => Number(BigInt(a) - BigInt(b))),
      'oldest first in every page',
    );
    assert.deepEqual(refusal(await api.gql(EVENTS, { last: 2, before: 'x' }, admin.idToken)), {
      before: 'before must be an event id',
    });
  });
});
