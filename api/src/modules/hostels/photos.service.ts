import { isUuid, LISTING_LIMITS, photoCountError, withoutContactDetails } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database, Tx } from '../../core/db.js';
import type { FileKind, User } from '../../generated/prisma/client.js';
import { FieldCheck } from '../../core/field-check.js';
import { editableHostel, nextStep, STEP } from './listing.shared.js';

export interface PhotoInput {
  fileId: string;
  caption?: string | null;
}

/**
 * Checks that each id names a file of `kind` that the caller uploaded; adds a per-field message
 * otherwise. `alsoAllowed` are files already attached to the listing.
 */
export async function checkOwnFiles(
  tx: Tx,
  check: FieldCheck,
  user: User,
  files: { field: string; id: string }[],
  kind: FileKind,
  alsoAllowed: string[] = [],
): Promise<void> {
  const ids = files.map((file) => file.id).filter(isUuid);
  const rows = ids.length
    ? await tx.file.findMany({
        where: { id: { in: ids } },
        select: { id: true, kind: true, uploaderId: true },
      })
    : [];
  const noun = kind === 'IMAGE' ? 'an image' : 'a ZIP archive';
  for (const { field, id } of files) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || (row.uploaderId !== user.id && !alsoAllowed.includes(id))) {
      check.add(field, 'This file was not found; upload it again.');
    } else if (row.kind !== kind) check.add(field, `This file must be ${noun}.`);
  }
}

/** Replaces the photos: their order is the array's order; the cover defaults to the first photo. */
export async function setHostelPhotos(
  db: Database,
  owner: User,
  id: string,
  photos: PhotoInput[],
  coverFileId: string | null | undefined,
) {
  return writeAs(db, owner.id, async (tx) => {
    const hostel = await editableHostel(tx, owner, id);
    const check = new FieldCheck();
    const countError = photoCountError(photos.length);
    if (countError) check.add('photos', countError);
    const seen = new Set<string>();
    const captions = photos.map((photo, i) => {
      if (seen.has(photo.fileId)) check.add(`photos.${i}.fileId`, 'This photo is in the list twice.');
      seen.add(photo.fileId);
      if (!photo.caption) return null;
      const caption = check.text(
        `photos.${i}.caption`,
        photo.caption,
        'The caption',
        0,
        LISTING_LIMITS.captionMax,
      );
      return withoutContactDetails(check, `photos.${i}.caption`, caption);
    });
    const cover = coverFileId ?? photos[0]?.fileId;
    if (coverFileId && !seen.has(coverFileId)) check.add('coverFileId', 'Choose the cover among the photos.');
    const attached = await tx.hostelPhoto.findMany({ where: { hostelId: id }, select: { fileId: true } });
    await checkOwnFiles(
      tx,
      check,
      owner,
      photos.map((photo, i) => ({ field: `photos.${i}.fileId`, id: photo.fileId })),
      'IMAGE',
      attached.map((photo) => photo.fileId),
    );
    check.throwIfAny();

    await tx.hostelPhoto.deleteMany({ where: { hostelId: id } });
    await tx.hostelPhoto.createMany({
      data: photos.map((photo, position) => ({
        hostelId: id,
        fileId: photo.fileId,
        position,
        caption: captions[position] || null,
        isCover: photo.fileId === cover,
      })),
    });
    return tx.hostel.update({ where: { id }, data: { listingStep: nextStep(hostel, STEP.photos) } });
  });
}
