// The core's hand-written SQL of API clients: resolving a token (api-tokens.ts) and counting its
// usage per day (api-usage.ts).
import { Prisma } from '../generated/prisma/client.js';
import type { SqlQuery } from './db.js';

export interface ClientRow {
  id: string;
  scopes: string[];
  allowedOrigins: string[];
  revokedAt: Date | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  createdById: string | null;
}

/** The client whose token hashes to `tokenHash`, or undefined. */
export async function clientByTokenHash(sql: SqlQuery, tokenHash: string): Promise<ClientRow | undefined> {
  const [row] = await sql<ClientRow>(
    Prisma.sql`SELECT id, scopes, "allowedOrigins", "revokedAt", "expiresAt", "lastUsedAt", "createdById"
      FROM "ApiClient" WHERE "tokenHash" = ${tokenHash}`,
  );
  return row;
}

/**
 * Sets the client's last use to now, unless it was set less than `resolutionMs` ago: conditional,
 * so instances racing on the same client still write once per resolution.
 */
export async function touchLastUsed(sql: SqlQuery, clientId: string, resolutionMs: number): Promise<void> {
  await sql(
    Prisma.sql`UPDATE "ApiClient" SET "lastUsedAt" = now() WHERE id = ${clientId}::uuid
      AND ("lastUsedAt" IS NULL OR "lastUsedAt" <= now() - ${`${resolutionMs} milliseconds`}::interval)`,
  );
}

/**
 * Adds requests and refusals to the client's day. INSERT ... SELECT: a client deleted meanwhile
 * writes nothing instead of failing.
 */
export async function addUsage(
  sql: SqlQuery,
  usage: { clientId: string; day: string; requests: number; refusals: number },
): Promise<void> {
  await sql(Prisma.sql`
    INSERT INTO "ApiClientUsage" ("apiClientId", day, requests, refusals)
    SELECT id, ${usage.day}::date, ${usage.requests}, ${usage.refusals} FROM "ApiClient" WHERE id = ${usage.clientId}::uuid
    ON CONFLICT ("apiClientId", day) DO UPDATE SET
      requests = "ApiClientUsage".requests + EXCLUDED.requests,
      refusals = "ApiClientUsage".refusals + EXCLUDED.refusals`);
}

/** Deletes the usage of days more than `keptDays` before today. */
export async function pruneUsage(sql: SqlQuery, keptDays: number): Promise<void> {
  await sql(Prisma.sql`DELETE FROM "ApiClientUsage" WHERE day < current_date - ${keptDays}::int`);
}
