import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badUserInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
const PAGE_SIZE_MESSAGE = `first must be between 1 and ${MAX_PAGE_SIZE}`;

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

/**
 * Prisma arguments for a page ordered by a unique `id` tie-breaker: one extra row tells whether a
 * next page exists. The cursor holds the last row's id.
 */
export function pageQuery(args: ConnectionArgs): { take: number; skip?: number; cursor?: { id: string } } {
  if (!args.after) return { take: args.first + 1 };
  const [id] = decodeCursor(args.after);
  if (typeof id !== 'string')
    throw badUserInput('The page cursor is not valid.', { after: 'after is not a valid cursor' });
  return { take: args.first + 1, skip: 1, cursor: { id } };
}

/** Builds the connection from the rows `pageQuery` fetched (first + 1 of them at most). */
export function toConnection<Row extends { id: string }, Node>(
  rows: Row[],
  args: ConnectionArgs,
  totalCount: number,
  toNode: (row: Row) => Node,
): ConnectionShape<Node> {
  const page = rows.slice(0, args.first);
  const edges = page.map((row) => ({ cursor: encodeCursor([row.id]), node: toNode(row) }));
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
