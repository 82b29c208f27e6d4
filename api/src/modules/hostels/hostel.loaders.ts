import { activeUserOf, type Viewer } from '../../core/auth.js';
import type { Database } from '../../core/db.js';
import { Prisma, type File, type RoomType } from '../../generated/prisma/client.js';
import { toFileObject, type FileObject } from '../files/index.js';
import { freeBedsSql } from '../inventory/index.js';
import { batchLoader, groupBy, perRequest } from '../../core/loaders.js';
import type { HostelPhotoObject, NearbyUniversity, OwnerCard, Stay } from './hostel.types.js';

export type RoomTypeRow = RoomType & { availableBeds: number | null };

const stayKey = (stay?: Stay) => (stay ? `${stay.checkIn}/${stay.checkOut}` : '');

/**
 * Room types of many hostels in one statement; with stay dates, the beds free on every night of the
 * stay. A room let only for its term has the beds free for the whole term, whatever the dates: the
 * term is what a student would reserve.
 */
export function roomTypesStatement(hostelIds: string[], stay?: Stay): Prisma.Sql {
  const rt = Prisma.raw('rt');
  const free = stay ? freeBedsSql(rt, stay) : Prisma.sql`NULL::int`;
  const term = freeBedsSql(rt, { checkIn: Prisma.sql`rt."termStart"`, checkOut: Prisma.sql`rt."termEnd"` });
  return Prisma.sql`
    SELECT rt.*, CASE WHEN rt."pricePeriod" = 'SEMESTER' AND rt."termStart" IS NOT NULL AND rt."termEnd" IS NOT NULL
      THEN ${term} ELSE ${free} END AS "availableBeds" FROM "RoomType" rt
    WHERE rt."hostelId" = ANY(${hostelIds}::uuid[]) AND NOT rt.archived
    ORDER BY rt."hostelId", rt."pricePerBed", rt.name, rt.id`;
}

/** The cover photo of each hostel (the flagged cover, else the first photo). */
export const coverPhotosStatement = (hostelIds: string[]) => Prisma.sql`
  SELECT DISTINCT ON (hp."hostelId") hp."hostelId" AS "forHostelId", f.*
  FROM "HostelPhoto" hp JOIN "File" f ON f.id = hp."fileId"
  WHERE hp."hostelId" = ANY(${hostelIds}::uuid[])
  ORDER BY hp."hostelId", hp."isCover" DESC, hp.position`;

/** Public owner cards: display name, member since and avatar file. */
export const ownerCardsStatement = (userIds: string[]) => Prisma.sql`
  SELECT u.id AS "userId", u."displayName", u."createdAt" AS "memberSince", f.*
  FROM "User" u LEFT JOIN "File" f ON f.id = u."avatarId" WHERE u.id = ANY(${userIds}::uuid[])`;

type FileWithHostel = File & { forHostelId: string };
type PhotoRow = File & {
  forHostelId: string;
  photoId: string;
  position: number;
  isCover: boolean;
  caption: string | null;
};
type OwnerRow = Omit<File, 'id'> & {
  id: string | null;
  userId: string;
  displayName: string;
  memberSince: Date;
};

function createLoaders(db: Database, viewerId: string | null) {
  return {
    coverPhoto: batchLoader<string, FileObject | null>(async (ids) => {
      const rows = await db.query<FileWithHostel>(coverPhotosStatement(ids));
      return new Map(rows.map((row) => [row.forHostelId, toFileObject(row)]));
    }, null),

    photos: batchLoader<string, HostelPhotoObject[]>(async (ids) => {
      const rows = await db.query<PhotoRow>(Prisma.sql`
        SELECT hp."hostelId" AS "forHostelId", hp.id AS "photoId", hp.position, hp."isCover", hp.caption, f.*
        FROM "HostelPhoto" hp JOIN "File" f ON f.id = hp."fileId"
        WHERE hp."hostelId" = ANY(${ids}::uuid[]) ORDER BY hp.position`);
      const photos = rows.map((row) => ({
        forHostelId: row.forHostelId,
        id: row.photoId,
        position: row.position,
        isCover: row.isCover,
        caption: row.caption,
        file: toFileObject(row),
      }));
      return groupBy(photos, (photo) => photo.forHostelId);
    }, []),

    roomTypes: batchLoader<{ hostelId: string; stay?: Stay }, RoomTypeRow[]>(
      async (keys) => {
        const result = new Map<string, RoomTypeRow[]>();
        // One statement per distinct stay: in practice every hostel of a page shares the same one.
        for (const [, group] of groupBy(keys, (key) => stayKey(key.stay))) {
          const rows = await db.query<RoomTypeRow>(
            roomTypesStatement(
              group.map((key) => key.hostelId),
              group[0]!.stay,
            ),
          );
          const byHostel = groupBy(rows, (row) => row.hostelId);
          for (const key of group)
            result.set(`${key.hostelId}|${stayKey(key.stay)}`, byHostel.get(key.hostelId) ?? []);
        }
        return result;
      },
      [],
      (key) => `${key.hostelId}|${stayKey(key.stay)}`,
    ),

    owner: batchLoader<string, OwnerCard | null>(async (ids) => {
      const rows = await db.query<OwnerRow>(ownerCardsStatement(ids));
      return new Map(
        rows.map((row) => [
          row.userId,
          {
            id: row.userId,
            displayName: row.displayName,
            memberSince: row.memberSince,
            avatar: row.id ? toFileObject(row as File) : null,
          },
        ]),
      );
    }, null),

    isFavourite: batchLoader<string, boolean>(async (ids) => {
      if (!viewerId) return new Map();
      const rows = await db.prisma.favourite.findMany({
        where: { userId: viewerId, hostelId: { in: ids } },
        select: { hostelId: true },
      });
      return new Map(rows.map((row) => [row.hostelId, true]));
    }, false),

    file: batchLoader<string, FileObject | null>(async (ids) => {
      const rows = await db.prisma.file.findMany({ where: { id: { in: ids } } });
      return new Map(rows.map((row) => [row.id, toFileObject(row)]));
    }, null),

    nearbyUniversities: batchLoader<string, NearbyUniversity[]>(async (ids) => {
      const rows = await db.query<NearbyUniversity & { forHostelId: string }>(Prisma.sql`
        SELECT hu."hostelId" AS "forHostelId", u.id, u.name, u.city, hu."distanceMeters"
        FROM "HostelUniversity" hu JOIN "University" u ON u.id = hu."universityId"
        WHERE hu."hostelId" = ANY(${ids}::uuid[]) ORDER BY hu."distanceMeters", u.name`);
      return groupBy(rows, (row) => row.forHostelId);
    }, []),
  };
}

/** The hostel loaders of one request. */
export const hostelLoaders = perRequest((ctx: { db: Database; viewer: Viewer | null }) =>
  createLoaders(ctx.db, activeUserOf(ctx.viewer)?.id ?? null),
);
