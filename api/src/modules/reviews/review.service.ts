import { checkReview, checkReviewReply, isUuid, reviewEditableUntil } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { toPlainDate } from '../../core/dates.js';
import { lockRow, type Database, type Tx } from '../../core/db.js';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { checkReason, FieldCheck } from '../../core/field-check.js';
import type { Prisma, User } from '../../generated/prisma/client.js';
import { canViewReservation } from '../reservations/index.js';
import { openReportTicket } from '../support/index.js';
import { noticeReviewPosted } from './review.notices.js';
import { lockHostelRatings, recomputeHostelRatings } from './review.aggregates.js';
import {
  canEditReview,
  canReplyToReview,
  canViewReview,
  isReviewAuthor,
  reviewRefusal,
} from './review.policies.js';
import type { CreateReviewInput, ReviewInput, ReviewObject, ReviewRow } from './review.types.js';

export const reviewRelations = {
  author: { include: { university: { select: { name: true } } } },
  roomType: { select: { name: true } },
  reservation: { select: { checkIn: true } },
  hostel: true,
} as const satisfies Prisma.ReviewInclude;

export function toReviewObject(row: ReviewRow): ReviewObject {
  return {
    id: row.id,
    hostelId: row.hostelId,
    reservationId: row.reservationId,
    overall: row.overall,
    cleanliness: row.cleanliness,
    location: row.location,
    value: row.value,
    security: row.security,
    staff: row.staff,
    comment: row.comment,
    // Reviews show the first name only: the rest of a name is nobody's business.
    authorFirstName: row.author.displayName.trim().split(/\s+/)[0] ?? '',
    authorUniversity: row.author.university?.name ?? null,
    stayMonth: toPlainDate(row.reservation.checkIn).slice(0, 7),
    roomTypeName: row.roomType.name,
    verifiedStay: true,
    status: row.status,
    ownerReply: row.ownerReply,
    ownerRepliedAt: row.ownerRepliedAt,
    ownerReplyEditedAt: row.ownerReplyEditedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    editedAt: row.editedAt,
    editableUntil: reviewEditableUntil(row.createdAt),
    row,
  };
}

const reviewNotFound = () => notFound('The review');

/** The review if the viewer may see it; NOT_FOUND otherwise, exactly like a missing one. */
export async function findReviewRow(db: Database | Tx, viewer: User | null, id: string): Promise<ReviewRow> {
  const client = 'prisma' in db ? db.prisma : db;
  const row = isUuid(id) ? await client.review.findUnique({ where: { id }, include: reviewRelations }) : null;
  if (!row || !canViewReview(viewer, row)) throw reviewNotFound();
  return row;
}

function checkedValues(input: ReviewInput) {
  const check = new FieldCheck();
  const comment = checkReview(check, input);
  check.throwIfAny();
  const { overall, cleanliness, location, value, security, staff } = input;
  return { overall, cleanliness, location, value, security, staff, comment };
}

/** A student's review of their completed stay; the hostel's ratings change in the same transaction. */
export async function createReview(db: Database, user: User, input: CreateReviewInput, now = new Date()) {
  const reservation = isUuid(input.reservationId)
    ? await db.prisma.reservation.findUnique({
        where: { id: input.reservationId },
        include: { hostel: { select: { timeZone: true } }, review: { select: { id: true } } },
      })
    : null;
  // Somebody else's reservation does not exist for them; its owner or an admin see it, but may not review.
  if (!reservation || !canViewReservation(user, reservation)) throw notFound('The reservation');
  const refusal = reviewRefusal(
    user,
    reservation,
    reservation.hostel.timeZone,
    reservation.review !== null,
    now,
  );
  if (refusal) throw reservation.studentId === user.id ? conflict(refusal) : forbidden(refusal);
  const values = checkedValues(input);
  const id = await writeAs(db, user.id, async (tx) => {
    await lockHostelRatings(tx, reservation.hostelId);
    // Read again under the lock: a second tab's review of the same stay has committed by now.
    const reviewed = (await tx.review.count({ where: { reservationId: reservation.id } })) > 0;
    const why = reviewRefusal(user, reservation, reservation.hostel.timeZone, reviewed, now);
    if (why) throw conflict(why);
    const review = await tx.review.create({
      data: {
        ...values,
        reservationId: reservation.id,
        hostelId: reservation.hostelId,
        roomTypeId: reservation.roomTypeId,
        authorId: user.id,
      },
    });
    await recomputeHostelRatings(tx, reservation.hostelId);
    await noticeReviewPosted(tx, review);
    return review.id;
  });
  return toReviewObject(await findReviewRow(db, user, id));
}

/** The author's edit, within 48 hours of posting; the ratings follow in the same transaction. */
export async function updateReview(
  db: Database,
  user: User,
  id: string,
  input: ReviewInput,
  now = new Date(),
) {
  const row = await findReviewRow(db, user, id);
  if (!isReviewAuthor(user, row)) throw forbidden('Only its author can edit a review.');
  const values = checkedValues(input);
  await writeAs(db, user.id, async (tx) => {
    await lockHostelRatings(tx, row.hostelId);
    const current = await findReviewRow(tx, user, id);
    if (current.status !== 'PUBLISHED')
      throw conflict('This review was hidden by an admin and can no longer be edited.');
    if (!canEditReview(user, current, now))
      throw conflict('A review can be edited for 48 hours after it is posted; that time is over.');
    await tx.review.update({ where: { id }, data: { ...values, editedAt: now } });
    await recomputeHostelRatings(tx, row.hostelId);
  });
  return toReviewObject(await findReviewRow(db, user, id));
}

/** The hostel owner's one reply to a review; calling it again edits that reply. */
export async function replyToReview(db: Database, user: User, id: string, reply: string, now = new Date()) {
  const row = await findReviewRow(db, user, id);
  if (!canReplyToReview(user, row))
    throw forbidden('Only the owner of this hostel can reply to its reviews.');
  const check = new FieldCheck();
  const text = checkReviewReply(check, reply);
  check.throwIfAny();
  await writeAs(db, user.id, async (tx) => {
    await lockRow(tx, 'Review', { id });
    const current = await tx.review.findUniqueOrThrow({ where: { id } });
    await tx.review.update({
      where: { id },
      data:
        current.ownerReply === null
          ? { ownerReply: text, ownerRepliedAt: now }
          : { ownerReply: text, ownerReplyEditedAt: now },
    });
  });
  return toReviewObject(await findReviewRow(db, user, id));
}

/** Anyone signed in reports a published review once (again: the reason is updated). */
export async function reportReview(db: Database, user: User, id: string, reason: string, now = new Date()) {
  const row = await findReviewRow(db, user, id);
  if (isReviewAuthor(user, row)) throw forbidden('You cannot report your own review.');
  if (row.status !== 'PUBLISHED') throw conflict('This review is already hidden.');
  const text = checkReason(reason);
  await writeAs(db, user.id, async (tx) => {
    await lockRow(tx, 'Review', { id });
    const key = { reviewId_reporterId: { reviewId: id, reporterId: user.id } };
    const earlier = await tx.reviewReport.findUnique({ where: key });
    await tx.reviewReport.upsert({
      where: key,
      create: { reviewId: id, reporterId: user.id, reason: text },
      update: { reason: text },
    });
    await tx.review.update({
      where: { id },
      data: { lastReportedAt: now, ...(earlier ? {} : { reportCount: { increment: 1 } }) },
    });
    // A first report by this user reaches the admins as a support ticket (a changed reason does not).
    if (earlier) return;
    await openReportTicket(tx, {
      reporterId: user.id,
      reviewId: id,
      hostelId: row.hostelId,
      hostelName: row.hostel.name,
      reservationId: null,
      reason: text,
    });
  });
  return toReviewObject(await findReviewRow(db, user, id));
}
