// A hostel an owner listed and an admin approved, made through the API (the listing flow in the
// browser is hostel-listing.test.ts): the tests that start here are about what comes after.
import { randomBytes } from 'node:crypto';
import { createAccount, type Account } from './accounts.js';
import { graphqlData, uploadFile } from './api.js';
import { proofZip } from './documents.js';
import { gradientPng } from './images.js';

export interface PublishedHostel {
  owner: Account;
  id: string;
  name: string;
  /** Unique to this hostel unless the test chose it, so no other test's hostel shares it. */
  city: string;
  room: { id: string; name: string; pricePerBed: number; currency: string };
}

// Every field given, defaults included: an integrator's request, spelled out.
const ROOM = {
  name: '4-bed room',
  description: 'Shared, with desks',
  bedsPerRoom: 4,
  totalBeds: 20,
  amenities: ['Desk'],
};

/** Where a hostel is and whose it is, when a test needs several in one city or of one owner. */
export interface HostelPlace {
  city?: string;
  owner?: Account;
  /** Its room let only for this whole term (priced per term) instead of by the night. */
  term?: { name: string; start: string; end: string };
  /** Where it is on a map (a test of the map places hostels apart). */
  position?: { latitude: number; longitude: number };
}

/** Lists a hostel with one room type priced per night (or per term) and submits it for review. */
export async function submittedHostel(
  tag: string,
  pricePerBed = 4500,
  place: HostelPlace = {},
): Promise<PublishedHostel> {
  const suffix = randomBytes(3).toString('hex');
  const name = `Harmattan House ${suffix}`;
  const city = place.city ?? `Bolgatanga ${suffix}`;
  const owner = place.owner ?? (await createAccount('OWNER', tag));
  const token = owner.idToken;
  const call = <T>(query: string, variables: object) => graphqlData<T>(query, variables, token);

  const { createHostelDraft: draft } = await call<{ createHostelDraft: { id: string } }>(
    'mutation { createHostelDraft { id } }',
    {},
  );
  const id = draft.id;
  await call(
    'mutation($id: ID!, $input: HostelBasicsInput!) { updateHostelBasics(id: $id, input: $input) { id } }',
    {
      id,
      input: {
        name,
        description: 'Quiet rooms a short walk from campus, with Wi-Fi, a kitchen and a study room.',
        genderPolicy: 'MIXED',
        houseRules: 'Quiet hours from 22:00.',
        timeZone: 'Africa/Accra',
      },
    },
  );
  await call(
    'mutation($id: ID!, $input: HostelLocationInput!) { updateHostelLocation(id: $id, input: $input) { id } }',
    {
      id,
      input: {
        address: '3 Navrongo Road',
        city,
        country: 'Ghana',
        ...(place.position ?? { latitude: 10.7856, longitude: -0.8514 }),
      },
    },
  );
  const { saveRoomTypes } = await call<{ saveRoomTypes: { roomTypes: { id: string }[] } }>(
    `mutation($id: ID!, $rooms: [RoomTypeInput!]!) {
      saveRoomTypes(id: $id, roomTypes: $rooms, amenities: ["Wi-Fi"]) { roomTypes { id } } }`,
    { id, rooms: [ROOM] },
  );
  const roomId = saveRoomTypes.roomTypes[0]!.id;
  const photo = await uploadFile(
    'uploadImage',
    { name: 'front.png', type: 'image/png', bytes: gradientPng(320, 200) },
    token,
  );
  await call(
    'mutation($id: ID!, $photos: [HostelPhotoInput!]!) { setHostelPhotos(id: $id, photos: $photos) { id } }',
    {
      id,
      photos: [{ fileId: photo }],
    },
  );
  const currency = 'GHS';
  await call(
    'mutation($id: ID!, $input: HostelPricingInput!) { updateHostelPricing(id: $id, input: $input) { id } }',
    {
      id,
      input: {
        cancellationPolicy: 'MODERATE',
        roomTypes: [
          place.term
            ? {
                id: roomId,
                pricePerBed,
                currency,
                pricePeriod: 'SEMESTER',
                termName: place.term.name,
                termStart: place.term.start,
                termEnd: place.term.end,
              }
            : { id: roomId, pricePerBed, currency, pricePeriod: 'NIGHT' },
        ],
      },
    },
  );
  const proof = await uploadFile(
    'uploadArchive',
    { name: 'ownership.zip', type: 'application/zip', bytes: await proofZip() },
    token,
  );
  await call(
    'mutation($id: ID!, $proof: ID!) { submitHostelForReview(id: $id, ownershipProofFileId: $proof) { id } }',
    {
      id,
      proof,
    },
  );
  return { owner, id, name, city, room: { id: roomId, name: ROOM.name, pricePerBed, currency } };
}

/** Lists, submits and approves a hostel with one room type priced per night (or per term). */
export async function publishedHostel(
  tag: string,
  pricePerBed = 4500,
  place: HostelPlace = {},
): Promise<PublishedHostel> {
  const hostel = await submittedHostel(tag, pricePerBed, place);
  const admin = await createAccount('ADMIN', tag);
  await graphqlData('mutation($id: ID!) { approveHostel(id: $id) { id } }', { id: hostel.id }, admin.idToken);
  return hostel;
}
