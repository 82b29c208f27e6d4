// The one way the API reaches its database: Prisma Client 7 over a driver adapter, plus raw reads
// and raw-only transactions on the same driver for the hot paths, and LISTEN; PostgreSQL when
// DATABASE_URL is set, otherwise PGlite (PostgreSQL compiled to WebAssembly) persisted on disk.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { listenOnPostgres } from './pg-listen.js';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

export type { PrismaClient };

/** The client of an open Prisma transaction (`prisma.$transaction(async (tx) => ...)`). */
export type Tx = Prisma.TransactionClient;

/**
 * One hand-written SQL statement, its rows typed as Prisma types raw results. `Database.query`
 * runs it outside any transaction; in a transaction `(s) => tx.$queryRaw(s)` has the same shape.
 */
export type SqlQuery = <T = unknown>(statement: Prisma.Sql) => Promise<T[]>;

/** A Prisma transaction's raw runner as a `SqlQuery`, for SQL shared with `Database.transaction` callers. */
export const sqlOf =
  (tx: Tx): SqlQuery =>
  <T>(statement: Prisma.Sql) =>
    tx.$queryRaw<T[]>(statement);

/**
 * Runs `work` in one transaction whose statements are all hand-written SQL, straight on the driver:
 * COMMIT when it returns, ROLLBACK when it throws. For the busiest writes: Prisma's interactive
 * transaction costs far more CPU (docs/benchmarks.md).
 */
export type SqlTransaction = <T>(work: (sql: SqlQuery) => Promise<T>) => Promise<T>;

export interface Database {
  prisma: PrismaClient;
  /**
   * A raw read outside any transaction, straight on the driver, for hot reads such as the public
   * search (Prisma's `$queryRaw` costs more CPU per call: docs/benchmarks.md). It runs on its own
   * connection, so inside a transaction use the transaction's own runner (`tx.$queryRaw`, or the
   * `sql` that `transaction` hands its work).
   */
  query: SqlQuery;
  transaction: SqlTransaction;
  /** LISTENs on `channel` (a constant identifier); resolves, once listening, with a function that stops. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  kind: 'postgres' | 'pglite';
  /** Throws when the database is unreachable (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What a `Database.listen` subscriber hears. */
export interface Listener {
  /** A notification on the channel, with its payload. */
  message(payload: string): void;
  /** Every notification is heard from now on: once at the start, again after a reconnection. */
  up(): void;
  /** The connection listening was lost; notifications are missed until `up` is called again. */
  down(): void;
}

/** The driver behind a Database, which the migration runner (prisma/tools) drives directly. */
export type DriverTarget = { pool: pg.Pool } | { pglite: PGlite };

// Kept off the Database interface, so services never reach around it.
const driverTargets = new WeakMap<Database, DriverTarget>();

/** The driver of a Database opened here, for prisma/tools/migrate-database.ts only. */
export function driverTarget(db: Database): DriverTarget {
  const target = driverTargets.get(db);
  if (!target) throw new Error('Migrations need a Database opened by openDatabase.');
  return target;
}

/**
 * Pool options that turn PostgreSQL's JIT compilation off for each connection, as a startup
 * parameter (no statement of its own). It pays off for long analytic queries; the API's are short,
 * and once a statement's estimated cost passes jit_above_cost compiling costs more than it saves:
 * the search at 100,000 hostels took 190 ms with it and 60 ms without (bench:search).
 */
export const withoutJit: Pick<pg.PoolConfig, 'options'> = { options: '-c jit=off' };

/** PostgreSQL when databaseUrl is set, else PGlite persisted in `${dataDir}/pglite`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPgliteDatabase(new PGlite(dir, { startParams: PGLITE_START_PARAMS }));
}

/**
 * PGlite's own start-up parameters, with 32 MB of shared buffers instead of initdb's 128 MB: they
 * are zeroed at every start (memset was its busiest function there), and its one connection and
 * the embedded data (demo and development sizes; the files stay in the OS page cache) need few.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Distinct statement texts prepared by name; texts beyond this run unnamed (parsed every time). */
export const PREPARED_STATEMENTS_MAX = 2000;

/**
 * Names every distinct SQL text, so each connection parses and plans it once (a named prepared
 * statement) and later runs send only the parameters: the statements are a fixed set (Prisma's
 * query shapes and our raw statements). The cap bounds every connection's memory should some code
 * ever build texts per request. Hazard: a proxy in transaction-pooling mode (PgBouncer before
 * 1.21) does not support named statements; connect to PostgreSQL directly.
 */
export function preparedStatementNames(max = PREPARED_STATEMENTS_MAX) {
  const names = new Map<string, string>();
  return ({ sql }: { sql: string }): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `q${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

// The driver's parsers where they differ from Prisma's raw results: int8 as bigint, numeric as
// Decimal, and dates (pg's default is local midnight) at UTC midnight as Prisma gives them.
const RAW_PARSERS: Record<number, (value: string) => unknown> = {
  20: (value) => BigInt(value),
  1700: (value) => new Prisma.Decimal(value),
  1082: (value) => new Date(`${value}T00:00:00Z`),
};
const rawTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    RAW_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Runs a statement on pg as a named prepared statement, rows typed as Prisma's raw results. */
export function queryPrepared<T = unknown>(
  client: pg.Pool | pg.PoolClient,
  nameOf: ReturnType<typeof preparedStatementNames>,
  { text, values }: Prisma.Sql,
) {
  return client.query<T & pg.QueryResultRow>({ name: nameOf({ sql: text }), text, values, types: rawTypes });
}

export async function openPostgresDatabase(databaseUrl: string): Promise<Database> {
  // Without a connect timeout an unreachable server makes ping() (and /readyz) hang.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, ...withoutJit });
  // A client losing its server emits 'error', which ends the process where nobody listens: the
  // pool listens while a client is idle, this listener while one is checked out (our transactions,
  // Prisma's). The query in flight fails with the loss, and the pool discards the client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // One naming for Prisma's statements and ours: they share the pool's connections.
  const nameOf = preparedStatementNames();
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, {
      // Typed as always naming; pg runs a query without a name unprepared, as wanted past the cap.
      statementNameGenerator: nameOf as (query: { sql: string }) => string,
    }),
  });
  let closed = false;
  const db: Database = {
    prisma,
    async query<T>(statement: Prisma.Sql) {
      return (await queryPrepared<T>(pool, nameOf, statement)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined; // a connection that cannot roll back is not reused
      try {
        await client.query('BEGIN');
        const result = await work(
          async <T>(statement: Prisma.Sql) => (await queryPrepared<T>(client, nameOf, statement)).rows,
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, listener) => listenOnPostgres(databaseUrl, channel, listener),
    kind: 'postgres',
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await pool.end();
    },
  };
  driverTargets.set(db, { pool });
  return db;
}

/**
 * Wraps a PGlite instance (on disk, or in memory for tests). PGlite has ONE connection: it
 * serialises interactive transactions itself (a transaction mutex; plain queries wait for an open
 * transaction to finish), verified with concurrent `$transaction(async tx => ...)` calls. Hazard:
 * inside `$transaction(async (tx) => ...)` every query must go through `tx`; a query on the outer
 * client waits for the transaction and times it out (it would merely run on PostgreSQL).
 * Only one process may open a data directory at a time.
 */
export async function openPgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  const prisma = new PrismaClient({
    adapter: new PrismaPGlite(client),
    // Transactions queue behind each other here, so allow a longer wait for a turn than the default 2 s.
    transactionOptions: { maxWait: 15_000, timeout: 15_000 },
  });
  let closed = false;
  const db: Database = {
    prisma,
    async query<T>(statement: Prisma.Sql) {
      // PGlite queues this behind an open transaction of its single connection (see above).
      return (await client.query<T>(statement.text, statement.values, { parsers: RAW_PARSERS })).rows;
    },
    transaction(work) {
      // PGlite's transaction takes the same turn as Prisma's (see above) and rolls back on a throw.
      return client.transaction((tx) =>
        work(
          async <T>({ text, values }: Prisma.Sql) =>
            (await tx.query<T>(text, values, { parsers: RAW_PARSERS })).rows,
        ),
      );
    },
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener.message);
      listener.up(); // one in-process connection: nothing to lose
      return async () => {
        if (!client.closed) await unlisten(); // closing the database has ended every LISTEN
      };
    },
    kind: 'pglite',
    async ping() {
      if (client.closed) throw new Error('The embedded database is closed.');
      await client.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await client.close();
    },
  };
  driverTargets.set(db, { pglite: client });
  return db;
}

/**
 * Locks the rows of `table` matching `where` (one column, a uuid: `{ id }`, `{ paymentId }`) with
 * FOR UPDATE until the transaction ends, so concurrent changes of them apply one after the other.
 * Several rows are locked in id order, which keeps two such lockers from deadlocking.
 */
export async function lockRow(tx: Tx, table: Prisma.ModelName, where: Record<string, string>): Promise<void> {
  const [entry, ...more] = Object.entries(where);
  if (!entry || more.length > 0) throw new Error('lockRow takes exactly one column.');
  const [column, value] = entry;
  await tx.$executeRaw`SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE ${Prisma.raw(`"${column}"`)} = ${value}::uuid ORDER BY id FOR UPDATE`;
}

/**
 * The name of the database constraint (CHECK, unique index, foreign key) an error from Prisma or
 * the driver violated, e.g. "RoomNight_free_beds_range", so a service can answer with a message a
 * person understands. Undefined for any other error. The name comes from PostgreSQL's own message, which
 * both PostgreSQL and PGlite report the same way.
 */
export function violatedConstraint(error: unknown): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalMessage?: string } } } })?.meta;
  // Prisma wraps the driver's error; in a `Database.transaction` the driver's own is thrown.
  const message =
    meta?.driverAdapterError?.cause?.originalMessage ?? (error as Error | undefined)?.message ?? '';
  return /violates (?:check|unique|foreign key) constraint "([^"]+)"/.exec(message)?.[1];
}
