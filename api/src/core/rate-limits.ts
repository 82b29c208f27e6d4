// The one place every module asks for a limit. Counting is rate-limiter-flexible's: in Redis when
// REDIS_URL is set (one count for every API instance), in this process otherwise. How many points
// a limit allows is read from the platform settings, which admins change: kept in memory while this
// process hears every change to them (a trigger on "Setting", migration 20261123200000, notifies
// `settings_changed` when a change commits), read again on each notification.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Settings } from '@hostel/common';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { openCostBucket } from './cost-bucket.js';
import { ErrorCode, rateLimited } from './errors.js';
import { countRateLimitRefusal, countRedisError } from './metrics.js';
import type { Database } from './db.js';
import type { Logger } from './logger.js';

export interface LimitRule {
  points: number;
  seconds: number;
}

/** Every named limit and its rule: adding one is one line (a fixed rule or a setting). */
export const LIMITS = {
  requestsPerUser: (s: Settings) => ({ points: s.requestsPerMinutePerUser, seconds: 60 }),
  requestsPerIp: (s: Settings) => ({ points: s.requestsPerMinutePerIp, seconds: 60 }),
  paymentAttemptsPerReservation: (s: Settings) => ({
    points: s.paymentAttemptsPerReservationPerHour,
    seconds: 3600,
  }),
  paymentAttemptsPerUser: (s: Settings) => ({ points: s.paymentAttemptsPerUserPerHour, seconds: 3600 }),
  uploadsPerUser: (s: Settings) => ({ points: s.uploadsPerUserPerDay, seconds: 86_400 }),
  messagesPerMinute: (s: Settings) => ({ points: s.messagesPerMinutePerUser, seconds: 60 }),
  messagesPerDay: (s: Settings) => ({ points: s.messagesPerDayPerUser, seconds: 86_400 }),
  // Account e-mails (sign-in links, resets, verifications): a mailbox is not flooded, nor the outbox.
  accountEmailsPerAddress: () => ({ points: 5, seconds: 60 }),
  accountEmailsPerIp: () => ({ points: 30, seconds: 60 }),
} satisfies Record<string, (settings: Settings) => LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** Where a window limit stands after a request (undefined when its store failed and it allowed). */
export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  reset: number;
  /** The window, in seconds. */
  window: number;
}

/** Past a limit: how long until it allows again, in whole seconds (at least 1), and the limit. */
export class LimitExceeded extends Error {
  constructor(
    readonly retryAfter: number,
    readonly state: LimitState,
  ) {
    super('Rate limit exceeded');
  }
}

/** IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers) of one window limit, named in the policy. */
export function windowHeaders(name: string, state: LimitState): [string, string][] {
  return [
    ['ratelimit-limit', String(state.limit)],
    ['ratelimit-remaining', String(state.remaining)],
    ['ratelimit-reset', String(state.reset)],
    ['ratelimit-policy', `${state.limit};w=${state.window};name="${name}"`],
  ];
}

export interface RateLimits {
  /**
   * Counts `points` (default 1) against limit `name` for `key` (a user id, an address, ...);
   * throws RATE_LIMITED with `extensions.retryAfter` (seconds) past the limit.
   */
  consume(name: LimitName, key: string, points?: number): Promise<LimitState | undefined>;
  /** The same, throwing LimitExceeded instead: for plain HTTP routes (429 + Retry-After). */
  check(name: LimitName, key: string, points?: number): Promise<LimitState | undefined>;
  /** The settings changed on this instance: read them again now, before the notification arrives. */
  settingsChanged(): void;
  /**
   * The platform settings as this instance knows them (the copy the limits use, kept in step with
   * every change as described above), for hot paths that should not read them per request (search).
   */
  settings(): Promise<Settings>;

  /**
   * Takes `points` from the query-cost bucket of `key` (an API client, a user or an address):
   * one store operation. `retryAfter` (seconds) is set when the bucket holds fewer points; then
   * nothing runs. Zero points only reads the bucket.
   */
  spendCost(key: string, points: number): Promise<{ status: ThrottleStatus; retryAfter?: number }>;
  /**
   * Gives back to `key`'s bucket what an operation was charged beyond its actual cost (never above
   * the bucket's maximum); answers the bucket.
   */
  refundCost(key: string, points: number): Promise<{ status: ThrottleStatus }>;
}

/** Shopify's `extensions.cost.throttleStatus`: a leaky bucket (core/cost-bucket.ts). */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  /** Points restored per second, continuously. */
  restoreRate: number;
}

/** The query-cost bucket: `maximum` points, refilled at `restoreRate` points a second. */
export interface CostBucketRule {
  maximum: number;
  restoreRate: number;
}

export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

export async function openRateLimits(options: {
  db: Database;
  /** The command connection of the Redis client (core/pubsub.ts), when REDIS_URL is set. */
  redis?: Redis;
  /** Namespace of the keys in Redis: one per deployment. */
  keyPrefix: string;
  settings: () => Promise<Settings>;
  logger: Logger;
  costBucket: CostBucketRule;
  /** The cost bucket's clock (milliseconds); tests pass their own. */
  now?: () => number;
}): Promise<RateLimits & { close(): Promise<void> }> {
  const { redis, keyPrefix, logger } = options;
  let settings: Promise<Settings> | undefined;
  let listening = false;
  const forget = () => void (settings = undefined);
  const currentSettings = () => {
    if (settings && listening) return settings;
    const value = options.settings();
    settings = value;
    value.catch(() => settings === value && forget()); // asked again next time
    return value;
  };
  const stop = await options.db.listen(SETTINGS_CHANGED_CHANNEL, {
    message: forget,
    up() {
      forget(); // changes made while not listening are unknown
      listening = true;
    },
    down() {
      listening = false;
      forget();
      logger.warn('Lost the database notifications of settings changes; reading them every request');
    },
  });
  // One limiter per name, whose rule follows the settings: the counts already made (in Redis, or
  // in this limiter's memory) then apply to a changed rule too.
  const limiters = new Map<LimitName, RateLimiterAbstract[]>();
  const newLimiter = (name: string, rule: LimitRule): RateLimiterAbstract[] => {
    const opts = { keyPrefix: `${keyPrefix}:${name}`, points: rule.points, duration: rule.seconds };
    // Redis unreachable: each instance counts on its own meanwhile rather than refuse everything,
    // without asking Redis while its connection is not ready (core/pubsub.ts: a command fails fast).
    const memory = new RateLimiterMemory(opts);
    return redis
      ? [
          new RateLimiterRedis({
            ...opts,
            storeClient: redis,
            insuranceLimiter: memory,
            rejectIfRedisNotReady: true,
          }),
          memory,
        ]
      : [memory];
  };
  const limiterOf = (name: LimitName, rule: LimitRule) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = newLimiter(name, rule);
      limiters.set(name, limiter);
    }
    for (const each of limiter) {
      each.points = rule.points;
      each.duration = rule.seconds;
    }
    return limiter[0]!;
  };

  const check = async (name: LimitName, key: string, points = 1): Promise<LimitState | undefined> => {
    const rule = LIMITS[name](await currentSettings());
    const limiter = limiterOf(name, rule);
    try {
      const res = await limiter.consume(key, points);
      return {
        limit: rule.points,
        remaining: Math.max(0, res.remainingPoints),
        reset: Math.ceil(res.msBeforeNext / 1000),
        window: rule.seconds,
      };
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        countRedisError('rate-limits');
        logger.error({ err: outcome, limit: name }, 'Rate limit store failed; allowed the request');
        return undefined;
      }
      countRateLimitRefusal(name);
      const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw new LimitExceeded(retryAfter, {
        limit: rule.points,
        remaining: 0,
        reset: retryAfter,
        window: rule.seconds,
      });
    }
  };

  const { maximum, restoreRate } = options.costBucket;
  const bucket = openCostBucket({
    maximum,
    restoreRate,
    keyPrefix: `${keyPrefix}:queryCost`,
    redis,
    now: options.now,
    onStoreError(err) {
      countRedisError('rate-limits');
      logger.error({ err, limit: 'queryCost' }, 'Rate limit store failed; counted in this instance');
    },
  });
  const statusOf = (available: number): ThrottleStatus => ({
    maximumAvailable: maximum,
    currentlyAvailable: available,
    restoreRate,
  });
  const spendCost = async (key: string, points: number) => {
    const spent = await bucket.change(key, Math.max(0, points));
    if (spent.taken) return { status: statusOf(spent.available) };
    countRateLimitRefusal('queryCost');
    return { status: statusOf(spent.available), retryAfter: spent.retryAfter };
  };
  const refundCost = async (key: string, points: number) => ({
    status: statusOf((await bucket.change(key, -Math.max(0, points))).available),
  });

  return {
    check,
    spendCost,
    refundCost,
    async consume(name, key, points) {
      try {
        return await check(name, key, points);
      } catch (error) {
        if (error instanceof LimitExceeded) throw rateLimited(error.retryAfter);
        throw error;
      }
    },
    settingsChanged: forget,
    settings: currentSettings,
    close: stop,
  };
}

/** The query-cost bucket of anonymous requests from `address` (core/throttle.ts). */
export const addressBucket = (address: string) => `ip:${address}`;

/**
 * The client's address: the socket's, or with `trustedHops` proxies in front of the API (a load
 * balancer), the address the farthest trusted one saw, from the right of X-Forwarded-For.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedHops)] ?? socket;
}

/**
 * Answers a request the per-address limit refused: 429, Retry-After, its RateLimit headers and the
 * GraphQL error shape, with `extensions.cost` naming the limit (`addressLimit`) beside the bucket.
 */
function answerLimited(res: ServerResponse, refused: LimitExceeded, throttleStatus: ThrottleStatus): void {
  const { retryAfter, state } = refused;
  const error = rateLimited(retryAfter);
  res.statusCode = 429;
  res.setHeader('Retry-After', String(retryAfter));
  for (const [name, value] of windowHeaders('address', state)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const cost = { requestedQueryCost: 0, actualQueryCost: 0, throttleStatus, addressLimit: state };
  res.end(
    JSON.stringify({
      errors: [{ message: error.message, extensions: { code: ErrorCode.RATE_LIMITED, retryAfter } }],
      extensions: { cost },
    }),
  );
}

/**
 * The per-address request limit of every HTTP request: its RateLimit headers go on the answer
 * (GraphQL answers replace them with all of theirs, core/throttle.ts, so it resolves the window for
 * them to report); resolves false when it answered 429 itself.
 */
export function perAddressLimit(rateLimits: RateLimits, trustedHops: number) {
  return async (
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ addressLimit?: LimitState } | false> => {
    const address = clientAddress(req, trustedHops);
    try {
      const state = await rateLimits.check('requestsPerIp', address);
      for (const [name, value] of state ? windowHeaders('address', state) : []) res.setHeader(name, value);
      return { addressLimit: state };
    } catch (error) {
      if (!(error instanceof LimitExceeded)) throw error;
      answerLimited(res, error, (await rateLimits.spendCost(addressBucket(address), 0)).status);
      return false;
    }
  };
}

/** The same limit as Express middleware, for the routes outside /graphql. */
export function perAddressMiddleware(rateLimits: RateLimits, trustedHops: number): RequestHandler {
  const admit = perAddressLimit(rateLimits, trustedHops);
  return (req, res, next) => {
    admit(req, res).then((admitted) => admitted && next(), next);
  };
}
