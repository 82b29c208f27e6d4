// The conversations' hand-written reads (conversation.service.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * Ids of the viewer's conversations (of `conversationIds`, or all) with messages they have not
 * read, with how many.
 */
export async function unreadCounts(sql: SqlQuery, userId: string, conversationIds?: string[]) {
  const only = conversationIds ? Prisma.sql`AND c.id = ANY(${conversationIds}::uuid[])` : Prisma.empty;
  const rows = await sql<{ id: string; unread: number }>(Prisma.sql`
    SELECT c.id, count(*)::int AS unread
    FROM "Conversation" c
    JOIN "Message" m ON m."conversationId" = c.id AND m."senderId" <> ${userId}::uuid
      AND m."createdAt" > COALESCE(CASE WHEN c."studentId" = ${userId}::uuid THEN c."studentReadAt" ELSE c."ownerReadAt" END, '-infinity')
    WHERE (c."studentId" = ${userId}::uuid OR c."ownerId" = ${userId}::uuid) ${only}
    GROUP BY c.id`);
  return new Map(rows.map((row) => [row.id, row.unread]));
}
