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

/** Past a limit: how long until it allows again, in whole seconds (at least 1). */
export class LimitExceeded extends Error {
  constructor(readonly retryAfter: number) {
    super('Rate limit exceeded');
  }
}

export interface RateLimits {
  /**
   * Counts `points` (default 1) against limit `name` for `key` (a user id, an address, ...);
   * throws RATE_LIMITED with `extensions.retryAfter` (seconds) past the limit.
   */
  consume(name: LimitName, key: string, points?: number): Promise<void>;
  /** The same, throwing LimitExceeded instead: for plain HTTP routes (429 + Retry-After). */
  check(name: LimitName, key: string, points?: number): Promise<void>;
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
   * Gives back to `key`'s bucket what an operation was charged beyond its actual cost (never more
   * than the current window counted, so a refund cannot overfill the bucket); answers the bucket.
   */
  refundCost(key: string, points: number): Promise<{ status: ThrottleStatus }>;
}

/** Shopify's `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  /** Points restored per second, on average. */
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

  const check = async (name: LimitName, key: string, points = 1) => {
    const limiter = limiterOf(name, LIMITS[name](await currentSettings()));
    try {
      await limiter.consume(key, points);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        countRedisError('rate-limits');
        logger.error({ err: outcome, limit: name }, 'Rate limit store failed; allowed the request');
        return;
      }
      countRateLimitRefusal(name);
      throw new LimitExceeded(Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)));
    }
  };

  // The library counts in fixed windows: the bucket holds `maximum` points per window of
  // maximum / restoreRate seconds, which restores `restoreRate` a second on average.
  const { maximum } = options.costBucket;
  const window = Math.max(1, Math.round(maximum / options.costBucket.restoreRate));
  const costLimiter = newLimiter('queryCost', { points: maximum, seconds: window })[0]!;
  const statusOf = (remaining: number): ThrottleStatus => ({
    maximumAvailable: maximum,
    currentlyAvailable: Math.min(maximum, Math.max(0, remaining)),
    restoreRate: maximum / window,
  });
  const spendCost = async (key: string, points: number) => {
    try {
      if (points <= 0) {
        const counted = await costLimiter.get(key);
        return { status: statusOf(counted ? counted.remainingPoints : maximum) };
      }
      const res = await costLimiter.consume(key, points);
      return { status: statusOf(res.remainingPoints) };
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        countRedisError('rate-limits');
        logger.error({ err: outcome, limit: 'queryCost' }, 'Rate limit store failed; allowed the request');
        return { status: statusOf(maximum) };
      }
      countRateLimitRefusal('queryCost');
      // The store counted the refused points too: given back, what is left stays available to a
      // cheaper query (a second operation, on refusals only).
      await costLimiter.reward(key, points).catch(() => undefined);
      const left = maximum - (outcome.consumedPoints - points);
      return {
        status: statusOf(left),
        retryAfter: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
      };
    }
  };

  const refundCost = async (key: string, points: number) => {
    try {
      const counted = await costLimiter.get(key);
      const back = Math.min(points, counted?.consumedPoints ?? 0);
      if (back <= 0) return { status: statusOf(counted ? counted.remainingPoints : maximum) };
      const res = await costLimiter.reward(key, back);
      return { status: statusOf(res.remainingPoints) };
    } catch (err) {
      logger.error({ err, limit: 'queryCost' }, 'Rate limit store failed; the refund is lost');
      return { status: statusOf(maximum) };
    }
  };

  return {
    check,
    spendCost,
    refundCost,
    async consume(name, key, points) {
      try {
        await check(name, key, points);
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

/** Answers a request refused by a limit: 429, Retry-After, and the GraphQL error shape. */
export function answerLimited(res: ServerResponse, retryAfter: number): void {
  const error = rateLimited(retryAfter);
  res.statusCode = 429;
  res.setHeader('Retry-After', String(retryAfter));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(
    JSON.stringify({
      errors: [{ message: error.message, extensions: { code: ErrorCode.RATE_LIMITED, retryAfter } }],
    }),
  );
}

/** The per-address request limit of every HTTP request; resolves false when it answered 429. */
export function perAddressLimit(rateLimits: RateLimits, trustedHops: number) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    try {
      await rateLimits.check('requestsPerIp', clientAddress(req, trustedHops));
      return true;
    } catch (error) {
      if (!(error instanceof LimitExceeded)) throw error;
      answerLimited(res, error.retryAfter);
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
