import type { Tx } from './db.js';
import type { Prisma } from '../generated/prisma/client.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  details?: Prisma.InputJsonObject;
}

/**
 * Records an admin action or money movement. Pass the transaction client of the change itself, so
 * the change and its audit row commit or roll back together. Answers the row's id.
 */
export async function audit(tx: Tx, entry: AuditEntry): Promise<string> {
  const row = await tx.auditLog.create({
    data: { ...entry, details: entry.details ?? {} },
    select: { id: true },
  });
  return row.id;
}
