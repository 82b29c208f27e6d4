// The files jobs' hand-written SQL (file.jobs.ts): unattached uploads found and deleted, and images
// still without their copies claimed.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type File } from '../../generated/prisma/client.js';

// Every row that can point at a file. A new one (a message attachment, ...) must be added here, or
// the deletion below deletes files it uses.
const unattached = Prisma.sql`
  NOT EXISTS (SELECT 1 FROM "User" x WHERE x."avatarId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "HostelPhoto" x WHERE x."fileId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "RoomTypePhoto" x WHERE x."fileId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "Hostel" x WHERE x."ownershipProofId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "Reservation" x WHERE x."studentDocumentId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "MessageAttachment" x WHERE x."fileId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "SupportAttachment" x WHERE x."fileId" = f.id)`;

/** Locks (SKIP LOCKED) up to `limit` files created by `before` that nothing points at; answers their ids. */
export const claimUnattached = (sql: SqlQuery, before: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT f.id FROM "File" f WHERE f."createdAt" <= ${before} AND ${unattached}
    ORDER BY f.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

/** Deletes the file's row if nothing points at it (checked again); answers what was stored, or undefined. */
export async function deleteIfUnattached(sql: SqlQuery, id: string) {
  const [file] = await sql<Pick<File, 'storagePath' | 'variants'>>(Prisma.sql`
    DELETE FROM "File" f WHERE f.id = ${id}::uuid AND ${unattached}
    RETURNING f."storagePath", f.variants`);
  return file;
}

/**
 * Locks (FOR NO KEY UPDATE SKIP LOCKED) up to `limit` images without copies; answers their ids.
 * NO KEY UPDATE leaves attaching a file (a key-share lock) free.
 */
export const claimImagesWithoutVariants = (sql: SqlQuery, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "File" WHERE kind = 'IMAGE' AND variants IS NULL
    ORDER BY id LIMIT ${limit} FOR NO KEY UPDATE SKIP LOCKED`);
