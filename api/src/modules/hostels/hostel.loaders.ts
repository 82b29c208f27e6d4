import type { PrismaClient, SqlQuery } from '../../core/db.js';
import { Prisma, type File, type RoomType } from '../../generated/prisma/client.js';
import { toFileObject, type FileObject } from '../files/file.type.js';
import { BatchLoader, groupBy } from './batch-loader.js';
import type { HostelPhotoObject, NearbyUniversity, OwnerCard, Stay } from './hostel.types.js';

export type RoomTypeRow = RoomType & { availableBeds: number | null };

const stayKey = (stay?: Stay) => (stay ? `${stay.checkIn}/${stay.checkOut}` : '');

/**
 * Room types of many hostels in one statement; with stay dates, the beds free on every night of
 * the stay (a night without a RoomNight row has all its beds free).
 */
export function roomTypesStatement(hostelIds: string[], stay?: Stay): Prisma.Sql {
  const free = stay
    ? Prisma.sql`LEAST(rt."totalBeds", COALESCE((SELECT min(rn."freeBeds") FROM "RoomNight" rn
        WHERE rn."roomTypeId" = rt.id AND rn.night >= ${stay.checkIn}::date AND rn.night < ${stay.checkOut}::date),
        rt."totalBeds"))`
    : Prisma.sql`NULL::int`;
  return Prisma.sql`
    SELECT rt.*, ${free} AS "availableBeds" FROM "RoomType" rt
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

function createLoaders(prisma: PrismaClient, sql: SqlQuery, viewerId: string | null) {
  return {
    coverPhoto: new BatchLoader<string, FileObject | null>(async (ids) => {
      const rows = await sql<FileWithHostel>(coverPhotosStatement(ids));
      return new Map(rows.map((row) => [row.forHostelId, toFileObject(row)]));
    }, null),

    photos: new BatchLoader<string, HostelPhotoObject[]>(async (ids) => {
      const rows = await sql<PhotoRow>(Prisma.sql`
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

    roomTypes: new BatchLoader<{ hostelId: string; stay?: Stay }, RoomTypeRow[]>(
      async (keys) => {
        const result = new Map<string, RoomTypeRow[]>();
        // One statement per distinct stay: in practice every hostel of a page shares the same one.
        for (const [, group] of groupBy(keys, (key) => stayKey(key.stay))) {
          const rows = await sql<RoomTypeRow>(
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

    owner: new BatchLoader<string, OwnerCard | null>(async (ids) => {
      const rows = await sql<OwnerRow>(ownerCardsStatement(ids));
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

    isFavourite: new BatchLoader<string, boolean>(async (ids) => {
      if (!viewerId) return new Map();
      const rows = await prisma.favourite.findMany({
        where: { userId: viewerId, hostelId: { in: ids } },
        select: { hostelId: true },
      });
      return new Map(rows.map((row) => [row.hostelId, true]));
    }, false),

    file: new BatchLoader<string, FileObject | null>(async (ids) => {
      const rows = await prisma.file.findMany({ where: { id: { in: ids } } });
      return new Map(rows.map((row) => [row.id, toFileObject(row)]));
    }, null),

    nearbyUniversities: new BatchLoader<string, NearbyUniversity[]>(async (ids) => {
      const rows = await sql<NearbyUniversity & { forHostelId: string }>(Prisma.sql`
        SELECT hu."hostelId" AS "forHostelId", u.id, u.name, u.city, hu."distanceMeters"
        FROM "HostelUniversity" hu JOIN "University" u ON u.id = hu."universityId"
        WHERE hu."hostelId" = ANY(${ids}::uuid[]) ORDER BY hu."distanceMeters", u.name`);
      return groupBy(rows, (row) => row.forHostelId);
    }, []),
  };
}

export type HostelLoaders = ReturnType<typeof createLoaders>;

const perRequest = new WeakMap<object, HostelLoaders>();

/** The loaders of one request (the GraphQL context object identifies the request). */
export function hostelLoaders(ctx: {
  prisma: PrismaClient;
  sql: SqlQuery;
  viewer: { user: { id: string } | null } | null;
}) {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx.prisma, ctx.sql, ctx.viewer?.user?.id ?? null);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
