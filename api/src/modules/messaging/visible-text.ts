// What a participant may see of a message: the one place messaging applies the contact rule
// (reservations' readText) to message text, for every channel that carries it: the thread, live
// events, a conversation's last message, the send's answer and the unread-message e-mail.
// Masked when read, never stored masked: every message, old ones too, meets today's detector.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';
import { contactsOpenSql, readText } from '../reservations/index.js';
import type { MessageObject, MessageRow } from './messaging.types.js';

/** The sender's earlier messages read with each one, so a number split across messages is caught. */
export const MASK_WINDOW = { messages: 3, hours: 24 } as const;

/** Which of these conversations have contact details flowing freely (reservations' rule). */
export async function contactsOpenIds(sql: SqlQuery, conversationIds: string[]): Promise<Set<string>> {
  const rows = await sql<{ id: string }>(Prisma.sql`
    SELECT c.id FROM "Conversation" c
    WHERE c.id = ANY(${conversationIds}::uuid[]) AND ${contactsOpenSql(Prisma.sql`c."studentId"`, Prisma.sql`c."hostelId"`)}`);
  return new Set(rows.map((row) => row.id));
}

/**
 * Each message's window: the same sender's previous messages in its conversation (at most
 * MASK_WINDOW.messages, sent within MASK_WINDOW.hours before it), oldest first.
 */
export async function earlierMessages(sql: SqlQuery, messageIds: string[]): Promise<Map<string, string[]>> {
  if (messageIds.length === 0) return new Map();
  const rows = await sql<{ id: string; earlier: string[] }>(Prisma.sql`
    SELECT m.id, ARRAY(
      SELECT w.body FROM (
        SELECT e.body, e."createdAt", e.id FROM "Message" e
        WHERE e."conversationId" = m."conversationId" AND e."senderId" = m."senderId"
          AND (e."createdAt", e.id) < (m."createdAt", m.id)
          AND e."createdAt" >= m."createdAt" - make_interval(hours => ${MASK_WINDOW.hours})
        ORDER BY e."createdAt" DESC, e.id DESC LIMIT ${MASK_WINDOW.messages}) w
      ORDER BY w."createdAt", w.id) AS earlier
    FROM "Message" m WHERE m.id = ANY(${messageIds}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.earlier]));
}

export type MessageSource = Pick<
  MessageRow,
  'id' | 'conversationId' | 'clientId' | 'senderId' | 'body' | 'createdAt' | 'attachments'
>;

type Written = Pick<MessageRow, 'id' | 'conversationId' | 'senderId' | 'body'>;

/** A message's text as `viewerId` sees it, and whether contact details in it are hidden. */
export const bodyAsSeen = (
  row: Written,
  viewerId: string,
  contactsOpen: boolean,
  earlier: readonly string[],
) => readText(row.body, { viewerId, authorId: row.senderId, contactsOpen }, earlier);

/**
 * Message texts as `viewerId` sees them, by id: the senders' windows read in one statement, only
 * for conversations where masking applies (`open(conversationId)` false).
 */
export async function bodiesAsSeen(
  sql: SqlQuery,
  rows: Written[],
  viewerId: string,
  open: (conversationId: string) => boolean,
): Promise<Map<string, { text: string; hidden: boolean }>> {
  const masked = rows.filter((row) => !open(row.conversationId));
  const windows = await earlierMessages(
    sql,
    masked.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      bodyAsSeen(row, viewerId, open(row.conversationId), windows.get(row.id) ?? []),
    ]),
  );
}

/** A message as `viewerId` sees it, its text from `bodyAsSeen`/`bodiesAsSeen`. */
export function toMessageObject(
  row: MessageSource,
  viewerId: string,
  seen: { text: string; hidden: boolean },
): MessageObject {
  return {
    id: row.id,
    conversationId: row.conversationId,
    clientId: row.clientId,
    senderId: row.senderId,
    mine: row.senderId === viewerId,
    body: seen.text,
    contactDetailsHidden: seen.hidden,
    createdAt: row.createdAt,
    attachmentIds: row.attachments.map((attachment) => attachment.fileId),
  };
}

/** Messages as `viewerId` sees them, by id (see bodiesAsSeen). */
export async function messagesAsSeen(
  sql: SqlQuery,
  rows: MessageSource[],
  viewerId: string,
  open: (conversationId: string) => boolean,
): Promise<Map<string, MessageObject>> {
  const bodies = await bodiesAsSeen(sql, rows, viewerId, open);
  return new Map(rows.map((row) => [row.id, toMessageObject(row, viewerId, bodies.get(row.id)!)]));
}
