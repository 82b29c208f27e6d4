// Named fixtures of the hostel tests: real users from the Auth emulator, hostels listed through the
// API. Files are inserted as rows (the upload pipeline has its own tests in modules/files).
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { signUpAdmin, type TestApi, type TestUser } from '../../../test/harness.js';

export { signUpAdmin, type TestUser };

export async function insertFile(api: TestApi, uploaderId: string, kind: 'IMAGE' | 'ARCHIVE' = 'IMAGE') {
  const id = randomUUID();
  const ext = kind === 'IMAGE' ? 'jpg' : 'zip';
  return api.db.prisma.file.create({
    data: {
      id,
      uploaderId,
      kind,
      originalName: `file.${ext}`,
      storagePath: `${kind === 'IMAGE' ? 'images' : 'archives'}/test/${id}.${ext}`,
      publicUrl: `http://files.test/${id}.${ext}`,
      contentType: kind === 'IMAGE' ? 'image/jpeg' : 'application/zip',
      size: 1234,
      sha256: '0'.repeat(64),
      width: kind === 'IMAGE' ? 800 : null,
      height: kind === 'IMAGE' ? 600 : null,
    },
  });
}

export const ACCRA = { latitude: 5.6037, longitude: -0.187 };

export const BASICS = {
  name: 'Sunrise Student Lodge',
  description: 'A calm hostel ten minutes from campus with fast Wi-Fi and study rooms.',
  genderPolicy: 'MIXED',
  houseRules: 'Quiet hours from 22:00.',
  timeZone: 'Africa/Accra',
};

export const LOCATION = { address: '12 Legon Road', city: 'Accra', country: 'Ghana', ...ACCRA };

export const ROOMS = [
  { name: '4-bed room', description: 'Shared', bedsPerRoom: 4, totalBeds: 8, amenities: ['Desk'] },
  { name: 'Single room', description: '', bedsPerRoom: 1, totalBeds: 2, amenities: [] },
];

const HOSTEL_FIELDS = 'id slug name status listingStep rejectionReason';

export const M = {
  create: `mutation { createHostelDraft { ${HOSTEL_FIELDS} } }`,
  basics: `mutation($id: ID!, $input: HostelBasicsInput!) { updateHostelBasics(id: $id, input: $input) { ${HOSTEL_FIELDS} } }`,
  location: `mutation($id: ID!, $input: HostelLocationInput!) { updateHostelLocation(id: $id, input: $input) {
    ${HOSTEL_FIELDS} nearbyUniversities { id name distanceMeters } } }`,
  rooms: `mutation($id: ID!, $roomTypes: [RoomTypeInput!]!, $amenities: [String!]!) {
    saveRoomTypes(id: $id, roomTypes: $roomTypes, amenities: $amenities) {
      ${HOSTEL_FIELDS} amenities roomTypes { id name totalBeds price { amount } } } }`,
  photos: `mutation($id: ID!, $photos: [HostelPhotoInput!]!, $cover: ID) {
    setHostelPhotos(id: $id, photos: $photos, coverFileId: $cover) { ${HOSTEL_FIELDS} coverPhoto { id } photos { file { id } position isCover } } }`,
  pricing: `mutation($id: ID!, $input: HostelPricingInput!) { updateHostelPricing(id: $id, input: $input) {
    ${HOSTEL_FIELDS} lowestPrice { amount currency period } } }`,
  submit: `mutation($id: ID!, $proof: ID!) { submitHostelForReview(id: $id, ownershipProofFileId: $proof) { ${HOSTEL_FIELDS} } }`,
  approve: `mutation($id: ID!) { approveHostel(id: $id) { ${HOSTEL_FIELDS} } }`,
  reject: `mutation($id: ID!, $reason: String!) { rejectHostel(id: $id, reason: $reason) { ${HOSTEL_FIELDS} } }`,
  suspend: `mutation($id: ID!, $reason: String!) { suspendHostel(id: $id, reason: $reason) { ${HOSTEL_FIELDS} } }`,
  reinstate: `mutation($id: ID!) { reinstateHostel(id: $id) { ${HOSTEL_FIELDS} } }`,
  archive: `mutation($id: ID!) { archiveHostel(id: $id) { ${HOSTEL_FIELDS} } }`,
  hostel: `query($id: ID, $slug: String) { hostel(id: $id, slug: $slug) { ${HOSTEL_FIELDS} } }`,
};

/** A GraphQL response's JSON, read loosely: the assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The data of a response that must have succeeded. */
export function ok(res: { body: { data?: Json; errors?: Json[] } }): Json {
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data;
}

/** The single error of a response that must have failed. */
export function failure(res: { body: { errors?: Json[] } }): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  const error = res.body.errors?.[0];
  assert.ok(error, 'expected an error');
  return { code: error.extensions?.code, message: error.message, fields: error.extensions?.fields };
}

export interface ListingOptions {
  name?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  prices?: number[];
  rooms?: typeof ROOMS;
  genderPolicy?: string;
  amenities?: string[];
}

/** A draft filled through every step (not submitted). Returns its id and room type ids. */
export async function completeDraft(api: TestApi, owner: TestUser, options: ListingOptions = {}) {
  const token = owner.idToken;
  const { id } = ok(await api.gql(M.create, {}, token)).createHostelDraft;
  const basics = {
    ...BASICS,
    name: options.name ?? BASICS.name,
    genderPolicy: options.genderPolicy ?? 'MIXED',
  };
  ok(await api.gql(M.basics, { id, input: basics }, token));
  const location = {
    ...LOCATION,
    city: options.city ?? LOCATION.city,
    latitude: options.latitude ?? LOCATION.latitude,
    longitude: options.longitude ?? LOCATION.longitude,
  };
  ok(await api.gql(M.location, { id, input: location }, token));
  const rooms = options.rooms ?? ROOMS;
  const saved = ok(
    await api.gql(M.rooms, { id, roomTypes: rooms, amenities: options.amenities ?? ['Wi-Fi'] }, token),
  );
  const roomTypeIds: string[] = saved.saveRoomTypes.roomTypes.map((room: { id: string }) => room.id);
  const photo = await insertFile(api, owner.userId);
  ok(await api.gql(M.photos, { id, photos: [{ fileId: photo.id }] }, token));
  const prices = options.prices ?? rooms.map((_room, i) => 5000 + i * 1000);
  const input = {
    cancellationPolicy: 'MODERATE',
    roomTypes: roomTypeIds.map((roomId, i) => ({
      id: roomId,
      pricePerBed: prices[i],
      currency: 'GHS',
      pricePeriod: 'MONTH',
    })),
  };
  ok(await api.gql(M.pricing, { id, input }, token));
  return { id, roomTypeIds };
}

/** A hostel listed by `owner` and approved by `admin`: visible to everybody. */
export async function publishedHostel(
  api: TestApi,
  owner: TestUser,
  admin: TestUser,
  options: ListingOptions = {},
) {
  const draft = await completeDraft(api, owner, options);
  const proof = await insertFile(api, owner.userId, 'ARCHIVE');
  ok(await api.gql(M.submit, { id: draft.id, proof: proof.id }, owner.idToken));
  ok(await api.gql(M.approve, { id: draft.id }, admin.idToken));
  return draft;
}
