import { createHash } from 'node:crypto';
import { IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { isUuid } from '@hostel/common';
import { badUserInput } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.js';

const pageSizeMessage = (name: string) => `${name} must be between 1 and ${MAX_PAGE_SIZE}`;

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

/**
 * `first`/`after` and `last`/`before` of every Relay connection (DESIGN.md section 6), the way
 * GitHub's API reads them: `first` pages forwards from the start or from `after`, `last` backwards
 * from the end or from `before`. Extend it to add filters; resolvers read it through pageSize,
 * isBackward, keysetOrder, keysetWhere (or afterTimeCursor, readPageCursor) and keysetConnection.
 */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size from the start (or after \`after\`), 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when neither first nor last is given. Not with last.`,
  })
  @IsOptional()
  @Min(1, { message: pageSizeMessage('first') })
  @Max(MAX_PAGE_SIZE, { message: pageSizeMessage('first') })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Page size from the end (or before \`before\`), 1 to ${MAX_PAGE_SIZE}: pages backwards, items still in the list's order. Not with first.`,
  })
  @IsOptional()
  @Min(1, { message: pageSizeMessage('last') })
  @Max(MAX_PAGE_SIZE, { message: pageSizeMessage('last') })
  last?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The startCursor of the next page: the items before it (with last, or its default). Not with after.',
  })
  before?: string | null;
}

/** The paging part of a connection's arguments. */
export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** Whether the page is read backwards (`last`/`before`): the keyset query runs in reverse order. */
export const isBackward = (args: PageArgs) => args.last != null || Boolean(args.before);

/** How many items the page holds. */
export const pageSize = (args: PageArgs) => args.last ?? args.first ?? DEFAULT_PAGE_SIZE;

/** The cursor the page starts from, whichever way it goes; null for the first (or last) page. */
const pageCursor = (args: PageArgs) => (isBackward(args) ? args.before : args.after) || null;

type SortOrder = 'asc' | 'desc';
type OrderBy = { [field: string]: SortOrder | { sort: SortOrder; nulls?: 'first' | 'last' } | OrderBy };

const reverseOrder = (order: OrderBy): OrderBy =>
  Object.fromEntries(
    Object.entries(order).map(([field, how]) => {
      if (how === 'asc' || how === 'desc') return [field, how === 'asc' ? 'desc' : 'asc'];
      if ('sort' in how && typeof how.sort === 'string') {
        const nulls = how.nulls && (how.nulls === 'first' ? 'last' : 'first');
        return [field, { ...how, sort: how.sort === 'asc' ? 'desc' : 'asc', ...(nulls && { nulls }) }];
      }
      return [field, reverseOrder(how as OrderBy)];
    }),
  );

/**
 * A list's Prisma `orderBy` for the page: as given forwards, every key reversed backwards (the
 * rows nearest `before` come first; keysetConnection puts them back in the list's order).
 */
export function keysetOrder<T extends OrderBy>(args: PageArgs, orderBy: T[]): T[] {
  return isBackward(args) ? (orderBy.map(reverseOrder) as T[]) : orderBy;
}

@ObjectType({
  description: 'Where a page stands in its list (Relay): the cursors to ask for the next or previous one.',
})
export class PageInfo {
  @Field(() => Boolean, {
    description: 'More items follow the last of this page: ask with first/after endCursor.',
  })
  hasNextPage!: boolean;

  @Field(() => Boolean, {
    description: 'Items come before the first of this page: ask with last/before startCursor.',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "The first item's cursor; null for an empty page." })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: "The last item's cursor; null for an empty page." })
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
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor.` })
  class EdgeType implements Edge<T> {
    @Field(() => String, {
      description: 'Opaque position of the item, for after/before; valid only with the same arguments.',
    })
    cursor!: string;

    @Field(() => nodeType, { description: `The ${name}.` })
    node!: T;
  }

  // Never reachable from a resolver itself, so never emitted; only its subclasses are.
  @ObjectType()
  abstract class ConnectionType implements ConnectionShape<T> {
    @Field(() => [EdgeType], { description: "This page's items in the list's order." })
    edges!: Edge<T>[];

    @Field(() => PageInfo, { description: 'Cursors and whether more pages exist either way.' })
    pageInfo!: PageInfo;

    @Field(() => Int, {
      description: 'How many items the whole list holds with these arguments (all pages).',
    })
    totalCount!: number;
  }
  return ConnectionType;
}

const invalidCursor = (name: 'after' | 'before') =>
  badUserInput('The page cursor is not valid.', { [name]: `${name} is not a valid cursor` });

/** Cursors are opaque to clients: base64url of a JSON array of the sort key values. */
export function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor(cursor: string, name: 'after' | 'before'): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values)) return values;
  } catch {
    // fall through to the client error
  }
  throw invalidCursor(name);
}

/** How a sort key travels in a cursor: each kind only takes values its column accepts. */
type KeyKind = 'int' | 'number' | 'uuid' | 'date';

const INT_MAX = 2 ** 31 - 1;
// PostgreSQL's timestamps reach back to 4713 BC; JavaScript's dates further both ways.
const datable = (at: Date) => at.getUTCFullYear() >= 1 && at.getUTCFullYear() <= 9999;

/**
 * The sort-key values of a keyset cursor, checked against the expected kinds; dates travel as ISO
 * strings. A cursor of another sort order or a tampered one is BAD_USER_INPUT, never a crash.
 */
function readCursor(cursor: string, kinds: KeyKind[], name: 'after' | 'before'): (string | number | Date)[] {
  const values = decodeCursor(cursor, name);
  if (values.length !== kinds.length) throw invalidCursor(name);
  return values.map((value, i) => {
    const kind = kinds[i];
    if (kind === 'int' && Number.isInteger(value) && Math.abs(value as number) <= INT_MAX)
      return value as number;
    if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
    if (kind === 'uuid' && typeof value === 'string' && isUuid(value)) return value;
    if (kind === 'date' && typeof value === 'string' && datable(new Date(value))) return new Date(value);
    throw invalidCursor(name);
  });
}

const cursorValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const PAGING_ARGS = new Set(['first', 'after', 'last', 'before']);

/** JSON with keys in order and empty values left out, so equal filters read the same. */
export function stableJson(value: unknown): string {
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

/**
 * Marks arguments whose cursors are positions that mean the same under every filter (the change
 * feed's sequence ids): they are not bound to the filter.
 */
export const UNBOUND_CURSORS = Symbol('unbound cursors');

/** Whether an argument object is a connection's (a page size and a cursor). */
const isPaging = (value: object): value is PageArgs =>
  value instanceof ConnectionArgs || typeof (value as { first?: unknown }).first === 'number';

/** Paging one way with the other way's argument is ambiguous: refused, GitHub's way. */
function checkDirection(args: PageArgs): void {
  const given = (name: keyof PageArgs) => args[name] !== null && args[name] !== undefined;
  if (given('first') && given('last')) {
    throw badUserInput('Give first or last, not both.', { last: 'last cannot be given with first' });
  }
  if (given('after') && given('before')) {
    throw badUserInput('Give after or before, not both.', { before: 'before cannot be given with after' });
  }
  if (given('first') && given('before')) {
    throw badUserInput('before pages backwards: give it with last.', {
      before: 'before goes with last, not first',
    });
  }
  if (given('last') && given('after')) {
    throw badUserInput('after pages forwards: give it with first.', {
      after: 'after goes with first, not last',
    });
  }
}

/**
 * Checks a connection's paging arguments before its resolver runs (schema.ts): one direction only,
 * and cursors of this filter. The cursors' filter tag is checked against its other arguments and
 * only the keys part is left for the resolver: a cursor from another filter or sort is
 * BAD_USER_INPUT. Called for every argument object; others are left alone.
 */
export function checkPaging(args: object): void {
  if (!isPaging(args)) return;
  // `messages` keeps its own first/before (older messages): only ConnectionArgs go both ways.
  if (args instanceof ConnectionArgs) checkDirection(args);
  if (UNBOUND_CURSORS in args) return;
  const tag = filterTag(args);
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (typeof cursor !== 'string' || cursor === '') continue;
    const dot = cursor.indexOf('.');
    if (dot < 0) throw invalidCursor(name);
    if (cursor.slice(0, dot) !== tag) {
      throw badUserInput('The page cursor is from another filter or sort.', {
        [name]: `${name} belongs to another filter or sort; ask for the first page again`,
      });
    }
    args[name] = cursor.slice(dot + 1);
  }
}

/**
 * A connection from pageSize + 1 rows in keyset order (keysetOrder: reversed when paging
 * backwards, put back here); each edge's cursor holds its row's sort keys, bound to `args`'
 * filter (filterTag). The extra row tells whether more lie ahead in the paging direction; behind
 * the cursor there is always more.
 */
export function keysetConnection<Row, Node>(
  rows: Row[],
  args: PageArgs,
  totalCount: number,
  keyOf: (row: Row) => unknown[],
  toNode: (row: Row) => Node,
): ConnectionShape<Node> {
  const size = pageSize(args);
  const backward = isBackward(args);
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const tag = `${filterTag(args)}.`;
  const edges = page.map((row) => ({
    cursor: tag + encodeCursor(keyOf(row).map(cursorValue)),
    node: toNode(row),
  }));
  const more = rows.length > size;
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: backward ? Boolean(args.before) : more,
      hasPreviousPage: backward ? more : Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The sort-key values of the page's cursor (`after`, or `before` backwards), checked as readCursor
 * does; null for the first (or last) page.
 */
export function readPageCursor(args: PageArgs, kinds: KeyKind[]): (string | number | Date)[] | null {
  const cursor = pageCursor(args);
  return cursor ? readCursor(cursor, kinds, isBackward(args) ? 'before' : 'after') : null;
}

/**
 * The Prisma `where` for the rows past the page's cursor in a list ordered by `keys` ([field,
 * order, kind] each, the last one unique): after it, or before it when paging backwards; `{}` for
 * the first (or last) page. Each key compares only where the ones before it tie.
 */
export function keysetWhere<Where>(args: PageArgs, keys: [string, SortOrder, KeyKind][]): Where {
  const cursor = readPageCursor(
    args,
    keys.map(([, , kind]) => kind),
  );
  if (!cursor) return {} as Where;
  const past = (order: SortOrder) => ((order === 'desc') !== isBackward(args) ? 'lt' : 'gt');
  const ties = (count: number) =>
    Object.fromEntries(keys.slice(0, count).map(([field], i) => [field, cursor[i]]));
  return {
    OR: keys.map(([field, order], i) => ({ ...ties(i), [field]: { [past(order)]: cursor[i] } })),
  } as Where;
}

/**
 * The Prisma `where` for the rows past the page's (timestamp, id) cursor of a list ordered by
 * [field, id] in `direction` (keysetWhere). The id breaks ties, so pages never overlap.
 */
export const afterTimeCursor = <Where>(args: PageArgs, field: string, direction: SortOrder = 'desc'): Where =>
  keysetWhere<Where>(args, [
    [field, direction, 'date'],
    ['id', direction, 'uuid'],
  ]);
