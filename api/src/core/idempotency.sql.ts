// The idempotency key's claim (idempotency.ts).
import { Prisma } from '../generated/prisma/client.js';
import type { SqlQuery } from './db.js';
import type { Keyed } from './idempotency.js';

/**
 * Takes the key for the credential: answers the new row's id, or undefined when the credential
 * used the key before (the unique pair decides under any concurrency; a racing taker waits for the
 * first one's transaction).
 */
export async function takeIdempotencyKey(sql: SqlQuery, keyed: Keyed): Promise<string | undefined> {
  const [taken] = await sql<{ id: string }>(Prisma.sql`
    INSERT INTO "IdempotencyKey" (id, "userId", credential, key, operation, fingerprint, "updatedAt")
    VALUES (gen_random_uuid(), ${keyed.userId}::uuid, ${keyed.credential}, ${keyed.key}, ${keyed.operation},
      ${keyed.fingerprint}, now())
    ON CONFLICT (credential, key) DO NOTHING
    RETURNING id`);
  return taken?.id;
}

/** Deletes the keys taken before `before`; answers how many. */
export async function deleteIdempotencyKeysBefore(sql: SqlQuery, before: Date): Promise<number> {
  const rows = await sql<{ count: bigint }>(Prisma.sql`
    WITH gone AS (DELETE FROM "IdempotencyKey" WHERE "createdAt" < ${before} RETURNING 1)
    SELECT count(*) AS count FROM gone`);
  return Number(rows[0]?.count ?? 0);
}
