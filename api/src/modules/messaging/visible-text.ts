// What a participant may see of a message: the one place messaging applies the contact rule
// (reservations' readText) to message text, for every channel that carries it: the thread, live
// events, a conversation's last message, the send's answer and the unread-message e-mail.
// Masked when read, never stored masked: every message, old ones too, meets today's detector.
import type { SqlQuery } from '../../core/db.js';
import { readText } from '../reservations/index.js';
import { earlierMessages } from './message.sql.js';
import type { MessageObject, MessageRow } from './messaging.types.js';

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
