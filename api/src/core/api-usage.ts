// Requests and refusals per API token and UTC day, counted in memory off the hot path and written
// with one upsert per token-day every few seconds and at shutdown (ApiClientUsage). Counts made on
// several instances add up in the row; a crash loses at most one interval's counts.
import type { ApolloServerPlugin } from '@apollo/server';
import { addUsage, pruneUsage } from './api-clients.sql.js';
import type { Viewer } from './auth.js';
import type { Context } from './context.js';
import type { Database } from './db.js';

export const USAGE_FLUSH_MS = 5_000;
/** Days that can be read back (LIST_BOUNDS in core/limits.ts); older rows are deleted hourly. */
export const USAGE_KEPT_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;

interface Counts {
  requests: number;
  refusals: number;
}

class UsageCounter {
  private counts = new Map<string, Counts>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private prunedAt = 0;

  constructor(private readonly db: Database) {}

  /** One request made with the client's token (counted when the token is resolved). */
  request(clientId: string, now = new Date()): void {
    this.add(clientId, { requests: 1, refusals: 0 }, now);
  }

  /** One of its requests answered 401, 403 or 429. */
  refusal(clientId: string, now = new Date()): void {
    this.add(clientId, { requests: 0, refusals: 1 }, now);
  }

  private add(clientId: string, more: Counts, now: Date): void {
    const key = `${clientId} ${now.toISOString().slice(0, 10)}`;
    const counts = this.counts.get(key) ?? { requests: 0, refusals: 0 };
    counts.requests += more.requests;
    counts.refusals += more.refusals;
    this.counts.set(key, counts);
    // Started on first use and unref'd: a process that never sees a token keeps no timer alive.
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), USAGE_FLUSH_MS).unref();
  }

  /** Writes what was counted since the last flush; flushes run one after another. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => {}).then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    // Nothing counted, nothing to write (nor to prune): an idle instance never touches the table.
    if (this.counts.size === 0) return;
    const batch = this.counts;
    this.counts = new Map();
    for (const [key, { requests, refusals }] of batch) {
      const [clientId, day] = key.split(' ') as [string, string];
      batch.delete(key);
      // A client deleted meanwhile writes nothing (addUsage) instead of failing the batch.
      await addUsage(this.db.query, { clientId, day, requests, refusals }).catch((error: unknown) => {
        // Kept for the next flush rather than lost: this key and the ones not written yet.
        this.merge(new Map([[key, { requests, refusals }], ...batch]));
        throw error;
      });
    }
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await pruneUsage(this.db.query, USAGE_KEPT_DAYS);
    }
  }

  private merge(unwritten: Map<string, Counts>): void {
    for (const [key, counts] of unwritten) {
      const current = this.counts.get(key) ?? { requests: 0, refusals: 0 };
      this.counts.set(key, {
        requests: current.requests + counts.requests,
        refusals: current.refusals + counts.refusals,
      });
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

// One counter per database: tests run several servers (each its own database) in one process.
const counters = new WeakMap<Database, UsageCounter>();

export function apiUsage(db: Database): UsageCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = new UsageCounter(db)));
  return counter;
}

/**
 * Counts the refusals that happen once the operation runs (a scope's 403, the cost throttle's 429).
 * Refusals before it are counted where the token is resolved (401) and the context built (origin, limit).
 */
export function apiUsagePlugin(db: Database): ApolloServerPlugin<Context> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ contextValue, response }) => {
        const client = contextValue.viewer?.apiClient;
        if (client && (response.http.status ?? 200) >= 400) apiUsage(db).refusal(client.id);
      },
    }),
  };
}

/** Counts a refusal made while the context is built (a forbidden origin, the request limit); returns it. */
export function countRefusal<E>(db: Database, viewer: Viewer | null, error: E): E {
  if (viewer?.apiClient) apiUsage(db).refusal(viewer.apiClient.id);
  return error;
}
