// The query-cost bucket (docs/limits.md) as a true leaky bucket: `maximum` points, refilled
// continuously at `restoreRate` points a second, so what `throttleStatus` reports is what the next
// request may spend. rate-limiter-flexible only counts in windows (even BurstyRateLimiter), hence
// this: one atomic Lua script in Redis (shared by every instance), the same arithmetic in memory
// when there is no Redis or it is not ready.
import type { Redis } from 'ioredis';

export interface BucketAnswer {
  /** Points in the bucket after the operation (whole points, rounded down). */
  available: number;
  /** Whether the points asked for were taken (always true for a read or a refund). */
  taken: boolean;
  /** When refused: seconds until the bucket holds the points asked for (at least 1). */
  retryAfter?: number;
}

export interface CostBucket {
  /** Takes `points` when the bucket holds them; a negative amount gives points back, 0 reads. */
  change(key: string, points: number): Promise<BucketAnswer>;
}

// KEYS[1]: the bucket; ARGV: maximum, restore rate (points/s), now (ms), points. Returns the level
// (as a string: Lua numbers lose their fraction on the way out) and 1 when taken.
const SCRIPT = `
local max, rate, now, points = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = tonumber(state[1]) or max
local at = tonumber(state[2]) or now
level = math.min(max, level + math.max(0, now - at) * rate / 1000)
local taken = 1
if points > level then taken = 0 else level = math.min(max, level - points) end
redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((max - level) * 1000 / rate) + 1000)
return { tostring(level), taken }`;

function answer(level: number, points: number, taken: boolean, rate: number): BucketAnswer {
  const available = Math.floor(level + 1e-9);
  if (taken) return { available, taken };
  return { available, taken, retryAfter: Math.max(1, Math.ceil((points - level) / rate)) };
}

export function openCostBucket(options: {
  maximum: number;
  restoreRate: number;
  keyPrefix: string;
  redis?: Redis;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  onStoreError?: (error: unknown) => void;
}): CostBucket {
  const { maximum, restoreRate: rate, redis } = options;
  const now = options.now ?? Date.now;
  const memory = new Map<string, { level: number; at: number }>();

  const inMemory = (key: string, points: number, at: number): BucketAnswer => {
    const state = memory.get(key);
    let level = state ? Math.min(maximum, state.level + (Math.max(0, at - state.at) * rate) / 1000) : maximum;
    const taken = points <= level;
    if (taken) level = Math.min(maximum, level - points);
    // A full bucket is the default: forgetting it keeps the map to the callers who spent lately.
    if (level >= maximum) memory.delete(key);
    else memory.set(key, { level, at });
    return answer(level, points, taken, rate);
  };

  return {
    async change(key, points) {
      const at = now();
      if (!redis || redis.status !== 'ready') return inMemory(key, points, at);
      try {
        const [level, taken] = (await redis.eval(
          SCRIPT,
          1,
          `${options.keyPrefix}:${key}`,
          maximum,
          rate,
          at,
          points,
        )) as [string, number];
        return answer(Number(level), points, taken === 1, rate);
      } catch (error) {
        options.onStoreError?.(error);
        return inMemory(key, points, at);
      }
    },
  };
}
