// Universities, hostels (40 published plus drafts, pending and rejected ones), room types of
// different sizes, prices, periods and policies, photos and distances to nearby universities.
import { monthlyEquivalent } from '@hostel/common';
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Storage } from '../../api/src/core/storage/index.js';
import type { HostelStatus, Prisma, PricePeriod } from '../../api/src/generated/prisma/client.js';
import { OWNER_UIDS, userId } from './accounts.js';
import {
  AMENITIES,
  CITIES,
  GENDER_POLICIES,
  HOUSE_RULES,
  NAME_ENDS,
  NAME_STARTS,
  PERIODS,
  ROOM_AMENITIES,
  ROOM_TEMPLATES,
} from './data.js';
import { ensurePhotos, type PhotoSpec } from './photos.js';
import { addDays, createRandom, distanceMeters, seedId } from './random.js';

export const PUBLISHED_COUNT = 40;
// Index ranges after the published hostels: the owner flow's other states.
const OTHER_STATUSES: HostelStatus[] = [
  'DRAFT',
  'DRAFT',
  'PENDING_REVIEW',
  'PENDING_REVIEW',
  'PENDING_REVIEW',
  'REJECTED',
];
const ROOM_PHOTO_COUNT = 12;

export interface SeededRoom {
  id: string;
  hostelId: string;
  ownerId: string;
  totalBeds: number;
  pricePerBed: number;
  pricePeriod: PricePeriod;
  currency: string;
  status: HostelStatus;
  /** The hostel's: earnings are released 24 h after midnight of check-in there. */
  timeZone: string;
}

export async function seedUniversities(prisma: PrismaClient): Promise<string[]> {
  const data = CITIES.flatMap((city) =>
    city.universities.map((u) => ({
      id: seedId(`university/${u.slug}`),
      ...u,
      city: city.name,
      country: city.country,
    })),
  );
  await prisma.university.createMany({ data, skipDuplicates: true });
  return data.map((u) => u.id);
}

export async function seedHostels(
  prisma: PrismaClient,
  storage: Storage,
  today: Date,
): Promise<SeededRoom[]> {
  const r = createRandom(2026);
  const hostels: Prisma.HostelCreateManyInput[] = [];
  const links: Prisma.HostelUniversityCreateManyInput[] = [];
  const rooms: Prisma.RoomTypeCreateManyInput[] = [];
  const photos: Prisma.HostelPhotoCreateManyInput[] = [];
  const roomPhotos: Prisma.RoomTypePhotoCreateManyInput[] = [];
  const specs: PhotoSpec[] = [];
  const seeded: SeededRoom[] = [];

  for (let i = 0; i < ROOM_PHOTO_COUNT; i++) {
    specs.push({
      id: seedId(`file/room/${i}`),
      scene: 'room',
      seed: 500 + i,
      storagePath: `seed/rooms/room-${i + 1}.jpg`,
      originalName: `room-${i + 1}.jpg`,
    });
  }
  const total = PUBLISHED_COUNT + OTHER_STATUSES.length;
  for (let i = 0; i < total; i++) {
    const status: HostelStatus = i < PUBLISHED_COUNT ? 'PUBLISHED' : OTHER_STATUSES[i - PUBLISHED_COUNT]!;
    const city = CITIES[i % CITIES.length]!;
    const near = city.universities[i % city.universities.length]!;
    const latitude = +(near.latitude + (r.next() - 0.5) * 0.03).toFixed(5);
    const longitude = +(near.longitude + (r.next() - 0.5) * 0.03).toFixed(5);
    const name = `${NAME_STARTS[i % NAME_STARTS.length]} ${NAME_ENDS[(i * 7) % NAME_ENDS.length]}`;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${city.name.toLowerCase()}-${i + 1}`;
    const id = seedId(`hostel/${i}`);
    // The demo owner runs every fifth hostel, so their dashboard has listings in every state.
    const ownerId = userId(
      i % 5 === 0 || i >= PUBLISHED_COUNT ? 'demo-owner' : OWNER_UIDS[1 + (i % (OWNER_UIDS.length - 1))]!,
    );
    const templates = r.sample(ROOM_TEMPLATES, r.int(2, 4)).sort((a, b) => a.bedsPerRoom - b.bedsPerRoom);
    const period = r.pick(PERIODS);
    let minPrice = Number.POSITIVE_INFINITY;
    let monthlyPrice = Number.POSITIVE_INFINITY;
    templates.forEach((t, k) => {
      const [lo, hi] = city.prices[period];
      const pricePerBed = Math.round((r.int(lo, hi) * t.factor) / 100) * 100;
      minPrice = Math.min(minPrice, pricePerBed);
      const roomId = seedId(`room/${i}/${k}`);
      const totalBeds = r.int(...t.rooms) * t.bedsPerRoom;
      const term =
        period === 'SEMESTER'
          ? { termName: 'Semester 1, 2026/27', termStart: addDays(today, 30), termEnd: addDays(today, 150) }
          : {};
      // As the pricing services keep it (listing.shared.ts): search compares it without dates.
      const plain = (date?: Date) => date?.toISOString().slice(0, 10);
      const monthly = monthlyEquivalent(
        { pricePerBed, pricePeriod: period },
        term.termStart && { checkIn: plain(term.termStart)!, checkOut: plain(term.termEnd)! },
      );
      if (monthly !== null) monthlyPrice = Math.min(monthlyPrice, monthly);
      rooms.push({
        id: roomId,
        hostelId: id,
        name: t.name,
        bedsPerRoom: t.bedsPerRoom,
        totalBeds,
        pricePerBed,
        currency: city.currency,
        pricePeriod: period,
        amenities: r.sample(ROOM_AMENITIES, r.int(2, 4)),
        description: `${t.name} with ${t.bedsPerRoom === 1 ? 'one bed' : `${t.bedsPerRoom} beds`}.`,
        ...term,
      });
      roomPhotos.push({
        id: seedId(`room-photo/${i}/${k}`),
        roomTypeId: roomId,
        fileId: seedId(`file/room/${(i + k) % ROOM_PHOTO_COUNT}`),
        position: 0,
      });
      seeded.push({
        id: roomId,
        hostelId: id,
        ownerId,
        totalBeds,
        pricePerBed,
        pricePeriod: period,
        currency: city.currency,
        status,
        timeZone: city.timeZone,
      });
    });
    const photoCount = status === 'DRAFT' ? 1 : 3;
    for (let p = 0; p < photoCount; p++) {
      const fileId = seedId(`file/hostel/${i}/${p}`);
      specs.push({
        id: fileId,
        scene: 'building',
        seed: i * 10 + p,
        storagePath: `seed/hostels/${slug}-${p + 1}.jpg`,
        originalName: `${slug}-${p + 1}.jpg`,
      });
      photos.push({
        id: seedId(`hostel-photo/${i}/${p}`),
        hostelId: id,
        fileId,
        position: p,
        isCover: p === 0,
      });
    }
    for (const u of city.universities) {
      links.push({
        hostelId: id,
        universityId: seedId(`university/${u.slug}`),
        distanceMeters: distanceMeters({ latitude, longitude }, u),
      });
    }
    const listed = status !== 'DRAFT';
    hostels.push({
      id,
      ownerId,
      name,
      slug,
      status,
      latitude,
      longitude,
      city: city.name,
      country: city.country,
      timeZone: city.timeZone,
      currency: city.currency,
      address: `${r.int(2, 120)} ${r.pick(city.streets)}, ${city.name}`,
      description: `${name} is a ${r.pick(['friendly', 'quiet', 'lively', 'modern'])} student residence ${(distanceMeters({ latitude, longitude }, near) / 1000).toFixed(1)} km from ${near.name}. Rooms are furnished and bills are included.`,
      amenities: r.sample(AMENITIES, r.int(4, 9)),
      houseRules: r.pick(HOUSE_RULES),
      genderPolicy: r.pick(GENDER_POLICIES),
      cancellationPolicy: r.pick(['FLEXIBLE', 'MODERATE', 'STRICT'] as const),
      listingStep: listed ? 6 : 2,
      minPricePerBed: minPrice,
      monthlyPrice: Number.isFinite(monthlyPrice) ? monthlyPrice : null,
      rejectionReason:
        status === 'REJECTED'
          ? 'The photos do not show the rooms; add at least one photo of a bedroom.'
          : null,
      submittedAt: listed ? addDays(today, -30 - i) : null,
      publishedAt: status === 'PUBLISHED' ? addDays(today, -28 - i) : null,
    });
  }

  await ensurePhotos(prisma, storage, specs, userId('demo-owner'));
  await prisma.hostel.createMany({ data: hostels, skipDuplicates: true });
  await prisma.hostelUniversity.createMany({ data: links, skipDuplicates: true });
  await prisma.roomType.createMany({ data: rooms, skipDuplicates: true });
  await prisma.hostelPhoto.createMany({ data: photos, skipDuplicates: true });
  await prisma.roomTypePhoto.createMany({ data: roomPhotos, skipDuplicates: true });
  return seeded;
}
