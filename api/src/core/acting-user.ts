// Suspension is exact for writes: every write a signed-in user makes runs in a transaction that
// first locks their row (FOR NO KEY UPDATE: one write of a user at a time, which per-user counts
// such as pending reservation requests rely on) and refuses unless it is ACTIVE. A suspension
// commits either before (the write sees it and is refused) or after the write commits (it waits
// for the lock), on any instance, whatever the row kept in memory (core/user-rows.ts) still says.
// Reads use the kept row (docs/domain.md). Services call it explicitly: `writeAs` for a
// Prisma transaction, `lockActiveUser(sql, userId)` first in a raw `Database.transaction`. Writes
// without a viewer (jobs, webhooks of providers) take no lock.
import { Prisma } from '../generated/prisma/client.js';
import type { Database, PrismaClient, SqlQuery, Tx } from './db.js';
import { forbidden } from './errors.js';

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
  const [row] = await sql<{ status: string }>(
    Prisma.sql`SELECT status FROM "User" WHERE id = ${userId}::uuid FOR NO KEY UPDATE`,
  );
  if (row?.status !== status) throw forbidden(REFUSED[status]);
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
    await lockActiveUser((statement) => tx.$queryRaw(statement), userId, status);
    return work(tx);
  }, options);
}

const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);

// The plain database under each request's checked one, for the one write of a suspended user.
const plain = new WeakMap<Database, Database>();

/**
 * The request's `db` for a suspended user's appeal, their one write: checked the other way round
 * (under the same row lock, refused unless the account is still suspended), so an appeal and a
 * reinstatement never cross and two appeals of one user count one after the other.
 */
export function appealingAs(db: Database, userId: string): Database {
  return actingAs(plain.get(db) ?? db, userId, 'SUSPENDED');
}

/** `db` for the requests of `userId`: reads unchanged, every write checked as above. */
export function actingAs(db: Database, userId: string, status: Status = 'ACTIVE'): Database {
  const prisma = db.prisma;
  type Work = (tx: Prisma.TransactionClient) => Promise<unknown>;
  const checked = (work: Work, options?: object) =>
    prisma.$transaction(async (tx) => {
      await lockActiveUser((statement) => tx.$queryRaw(statement), userId, status);
      return work(tx);
    }, options);
  const models = new Map<PropertyKey, unknown>();
  const model = (name: string, delegate: object) =>
    new Proxy(delegate, {
      get(target, operation, receiver) {
        if (typeof operation !== 'string' || !WRITES.has(operation))
          return Reflect.get(target, operation, receiver);
        return (args: unknown) =>
          checked((tx) =>
            (tx as unknown as Record<string, Record<string, (a: unknown) => Promise<unknown>>>)[name]![
              operation
            ]!(args),
          );
      },
    });
  const client = new Proxy(prisma, {
    get(target, property, receiver) {
      if (property === '$transaction') {
        return (work: Work | unknown[], options?: object) =>
          typeof work === 'function' ? checked(work, options) : target.$transaction(work as never, options);
      }
      if (property === '$executeRaw' || property === '$executeRawUnsafe') {
        return (...args: unknown[]) =>
          checked((tx) => (tx[property] as (...a: unknown[]) => Promise<unknown>)(...args));
      }
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || property.startsWith('$') || typeof value !== 'object' || !value) {
        return value;
      }
      if (!models.has(property)) models.set(property, model(property, value));
      return models.get(property);
    },
  }) as PrismaClient;
  const checkedDb: Database = {
    ...db,
    prisma: client,
    transaction: (work) =>
      db.transaction(async (sql) => {
        await lockActiveUser(sql, userId, status);
        return work(sql);
      }),
  };
  plain.set(checkedDb, db);
  return checkedDb;
}
