// Published hostels written straight into the database, so search tests can have dozens of them
// quickly. The columns search reads (minPricePerBed, monthlyPrice, rating, distances) are set as the
// services would.
import { randomUUID } from 'node:crypto';
import { monthlyEquivalent } from '@hostel/common';
import type { Database } from '../../../core/db.js';
import type { GenderPolicy } from '../../../generated/prisma/client.js';

export interface HostelSpec {
  ownerId: string;
  name?: string;
  city: string;
  genderPolicy?: GenderPolicy;
  amenities?: string[];
  ratingAverage?: number;
  reviewCount?: number;
  /** One room type per entry (priced per MONTH unless said). */
  rooms?: {
    totalBeds: number;
    pricePerBed: number;
    pricePeriod?: 'NIGHT' | 'MONTH' | 'SEMESTER';
    /** SEMESTER rooms: the term, YYYY-MM-DD, termEnd the departure day. */
    term?: { start: string; end: string };
  }[];
  /** Of every room type (default GHS). */
  currency?: string;
  timeZone?: string;
  /** Stored distances to universities, as updateHostelLocation computes them. */
  universities?: { universityId: string; distanceMeters: number }[];
  status?: 'PUBLISHED' | 'DRAFT';
  publishedAt?: Date;
  /** Where it is (default central Accra). */
  location?: { latitude: number; longitude: number };
}

export async function insertHostel(db: Database, spec: HostelSpec) {
  const id = randomUUID();
  const rooms = spec.rooms ?? [{ totalBeds: 4, pricePerBed: 5000 }];
  const currency = spec.currency ?? 'GHS';
  const period = (room: (typeof rooms)[number]) => room.pricePeriod ?? 'MONTH';
  const monthly = rooms
    .map((room) =>
      monthlyEquivalent(
        { pricePerBed: room.pricePerBed, pricePeriod: period(room) },
        room.term && { checkIn: room.term.start, checkOut: room.term.end },
      ),
    )
    .filter((price): price is number => price !== null);
  const day = (value?: string) => (value ? new Date(`${value}T00:00:00Z`) : null);
  const fileId = randomUUID();
  await db.prisma.$transaction(async (tx) => {
    await tx.file.create({
      data: {
        id: fileId,
        uploaderId: spec.ownerId,
        kind: 'IMAGE',
        originalName: 'cover.jpg',
        storagePath: `images/test/${fileId}.jpg`,
        publicUrl: `http://files.test/${fileId}.jpg`,
        contentType: 'image/jpeg',
        size: 1,
        sha256: '0'.repeat(64),
      },
    });
    await tx.hostel.create({
      data: {
        id,
        ownerId: spec.ownerId,
        name: spec.name ?? `Hostel ${id.slice(0, 6)}`,
        slug: `hostel-${id}`,
        city: spec.city,
        country: 'Ghana',
        address: '1 Test Street',
        ...(spec.location ?? { latitude: 5.6, longitude: -0.18 }),
        genderPolicy: spec.genderPolicy ?? 'MIXED',
        amenities: spec.amenities ?? [],
        ratingAverage: spec.ratingAverage ?? 0,
        reviewCount: spec.reviewCount ?? 0,
        status: spec.status ?? 'PUBLISHED',
        publishedAt: spec.status === 'DRAFT' ? null : (spec.publishedAt ?? new Date()),
        minPricePerBed: Math.min(...rooms.map((room) => room.pricePerBed)),
        monthlyPrice: monthly.length > 0 ? Math.min(...monthly) : null,
        currency,
        timeZone: spec.timeZone ?? 'Africa/Accra',
        listingStep: 5,
        photos: { create: [{ fileId, position: 0, isCover: true }] },
        roomTypes: {
          create: rooms.map((room, i) => ({
            name: `Room ${i + 1}`,
            bedsPerRoom: 1,
            totalBeds: room.totalBeds,
            pricePerBed: room.pricePerBed,
            currency,
            pricePeriod: period(room),
            termName: room.term ? 'Term' : null,
            termStart: day(room.term?.start),
            termEnd: day(room.term?.end),
          })),
        },
        universities: { create: spec.universities ?? [] },
      },
    });
  });
  const roomTypes = await db.prisma.roomType.findMany({ where: { hostelId: id }, orderBy: { name: 'asc' } });
  return { id, roomTypeIds: roomTypes.map((room) => room.id) };
}

/** Holds beds of a room type on given nights (what a reservation does to the inventory). */
export async function holdBeds(db: Database, roomTypeId: string, nights: string[], freeBeds: number) {
  const room = await db.prisma.roomType.findUniqueOrThrow({ where: { id: roomTypeId } });
  await db.prisma.roomNight.createMany({
    data: nights.map((night) => ({
      roomTypeId,
      night: new Date(`${night}T00:00:00Z`),
      totalBeds: room.totalBeds,
      freeBeds,
    })),
  });
}
