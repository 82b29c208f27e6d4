// The unread-message e-mail's statements (message-email.job.ts): which conversations have a side
// due, that side's unread messages, and the side's mailed-through marker.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';
import { contactsOpenSql } from '../reservations/index.js';

/** The columns of one side of a conversation: its participant, read marker and mailed marker. */
export interface SideColumns {
  recipient: 'ownerId' | 'studentId';
  readAt: 'ownerReadAt' | 'studentReadAt';
  mailed: 'ownerMailedThrough' | 'studentMailedThrough';
}

// Column names come only from SideColumns' constants, never from input.
const col = (name: string) => Prisma.raw(`c."${name}"`);
/** Messages of the other side, newer than what this side read and what it was mailed. */
const unreadFor = (side: SideColumns) => Prisma.sql`
  m."conversationId" = c.id AND m."senderId" <> ${col(side.recipient)}
  AND m."createdAt" > GREATEST(COALESCE(${col(side.readAt)}, '-infinity'), COALESCE(${col(side.mailed)}, '-infinity'))`;

const dueFor = (side: SideColumns, cutoff: Date) => Prisma.sql`(
  c."lastMessageAt" > GREATEST(COALESCE(${col(side.readAt)}, '-infinity'), COALESCE(${col(side.mailed)}, '-infinity'))
  AND EXISTS (SELECT 1 FROM "Message" m WHERE ${unreadFor(side)} AND m."createdAt" <= ${cutoff}))`;

/**
 * Locks (SKIP LOCKED) up to `limit` conversations where one of `sides` has an unread message sent
 * at or before `cutoff`; answers their ids.
 */
export const claimDueConversations = (sql: SqlQuery, sides: SideColumns[], cutoff: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT c.id FROM "Conversation" c
    WHERE ${Prisma.join(
      sides.map((side) => dueFor(side, cutoff)),
      ' OR ',
    )}
    ORDER BY c.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

export interface Unread {
  id: string;
  body: string;
  createdAt: Date;
  senderId: string;
  recipientId: string;
  senderName: string;
  hostelName: string;
  contactsOpen: boolean;
}

/** The side's unread messages in the conversation, oldest first, with what the e-mail says of them. */
export const unreadMessages = (sql: SqlQuery, conversationId: string, side: SideColumns) =>
  sql<Unread>(Prisma.sql`
    SELECT m.id, m.body, m."createdAt", m."senderId", ${col(side.recipient)} AS "recipientId",
           s."displayName" AS "senderName", h.name AS "hostelName",
           ${contactsOpenSql(col('studentId'), col('hostelId'))} AS "contactsOpen"
    FROM "Conversation" c JOIN "Message" m ON ${unreadFor(side)}
    JOIN "User" s ON s.id = m."senderId" JOIN "Hostel" h ON h.id = c."hostelId"
    WHERE c.id = ${conversationId}::uuid
    ORDER BY m."createdAt", m.id`);

/** The side was mailed every message up to `through`. */
export async function markMailed(sql: SqlQuery, conversationId: string, side: SideColumns, through: Date) {
  await sql(Prisma.sql`
    UPDATE "Conversation" SET ${Prisma.raw(`"${side.mailed}"`)} = ${through} WHERE id = ${conversationId}::uuid`);
}
