// The developers module's hand-written read: an API client's usage by day.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * The client's requests and refusals on each of the last `days` UTC days that had any, newest
 * first. Joined on the creator, so another user's client reads as no usage.
 */
export const usageByDay = (sql: SqlQuery, clientId: string, creatorId: string, days: number) =>
  sql<{ day: string; requests: number; refusals: number }>(Prisma.sql`
    SELECT to_char(u.day, 'YYYY-MM-DD') AS day, u.requests, u.refusals
    FROM "ApiClientUsage" u JOIN "ApiClient" c ON c.id = u."apiClientId"
    WHERE u."apiClientId" = ${clientId}::uuid AND c."createdById" = ${creatorId}::uuid
      AND u.day > (now() AT TIME ZONE 'UTC')::date - ${days}::int
    ORDER BY u.day DESC`);
