import {
  hasContactDetails,
  isUuid,
  maskContactDetails,
  MESSAGE_LIMITS,
  messageBodyError,
} from '@hostel/common';
import { audit } from '../../core/audit.js';
import type { Context } from '../../core/context.js';
import type { Database } from '../../core/db.js';
import { violatedConstraint } from '../../core/db.js';
import { badUserInput, forbidden, notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import { afterTimeCursor, keysetConnection } from '../../core/pagination.js';
import { Topic } from '../../core/pubsub.js';
import { Prisma, type Conversation, type User } from '../../generated/prisma/client.js';
import { findConversationRow, publishConversationUpdated } from './conversation.service.js';
import { readMarkerOf } from './conversation.policies.js';
import type { MessageObject, MessageRow, MessagesArgs, SendMessageInput } from './messaging.types.js';

export const withAttachments = {
  attachments: { select: { fileId: true, position: true }, orderBy: { position: 'asc' } },
} as const;

/**
 * Which of these conversations have contact details flowing freely: those whose student has a paid
 * reservation at the hostel. Until then the recipient sees them masked, so payments stay on the platform.
 */
export async function contactsOpenIds(db: Database, conversationIds: string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(Prisma.sql`
    SELECT c.id FROM "Conversation" c
    WHERE c.id = ANY(${conversationIds}::uuid[]) AND EXISTS (
      SELECT 1 FROM "Reservation" r
      WHERE r."studentId" = c."studentId" AND r."hostelId" = c."hostelId" AND r.status IN ('PAID', 'COMPLETED'))`);
  return new Set(rows.map((row) => row.id));
}

const contactDetailsOpen = async (db: Database, conversation: Pick<Conversation, 'id'>) =>
  (await contactsOpenIds(db, [conversation.id])).has(conversation.id);

export function toMessageObject(row: MessageRow, viewerId: string, contactsOpen: boolean): MessageObject {
  const mine = row.senderId === viewerId;
  const hidden = !contactsOpen && hasContactDetails(row.body);
  return {
    id: row.id,
    conversationId: row.conversationId,
    clientId: row.clientId,
    senderId: row.senderId,
    mine,
    body: hidden && !mine ? maskContactDetails(row.body) : row.body,
    contactDetailsHidden: hidden,
    createdAt: row.createdAt,
    attachmentIds: row.attachments.map((attachment) => attachment.fileId),
  };
}

/** A conversation's messages, newest first, a page at a time backwards (keyset on time and id). */
export async function listMessages(db: Database, user: User, args: MessagesArgs) {
  const conversation = await findConversationRow(db, user, args.conversationId);
  return messagePage(db, conversation.id, args, (row, open) => toMessageObject(row, user.id, open));
}

/**
 * Admins: a reported conversation's messages as they were sent, nothing masked. Each read is
 * audited; a conversation nobody reported is NOT_FOUND, like a missing one.
 */
export async function listReportedMessages(db: Database, admin: User, args: MessagesArgs) {
  const conversation = isUuid(args.conversationId)
    ? await db.prisma.conversation.findUnique({ where: { id: args.conversationId } })
    : null;
  if (!conversation?.reportedAt) throw notFound('The conversation');
  await db.prisma.$transaction((tx) =>
    audit(tx, {
      actorId: admin.id,
      action: 'conversation.read',
      entity: 'Conversation',
      entityId: conversation.id,
      details: { reportedById: conversation.reportedById, before: args.before ?? null },
    }),
  );
  return messagePage(db, conversation.id, args, (row) => toMessageObject(row, admin.id, true));
}

async function messagePage(
  db: Database,
  conversationId: string,
  args: MessagesArgs,
  toNode: (row: MessageRow, contactsOpen: boolean) => MessageObject,
) {
  const where = { conversationId };
  const page = afterTimeCursor<Prisma.MessageWhereInput>(args.before, 'createdAt');
  const [rows, totalCount, open] = await Promise.all([
    db.prisma.message.findMany({
      where: { AND: [where, page] },
      include: withAttachments,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: args.first + 1,
    }),
    db.prisma.message.count({ where }),
    contactDetailsOpen(db, { id: conversationId }),
  ]);
  return keysetConnection(
    rows,
    { ...args, after: args.before }, // `before` pages back: its cursor is the next page's
    totalCount,
    (row) => [row.createdAt, row.id],
    (row) => toNode(row, open),
  );
}

/** One message for a participant of its conversation (subscriptions reload what they deliver). */
export async function findMessage(db: Database, user: User, id: string): Promise<MessageObject> {
  const row = await db.prisma.message.findUnique({
    where: { id },
    include: { ...withAttachments, conversation: true },
  });
  if (!row) throw notFound('The message');
  await findConversationRow(db, user, row.conversationId);
  return toMessageObject(row, user.id, await contactDetailsOpen(db, row.conversation));
}

/** The input checked against the shared rules; attachments must be images the sender uploaded. */
async function checkSend(db: Database, user: User, input: SendMessageInput) {
  const check = new FieldCheck();
  if (!isUuid(input.clientId)) check.add('clientId', 'clientId must be a UUID made by the client.');
  const bodyError = messageBodyError(input.body, input.attachmentIds.length);
  if (bodyError) check.add('body', bodyError);
  const ids = [...new Set(input.attachmentIds)];
  if (ids.length > MESSAGE_LIMITS.attachments) {
    check.add('attachmentIds', `Attach at most ${MESSAGE_LIMITS.attachments} images.`);
  } else if (ids.length > 0) {
    const files = ids.every(isUuid)
      ? await db.prisma.file.findMany({ where: { id: { in: ids }, uploaderId: user.id, kind: 'IMAGE' } })
      : [];
    if (files.length !== ids.length) check.add('attachmentIds', 'Attach images you uploaded yourself.');
  }
  check.throwIfAny();
  return { body: input.body.trim(), attachmentIds: ids };
}

/**
 * Sends a message. The sender's `clientId` makes it idempotent: a retry (after a timeout, from
 * another tab, through another instance) returns the message already stored and stores nothing.
 */
export async function sendMessage(ctx: Context, user: User, input: SendMessageInput): Promise<MessageObject> {
  const { db } = ctx;
  const conversation = await findConversationRow(db, user, input.conversationId);
  const { body, attachmentIds } = await checkSend(db, user, input);
  const existing = await sentBefore(db, user, input.clientId, conversation.id);
  if (existing) return existing;
  if (conversation.blockedById !== null)
    throw forbidden('This conversation is blocked: no new messages can be sent.');
  // Only new messages count: a retry that found its message above is free.
  await ctx.rateLimits.consume('messagesPerMinute', user.id);
  await ctx.rateLimits.consume('messagesPerDay', user.id);

  let row: MessageRow;
  try {
    row = await db.prisma.$transaction(async (tx) => {
      const created = await tx.message.create({
        data: {
          conversationId: conversation.id,
          senderId: user.id,
          clientId: input.clientId,
          body,
          attachments: { create: attachmentIds.map((fileId, position) => ({ fileId, position })) },
        },
        include: withAttachments,
      });
      // A block committed meanwhile wins: the row lock orders the two, and this send is undone.
      // GREATEST: sends committing out of order never move the last message time or the
      // sender's read marker backwards.
      const marker = Prisma.raw(`"${readMarkerOf(user.id, conversation)}"`);
      const at = created.createdAt;
      const updated = await tx.$executeRaw`
        UPDATE "Conversation" SET "lastMessageAt" = GREATEST("lastMessageAt", ${at}::timestamptz),
          ${marker} = GREATEST(${marker}, ${at}::timestamptz), "updatedAt" = now()
        WHERE id = ${conversation.id}::uuid AND "blockedById" IS NULL`;
      if (updated === 0) throw forbidden('This conversation is blocked: no new messages can be sent.');
      return created;
    });
  } catch (error) {
    // The same clientId sent twice at once: the unique pair lets one through; answer with it.
    if (violatedConstraint(error) === 'Message_senderId_clientId_key') {
      const first = await sentBefore(db, user, input.clientId, conversation.id);
      if (first) return first;
    }
    throw error;
  }
  ctx.pubsub.publish(Topic.MESSAGE_ADDED, conversation.id, { messageId: row.id });
  publishConversationUpdated(ctx.pubsub, conversation);
  return toMessageObject(row, user.id, await contactDetailsOpen(db, conversation));
}

/** The message this sender already stored with `clientId`; a clientId from another conversation is refused. */
async function sentBefore(db: Database, user: User, clientId: string, conversationId: string) {
  const row = await db.prisma.message.findUnique({
    where: { senderId_clientId: { senderId: user.id, clientId } },
    include: { ...withAttachments, conversation: true },
  });
  if (!row) return null;
  if (row.conversationId !== conversationId) {
    throw badUserInput('This clientId belongs to another message.', {
      clientId: 'Make a new clientId for each message.',
    });
  }
  return toMessageObject(row, user.id, await contactDetailsOpen(db, row.conversation));
}
