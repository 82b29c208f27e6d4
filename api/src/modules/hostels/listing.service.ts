import { randomUUID } from 'node:crypto';
import { checkBasics, checkLocation, NEARBY_RADIUS_KM } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { violatedConstraint, type Database, type Tx } from '../../core/db.js';
import { conflict } from '../../core/errors.js';
import type { GenderPolicy, Hostel, User } from '../../generated/prisma/client.js';
import { boundingBox, distanceMeters, type LatLng } from './geo.js';
import { FieldCheck } from '../../core/field-check.js';
import { createOnce, type Keyed } from '../../core/idempotency.js';
import { canArchiveHostel } from './hostel.policies.js';
import { editableHostel, nextStep, ownHostel, STEP } from './listing.shared.js';
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
  timeZone?: string | null;
}

/**
 * A draft the owner fills step by step (and can resume from `myHostels`): their untouched one (no
 * step saved yet) when they have it, so every "Start a new listing" does not leave an empty draft.
 */
export function createHostelDraft(db: Database, owner: User, keyed: Keyed | null = null): Promise<Hostel> {
  return createOnce(
    db,
    owner.id,
    keyed,
    async (tx) => {
      // The owner's row, locked by createOnce, orders concurrent starts: two at once leave one empty draft.
      const untouched = await tx.hostel.findFirst({
        where: { ownerId: owner.id, status: 'DRAFT', listingStep: 0, name: '' },
        orderBy: { createdAt: 'asc' },
      });
      // The real slug comes from the name in step 1; until then a unique placeholder.
      const draft =
        untouched ??
        (await tx.hostel.create({ data: { ownerId: owner.id, name: '', slug: `draft-${randomUUID()}` } }));
      return { id: draft.id, answer: draft };
    },
    (tx, id) => tx.hostel.findFirst({ where: { id, ownerId: owner.id } }),
  );
}

export async function updateHostelBasics(db: Database, owner: User, id: string, input: BasicsInput) {
  const check = new FieldCheck();
  const { name, description, houseRules } = checkBasics(check, input);
  check.throwIfAny();

  const save = (suffixAlways: boolean) =>
    writeAs(db, owner.id, async (tx) => {
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

export async function updateHostelLocation(db: Database, owner: User, id: string, input: LocationInput) {
  const check = new FieldCheck();
  const { address, city, country } = checkLocation(check, input);
  check.throwIfAny();

  return writeAs(db, owner.id, async (tx) => {
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
      data: {
        address,
        city,
        country,
        ...point,
        ...(input.timeZone != null && { timeZone: input.timeZone }),
        listingStep: nextStep(hostel, STEP.location),
      },
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
export async function archiveHostel(db: Database, owner: User, id: string) {
  return writeAs(db, owner.id, async (tx) => {
    const hostel = await ownHostel(tx, owner, id, true);
    if (!canArchiveHostel(owner, hostel)) throw conflict('This listing is already archived.');
    return tx.hostel.update({ where: { id: hostel.id }, data: { status: 'ARCHIVED' } });
  });
}
