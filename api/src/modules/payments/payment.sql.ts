// The payments module's hand-written SQL: a provider event recorded once, and the refund retry's claim.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * Records a provider's event, once per (provider, event id): answers false when it was recorded
 * before (a redelivery), which the unique pair decides under any concurrency.
 */
export async function recordProviderEvent(
  sql: SqlQuery,
  event: { provider: string; eventId: string; paymentId: string | null; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await sql(Prisma.sql`
    INSERT INTO "PaymentEvent" (id, provider, "providerEventId", "paymentId", type, payload, "updatedAt")
    VALUES (gen_random_uuid(), ${event.provider}, ${event.eventId}, ${event.paymentId}::uuid, ${event.type},
            ${JSON.stringify(event.payload)}::jsonb, now())
    ON CONFLICT (provider, "providerEventId") DO NOTHING
    RETURNING 1`);
  return rows.length > 0;
}

/** Locks (SKIP LOCKED) up to `limit` refunds due to be asked again at `now`; answers their ids. */
export const claimDueRefunds = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "Refund" WHERE "nextAttemptAt" <= ${now}
    ORDER BY "nextAttemptAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
