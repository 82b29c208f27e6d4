// Per-request batching for field resolvers (dataloader): every `load` made while GraphQL resolves
// one level of the result is answered by ONE call of the batch function, each key at most once.
// This is what keeps a page of results at a fixed number of SQL statements whatever its size.
import DataLoader from 'dataloader';

/**
 * A DataLoader over a batch function that answers with a Map of what it found: keys it did not
 * find get `fallback` (null, an empty list, false). `keyOf` names a key that is not a string.
 */
export function batchLoader<K, V>(
  batch: (keys: K[]) => Promise<Map<string, V>>,
  fallback: V,
  keyOf: (key: K) => string = String,
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    async (keys) => {
      const found = await batch([...keys]);
      return keys.map((key) => found.get(keyOf(key)) ?? fallback);
    },
    { cacheKeyFn: keyOf },
  );
}

const everyPerRequest: WeakMap<object, unknown>[] = [];

/**
 * Drops every loader made for `ctx`. A subscription's context lives as long as the subscription:
 * each event forgets what the previous one read, or it would show the first event's rows forever.
 */
export function forgetLoaders(ctx: object): void {
  for (const made of everyPerRequest) made.delete(ctx);
}

/**
 * `create`, run once per request: the loaders of one request share their batches and cache, and
 * die with it (the GraphQL context object is the request).
 */
export function perRequest<C extends object, L>(create: (ctx: C) => L): (ctx: C) => L {
  const made = new WeakMap<C, L>();
  everyPerRequest.push(made);
  return (ctx) => {
    let loaders = made.get(ctx);
    if (!loaders) made.set(ctx, (loaders = create(ctx)));
    return loaders;
  };
}

/** Groups rows into a Map of lists by a key. */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
