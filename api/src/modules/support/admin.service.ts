import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import type { Database } from '../../core/db.js';
import { badUserInput } from '../../core/errors.js';
import { checkSearchText } from '../../core/field-check.js';
import {
  isBackward,
  keysetConnection,
  keysetOrder,
  pageSize,
  readPageCursor,
  type ConnectionShape,
  type PageArgs,
} from '../../core/pagination.js';
import type { Prisma, TicketStatus, User } from '../../generated/prisma/client.js';
import { queueFigures } from './support.sql.js';
import { lockTicket, toTicketObject } from './ticket.service.js';
import type { SupportQueueArgs, SupportTicketObject, TicketRow } from './support.types.js';

function queueWhere(args: SupportQueueArgs): Prisma.SupportTicketWhereInput {
  const filter = args.filter;
  const search = checkSearchText(filter?.search, 'filter.search');
  if (filter?.assigneeId != null && !isUuid(filter.assigneeId)) {
    throw badUserInput('The assignee id is not valid.', { 'filter.assigneeId': 'Not a valid id.' });
  }
  const contains = { contains: search, mode: 'insensitive' } as const;
  return {
    ...(filter?.statuses?.length ? { status: { in: filter.statuses } } : {}),
    ...(filter?.category ? { category: filter.category } : {}),
    ...(filter?.unassigned
      ? { assigneeId: null }
      : filter?.assigneeId
        ? { assigneeId: filter.assigneeId }
        : {}),
    ...(search
      ? {
          OR: [
            { subject: contains },
            { requester: { email: contains } },
            { requester: { displayName: contains } },
            ...(isUuid(search) ? [{ id: search }] : []),
          ],
        }
      : {}),
  };
}

/**
 * The rows past a queue cursor: [assigned (0 or 1), createdAt, id], all ascending; before it when
 * paging backwards.
 */
function pastQueueCursor(args: PageArgs): Prisma.SupportTicketWhereInput {
  const cursor = readPageCursor(args, ['int', 'date', 'uuid']);
  if (!cursor) return {};
  const [assigned, at, id] = cursor as [number, Date, string];
  const backward = isBackward(args);
  const same: Prisma.SupportTicketWhereInput = { assigneeId: assigned ? { not: null } : null };
  // The other group when it lies past the cursor: assigned after unassigned, unassigned before assigned.
  const otherGroup = backward
    ? assigned
      ? [{ assigneeId: null }]
      : []
    : assigned
      ? []
      : [{ assigneeId: { not: null } }];
  const op = backward ? 'lt' : 'gt';
  return {
    OR: [
      ...otherGroup,
      { AND: [same, { createdAt: { [op]: at } }] },
      { AND: [same, { createdAt: at, id: { [op]: id } }] },
    ],
  };
}

/**
 * Admins: the support queue, unassigned tickets first, then oldest first; filters and search.
 * Two reads (unassigned, then assigned; the other way round backwards) keep the order on indexed
 * columns without a computed sort key.
 */
export async function supportQueue(
  db: Database,
  admin: User,
  args: SupportQueueArgs,
): Promise<ConnectionShape<SupportTicketObject>> {
  const where = queueWhere(args);
  const page = { AND: [where, pastQueueCursor(args)] };
  const order = keysetOrder(args, [{ createdAt: 'asc' as const }, { id: 'asc' as const }]);
  const take = pageSize(args) + 1;
  const [nearer, further] = isBackward(args)
    ? [{ assigneeId: { not: null } }, { assigneeId: null }]
    : [{ assigneeId: null }, { assigneeId: { not: null } }];
  const first = await db.prisma.supportTicket.findMany({
    where: { AND: [page, nearer] },
    orderBy: order,
    take,
  });
  const second =
    first.length >= take
      ? []
      : await db.prisma.supportTicket.findMany({
          where: { AND: [page, further] },
          orderBy: order,
          take: take - first.length,
        });
  const rows: TicketRow[] = [...first, ...second];
  const totalCount = await db.prisma.supportTicket.count({ where });
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.assigneeId ? 1 : 0, row.createdAt, row.id],
    (row) => toTicketObject(row, admin),
  );
}

/** The queue's header: how many are waiting, and the average times to answer and to resolve. */
export async function supportQueueStats(db: Database) {
  const row = await queueFigures(db.query);
  return {
    activeCount: row?.active ?? 0,
    unassignedCount: row?.unassigned ?? 0,
    averageFirstAnswerSeconds: row?.firstAnswer ?? null,
    averageResolutionSeconds: row?.resolution ?? null,
  };
}

/** Assigns the ticket to an active admin, or to nobody (null); audited. */
export async function assignTicket(db: Database, admin: User, ticketId: string, assigneeId: string | null) {
  if (assigneeId !== null) {
    const assignee = isUuid(assigneeId)
      ? await db.prisma.user.findUnique({ where: { id: assigneeId } })
      : null;
    if (!assignee || assignee.role !== 'ADMIN' || assignee.status !== 'ACTIVE') {
      throw badUserInput('Assign the ticket to an active admin.', { assigneeId: 'Choose an active admin.' });
    }
  }
  const row = await writeAs(db, admin.id, async (tx) => {
    const ticket = await lockTicket(tx, admin, ticketId);
    const updated = await tx.supportTicket.update({ where: { id: ticket.id }, data: { assigneeId } });
    await audit(tx, {
      actorId: admin.id,
      action: 'support.assign',
      entity: 'SupportTicket',
      entityId: ticket.id,
      details: { from: ticket.assigneeId, to: assigneeId },
    });
    return updated;
  });
  return toTicketObject(row, admin);
}

/** What a status change records: resolving and closing stamp their time, reopening clears both. */
function statusTimes(status: TicketStatus, now: Date) {
  if (status === 'RESOLVED') return { resolvedAt: now, closedAt: null };
  if (status === 'CLOSED') return { closedAt: now };
  return { resolvedAt: null, closedAt: null };
}

/** Admins move a ticket to any status; audited. The same status again changes nothing. */
export async function setTicketStatus(db: Database, admin: User, ticketId: string, status: TicketStatus) {
  const row = await writeAs(db, admin.id, async (tx) => {
    const ticket = await lockTicket(tx, admin, ticketId);
    if (ticket.status === status) return ticket;
    const updated = await tx.supportTicket.update({
      where: { id: ticket.id },
      data: { status, ...statusTimes(status, new Date()) },
    });
    await audit(tx, {
      actorId: admin.id,
      action: 'support.status',
      entity: 'SupportTicket',
      entityId: ticket.id,
      details: { from: ticket.status, to: status },
    });
    return updated;
  });
  return toTicketObject(row, admin);
}
