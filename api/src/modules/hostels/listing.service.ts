import { randomUUID } from 'node:crypto';
import { violatedConstraint, type PrismaClient } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import type { GenderPolicy, Hostel, User } from '../../generated/prisma/client.js';
import { boundingBox, distanceMeters, NEARBY_RADIUS_KM, type LatLng } from './geo.js';
import { FieldCheck, isTimeZone, LIMITS } from './hostel.validation.js';
import { canArchiveHostel } from './hostel.policies.js';
import { editableHostel, nextStep, ownHostel, STEP, type Tx } from './listing.shared.js';
import { slugify } from './slug.js';

export interface BasicsInput {
  name: string;
  description: string;
  genderPolicy: GenderPolicy;
  houseRules: string;
  timeZone: string;
}

export interface LocationInput {
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** A new, empty draft; the owner fills it step by step (and can resume it from `myHostels`). */
export function createHostelDraft(prisma: PrismaClient, owner: User): Promise<Hostel> {
  // The real slug comes from the name in step 1; until then a unique placeholder.
  return prisma.hostel.create({ data: { ownerId: owner.id, name: '', slug: `draft-${randomUUID()}` } });
}

export async function updateHostelBasics(prisma: PrismaClient, owner: User, id: string, input: BasicsInput) {
  const check = new FieldCheck();
  const name = check.text('name', input.name, 'The name', LIMITS.nameMin, LIMITS.nameMax);
  const description = check.text(
    'description',
    input.description,
    'The description',
    LIMITS.descriptionMin,
    LIMITS.descriptionMax,
  );
  const houseRules = check.text('houseRules', input.houseRules, 'The house rules', 0, LIMITS.houseRulesMax);
  if (!isTimeZone(input.timeZone)) {
    check.add('timeZone', 'Choose a time zone from the list (for example Africa/Accra).');
  }
  check.throwIfAny();

  const save = (suffixAlways: boolean) =>
    prisma.$transaction(async (tx) => {
      const hostel = await editableHostel(tx, owner, id);
      // Links to a published hostel are shared; its slug never changes after publication.
      const slug = hostel.publishedAt
        ? hostel.slug
        : await freeSlug(tx, hostel.id, slugify(name), suffixAlways);
      return tx.hostel.update({
        where: { id },
        data: {
          name,
          slug,
          description,
          houseRules,
          genderPolicy: input.genderPolicy,
          timeZone: input.timeZone,
          listingStep: nextStep(hostel, STEP.basics),
        },
      });
    });
  try {
    return await save(false);
  } catch (error) {
    // Another hostel took the same slug at the same moment: take the id-suffixed one instead.
    if (violatedConstraint(error) === 'Hostel_slug_key') return save(true);
    throw error;
  }
}

/** The name's slug, or the slug with the start of the hostel id when another hostel has it. */
async function freeSlug(tx: Tx, hostelId: string, base: string, suffixAlways: boolean): Promise<string> {
  if (suffixAlways) return `${base}-${hostelId.slice(0, 8)}`;
  const taken = await tx.hostel.findFirst({
    where: { slug: base, id: { not: hostelId } },
    select: { id: true },
  });
  return taken ? `${base}-${hostelId.slice(0, 8)}` : base;
}

export async function updateHostelLocation(
  prisma: PrismaClient,
  owner: User,
  id: string,
  input: LocationInput,
) {
  const check = new FieldCheck();
  const address = check.text('address', input.address, 'The address', 3, LIMITS.addressMax);
  const city = check.text('city', input.city, 'The city', 2, LIMITS.cityMax);
  const country = check.text('country', input.country, 'The country', 2, LIMITS.countryMax);
  if (!Number.isFinite(input.latitude) || Math.abs(input.latitude) > 90) {
    check.add('latitude', 'The latitude must be between -90 and 90.');
  }
  if (!Number.isFinite(input.longitude) || Math.abs(input.longitude) > 180) {
    check.add('longitude', 'The longitude must be between -180 and 180.');
  }
  check.throwIfAny();

  return prisma.$transaction(async (tx) => {
    const hostel = await editableHostel(tx, owner, id);
    const point = { latitude: input.latitude, longitude: input.longitude };
    await tx.hostelUniversity.deleteMany({ where: { hostelId: id } });
    const nearby = await nearbyUniversities(tx, point);
    if (nearby.length > 0) {
      await tx.hostelUniversity.createMany({
        data: nearby.map((university) => ({ hostelId: id, ...university })),
      });
    }
    return tx.hostel.update({
      where: { id },
      data: { address, city, country, ...point, listingStep: nextStep(hostel, STEP.location) },
    });
  });
}

/** Universities within NEARBY_RADIUS_KM, with their distance: stored so search can use an index. */
async function nearbyUniversities(tx: Tx, point: LatLng) {
  const box = boundingBox(point, NEARBY_RADIUS_KM);
  const candidates = await tx.university.findMany({
    where: {
      latitude: { gte: box.minLatitude, lte: box.maxLatitude },
      longitude: { gte: box.minLongitude, lte: box.maxLongitude },
    },
    select: { id: true, latitude: true, longitude: true },
  });
  return candidates
    .map((university) => ({ universityId: university.id, distanceMeters: distanceMeters(point, university) }))
    .filter((university) => university.distanceMeters <= NEARBY_RADIUS_KM * 1000);
}

/** Takes a listing off the platform for good (existing reservations are not touched). */
export async function archiveHostel(prisma: PrismaClient, owner: User, id: string) {
  return prisma.$transaction(async (tx) => {
    const hostel = await ownHostel(tx, owner, id, true);
    if (!canArchiveHostel(owner, hostel)) throw conflict('This listing is already archived.');
    return tx.hostel.update({ where: { id: hostel.id }, data: { status: 'ARCHIVED' } });
  });
}
