/**
 * A minimal per-request DataLoader: every `load` made while GraphQL resolves one level of the
 * result is collected and answered by ONE call of `batch`, and each key is loaded at most once.
 * This is what keeps a search page at a fixed number of SQL statements whatever its size.
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<string, Promise<V>>();
  private queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly batch: (keys: K[]) => Promise<Map<string, V>>,
    private readonly fallback: V,
    private readonly keyOf: (key: K) => string = String,
  ) {}

  load(key: K): Promise<V> {
    const id = this.keyOf(key);
    const cached = this.cache.get(id);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // Like DataLoader: wait until the promise jobs of the current level have run, then dispatch.
      if (this.queue.length === 1)
        void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
    });
    this.cache.set(id, promise);
    return promise;
  }

  /** Seeds a value another query already produced, so it is not loaded again. */
  prime(key: K, value: V): void {
    const id = this.keyOf(key);
    if (!this.cache.has(id)) this.cache.set(id, Promise.resolve(value));
  }

  private async dispatch(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const values = await this.batch(queue.map((item) => item.key));
      for (const item of queue) item.resolve(values.get(this.keyOf(item.key)) ?? this.fallback);
    } catch (error) {
      for (const item of queue) {
        this.cache.delete(this.keyOf(item.key));
        item.reject(error);
      }
    }
  }
}

/** Groups rows into a Map of lists by a key. */
export function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
