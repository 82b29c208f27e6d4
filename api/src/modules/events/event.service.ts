// The change feed: the events a caller may see, oldest first, after a sequence id. Events are
// written by database triggers (prisma/migrations/*_events_and_webhooks) in the transaction of the
// change, with ids that start with their transaction's id (*_domain_event_watermark), and readers
// see only ids below the oldest transaction still running: an event that commits later always gets
// a higher id than what a reader has seen, so paging by id never skips one.
import type { Database } from '../../core/db.js';
import { badUserInput } from '../../core/errors.js';
import { isBackward, pageSize, type PageArgs } from '../../core/pagination.js';
import type { DomainEvent, DomainEventType, User } from '../../generated/prisma/client.js';
import { lastEventId, readEvents } from './event.sql.js';
import type { EventObject } from './event.types.js';

/** Who reads the feed: a user (their own and public events; everything for an admin) or the public. */
export type EventReader = Pick<User, 'id' | 'role'> | null;

export const RESERVATION_EVENT_TYPES: readonly DomainEventType[] = [
  'RESERVATION_REQUESTED',
  'RESERVATION_ACCEPTED',
  'RESERVATION_DECLINED',
  'RESERVATION_EXPIRED',
  'RESERVATION_PAID',
  'RESERVATION_CANCELLED',
  'RESERVATION_COMPLETED',
];

/** Events are kept this long (the retention job deletes older ones). */
export const EVENT_RETENTION_DAYS = 90;

/** A sequence id from a client: a non-negative decimal integer. */
export function parseSequence(after: string | null | undefined, field = 'after'): bigint {
  if (after === null || after === undefined || after === '') return 0n;
  if (!/^\d{1,19}$/.test(after)) {
    throw badUserInput('The page cursor is not valid.', { [field]: `${field} must be an event id` });
  }
  return BigInt(after);
}

export function toEventObject(row: DomainEvent): EventObject {
  const data = (row.data ?? {}) as { status?: string; fromStatus?: string | null; code?: string };
  return {
    id: row.id.toString(),
    type: row.type,
    subjectId: row.subjectId,
    sequence: row.sequence,
    hostelId: row.hostelId,
    status: data.status ?? null,
    fromStatus: data.fromStatus ?? null,
    code: data.code ?? null,
    createdAt: row.createdAt,
  };
}

/**
 * Refuses a cursor past every event ever written: no page could have given it, so a client with a
 * corrupt saved cursor finds out instead of waiting forever. Asked only when a page is empty.
 */
async function checkNotBeyondEnd(db: Database, after: bigint) {
  if (after > (await lastEventId(db.query))) {
    throw badUserInput('The page cursor is beyond the end of the feed.', {
      after: 'after must be an event id the feed gave you',
    });
  }
}

/**
 * One page of the feed as a connection; each cursor is the event's sequence id. Backwards (`last`,
 * `before`): the newest events before `before` (or of all), still oldest first in the page.
 */
export async function listEvents(
  db: Database,
  reader: EventReader,
  args: PageArgs & { types?: readonly DomainEventType[] | null },
) {
  const size = pageSize(args);
  const backward = isBackward(args);
  const after = parseSequence(args.after);
  const before = parseSequence(args.before, 'before');
  const rows = await readEvents(
    db.query,
    reader,
    backward
      ? {
          after: 0n,
          upTo: before > 0n ? before - 1n : undefined,
          newestFirst: true,
          types: args.types,
          limit: size + 1,
        }
      : { after, types: args.types, limit: size + 1 },
  );
  if (!backward && rows.length === 0 && after > 0n) await checkNotBeyondEnd(db, after);
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const edges = page.map((row) => ({ cursor: row.id.toString(), node: toEventObject(row) }));
  const more = rows.length > size;
  return {
    edges,
    pageInfo: {
      hasNextPage: backward ? before > 0n : more,
      hasPreviousPage: backward ? more : after > 0n,
      startCursor: edges[0]?.cursor ?? null,
      // With nothing new the cursor stays where it was, so a poller can always keep endCursor.
      endCursor: edges.at(-1)?.cursor ?? (backward ? null : args.after || null),
    },
  };
}

/** The body a webhook receives for an event (also what integrators can expect of `data`). */
export function eventPayload(
  row: Pick<DomainEvent, 'id' | 'type' | 'subjectId' | 'sequence' | 'createdAt' | 'data'>,
) {
  return {
    id: row.id.toString(),
    type: row.type,
    subjectId: row.subjectId,
    // The event's position among its subject's events: a receiver can tell one it has not seen yet.
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}
