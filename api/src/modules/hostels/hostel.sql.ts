// The hostel loaders' batch reads (hostel.loaders.ts): one statement per relation for a page of hostels.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type File, type RoomType } from '../../generated/prisma/client.js';
import { freeBedsSql } from '../inventory/index.js';
import type { NearbyUniversity, Stay } from './hostel.types.js';

export type RoomTypeRow = RoomType & { availableBeds: number | null };

/**
 * Room types of many hostels in one statement; with stay dates, the beds free on every night of the
 * stay. A room let only for its term has the beds free for the whole term, whatever the dates: the
 * term is what a student would reserve.
 */
export function roomTypesOf(sql: SqlQuery, hostelIds: string[], stay?: Stay) {
  const rt = Prisma.raw('rt');
  const free = stay ? freeBedsSql(rt, stay) : Prisma.sql`NULL::int`;
  const term = freeBedsSql(rt, { checkIn: Prisma.sql`rt."termStart"`, checkOut: Prisma.sql`rt."termEnd"` });
  return sql<RoomTypeRow>(Prisma.sql`
    SELECT rt.*, CASE WHEN rt."pricePeriod" = 'SEMESTER' AND rt."termStart" IS NOT NULL AND rt."termEnd" IS NOT NULL
      THEN ${term} ELSE ${free} END AS "availableBeds" FROM "RoomType" rt
    WHERE rt."hostelId" = ANY(${hostelIds}::uuid[]) AND NOT rt.archived
    ORDER BY rt."hostelId", rt."pricePerBed", rt.name, rt.id`);
}

/** The cover photo's file of each hostel (the flagged cover, else the first photo). */
export const coverPhotosOf = (sql: SqlQuery, hostelIds: string[]) =>
  sql<File & { forHostelId: string }>(Prisma.sql`
    SELECT DISTINCT ON (hp."hostelId") hp."hostelId" AS "forHostelId", f.*
    FROM "HostelPhoto" hp JOIN "File" f ON f.id = hp."fileId"
    WHERE hp."hostelId" = ANY(${hostelIds}::uuid[])
    ORDER BY hp."hostelId", hp."isCover" DESC, hp.position`);

/** Every photo of the hostels with its file, in order. */
export const photosOf = (sql: SqlQuery, hostelIds: string[]) =>
  sql<
    File & {
      forHostelId: string;
      photoId: string;
      position: number;
      isCover: boolean;
      caption: string | null;
    }
  >(
    Prisma.sql`
      SELECT hp."hostelId" AS "forHostelId", hp.id AS "photoId", hp.position, hp."isCover", hp.caption, f.*
      FROM "HostelPhoto" hp JOIN "File" f ON f.id = hp."fileId"
      WHERE hp."hostelId" = ANY(${hostelIds}::uuid[]) ORDER BY hp.position`,
  );

/** Public owner cards: display name, member since and avatar file (its columns null without one). */
export const ownerCardsOf = (sql: SqlQuery, userIds: string[]) =>
  sql<Omit<File, 'id'> & { id: string | null; userId: string; displayName: string; memberSince: Date }>(
    Prisma.sql`
      SELECT u.id AS "userId", u."displayName", u."createdAt" AS "memberSince", f.*
      FROM "User" u LEFT JOIN "File" f ON f.id = u."avatarId" WHERE u.id = ANY(${userIds}::uuid[])`,
  );

/** The universities near each hostel, nearest first. */
export const nearbyUniversitiesOf = (sql: SqlQuery, hostelIds: string[]) =>
  sql<NearbyUniversity & { forHostelId: string }>(Prisma.sql`
    SELECT hu."hostelId" AS "forHostelId", u.id, u.name, u.city, hu."distanceMeters"
    FROM "HostelUniversity" hu JOIN "University" u ON u.id = hu."universityId"
    WHERE hu."hostelId" = ANY(${hostelIds}::uuid[]) ORDER BY hu."distanceMeters", u.name`);
