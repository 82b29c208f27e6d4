import { randomUUID } from 'node:crypto';
import { isUuid, MESSAGE_LIMITS, messageBodyError } from '@hostel/common';
import { lockActiveUser, writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import type { Context } from '../../core/context.js';
import type { Database } from '../../core/db.js';
import { violatedConstraint } from '../../core/db.js';
import { badUserInput, forbidden, notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import { afterTimeCursor, keysetConnection } from '../../core/pagination.js';
import { Topic } from '../../core/pubsub.js';
import type { Conversation, Prisma, User } from '../../generated/prisma/client.js';
import { findConversationRow, publishConversationUpdated } from './conversation.service.js';
import { readMarkerOf } from './conversation.policies.js';
import type { MessageObject, MessagesArgs, SendMessageInput } from './messaging.types.js';
import {
  contactsOpenIds,
  earlierMessages,
  sendContext,
  storeMessage,
  type SendContext,
} from './message.sql.js';
import { bodyAsSeen, messagesAsSeen, toMessageObject, type MessageSource } from './visible-text.js';

export const withAttachments = {
  attachments: { select: { fileId: true, position: true }, orderBy: { position: 'asc' } },
} as const;

const contactDetailsOpen = async (db: Database, conversation: Pick<Conversation, 'id'>) =>
  (await contactsOpenIds(db.query, [conversation.id])).has(conversation.id);

/** One message as `viewerId` sees it, its window read when masking applies. */
async function messageAsSeen(db: Database, row: MessageSource, viewerId: string, contactsOpen: boolean) {
  return (await messagesAsSeen(db.query, [row], viewerId, () => contactsOpen)).get(row.id)!;
}

/** A conversation's messages, newest first, a page at a time backwards (keyset on time and id). */
export async function listMessages(db: Database, user: User, args: MessagesArgs) {
  const conversation = await findConversationRow(db, user, args.conversationId);
  return messagePage(db, conversation.id, args, user.id, false);
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
  await writeAs(db, admin.id, (tx) =>
    audit(tx, {
      actorId: admin.id,
      action: 'conversation.read',
      entity: 'Conversation',
      entityId: conversation.id,
      details: { reportedById: conversation.reportedById, before: args.before ?? null },
    }),
  );
  // What was sent: the admin reads as if contact details were open.
  return messagePage(db, conversation.id, args, admin.id, true);
}

async function messagePage(
  db: Database,
  conversationId: string,
  args: MessagesArgs,
  viewerId: string,
  asSent: boolean,
) {
  const where = { conversationId };
  // Newest first, `before` going to older messages: the connection's forward direction, with
  // `before` as its `after` (a page backwards would be one of newer messages).
  const forward = { ...args, after: args.before, before: null };
  const page = afterTimeCursor<Prisma.MessageWhereInput>(forward, 'createdAt');
  const [rows, totalCount, open] = await Promise.all([
    db.prisma.message.findMany({
      where: { AND: [where, page] },
      include: withAttachments,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: args.first + 1,
    }),
    db.prisma.message.count({ where }),
    asSent || contactDetailsOpen(db, { id: conversationId }),
  ]);
  const seen = await messagesAsSeen(db.query, rows, viewerId, () => open);
  return keysetConnection(
    rows,
    forward,
    totalCount,
    (row) => [row.createdAt, row.id],
    (row) => seen.get(row.id)!,
  );
}

/**
 * What `messageAdded` carries: the stored message, whether contact details flow freely and the
 * sender's window, so each subscriber's copy is made without a query (participants never change,
 * and the participant check ran when the subscription started).
 */
export interface MessageAddedEvent {
  message: Omit<MessageSource, 'createdAt'> & { createdAt: string };
  contactsOpen: boolean;
  earlier: string[];
}

/** A participant's copy of a message announced by `messageAdded`. */
export function deliveredMessage(event: MessageAddedEvent, viewerId: string): MessageObject {
  const row = { ...event.message, createdAt: new Date(event.message.createdAt) };
  return toMessageObject(row, viewerId, bodyAsSeen(row, viewerId, event.contactsOpen, event.earlier));
}

/**
 * The input checked against the shared rules; attachments must be files the sender uploaded:
 * images, or archives of documents, whose links only the two participants and admins get.
 */
async function checkSend(db: Database, user: User, input: SendMessageInput) {
  const check = new FieldCheck();
  if (!isUuid(input.clientId)) check.add('clientId', 'clientId must be a UUID made by the client.');
  const bodyError = messageBodyError(input.body, input.attachmentIds.length);
  if (bodyError) check.add('body', bodyError);
  const ids = [...new Set(input.attachmentIds)];
  if (ids.length > MESSAGE_LIMITS.attachments) {
    check.add('attachmentIds', `Attach at most ${MESSAGE_LIMITS.attachments} files.`);
  } else if (ids.length > 0) {
    const files = ids.every(isUuid)
      ? await db.prisma.file.findMany({ where: { id: { in: ids }, uploaderId: user.id } })
      : [];
    if (files.length !== ids.length) check.add('attachmentIds', 'Attach files you uploaded yourself.');
  }
  check.throwIfAny();
  return { body: input.body.trim(), attachmentIds: ids };
}

/** What a send needs to know (message.sql.ts); a clientId that is not a uuid matches no message. */
const sendContextOf = (db: Database, user: User, input: SendMessageInput) =>
  sendContext(db.query, user.id, input.conversationId, isUuid(input.clientId) ? input.clientId : null);

/** The message a retry already stored, as its sender sees it; a clientId of another conversation is refused. */
async function retried(
  db: Database,
  context: SendContext,
  user: User,
  conversationId: string,
): Promise<MessageObject | null> {
  const { existing } = context;
  if (!existing) return null;
  if (existing.conversationId !== conversationId) {
    throw badUserInput('This clientId belongs to another message.', {
      clientId: 'Make a new clientId for each message.',
    });
  }
  return messageAsSeen(
    db,
    { ...existing, createdAt: new Date(existing.createdAt) },
    user.id,
    context.contactsOpen,
  );
}

/**
 * Sends a message. The sender's `clientId` makes it idempotent: a retry (after a timeout, from
 * another tab, through another instance) returns the message already stored and stores nothing.
 */
export async function sendMessage(ctx: Context, user: User, input: SendMessageInput): Promise<MessageObject> {
  const { db } = ctx;
  if (!isUuid(input.conversationId)) throw notFound('The conversation');
  const [context, checked] = await Promise.allSettled([
    sendContextOf(db, user, input),
    checkSend(db, user, input),
  ]);
  if (context.status === 'rejected') throw context.reason;
  const { conversation, contactsOpen } = context.value;
  if (!conversation) throw notFound('The conversation');
  if (checked.status === 'rejected') throw checked.reason;
  const { body, attachmentIds } = checked.value;
  const existing = await retried(db, context.value, user, conversation.id);
  if (existing) return existing;
  if (conversation.blockedById !== null)
    throw forbidden('This conversation is blocked: no new messages can be sent.');
  // Only new messages count: a retry that found its message above is free.
  await ctx.rateLimits.consume('messagesPerMinute', user.id);
  await ctx.rateLimits.consume('messagesPerDay', user.id);

  let row: MessageSource;
  try {
    const [stored] = await db.transaction(async (sql) => {
      await lockActiveUser(sql, user.id);
      return storeMessage(sql, {
        id: randomUUID(),
        conversationId: conversation.id,
        senderId: user.id,
        marker: readMarkerOf(user.id, conversation),
        clientId: input.clientId,
        body,
        attachmentIds,
      });
    });
    if (!stored) throw forbidden('This conversation is blocked: no new messages can be sent.');
    row = stored;
  } catch (error) {
    // The same clientId sent twice at once: the unique pair lets one through; answer with it.
    if (violatedConstraint(error) === 'Message_senderId_clientId_key') {
      const first = await retried(db, await sendContextOf(db, user, input), user, conversation.id);
      if (first) return first;
    }
    throw error;
  }
  const { id, conversationId, clientId, senderId, createdAt, attachments } = row;
  const earlier = contactsOpen ? [] : ((await earlierMessages(db.query, [id])).get(id) ?? []);
  const event: MessageAddedEvent = {
    message: {
      id,
      conversationId,
      clientId,
      senderId,
      body: row.body,
      createdAt: createdAt.toISOString(),
      attachments,
    },
    contactsOpen,
    earlier,
  };
  ctx.pubsub.publish(Topic.MESSAGE_ADDED, conversation.id, event);
  publishConversationUpdated(ctx.pubsub, conversation);
  return toMessageObject(row, user.id, bodyAsSeen(row, user.id, contactsOpen, earlier));
}
