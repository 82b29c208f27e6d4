// The messages' hand-written statements: the send (its context read and its one-statement store),
// the newest message per conversation, and what masking reads (visible-text.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type Conversation } from '../../generated/prisma/client.js';
import { contactsOpenSql } from '../reservations/index.js';
import type { MessageSource } from './visible-text.js';

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

/** The id of each conversation's newest message (conversations without one have no row). */
export const newestMessageIds = (sql: SqlQuery, conversationIds: string[]) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT DISTINCT ON ("conversationId") id FROM "Message"
    WHERE "conversationId" = ANY(${conversationIds}::uuid[])
    ORDER BY "conversationId", "createdAt" DESC, id DESC`);

export type SendTarget = Pick<Conversation, 'id' | 'studentId' | 'ownerId' | 'blockedById'>;

export interface SendContext {
  conversation: SendTarget | null;
  contactsOpen: boolean;
  /** The message this sender already stored with the clientId, in whichever conversation. */
  existing: (Omit<MessageSource, 'createdAt'> & { createdAt: string }) | null;
}

/**
 * What a send needs to know, in one round trip: the conversation (null unless the sender takes
 * part in it), whether contact details flow freely in it, and the message a retry already stored
 * (none when `clientId` is null).
 */
export async function sendContext(
  sql: SqlQuery,
  senderId: string,
  conversationId: string,
  clientId: string | null,
): Promise<SendContext> {
  const [context] = await sql<SendContext>(Prisma.sql`
    SELECT
      (SELECT json_build_object('id', c.id, 'studentId', c."studentId", 'ownerId', c."ownerId",
          'blockedById', c."blockedById") FROM "Conversation" c
        WHERE c.id = ${conversationId}::uuid AND ${senderId}::uuid IN (c."studentId", c."ownerId")) AS conversation,
      EXISTS (SELECT 1 FROM "Conversation" c WHERE c.id = ${conversationId}::uuid
        AND ${contactsOpenSql(Prisma.sql`c."studentId"`, Prisma.sql`c."hostelId"`)}) AS "contactsOpen",
      (SELECT json_build_object('id', m.id, 'conversationId', m."conversationId", 'clientId', m."clientId",
          'senderId', m."senderId", 'body', m.body, 'createdAt', m."createdAt",
          'attachments', COALESCE((SELECT json_agg(json_build_object('fileId', a."fileId", 'position', a.position)
            ORDER BY a.position) FROM "MessageAttachment" a WHERE a."messageId" = m.id), '[]'::json))
        FROM "Message" m WHERE m."senderId" = ${senderId}::uuid AND m."clientId" = ${clientId}::uuid) AS existing`);
  return context!;
}

/**
 * The message and its attachments stored, and the conversation's last-message time and the
 * sender's read marker (`marker`) moved, in one statement (atomic, one round trip after the
 * sender's row lock). A block committed first wins: the UPDATE waits for its row lock and then
 * finds the conversation blocked, so nothing is stored (no row back). GREATEST: sends committing
 * out of order never move a time backwards.
 */
export function storeMessage(
  sql: SqlQuery,
  message: {
    id: string;
    conversationId: string;
    senderId: string;
    marker: 'studentReadAt' | 'ownerReadAt';
    clientId: string;
    body: string;
    attachmentIds: string[];
  },
) {
  const marker = Prisma.raw(`"${message.marker}"`);
  return sql<MessageSource>(Prisma.sql`
    WITH open AS (
      UPDATE "Conversation" SET "lastMessageAt" = GREATEST("lastMessageAt", now()),
        ${marker} = GREATEST(${marker}, now()), "updatedAt" = now()
      WHERE id = ${message.conversationId}::uuid AND "blockedById" IS NULL RETURNING id
    ), message AS (
      INSERT INTO "Message" (id, "conversationId", "senderId", "clientId", body, "createdAt", "updatedAt")
      SELECT ${message.id}::uuid, open.id, ${message.senderId}::uuid, ${message.clientId}::uuid, ${message.body}, now(), now()
      FROM open
      RETURNING id, "conversationId", "senderId", "clientId", body, "createdAt"
    ), attached AS (
      INSERT INTO "MessageAttachment" ("messageId", "fileId", position)
      SELECT message.id, f.id, (f.n - 1)::int
      FROM message, unnest(${message.attachmentIds}::uuid[]) WITH ORDINALITY AS f(id, n)
      RETURNING "fileId", position
    )
    SELECT message.*, COALESCE((SELECT json_agg(json_build_object('fileId', "fileId", 'position', position)
      ORDER BY position) FROM attached), '[]'::json) AS attachments
    FROM message`);
}
