import { checkSupportAttachmentCount, checkSupportTicket, isUuid, SUPPORT_LIMITS } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database, Tx } from '../../core/db.js';
import { lockRow } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import {
  afterTimeCursor,
  keysetConnection,
  type ConnectionArgs,
  keysetOrder,
  pageSize,
} from '../../core/pagination.js';
import type { Prisma, User } from '../../generated/prisma/client.js';
import { noticeTicketOpened } from './support.notices.js';
import { canCiteReservation, canSeeTicket, seesAsAdmin } from './support.policies.js';
import type { OpenSupportTicketInput, SupportTicketObject, TicketRow } from './support.types.js';

const SECOND = 1000;
const secondsBetween = (from: Date, to: Date | null) =>
  to ? Math.round((to.getTime() - from.getTime()) / SECOND) : null;

export function toTicketObject(row: TicketRow, viewer: Pick<User, 'id' | 'role'>): SupportTicketObject {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    reservationId: row.reservationId,
    hostelId: row.hostelId,
    conversationId: row.conversationId,
    firstAnsweredAt: row.firstAnsweredAt,
    resolvedAt: row.resolvedAt,
    closedAt: row.closedAt,
    firstAnswerSeconds: secondsBetween(row.createdAt, row.firstAnsweredAt),
    resolutionSeconds: secondsBetween(row.createdAt, row.resolvedAt ?? row.closedAt),
    lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
    row,
    asAdmin: seesAsAdmin(viewer) && row.requesterId !== viewer.id,
  };
}

const ticketNotFound = () => notFound('The ticket');

/** The ticket if `user` may see it; NOT_FOUND otherwise, exactly like a missing one. */
export async function findTicketRow(db: Database | { prisma: Tx }, user: User, id: string) {
  const row = isUuid(id) ? await db.prisma.supportTicket.findUnique({ where: { id } }) : null;
  if (!row || !canSeeTicket(user, row)) throw ticketNotFound();
  return row;
}

/** The ticket locked for a change, checked again inside the transaction. */
export async function lockTicket(tx: Tx, user: User, id: string) {
  if (!isUuid(id)) throw ticketNotFound();
  await lockRow(tx, 'SupportTicket', { id });
  return findTicketRow({ prisma: tx }, user, id);
}

export async function getTicket(db: Database, user: User, id: string) {
  return toTicketObject(await findTicketRow(db, user, id), user);
}

/** Attachments must be files `user` uploaded; returns them de-duplicated, in order. */
export async function checkAttachments(db: Database, check: FieldCheck, user: User, attachmentIds: string[]) {
  const ids = [...new Set(attachmentIds)];
  checkSupportAttachmentCount(check, ids.length, 'attachmentIds');
  if (ids.length > 0 && ids.length <= SUPPORT_LIMITS.attachments) {
    const files = ids.every(isUuid)
      ? await db.prisma.file.findMany({
          where: { id: { in: ids }, uploaderId: user.id },
          select: { id: true },
        })
      : [];
    if (files.length !== ids.length) check.add('attachmentIds', 'Attach files you uploaded yourself.');
  }
  return ids;
}

/** The linked reservation: a student's own, or one at a hostel the owner runs. */
async function checkReservation(
  db: Database,
  check: FieldCheck,
  user: User,
  reservationId: string | null | undefined,
) {
  if (reservationId == null) return null;
  const reservation = isUuid(reservationId)
    ? await db.prisma.reservation.findUnique({
        where: { id: reservationId },
        select: { id: true, studentId: true, hostelId: true, hostel: { select: { ownerId: true } } },
      })
    : null;
  if (!reservation || !canCiteReservation(user, reservation)) {
    check.add('reservationId', 'Choose one of your reservations.');
    return null;
  }
  return reservation;
}

export const attachmentRows = (fileIds: string[]) => ({
  create: fileIds.map((fileId, position) => ({ fileId, position })),
});

/** Opens a ticket: the description is its first message, with the attachments. */
export async function openTicket(db: Database, user: User, input: OpenSupportTicketInput) {
  const check = new FieldCheck();
  const { subject, description } = checkSupportTicket(check, input);
  const reservation = await checkReservation(db, check, user, input.reservationId);
  const attachmentIds = await checkAttachments(db, check, user, input.attachmentIds);
  check.throwIfAny();
  const row = await writeAs(db, user.id, async (tx) => {
    const row = await tx.supportTicket.create({
      data: {
        requesterId: user.id,
        category: input.category,
        subject,
        reservationId: reservation?.id ?? null,
        hostelId: reservation?.hostelId ?? null,
        messages: {
          create: { authorId: user.id, body: description, attachments: attachmentRows(attachmentIds) },
        },
      },
    });
    await noticeTicketOpened(tx, row, 'SUPPORT_TICKET_OPENED');
    return row;
  });
  return toTicketObject(row, user);
}

/**
 * A reported conversation or review becomes a ticket of the reporter, in the report's own
 * transaction, so admins never miss a report nor see one that was rolled back.
 */
export async function openReportTicket(
  tx: Tx,
  report: {
    reporterId: string;
    hostelId: string;
    hostelName: string;
    reason: string;
    reservationId: string | null;
  } & ({ conversationId: string } | { reviewId: string }),
): Promise<void> {
  const aboutReview = 'reviewId' in report;
  const ticket = await tx.supportTicket.create({
    data: {
      requesterId: report.reporterId,
      category: 'OTHER',
      subject: `Reported ${aboutReview ? 'review of' : 'conversation about'} ${report.hostelName}`.slice(
        0,
        SUPPORT_LIMITS.subject.max,
      ),
      conversationId: aboutReview ? null : report.conversationId,
      hostelId: report.hostelId,
      reservationId: report.reservationId,
      messages: {
        create: {
          authorId: report.reporterId,
          // The review's id lets an admin find it on /admin/reviews (reported reviews come first).
          body: aboutReview ? `Review ${report.reviewId}: ${report.reason}` : report.reason,
        },
      },
    },
  });
  await noticeTicketOpened(tx, ticket, aboutReview ? 'REVIEW_REPORTED' : 'CONVERSATION_REPORTED');
}

/** The viewer's own tickets, most recent activity first. */
export async function myTickets(db: Database, user: User, args: ConnectionArgs) {
  const where: Prisma.SupportTicketWhereInput = { requesterId: user.id };
  const page = afterTimeCursor<Prisma.SupportTicketWhereInput>(args, 'lastMessageAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.supportTicket.findMany({
      where: { AND: [where, page] },
      orderBy: keysetOrder(args, [{ lastMessageAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.supportTicket.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.lastMessageAt, row.id],
    (row) => toTicketObject(row, user),
  );
}

/** The messages of a ticket, oldest first; internal notes only for an admin who is not its requester. */
export async function ticketMessages(db: Database, ticket: SupportTicketObject) {
  return db.prisma.supportMessage.findMany({
    where: { ticketId: ticket.id, ...(ticket.asAdmin ? {} : { internal: false }) },
    include: { attachments: { select: { fileId: true }, orderBy: { position: 'asc' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}
