// The e-mail outbox as admins see it: what is queued, sent or failed, with attempts and last error.
import type { Database } from '../../core/db.js';
import {
  afterTimeCursor,
  keysetConnection,
  type ConnectionArgs,
  keysetOrder,
  pageSize,
} from '../../core/pagination.js';
import type { EmailOutbox, EmailStatus, Prisma } from '../../generated/prisma/client.js';
import type { EmailDeliveryObject } from './broadcast.types.js';

const toDelivery = (row: EmailOutbox): EmailDeliveryObject => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  category: row.category,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'QUEUED' ? row.nextAttemptAt : null,
  sentAt: row.sentAt,
  broadcastId: row.broadcastId,
  createdAt: row.createdAt,
});

/** The outbox, newest first, by state. */
export async function listEmailDeliveries(
  db: Database,
  args: ConnectionArgs & { status?: EmailStatus | null },
) {
  const where: Prisma.EmailOutboxWhereInput = args.status ? { status: args.status } : {};
  const page = afterTimeCursor<Prisma.EmailOutboxWhereInput>(args, 'createdAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.emailOutbox.findMany({
      where: { AND: [where, page] },
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.emailOutbox.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (row) => [row.createdAt, row.id], toDelivery);
}

/** How many e-mails (all, or those of `where`, e.g. one broadcast's) are in each state. */
export async function emailCounts(db: Database, where: Prisma.EmailOutboxWhereInput = {}) {
  const rows = await db.prisma.emailOutbox.groupBy({ by: ['status'], where, _count: true });
  const of = (status: EmailStatus) => rows.find((row) => row.status === status)?._count ?? 0;
  return { queued: of('QUEUED'), sent: of('SENT'), failed: of('FAILED') };
}
