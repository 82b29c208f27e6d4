// The audit log's hand-written reads (the log itself is written by core/audit.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/** Every action and every kind of thing recorded so far, each sorted, for the log's filters. */
export async function auditFilterValues(sql: SqlQuery) {
  const [actions, entities] = await Promise.all([
    sql<{ value: string }>(Prisma.sql`SELECT DISTINCT action AS value FROM "AuditLog" ORDER BY 1`),
    sql<{ value: string }>(Prisma.sql`SELECT DISTINCT entity AS value FROM "AuditLog" ORDER BY 1`),
  ]);
  return { actions: actions.map((row) => row.value), entities: entities.map((row) => row.value) };
}
