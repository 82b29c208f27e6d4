// What reviews tell people: the owner of a new review, the author of a review hidden by an admin.
// Written in the review's or decision's transaction.
import { asSentence } from '@hostel/common';
import { sqlOf, type Tx } from '../../core/db.js';
import type { Review } from '../../generated/prisma/client.js';
import { notify, type Notice } from '../notifications/index.js';

const stars = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** The hostel's owner hears of each new review (once per review). */
export async function noticeReviewPosted(tx: Tx, review: Review): Promise<Notice[]> {
  const hostel = await tx.hostel.findUniqueOrThrow({
    where: { id: review.hostelId },
    select: { name: true, ownerId: true },
  });
  const notice = await notify(sqlOf(tx), {
    userId: hostel.ownerId,
    kind: 'REVIEW_POSTED',
    subjectId: review.id,
    title: `New review of ${hostel.name}: ${stars(review.overall)}`,
    body: `"${review.comment.length > 200 ? `${review.comment.slice(0, 197)}...` : review.comment}" You can reply to it once.`,
    link: '/dashboard/reviews',
  });
  return notice ? [notice] : [];
}

/** The author hears their review was hidden, with the reason (once per hiding: it may be restored and hidden again). */
export async function noticeReviewHidden(tx: Tx, review: Review, reason: string): Promise<Notice[]> {
  const hostel = await tx.hostel.findUniqueOrThrow({
    where: { id: review.hostelId },
    select: { name: true },
  });
  const notice = await notify(sqlOf(tx), {
    userId: review.authorId,
    kind: 'REVIEW_HIDDEN',
    subjectId: `${review.id}@${review.hiddenAt?.toISOString() ?? ''}`,
    title: `Your review of ${hostel.name} was hidden`,
    body: `An admin hid your review. The reason: ${asSentence(reason)} Contact support if you think this is a mistake.`,
    link: `/students/reservation/Details?id=${review.reservationId}`,
  });
  return notice ? [notice] : [];
}
