import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Database } from '../../../core/db.js';
import { createTestDatabase } from '../../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  BASICS,
  completeDraft,
  failure,
  insertFile,
  M,
  ok,
  ROOMS,
  signUpAdmin,
  type TestUser,
} from './fixtures.js';

let db: Database;
let api: TestApi;
let owner: TestUser;
let student: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestApi({ db });
  [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
});

afterAll(async () => {
  await api.close();
  await db.close();
});

describe('moderation', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signUpAdmin(api);
  });

  test('only an admin approves; rejection reason reaches the owner, who fixes and resubmits', async () => {
    const { id } = await completeDraft(api, owner, { name: 'Review Me' });
    const proof = await insertFile(api, owner.userId, 'ARCHIVE');
    const submitted = ok(
      await api.gql(M.submit, { id, proof: proof.id }, owner.idToken),
    ).submitHostelForReview;
    assert.equal(submitted.status, 'PENDING_REVIEW');
    assert.equal(failure(await api.gql(M.basics, { id, input: BASICS }, owner.idToken)).code, 'CONFLICT');

    for (const user of [owner, student]) {
      assert.equal(failure(await api.gql(M.approve, { id }, user.idToken)).code, 'FORBIDDEN');
      assert.equal(
        failure(await api.gql(`{ moderationQueue { totalCount } }`, {}, user.idToken)).code,
        'FORBIDDEN',
      );
    }
    const queue = ok(
      await api.gql(
        `{ moderationQueue { edges { node { id ownershipProof { id kind } owner { displayName } } } } }`,
        {},
        admin.idToken,
      ),
    ).moderationQueue;
    const queued = queue.edges.find((edge: { node: { id: string } }) => edge.node.id === id).node;
    assert.deepEqual(queued.ownershipProof, { id: proof.id, kind: 'ARCHIVE' });

    const short = failure(await api.gql(M.reject, { id, reason: 'no' }, admin.idToken));
    assert.equal(short.fields!.reason, 'Give a reason of at least 5 characters.');
    const rejected = ok(
      await api.gql(M.reject, { id, reason: 'The photos are blurry.' }, admin.idToken),
    ).rejectHostel;
    assert.equal(rejected.status, 'REJECTED');
    const seen = ok(await api.gql(M.hostel, { id }, owner.idToken)).hostel;
    assert.equal(seen.rejectionReason, 'The photos are blurry.');
    assert.equal(failure(await api.gql(M.hostel, { id }, student.idToken)).code, 'NOT_FOUND');

    const photo = await insertFile(api, owner.userId);
    ok(await api.gql(M.photos, { id, photos: [{ fileId: photo.id }] }, owner.idToken));
    const again = ok(await api.gql(M.submit, { id, proof: proof.id }, owner.idToken)).submitHostelForReview;
    assert.deepEqual([again.status, again.rejectionReason], ['PENDING_REVIEW', null]);
    ok(await api.gql(M.approve, { id }, admin.idToken));
    const published = ok(await api.gql(M.hostel, { id }, student.idToken)).hostel;
    assert.deepEqual([published.status, published.rejectionReason], ['PUBLISHED', null]);

    const suspended = ok(
      await api.gql(M.suspend, { id, reason: 'Reported as closed.' }, admin.idToken),
    ).suspendHostel;
    assert.equal(suspended.status, 'SUSPENDED');
    assert.equal(failure(await api.gql(M.hostel, { id })).code, 'NOT_FOUND');
    assert.equal(
      ok(await api.gql(M.hostel, { id }, owner.idToken)).hostel.rejectionReason,
      'Reported as closed.',
    );
    assert.equal(failure(await api.gql(M.approve, { id }, admin.idToken)).code, 'CONFLICT');
    ok(await api.gql(M.reinstate, { id }, admin.idToken));
    assert.equal(ok(await api.gql(M.hostel, { id })).hostel.status, 'PUBLISHED');

    const audit = await db.prisma.auditLog.findMany({
      where: { entityId: id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audit.map((row) => [row.action, row.actorId]),
      ['hostel.reject', 'hostel.approve', 'hostel.suspend', 'hostel.reinstate'].map((action) => [
        action,
        admin.userId,
      ]),
    );
  });

  test('total beds cannot drop below beds already held; changes move the free beds of future nights', async () => {
    const { id, roomTypeIds } = await completeDraft(api, owner);
    const night = new Date(Date.now() + 30 * 86_400_000);
    night.setUTCHours(0, 0, 0, 0);
    await db.prisma.roomNight.create({
      data: { roomTypeId: roomTypeIds[0]!, night, totalBeds: 8, freeBeds: 3 },
    });
    const rooms = ROOMS.map((room, i) => ({ ...room, id: roomTypeIds[i] }));
    const tooFew = [{ ...rooms[0]!, totalBeds: 4 }, rooms[1]!];
    const error = failure(await api.gql(M.rooms, { id, roomTypes: tooFew, amenities: [] }, owner.idToken));
    assert.match(
      error.fields!['roomTypes.0.totalBeds']!,
      /^5 beds are already reserved on \d{4}-\d{2}-\d{2}; total beds can't go below 5\.$/,
    );
    const removed = failure(
      await api.gql(M.rooms, { id, roomTypes: [rooms[1]], amenities: [] }, owner.idToken),
    );
    assert.equal(removed.fields!.roomTypes, '"4-bed room" has reserved beds, so it can\'t be removed.');

    const more = [{ ...rooms[0]!, totalBeds: 10 }, rooms[1]!];
    ok(await api.gql(M.rooms, { id, roomTypes: more, amenities: [] }, owner.idToken));
    const row = await db.prisma.roomNight.findUniqueOrThrow({
      where: { roomTypeId_night: { roomTypeId: roomTypeIds[0]!, night } },
    });
    assert.deepEqual([row.totalBeds, row.freeBeds], [10, 5]);
  });
});
