import { activeUserOf, type Viewer } from '../../core/auth.js';
import type { Database } from '../../core/db.js';
import type { File } from '../../generated/prisma/client.js';
import { toFileObject, type FileObject } from '../files/index.js';
import { batchLoader, groupBy, perRequest } from '../../core/loaders.js';
import {
  coverPhotosOf,
  nearbyUniversitiesOf,
  ownerCardsOf,
  photosOf,
  roomTypesOf,
  type RoomTypeRow,
} from './hostel.sql.js';
import type { HostelPhotoObject, NearbyUniversity, OwnerCard, Stay } from './hostel.types.js';

const stayKey = (stay?: Stay) => (stay ? `${stay.checkIn}/${stay.checkOut}` : '');

function createLoaders(db: Database, viewerId: string | null) {
  return {
    coverPhoto: batchLoader<string, FileObject | null>(async (ids) => {
      const rows = await coverPhotosOf(db.query, ids);
      return new Map(rows.map((row) => [row.forHostelId, toFileObject(row)]));
    }, null),

    photos: batchLoader<string, HostelPhotoObject[]>(async (ids) => {
      const rows = await photosOf(db.query, ids);
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
          const rows = await roomTypesOf(
            db.query,
            group.map((key) => key.hostelId),
            group[0]!.stay,
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
      const rows = await ownerCardsOf(db.query, ids);
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
      const rows = await nearbyUniversitiesOf(db.query, ids);
      return groupBy(rows, (row) => row.forHostelId);
    }, []),
  };
}

/** The hostel loaders of one request. */
export const hostelLoaders = perRequest((ctx: { db: Database; viewer: Viewer | null }) =>
  createLoaders(ctx.db, activeUserOf(ctx.viewer)?.id ?? null),
);
