import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Context } from '../../core/context.js';
import type { Database } from '../../core/db.js';
import { badUserInput, notFound } from '../../core/errors.js';
import { checkReason } from '../../core/field-check.js';
import { afterTimeCursor, keysetConnection, keysetOrder, pageSize } from '../../core/pagination.js';
import type { Conversation, Prisma, User } from '../../generated/prisma/client.js';
import { openReportTicket } from '../support/index.js';
import {
  canLinkReservation,
  canStartConversation,
  isParticipant,
  otherParticipant,
  readMarkerOf,
} from './conversation.policies.js';
import { unreadCounts } from './conversation.sql.js';
import { Topic } from '../../core/pubsub.js';
import type { AppPubSub } from '../../core/pubsub.js';
import type { ConversationObject, ConversationRow, ConversationsArgs } from './messaging.types.js';

const withParties = { hostel: true, student: true, owner: true } as const;

export function toConversationObject(row: ConversationRow, viewerId: string): ConversationObject {
  const other = otherParticipant(viewerId, row);
  return {
    id: row.id,
    reservationId: row.reservationId,
    lastMessageAt: row.lastMessageAt,
    otherReadAt: other === row.studentId ? row.studentReadAt : row.ownerReadAt,
    blocked: row.blockedById !== null,
    blockedByMe: row.blockedById === viewerId,
    reportedByMe: row.reportedById === viewerId,
    createdAt: row.createdAt,
    row,
    viewerId,
  };
}

const conversationNotFound = () => notFound('The conversation');

/** The conversation if `user` takes part in it; NOT_FOUND otherwise, exactly like a missing one. */
export async function findConversationRow(
  db: Database,
  user: Pick<User, 'id'>,
  id: string,
): Promise<ConversationRow>;
/** Without the parties: for checks that need only the row (sending, subscribing). */
export async function findConversationRow(
  db: Database,
  user: Pick<User, 'id'>,
  id: string,
  options: { withParties: false },
): Promise<Conversation>;
export async function findConversationRow(
  db: Database,
  user: Pick<User, 'id'>,
  id: string,
  options = { withParties: true },
) {
  const row = isUuid(id)
    ? await db.prisma.conversation.findUnique({
        where: { id },
        include: options.withParties ? withParties : undefined,
      })
    : null;
  if (!row || !isParticipant(user.id, row)) throw conversationNotFound();
  return row;
}

export async function getConversation(db: Database, user: User, id: string) {
  return toConversationObject(await findConversationRow(db, user, id), user.id);
}

/** Tells both participants that the conversation changed (a message, a read marker, a block). */
export function publishConversationUpdated(
  pubsub: AppPubSub,
  row: { id: string; studentId: string; ownerId: string },
) {
  for (const userId of [row.studentId, row.ownerId]) {
    pubsub.publish(Topic.CONVERSATION_UPDATED, userId, { conversationId: row.id });
  }
}

/**
 * The student's conversation about a published hostel, made on first use and reused after (one per
 * student and hostel); linked to `reservationId` when given, which must be the student's own there.
 */
export async function startConversation(
  db: Database,
  user: User,
  hostelId: string,
  reservationId: string | null | undefined,
): Promise<ConversationObject> {
  const hostel = isUuid(hostelId) ? await db.prisma.hostel.findUnique({ where: { id: hostelId } }) : null;
  if (!hostel || !canStartConversation(user.id, hostel)) throw notFound('The hostel');
  if (reservationId != null) {
    const reservation = isUuid(reservationId)
      ? await db.prisma.reservation.findUnique({ where: { id: reservationId } })
      : null;
    if (!reservation || !canLinkReservation(user.id, reservation, hostelId)) {
      throw badUserInput('That reservation is not yours at this hostel.', {
        reservationId: 'Choose one of your reservations at this hostel.',
      });
    }
  }
  const link = reservationId != null ? { reservationId } : {};
  const row = await writeAs(db, user.id, (tx) =>
    tx.conversation.upsert({
      where: { hostelId_studentId: { hostelId, studentId: user.id } },
      create: { hostelId, studentId: user.id, ownerId: hostel.ownerId, ...link },
      update: link,
      include: withParties,
    }),
  );
  return toConversationObject(row, user.id);
}

/** The viewer's conversations that have messages, most recent first. */
export async function listConversations(db: Database, user: User, args: ConversationsArgs) {
  const filter = args.filter;
  if (filter?.hostelId != null && !isUuid(filter.hostelId)) {
    throw badUserInput('The hostel id is not valid.', { 'filter.hostelId': 'Not a valid id.' });
  }
  const where: Prisma.ConversationWhereInput = {
    OR: [{ studentId: user.id }, { ownerId: user.id }],
    lastMessageAt: { not: null },
    ...(filter?.hostelId ? { hostelId: filter.hostelId } : {}),
    ...(filter?.unreadOnly ? { id: { in: [...(await unreadCounts(db.query, user.id)).keys()] } } : {}),
  };
  const page = afterTimeCursor<Prisma.ConversationWhereInput>(args, 'lastMessageAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.conversation.findMany({
      where: { AND: [where, page] },
      include: withParties,
      orderBy: keysetOrder(args, [{ lastMessageAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.conversation.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.lastMessageAt, row.id],
    (row) => toConversationObject(row, user.id),
  );
}

/** Moves the viewer's read marker to the newest message; tells both sides when it moved. */
export async function markConversationRead(ctx: Context, user: User, id: string) {
  const row = await findConversationRow(ctx.db, user, id);
  const marker = readMarkerOf(user.id, row);
  const newest = await ctx.db.prisma.message.findFirst({
    where: { conversationId: row.id },
    orderBy: [{ createdAt: 'desc' }],
    select: { createdAt: true },
  });
  if (!newest || (row[marker] && row[marker] >= newest.createdAt)) return toConversationObject(row, user.id);
  // Never backwards: a slower request with an older newest message leaves a later marker alone.
  await writeAs(ctx.db, user.id, (tx) =>
    tx.conversation.updateMany({
      where: { id: row.id, OR: [{ [marker]: null }, { [marker]: { lt: newest.createdAt } }] },
      data: { [marker]: newest.createdAt },
    }),
  );
  publishConversationUpdated(ctx.pubsub, row);
  return getConversation(ctx.db, user, id);
}

/** Blocks (or unblocks) the other side: while blocked, neither can send. Only the blocker unblocks. */
export async function setBlocked(ctx: Context, user: User, id: string, blocked: boolean) {
  const row = await findConversationRow(ctx.db, user, id);
  if (blocked && row.blockedById === null) {
    await writeAs(ctx.db, user.id, (tx) =>
      tx.conversation.updateMany({
        where: { id: row.id, blockedById: null },
        data: { blockedById: user.id, blockedAt: new Date() },
      }),
    );
  } else if (!blocked && row.blockedById === user.id) {
    await writeAs(ctx.db, user.id, (tx) =>
      tx.conversation.updateMany({
        where: { id: row.id, blockedById: user.id },
        data: { blockedById: null, blockedAt: null },
      }),
    );
  }
  publishConversationUpdated(ctx.pubsub, row);
  return getConversation(ctx.db, user, id);
}

/** Reports the conversation to the platform with a reason; admins get it as a support ticket. */
export async function reportConversation(db: Database, user: User, id: string, reason: string) {
  const row = await findConversationRow(db, user, id);
  const trimmed = checkReason(reason);
  await writeAs(db, user.id, async (tx) => {
    await tx.conversation.update({
      where: { id: row.id },
      data: { reportedById: user.id, reportedAt: new Date(), reportReason: trimmed },
    });
    await openReportTicket(tx, {
      reporterId: user.id,
      conversationId: row.id,
      hostelId: row.hostelId,
      hostelName: row.hostel.name,
      reservationId: row.reservationId,
      reason: trimmed,
    });
  });
  return getConversation(db, user, id);
}
