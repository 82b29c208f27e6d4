import assert from 'node:assert/strict';
import { it, test } from '../../../test/fixtures.js';
import { completeDraft, failure, type Json, insertFile, M, ok, publishedHostel } from './fixtures.js';

it.beforeAll(async ({ api }) => {
  await api.db.prisma.university.create({
    data: {
      name: 'University of Ghana',
      slug: 'ug',
      city: 'Accra',
      country: 'Ghana',
      latitude: 5.6505,
      longitude: -0.1962,
    },
  });
});

const DETAILS = `query($slug: String) { hostel(slug: $slug) {
  id name description amenities houseRules cancellationPolicy timeZone latitude longitude address city country
  photos { file { id } position isCover caption }
  coverPhoto { id }
  roomTypes { name bedsPerRoom totalBeds price { amount currency period } termName termStart termEnd availableBeds }
  nearbyUniversities { name distanceMeters }
  reviewSummary { average count }
  owner { id displayName memberSince avatar { id } }
  rejectionReason ownershipProof { id }
} }`;

test('details of a published hostel: photos in order, cover, rooms, universities, owner card', async ({
  api,
  owner,
  admin,
}) => {
  const { id } = await publishedHostel(api, owner, admin, { name: 'Details Lodge' });
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertFile(api, owner.userId)));
  const photos = [
    { fileId: c!.id, caption: 'Front' },
    { fileId: a!.id },
    { fileId: b!.id, caption: '  Kitchen ' },
  ];
  ok(await api.gql(M.photos, { id, photos, cover: a!.id }, owner.idToken));

  const hostel = ok(await api.gql(DETAILS, { slug: 'details-lodge' })).hostel;
  assert.equal(hostel.id, id);
  assert.deepEqual(
    hostel.photos.map((photo: Json) => [photo.file.id, photo.position, photo.isCover, photo.caption]),
    [
      [c!.id, 0, false, 'Front'],
      [a!.id, 1, true, null],
      [b!.id, 2, false, 'Kitchen'],
    ],
  );
  assert.equal(hostel.coverPhoto.id, a!.id);
  assert.deepEqual(
    hostel.roomTypes.map((room: Json) => [room.name, room.price.amount, room.availableBeds]),
    [
      ['4-bed room', 5000, null],
      ['Single room', 6000, null],
    ],
  );
  assert.deepEqual(
    hostel.nearbyUniversities.map((u: Json) => u.name),
    ['University of Ghana'],
  );
  assert.deepEqual(hostel.reviewSummary, { average: 0, count: 0 });
  assert.equal(hostel.owner.id, owner.userId);
  assert.equal(hostel.owner.displayName, 'Test owner');
  // Moderation details stay private to the owner and admins.
  assert.equal(hostel.ownershipProof, null);
  const asOwner = ok(await api.gql(DETAILS, { slug: 'details-lodge' }, owner.idToken)).hostel;
  assert.ok(asOwner.ownershipProof.id);
});

test('a published hostel keeps its slug when renamed; prices change for new reservations only', async ({
  api,
  owner,
  admin,
}) => {
  const { id, roomTypeIds } = await publishedHostel(api, owner, admin, { name: 'Stable Slug' });
  const renamed = ok(
    await api.gql(
      M.basics,
      {
        id,
        input: {
          name: 'New Name',
          description: 'A brand new description of this place.',
          genderPolicy: 'FEMALE',
          houseRules: '',
          timeZone: 'UTC',
        },
      },
      owner.idToken,
    ),
  ).updateHostelBasics;
  assert.deepEqual([renamed.slug, renamed.status], ['stable-slug', 'PUBLISHED']);
  const input = {
    cancellationPolicy: 'FLEXIBLE',
    roomTypes: roomTypeIds.map((roomId) => ({
      id: roomId,
      pricePerBed: 4200,
      currency: 'GHS',
      pricePeriod: 'NIGHT',
    })),
  };
  const priced = ok(await api.gql(M.pricing, { id, input }, owner.idToken)).updateHostelPricing;
  assert.deepEqual(priced.lowestPrice, { amount: 4200, currency: 'GHS', period: 'NIGHT' });
  const row = await api.db.prisma.hostel.findUniqueOrThrow({ where: { id } });
  assert.equal(row.minPricePerBed, 4200);
});

test('archiving takes a hostel off the platform and locks it', async ({ api, owner, student }) => {
  const { id } = await completeDraft(api, owner);
  assert.equal(ok(await api.gql(M.archive, { id }, owner.idToken)).archiveHostel.status, 'ARCHIVED');
  assert.equal(failure(await api.gql(M.archive, { id }, owner.idToken)).code, 'CONFLICT');
  assert.equal(failure(await api.gql(M.hostel, { id }, student.idToken)).code, 'NOT_FOUND');
  assert.equal(failure(await api.gql(M.hostel, {}, student.idToken)).code, 'BAD_USER_INPUT');
});
