// The figures of the API's contract with integrators (costs, pages, deprecations): the API's defaults
// (api/src/core/config.ts, limits.ts, schema-compat.ts) and what /developers states come from here.
import { LISTING_LIMITS } from './limits.js';

export const QUERY_COST_LIMITS = {
  /** An operation whose estimate passes this is refused before it runs (LIMIT_MAX_COST). */
  maximum: 5000,
  /** The points a credential's bucket holds when full (LIMIT_COST_BUCKET_MAX). */
  bucketMaximum: 50_000,
  /** The points a bucket regains a second, continuously (LIMIT_COST_RESTORE_RATE). */
  restoreRate: 5000,
} as const;

/** A connection's page: `first` or `last` is 1 to `max`; without either it holds `default` items. */
export const PAGE_SIZE = { max: 100, default: 20 } as const;

/** The docs' worked example of the cost rule: a page of hostels with their room types and photos. */
export const COST_EXAMPLE = {
  query: (first: number) =>
    `{ hostels(first: ${first}) { edges { node { name roomTypes { name } photos { caption } } } } }`,
  /** 1 for the connection; per edge 1, its node 1, and each room type and photo it may hold 1. */
  cost: (first: number) => 1 + first * (2 + LISTING_LIMITS.roomTypesMax + LISTING_LIMITS.photosMax),
  /** The largest page of it under the maximum. */
  largestFirst: () =>
    Math.floor(
      (QUERY_COST_LIMITS.maximum - 1) / (2 + LISTING_LIMITS.roomTypesMax + LISTING_LIMITS.photosMax),
    ),
};

/** A deprecated schema member may be removed this many days after its dated deprecation at the earliest. */
export const DEPRECATION_DAYS = 90;

/** Minutes a failed webhook delivery waits before its 2nd, 3rd, ... attempt; after the last it is FAILED. */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 300, 600, 1440, 1800] as const;

/** "1 min, 5 min, 30 min, 2 h, ... and 30 h": the retry schedule as the docs write it. */
export function webhookRetrySchedule(): string {
  const waits = WEBHOOK_RETRY_MINUTES.map((m) => (m < 60 ? `${m} min` : `${m / 60} h`));
  return `${waits.slice(0, -1).join(', ')} and ${waits.at(-1)}`;
}

/**
 * An idempotency key, which payReservation needs and the create mutations a token may call take: a
 * retry with the same key and input answers what the first request made.
 */
export const IDEMPOTENCY_KEY = {
  minLength: 8,
  maxLength: 100,
  characters: 'letters, digits, - or _',
} as const;

export const isIdempotencyKey = (key: string) =>
  key.length >= IDEMPOTENCY_KEY.minLength &&
  key.length <= IDEMPOTENCY_KEY.maxLength &&
  /^[A-Za-z0-9_-]+$/.test(key);
