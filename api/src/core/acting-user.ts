// Suspension is exact for writes: every write a signed-in user makes runs in a transaction that
// first locks their row (FOR NO KEY UPDATE: one write of a user at a time, which per-user counts
// such as pending reservation requests rely on) and refuses unless it is ACTIVE. A suspension
// commits either before (the write sees it and is refused) or after the write commits (it waits
// for the lock), on any instance, whatever the row kept in memory (core/user-rows.ts) still says.
// Reads use the kept row (docs/domain.md). Services call it explicitly: `writeAs` for a
// Prisma transaction, `lockActiveUser(sql, userId)` first in a raw `Database.transaction`. Writes
// without a viewer (jobs, webhooks of providers) take no lock.
import { sqlOf, type Database, type SqlQuery, type Tx } from './db.js';
import { forbidden } from './errors.js';
import { lockUserRow } from './users.sql.js';

type Status = 'ACTIVE' | 'SUSPENDED';
const REFUSED: Record<Status, string> = {
  ACTIVE: 'This account is suspended.',
  SUSPENDED: 'This account is not suspended.',
};

/** Locks the user's row until the transaction ends; FORBIDDEN unless the account is `status`. */
export async function lockActiveUser(
  sql: SqlQuery,
  userId: string,
  status: Status = 'ACTIVE',
): Promise<void> {
  if ((await lockUserRow(sql, userId)) !== status) throw forbidden(REFUSED[status]);
}

export interface WriteOptions {
  maxWait?: number;
  timeout?: number;
  /**
   * The status the account must have. SUSPENDED for an appeal, a suspended user's one write:
   * under the same lock, so an appeal and a reinstatement never cross and two appeals of one user
   * count one after the other.
   */
  status?: Status;
}

/** Runs `work` as a write of `userId`: one Prisma transaction that first locks their row (above). */
export function writeAs<T>(
  db: Database,
  userId: string,
  work: (tx: Tx) => Promise<T>,
  { status, ...options }: WriteOptions = {},
): Promise<T> {
  return db.prisma.$transaction(async (tx) => {
    await lockActiveUser(sqlOf(tx), userId, status);
    return work(tx);
  }, options);
}
