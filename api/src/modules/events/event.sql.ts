// The feed's statements. Events are written by database triggers in the transaction of the change;
// readers see only ids below the watermark (see event.service.ts), so paging by id never skips one.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type DomainEvent, type DomainEventType } from '../../generated/prisma/client.js';
import type { EventReader } from './event.service.js';

/**
 * The rule of who sees an event, as SQL over "DomainEvent" e: an admin everything; a user the
 * public events plus those of their own reservations (as student) and hostels (as owner); the public
 * only public ones (published hostels and published reviews).
 */
export function visibleTo(reader: EventReader): Prisma.Sql {
  if (reader?.role === 'ADMIN') return Prisma.sql`TRUE`;
  if (!reader) return Prisma.sql`e.public`;
  return Prisma.sql`(e.public OR e."studentId" = ${reader.id}::uuid OR e."ownerId" = ${reader.id}::uuid)`;
}

/**
 * Event ids below this are final: they belong to transactions that have all ended (every one still
 * running, and every later one, has a higher transaction id, the top bits of its events' ids).
 * A subquery, so it is computed once per statement, not per row.
 */
const WATERMARK = Prisma.sql`(SELECT "domain_event_feed_bound"())`;

/** The last event id a reader may read now (0 when none), as SQL: where a cursor may advance to. */
export const FEED_END = Prisma.sql`(SELECT coalesce(max(id), 0) FROM "DomainEvent" WHERE id < ${WATERMARK})`;

export interface EventsQuery {
  after: bigint;
  /** The last id to read (a reader that has read up to it may continue after it). */
  upTo?: bigint;
  limit: number;
  /** Newest first (a page read backwards). */
  newestFirst?: boolean;
  /** Only these kinds; null: every kind, []: none. */
  types?: readonly DomainEventType[] | null;
}

/**
 * Up to `limit` events visible to `reader` after `after` (and up to `upTo`), oldest first unless
 * `newestFirst` (`sql`: a transaction's or db.query).
 */
export async function readEvents(sql: SqlQuery, reader: EventReader, query: EventsQuery) {
  if (query.types && query.types.length === 0) return [];
  const types = query.types
    ? Prisma.sql`AND e.type = ANY(${[...query.types]}::"DomainEventType"[])`
    : Prisma.empty;
  const upTo = query.upTo === undefined ? Prisma.empty : Prisma.sql`AND e.id <= ${query.upTo}`;
  return sql<DomainEvent>(Prisma.sql`
    SELECT e.* FROM "DomainEvent" e
    WHERE e.id > ${query.after} AND e.id < ${WATERMARK} ${upTo} AND ${visibleTo(reader)} ${types}
    ORDER BY e.id ${query.newestFirst ? Prisma.sql`DESC` : Prisma.empty} LIMIT ${query.limit}`);
}

/** The highest event id ever written (0 when none), whether or not a reader may see it yet. */
export async function lastEventId(sql: SqlQuery): Promise<bigint> {
  const [last] = await sql<{ id: bigint }>(Prisma.sql`SELECT coalesce(max(id), 0) AS id FROM "DomainEvent"`);
  return BigInt(last?.id ?? 0);
}

/** Deletes the events written before `before`; answers how many. */
export async function deleteEventsBefore(sql: SqlQuery, before: Date): Promise<number> {
  const rows = await sql<{ count: bigint }>(Prisma.sql`
    WITH gone AS (DELETE FROM "DomainEvent" WHERE "createdAt" < ${before} RETURNING 1)
    SELECT count(*) AS count FROM gone`);
  return Number(rows[0]?.count ?? 0);
}
