import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Database } from '../../../core/db.js';
import { createTestDatabase } from '../../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { BASICS, completeDraft, failure, insertFile, LOCATION, M, ok, type TestUser } from './fixtures.js';

let db: Database;
let api: TestApi;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestApi({ db });
  [owner, otherOwner, student] = await Promise.all([
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'STUDENT'),
  ]);
  await db.prisma.university.createMany({
    data: [
      {
        name: 'University of Ghana',
        slug: 'ug',
        city: 'Accra',
        country: 'Ghana',
        latitude: 5.6505,
        longitude: -0.1962,
      },
      {
        name: 'KNUST',
        slug: 'knust',
        city: 'Kumasi',
        country: 'Ghana',
        latitude: 6.6745,
        longitude: -1.5716,
      },
    ],
  });
});

afterAll(async () => {
  await api.close();
  await db.close();
});

describe('the listing draft', () => {
  test('is saved step by step, computes nearby universities and survives a server restart', async () => {
    const { id } = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft;
    const basics = ok(await api.gql(M.basics, { id, input: BASICS }, owner.idToken)).updateHostelBasics;
    assert.equal(basics.slug, 'sunrise-student-lodge');
    assert.equal(basics.listingStep, 1);
    const located = ok(
      await api.gql(M.location, { id, input: LOCATION }, owner.idToken),
    ).updateHostelLocation;
    assert.deepEqual(
      located.nearbyUniversities.map((u: { name: string }) => u.name),
      ['University of Ghana'],
    );
    const distance = located.nearbyUniversities[0].distanceMeters;
    assert.ok(distance > 5000 && distance < 6000, `distance ${distance}`);

    await api.close();
    api = await startTestApi({ db });
    const mine = ok(
      await api.gql(
        `{ myHostels(status: DRAFT) { totalCount edges { node { id name listingStep city timeZone } } } }`,
        {},
        owner.idToken,
      ),
    ).myHostels;
    const draft = mine.edges.find((edge: { node: { id: string } }) => edge.node.id === id).node;
    assert.deepEqual(draft, {
      id,
      name: BASICS.name,
      listingStep: 2,
      city: 'Accra',
      timeZone: 'Africa/Accra',
    });
  });

  test('gets distinct slugs for equal names, and is found by slug by its owner only', async () => {
    const first = await completeDraft(api, owner, { name: 'Twin Hostel' });
    const second = await completeDraft(api, owner, { name: 'Twin Hostel' });
    const a = ok(await api.gql(M.hostel, { id: first.id }, owner.idToken)).hostel;
    const b = ok(await api.gql(M.hostel, { id: second.id }, owner.idToken)).hostel;
    assert.equal(a.slug, 'twin-hostel');
    assert.match(b.slug, /^twin-hostel-[0-9a-f]{8}$/);
    assert.equal(ok(await api.gql(M.hostel, { slug: b.slug }, owner.idToken)).hostel.id, second.id);
    assert.equal(failure(await api.gql(M.hostel, { slug: b.slug }, student.idToken)).code, 'NOT_FOUND');

    // Two drafts named alike at the same moment both save, with distinct slugs.
    const raceOne = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft.id;
    ok(await api.gql(M.basics, { id: raceOne, input: { ...BASICS, name: 'Race One' } }, owner.idToken));
    const raceTwo = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft.id;
    const saved = await Promise.all(
      [raceOne, raceTwo].map((id) =>
        api.gql(M.basics, { id, input: { ...BASICS, name: 'Race Hostel' } }, owner.idToken),
      ),
    );
    const slugs = saved.map((res) => ok(res).updateHostelBasics.slug);
    assert.equal(new Set(slugs).size, 2);
    assert.ok(slugs.includes('race-hostel'));
  });

  test('takes the time zone of the hostel’s location with it, and keeps it when none is sent', async () => {
    const { id } = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft;
    ok(await api.gql(M.basics, { id, input: { ...BASICS, timeZone: 'UTC' } }, owner.idToken));
    const nairobi = { ...LOCATION, city: 'Nairobi', country: 'Kenya', latitude: -1.2921, longitude: 36.8219 };
    const zoneOf = async () =>
      (await api.db.prisma.hostel.findUniqueOrThrow({ where: { id }, select: { timeZone: true } })).timeZone;
    ok(await api.gql(M.location, { id, input: { ...nairobi, timeZone: 'Africa/Nairobi' } }, owner.idToken));
    assert.equal(await zoneOf(), 'Africa/Nairobi');
    ok(await api.gql(M.location, { id, input: nairobi }, owner.idToken));
    assert.equal(await zoneOf(), 'Africa/Nairobi');
    const refused = failure(
      await api.gql(M.location, { id, input: { ...nairobi, timeZone: 'Nairobi time' } }, owner.idToken),
    );
    assert.equal(refused.code, 'BAD_USER_INPUT');
    assert.equal(
      refused.fields?.['input.timeZone'],
      'Choose a time zone from the list (for example Africa/Accra).',
    );
    assert.equal(await zoneOf(), 'Africa/Nairobi');
  });
});

describe('starting a listing', () => {
  test('reuses the untouched draft instead of piling up empty ones, even when started twice at once', async () => {
    const owner = await signUpUser(api, 'OWNER');
    const started = await Promise.all([1, 2, 3].map(() => api.gql(M.create, {}, owner.idToken)));
    const ids = new Set(started.map((res) => ok(res).createHostelDraft.id));
    assert.equal(ids.size, 1);
    const [draft] = [...ids];
    assert.equal(ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft.id, draft);
    assert.equal(await db.prisma.hostel.count({ where: { owner: { email: owner.email } } }), 1);

    // Once a step is saved it is a real draft: the next start makes a new one.
    ok(await api.gql(M.basics, { id: draft, input: { ...BASICS, name: 'Kept Draft' } }, owner.idToken));
    const next = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft.id;
    assert.notEqual(next, draft);
    // Another owner never gets this owner's empty draft.
    const stranger = await signUpUser(api, 'OWNER');
    assert.notEqual(ok(await api.gql(M.create, {}, stranger.idToken)).createHostelDraft.id, next);
  });
});

describe('ownership of listings', () => {
  test('another owner gets NOT_FOUND, a student FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const { id } = await completeDraft(api, owner);
    const basics = { id, input: BASICS };
    assert.equal(failure(await api.gql(M.basics, basics, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(M.hostel, { id }, otherOwner.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(M.archive, { id }, otherOwner.idToken)).code, 'NOT_FOUND');
    const proof = await insertFile(api, otherOwner.userId, 'ARCHIVE');
    assert.equal(
      failure(await api.gql(M.submit, { id, proof: proof.id }, otherOwner.idToken)).code,
      'NOT_FOUND',
    );
    assert.equal(failure(await api.gql(M.basics, basics, student.idToken)).code, 'FORBIDDEN');
    assert.equal(failure(await api.gql(M.hostel, { id }, student.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(M.basics, basics)).code, 'UNAUTHENTICATED');
    assert.equal(failure(await api.gql(M.hostel, { id })).code, 'NOT_FOUND');
    // Probing ids that don't exist or aren't ids looks exactly the same.
    assert.equal(
      failure(
        await api.gql(
          M.basics,
          { ...basics, id: '3f1c2a9e-0000-4000-8000-000000000000' },
          otherOwner.idToken,
        ),
      ).code,
      'NOT_FOUND',
    );
    assert.equal(failure(await api.gql(M.hostel, { id: 'nope' }, otherOwner.idToken)).code, 'NOT_FOUND');
    const others = ok(
      await api.gql(`{ myHostels { edges { node { id } } } }`, {}, otherOwner.idToken),
    ).myHostels;
    assert.equal(others.edges.length, 0);
  });
});
