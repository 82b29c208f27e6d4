import { badUserInput } from '../../core/errors.js';
import { decodeCursor, encodeCursor, type ConnectionShape } from '../../core/pagination.js';

type KeyKind = 'string' | 'number' | 'date';

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
    if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
    if (kind === 'string' && typeof value === 'string') return value;
    if (kind === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      return new Date(value);
    throw invalidCursor();
  });
}

const cursorValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A connection from first + 1 rows in keyset order; each edge's cursor holds its row's sort keys. */
export function keysetConnection<Row, Node>(
  rows: Row[],
  args: { first: number; after?: string | null },
  totalCount: number,
  keyOf: (row: Row) => unknown[],
  toNode: (row: Row) => Node,
): ConnectionShape<Node> {
  const page = rows.slice(0, args.first);
  const edges = page.map((row) => ({ cursor: encodeCursor(keyOf(row).map(cursorValue)), node: toNode(row) }));
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
