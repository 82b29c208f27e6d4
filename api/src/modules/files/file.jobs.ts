import { BATCH_SIZE, processClaimed, type Job } from '../../core/jobs.js';
import { sqlOf, type Tx } from '../../core/db.js';
import type { Storage } from '../../core/storage/index.js';
import type { Logger } from '../../core/logger.js';
import { claimImagesWithoutVariants, claimUnattached, deleteIfUnattached } from './file.sql.js';
import { deleteVariants, renderVariants, storeVariants, variantsOf, type ImageVariant } from './variants.js';

/** How long an upload may wait to be attached to something (a photo, an avatar, a document). */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Uploads never attached to anything (file.sql.ts lists what can point at a file) within
 * UNATTACHED_UPLOAD_HOURS: the row, then the stored objects (an image's copies too). Each claimed
 * row is checked again once locked: attaching a file takes a key-share lock on it, so an
 * attachment is either committed before that check (and the file kept) or waits for it.
 */
export function deleteUnattachedUploads(storage: Storage): Job {
  return {
    name: 'files.delete-unattached',
    run: (db, now, stop) => {
      const before = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000);
      return processClaimed(
        db,
        stop,
        (tx) => claimUnattached(sqlOf(tx), before, BATCH_SIZE),
        async (tx: Tx, id) => {
          const file = await deleteIfUnattached(sqlOf(tx), id);
          // Missing objects are fine: a run whose commit failed after this may have removed them.
          if (file) {
            await storage.delete(file.storagePath);
            await deleteVariants(storage, variantsOf(file.variants));
          }
        },
      );
    },
  };
}

/** Images per transaction: making one image's copies takes up to a few seconds. */
const VARIANTS_BATCH = 5;

/**
 * Makes the WebP copies of images stored before uploads made them (uploads and the seed make their
 * own). NO KEY UPDATE leaves attaching the file (a key-share lock) free, while the deletion above
 * (FOR UPDATE) skips an image being copied. An image whose copies cannot be made (its bytes gone or
 * unreadable) is marked with none, and warned about, so it is not tried every minute; it is served
 * as stored.
 */
export function makeMissingVariants(storage: Storage, logger: Logger): Job {
  return {
    name: 'files.image-variants',
    run: (db, _now, stop) =>
      processClaimed(
        db,
        stop,
        (tx) => claimImagesWithoutVariants(sqlOf(tx), VARIANTS_BATCH),
        async (tx: Tx, id) => {
          const { storagePath } = await tx.file.findUniqueOrThrow({
            where: { id },
            select: { storagePath: true },
          });
          let variants: ImageVariant[] = [];
          try {
            variants = await storeVariants(
              storage,
              storagePath,
              await renderVariants(await storage.read(storagePath)),
            );
          } catch (err) {
            logger.warn(
              { err, fileId: id },
              'Could not make the WebP copies of an image; it is served as stored',
            );
          }
          await tx.file.update({ where: { id }, data: { variants } });
        },
        VARIANTS_BATCH,
      ),
  };
}
