import { addDays, isUuid } from '@hostel/common';
import { fromPlainDate } from '../../core/dates.js';
import type { Database } from '../../core/db.js';
import { badUserInput } from '../../core/errors.js';
import { checkDateRange } from '../../core/field-check.js';
import { afterTimeCursor, keysetConnection, keysetOrder, pageSize } from '../../core/pagination.js';
import type { AuditLog, Prisma, User } from '../../generated/prisma/client.js';
import { toUserObject } from '../users/index.js';
import { auditFilterValues } from './audit.sql.js';
import type { AuditEntryObject, AuditLogArgs } from './audit.types.js';

export const toAuditEntryObject = (row: AuditLog & { actor: User | null }): AuditEntryObject => ({
  id: row.id,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  details: JSON.stringify(row.details ?? {}),
  actor: row.actor && toUserObject(row.actor),
  createdAt: row.createdAt,
});

/** The audit log, newest first, by actor, action, kind of thing, one thing and UTC days. */
export async function auditLog(db: Database, args: AuditLogArgs) {
  const range = checkDateRange({ from: args.from, to: args.to }, { from: 'from', to: 'to' });
  if (args.actorId && !isUuid(args.actorId))
    throw badUserInput('Choose who did it from the list.', { actorId: 'Choose a user.' });
  const where: Prisma.AuditLogWhereInput = {
    ...(args.actorId ? { actorId: args.actorId } : {}),
    ...(args.action?.trim() ? { action: args.action.trim() } : {}),
    ...(args.entity?.trim() ? { entity: args.entity.trim() } : {}),
    ...(args.entityId?.trim() ? { entityId: args.entityId.trim() } : {}),
    ...(range.from || range.to
      ? {
          createdAt: {
            ...(range.from ? { gte: fromPlainDate(range.from) } : {}),
            ...(range.to ? { lt: fromPlainDate(addDays(range.to, 1)) } : {}),
          },
        }
      : {}),
  };
  const [rows, totalCount] = await Promise.all([
    db.prisma.auditLog.findMany({
      where: { AND: [where, afterTimeCursor<Prisma.AuditLogWhereInput>(args, 'createdAt')] },
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
      include: { actor: true },
    }),
    db.prisma.auditLog.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (row) => [row.createdAt, row.id], toAuditEntryObject);
}

/** Every action and kind of thing recorded so far, for the log's filters. */
export const auditFilterOptions = (db: Database) => auditFilterValues(db.query);

/** What was done to a user, newest first (their page shows the latest `take`). */
export async function auditTrailOf(db: Database, userId: string, take = 50) {
  const rows = await db.prisma.auditLog.findMany({
    where: { entity: 'User', entityId: userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    include: { actor: true },
  });
  return rows.map(toAuditEntryObject);
}
