// The sandbox provider's hand-written SQL: its redelivery claim and its per-charge refund lock.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/** Locks (SKIP LOCKED) up to `limit` charges whose settlement event is due again; answers their ids. */
export const claimDueRedeliveries = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "SandboxCharge" WHERE "nextDeliveryAt" <= ${now}
    ORDER BY "nextDeliveryAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

/** Locks the charge of `reference` (FOR UPDATE) until the transaction ends; answers its id, or undefined. */
export async function lockChargeByReference(sql: SqlQuery, reference: string) {
  const [locked] = await sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "SandboxCharge" WHERE reference = ${reference} FOR UPDATE`);
  return locked;
}
