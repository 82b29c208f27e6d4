import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { MAX_STAY_NIGHTS, NAME_CONTACT_MESSAGE, PUBLIC_TEXT_CONTACT_MESSAGE } from '@hostel/common';
import type { Database } from '../../../core/db.js';
import { createTestDatabase } from '../../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, insertFile, M, ok, ROOMS, type TestUser } from './fixtures.js';

let db: Database;
let api: TestApi;
let owner: TestUser;
let otherOwner: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestApi({ db });
  [owner, otherOwner] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'OWNER')]);
});

afterAll(async () => {
  await api.close();
  await db.close();
});

describe('listing validation', () => {
  let id: string;
  beforeAll(async () => {
    id = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft.id;
  });

  test('basics: each bad field has its own message', async () => {
    const input = {
      name: ' x ',
      description: 'short',
      genderPolicy: 'MIXED',
      houseRules: 'r'.repeat(2001),
      timeZone: 'Mars/Base',
    };
    const error = failure(await api.gql(M.basics, { id, input }, owner.idToken));
    assert.equal(error.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(error.fields!).sort(), [
      'input.description',
      'input.houseRules',
      'input.name',
      'input.timeZone',
    ]);
    assert.match(error.fields!['input.name']!, /at least 3 characters/);
    assert.match(error.fields!['input.timeZone']!, /time zone/);
  });

  test('public text: no contact details in names, descriptions, house rules or captions', async () => {
    const before = await api.db.prisma.hostel.findUniqueOrThrow({ where: { id } });
    const input = {
      name: 'Kofi Lodge 024 555 1234',
      description: 'Quiet rooms near campus. Book direct: kofi at gmail dot com, cheaper than here.',
      genderPolicy: 'MIXED',
      houseRules: 'No smoking. WhatsApp me for the gate code.',
      timeZone: 'Africa/Accra',
    };
    const basics = failure(await api.gql(M.basics, { id, input }, owner.idToken));
    assert.equal(basics.code, 'BAD_USER_INPUT');
    assert.deepEqual(basics.fields, {
      'input.name': NAME_CONTACT_MESSAGE,
      'input.description': PUBLIC_TEXT_CONTACT_MESSAGE,
      'input.houseRules': PUBLIC_TEXT_CONTACT_MESSAGE,
    });
    assert.deepEqual(await api.db.prisma.hostel.findUniqueOrThrow({ where: { id } }), before);

    const roomTypes = [
      { ...ROOMS[0]!, name: 'Dorm (see airbnb.com/rooms/9)' },
      { ...ROOMS[1]!, description: 'Ensuite; call zero two four, five five five, one two three four' },
    ];
    const rooms = failure(await api.gql(M.rooms, { id, roomTypes, amenities: [] }, owner.idToken));
    assert.deepEqual(rooms.fields, {
      'roomTypes.0.name': NAME_CONTACT_MESSAGE,
      'roomTypes.1.description': PUBLIC_TEXT_CONTACT_MESSAGE,
    });
    assert.equal(await api.db.prisma.roomType.count({ where: { hostelId: id } }), 0);

    const photo = await insertFile(api, owner.userId);
    const photos = [{ fileId: photo.id, caption: 'Front gate, t.me/kofilodge' }];
    const captions = failure(await api.gql(M.photos, { id, photos }, owner.idToken));
    assert.deepEqual(captions.fields, { 'photos.0.caption': PUBLIC_TEXT_CONTACT_MESSAGE });
    assert.equal(await api.db.prisma.hostelPhoto.count({ where: { hostelId: id } }), 0);
  });

  test('location: address, city, country and coordinates', async () => {
    const input = { address: 'a', city: ' ', country: 'G', latitude: 91, longitude: -181 };
    const error = failure(await api.gql(M.location, { id, input }, owner.idToken));
    assert.deepEqual(Object.keys(error.fields!).sort(), [
      'input.address',
      'input.city',
      'input.country',
      'input.latitude',
      'input.longitude',
    ]);
    assert.equal(error.fields!['input.city'], 'The city is required.');
  });

  test('room types: list, names, beds, unknown ids', async () => {
    const none = failure(await api.gql(M.rooms, { id, roomTypes: [], amenities: [] }, owner.idToken));
    assert.equal(none.fields!.roomTypes, 'Add at least one room type.');
    const roomTypes = [
      { name: 'Dorm', bedsPerRoom: 0, totalBeds: 4, amenities: [] },
      { name: 'dorm', bedsPerRoom: 4, totalBeds: 2, amenities: [] },
      {
        id: '00000000-0000-4000-8000-000000000000',
        name: '',
        bedsPerRoom: 1,
        totalBeds: 1,
        amenities: ['x'.repeat(41)],
      },
    ];
    const error = failure(await api.gql(M.rooms, { id, roomTypes, amenities: [] }, owner.idToken));
    assert.deepEqual(Object.keys(error.fields!).sort(), [
      'roomTypes.0.bedsPerRoom',
      'roomTypes.1.name',
      'roomTypes.1.totalBeds',
      'roomTypes.2.amenities',
      'roomTypes.2.id',
      'roomTypes.2.name',
    ]);
  });

  test('photos: at least one, own images only, cover among them', async () => {
    const none = failure(await api.gql(M.photos, { id, photos: [] }, owner.idToken));
    assert.equal(none.fields!.photos, 'Add at least one photo.');
    const mine = await insertFile(api, owner.userId);
    const theirs = await insertFile(api, otherOwner.userId);
    const archive = await insertFile(api, owner.userId, 'ARCHIVE');
    const photos = [{ fileId: mine.id }, { fileId: theirs.id }, { fileId: archive.id }, { fileId: mine.id }];
    const error = failure(await api.gql(M.photos, { id, photos, cover: randomUUID() }, owner.idToken));
    assert.deepEqual(error.fields, {
      'photos.1.fileId': 'This file was not found; upload it again.',
      'photos.2.fileId': 'This file must be an image.',
      'photos.3.fileId': 'This photo is in the list twice.',
      coverFileId: 'Choose the cover among the photos.',
    });
  });

  test('pricing: amounts, currency, semester terms and every room type', async () => {
    const saved = ok(
      await api.gql(M.rooms, { id, roomTypes: ROOMS, amenities: [] }, owner.idToken),
    ).saveRoomTypes;
    const [dorm, single] = saved.roomTypes.map((room: { id: string }) => room.id);
    const bad = {
      cancellationPolicy: 'STRICT',
      roomTypes: [
        {
          id: dorm,
          pricePerBed: 0,
          currency: 'gh',
          pricePeriod: 'SEMESTER',
          termStart: '2026-09-01',
          termEnd: '2026-08-01',
        },
      ],
    };
    const error = failure(await api.gql(M.pricing, { id, input: bad }, owner.idToken));
    assert.deepEqual(Object.keys(error.fields!).sort(), [
      'input.roomTypes',
      'input.roomTypes.0.currency',
      'input.roomTypes.0.pricePerBed',
      'input.roomTypes.0.termEnd',
      'input.roomTypes.0.termName',
    ]);
    const good = {
      cancellationPolicy: 'STRICT',
      roomTypes: [
        {
          id: dorm,
          pricePerBed: 90000,
          currency: 'GHS',
          pricePeriod: 'SEMESTER',
          termName: 'Fall',
          termStart: '2026-09-01',
          termEnd: '2026-12-20',
        },
        { id: single, pricePerBed: 30000, currency: 'GHS', pricePeriod: 'MONTH' },
      ],
    };
    const priced = ok(await api.gql(M.pricing, { id, input: good }, owner.idToken)).updateHostelPricing;
    // Cheapest per month: the term (GHS 900 over 110 nights, about GHS 245 a month) beats GHS 300 a month.
    assert.deepEqual(priced.lowestPrice, { amount: 90000, currency: 'GHS', period: 'SEMESTER' });
  });

  test('a semester term is bounded like a stay: at most MAX_STAY_NIGHTS nights', async () => {
    const saved = ok(
      await api.gql(M.rooms, { id, roomTypes: ROOMS, amenities: [] }, owner.idToken),
    ).saveRoomTypes;
    const termOf = (termEnd: string) => ({
      cancellationPolicy: 'STRICT',
      roomTypes: saved.roomTypes.map((room: { id: string }) => ({
        id: room.id,
        pricePerBed: 90000,
        currency: 'GHS',
        pricePeriod: 'SEMESTER',
        termName: 'Ten years',
        termStart: '2026-09-01',
        termEnd,
      })),
    });
    for (const termEnd of ['2036-09-01', '2027-09-03']) {
      const error = failure(await api.gql(M.pricing, { id, input: termOf(termEnd) }, owner.idToken));
      assert.equal(
        error.fields!['input.roomTypes.0.termEnd'],
        `A term can last at most ${MAX_STAY_NIGHTS} nights, like any stay.`,
      );
    }
    const stored = await api.db.prisma.roomType.findMany({ where: { hostelId: id } });
    assert.ok(stored.every((room) => room.termEnd === null || room.termEnd < new Date('2027-09-03')));
    ok(await api.gql(M.pricing, { id, input: termOf('2027-09-02') }, owner.idToken)); // 366 nights
  });

  test('submission lists every missing step and needs an archive of the owner', async () => {
    const empty = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft;
    const image = await insertFile(api, owner.userId);
    const error = failure(await api.gql(M.submit, { id: empty.id, proof: image.id }, owner.idToken));
    assert.deepEqual(Object.keys(error.fields!).sort(), [
      'location',
      'name',
      'ownershipProofFileId',
      'photos',
      'roomTypes',
    ]);
    assert.equal(error.fields!.ownershipProofFileId, 'This file must be a ZIP archive.');
  });
});
