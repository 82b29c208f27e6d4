import { Prisma } from '../../generated/prisma/client.js';
import { BATCH_SIZE, processClaimed, type Job } from '../../core/jobs.js';
import type { Tx } from '../../core/db.js';
import type { Storage } from '../../core/storage/index.js';

/** How long an upload may wait to be attached to something (a photo, an avatar, a document). */
export const UNATTACHED_UPLOAD_HOURS = 24;

// Every row that can point at a file. A new one (a message attachment, ...) must be added here, or
// the job below deletes files it uses.
const unattached = Prisma.sql`
  NOT EXISTS (SELECT 1 FROM "User" x WHERE x."avatarId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "HostelPhoto" x WHERE x."fileId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "RoomTypePhoto" x WHERE x."fileId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "Hostel" x WHERE x."ownershipProofId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "Reservation" x WHERE x."studentDocumentId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "MessageAttachment" x WHERE x."fileId" = f.id)
  AND NOT EXISTS (SELECT 1 FROM "SupportAttachment" x WHERE x."fileId" = f.id)`;

/**
 * Uploads never attached to anything within UNATTACHED_UPLOAD_HOURS: the row, then the stored
 * object. Each claimed row is checked again once locked: attaching a file takes a key-share lock on
 * it, so an attachment is either committed before that check (and the file kept) or waits for it.
 */
export function deleteUnattachedUploads(storage: Storage): Job {
  return {
    name: 'files.delete-unattached',
    run: (db, now) => {
      const before = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000);
      return processClaimed(
        db,
        (tx) => tx.$queryRaw`
          SELECT f.id FROM "File" f WHERE f."createdAt" <= ${before} AND ${unattached}
          ORDER BY f.id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
        async (tx: Tx, id) => {
          const [file] = await tx.$queryRaw<{ storagePath: string }[]>`
            DELETE FROM "File" f WHERE f.id = ${id}::uuid AND ${unattached} RETURNING f."storagePath"`;
          // Missing objects are fine: a run whose commit failed after this may have removed it.
          if (file) await storage.delete(file.storagePath);
        },
      );
    },
  };
}
