import { createHash } from 'node:crypto';
import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { isUuid } from '@hostel/common';
import { badUserInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
const PAGE_SIZE_MESSAGE = `first must be between 1 and ${MAX_PAGE_SIZE}`;

/**
 * The `updatedSince` argument of the lists integrators sync: only items whose updatedAt is at or
 * after it. Coarse by nature (a change committing late may carry an earlier time): the events feed
 * is the exact way to follow changes.
 */
export const UpdatedSince = () =>
  Field(() => Date, {
    nullable: true,
    description:
      'Only items changed (updatedAt) at or after this time. For exact syncing follow the events feed.',
  });

/** The Prisma `where` of an `updatedSince` argument; `{}` without one. */
export const updatedSinceWhere = (since: Date | null | undefined) =>
  since ? { updatedAt: { gte: since } } : {};

/** `first`/`after` of every Relay connection (DESIGN.md section 6). Extend it to add filters. */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;
}

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean)
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * Declares `<name>Edge` and an abstract connection for a node type. Usage:
 * `@ObjectType() export class UserConnection extends Connection(UserObject, 'User') {}`.
 */
export function Connection<T extends object>(nodeType: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`)
  class EdgeType implements Edge<T> {
    @Field(() => String)
    cursor!: string;

    @Field(() => nodeType)
    node!: T;
  }

  // Never reachable from a resolver itself, so never emitted; only its subclasses are.
  @ObjectType()
  abstract class ConnectionType implements ConnectionShape<T> {
    @Field(() => [EdgeType])
    edges!: Edge<T>[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int)
    totalCount!: number;
  }
  return ConnectionType;
}

/** Cursors are opaque to clients: base64url of a JSON array of the sort key values. */
export function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values)) return values;
  } catch {
    // fall through to the client error
  }
  throw badUserInput('The page cursor is not valid.', { after: 'after is not a valid cursor' });
}

/** How a sort key travels in a cursor: each kind only takes values its column accepts. */
type KeyKind = 'int' | 'number' | 'uuid' | 'date';

const INT_MAX = 2 ** 31 - 1;
// PostgreSQL's timestamps reach back to 4713 BC; JavaScript's dates further both ways.
const datable = (at: Date) => at.getUTCFullYear() >= 1 && at.getUTCFullYear() <= 9999;

const invalidCursor = () =>
  badUserInput('The page cursor is not valid.', { after: 'after is not a valid cursor' });

/**
 * The sort-key values of a keyset cursor, checked against the expected kinds; dates travel as ISO
 * strings. A cursor of another sort order or a tampered one is BAD_USER_INPUT, never a crash.
 */
export function readCursor(after: string, kinds: KeyKind[]): (string | number | Date)[] {
  const values = decodeCursor(after);
  if (values.length !== kinds.length) throw invalidCursor();
  return values.map((value, i) => {
    const kind = kinds[i];
    if (kind === 'int' && Number.isInteger(value) && Math.abs(value as number) <= INT_MAX)
      return value as number;
    if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
    if (kind === 'uuid' && typeof value === 'string' && isUuid(value)) return value;
    if (kind === 'date' && typeof value === 'string' && datable(new Date(value))) return new Date(value);
    throw invalidCursor();
  });
}

const cursorValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const PAGING_ARGS = new Set(['first', 'after', 'last', 'before']);

/** JSON with keys in order and empty values left out, so equal filters read the same. */
function stableJson(value: unknown): string {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) {
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, each]) => each !== undefined && each !== null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${stableJson(each)}`).join(',')}}`;
}

/**
 * What a cursor is bound to: a short hash of a connection's arguments other than the paging
 * ones (its filter, sort, search text, parent id). A cursor reads `<tag>.<keys>`.
 */
export function filterTag(args: object): string {
  const filter = Object.fromEntries(Object.entries(args).filter(([key]) => !PAGING_ARGS.has(key)));
  return createHash('sha256').update(stableJson(filter)).digest('base64url').slice(0, 10);
}

/** Whether an argument object is a connection's (a page size and a cursor). */
/**
 * Marks arguments whose cursors are positions that mean the same under every filter (the change
 * feed's sequence ids): they are not bound to the filter.
 */
export const UNBOUND_CURSORS = Symbol('unbound cursors');

const isPaging = (value: object): value is { first: number; after?: unknown; before?: unknown } =>
  typeof (value as { first?: unknown }).first === 'number' && !(UNBOUND_CURSORS in value);

/**
 * Checks the cursors of a connection's arguments against its other arguments and leaves the keys
 * part for the resolver, before it runs (schema.ts): a cursor from another filter or sort is
 * BAD_USER_INPUT. Called for every argument object; others are left alone.
 */
export function unbindCursors(args: object): void {
  if (!isPaging(args)) return;
  const tag = filterTag(args);
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (typeof cursor !== 'string' || cursor === '') continue;
    const dot = cursor.indexOf('.');
    if (dot < 0)
      throw badUserInput('The page cursor is not valid.', { [name]: `${name} is not a valid cursor` });
    if (cursor.slice(0, dot) !== tag) {
      throw badUserInput('The page cursor is from another filter or sort.', {
        [name]: `${name} belongs to another filter or sort; ask for the first page again`,
      });
    }
    args[name] = cursor.slice(dot + 1);
  }
}

/**
 * A connection from first + 1 rows in keyset order; each edge's cursor holds its row's sort keys,
 * bound to `args`' filter (filterTag).
 */
export function keysetConnection<Row, Node>(
  rows: Row[],
  args: { first: number; after?: string | null },
  totalCount: number,
  keyOf: (row: Row) => unknown[],
  toNode: (row: Row) => Node,
): ConnectionShape<Node> {
  const page = rows.slice(0, args.first);
  const tag = `${filterTag(args)}.`;
  const edges = page.map((row) => ({
    cursor: tag + encodeCursor(keyOf(row).map(cursorValue)),
    node: toNode(row),
  }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > args.first,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The Prisma `where` for the rows after a (timestamp, id) cursor of a list ordered by
 * [field, id] in `direction`; `{}` for the first page. The id breaks ties, so pages never overlap.
 */
export function afterTimeCursor<Where>(
  after: string | null | undefined,
  field: string,
  direction: 'asc' | 'desc' = 'desc',
): Where {
  if (!after) return {} as Where;
  const [at, id] = readCursor(after, ['date', 'uuid']) as [Date, string];
  const op = direction === 'desc' ? 'lt' : 'gt';
  return { OR: [{ [field]: { [op]: at } }, { [field]: at, id: { [op]: id } }] } as Where;
}
