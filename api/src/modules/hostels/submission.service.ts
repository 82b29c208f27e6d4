import { noticeSubmitted } from './listing.notices.js';
import { writeAs } from '../../core/acting-user.js';
import type { Database, Tx } from '../../core/db.js';
import { conflict, type FieldErrors } from '../../core/errors.js';
import type { Hostel, User } from '../../generated/prisma/client.js';
import { canSubmitHostel } from './hostel.policies.js';
import { FieldCheck } from '../../core/field-check.js';
import { ownHostel } from './listing.shared.js';
import { checkOwnFiles } from './photos.service.js';

/** What still stops a listing from going to review, keyed by the step's field. */
export async function missingSteps(tx: Tx, hostel: Hostel): Promise<FieldErrors> {
  const missing: FieldErrors = {};
  if (!hostel.name) missing.name = 'Add the name and description (step 1).';
  if (!hostel.address || hostel.latitude === null)
    missing.location = 'Add the address and map position (step 2).';
  const rooms = await tx.roomType.findMany({ where: { hostelId: hostel.id, archived: false } });
  if (rooms.length === 0) missing.roomTypes = 'Add at least one room type (step 3).';
  const photos = await tx.hostelPhoto.count({ where: { hostelId: hostel.id } });
  if (photos === 0) missing.photos = 'Add at least one photo (step 3).';
  const unpriced = rooms.find((room) => room.pricePerBed <= 0);
  if (unpriced) missing.pricing = `Set a price for "${unpriced.name}" (price step).`;
  return missing;
}

/** Sends a complete listing, with the proof of ownership, to the admins' moderation queue. */
export async function submitHostelForReview(
  { db }: { db: Database },
  owner: User,
  id: string,
  ownershipProofFileId: string,
) {
  const submitted = await writeAs(db, owner.id, async (tx) => {
    const hostel = await ownHostel(tx, owner, id, true);
    if (!canSubmitHostel(owner, hostel)) {
      throw conflict(
        hostel.status === 'PENDING_REVIEW'
          ? 'This listing is already waiting for review.'
          : 'Only a draft or a rejected listing can be submitted for review.',
      );
    }
    const check = new FieldCheck();
    for (const [field, message] of Object.entries(await missingSteps(tx, hostel))) check.add(field, message);
    await checkOwnFiles(
      tx,
      check,
      owner,
      [{ field: 'ownershipProofFileId', id: ownershipProofFileId }],
      'ARCHIVE',
    );
    check.throwIfAny();
    const submitted = await tx.hostel.update({
      where: { id },
      data: {
        status: 'PENDING_REVIEW',
        submittedAt: new Date(),
        rejectionReason: null,
        ownershipProofId: ownershipProofFileId,
      },
    });
    await noticeSubmitted(tx, submitted);
    return submitted;
  });
  return submitted;
}
