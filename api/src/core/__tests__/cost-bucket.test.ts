// The query-cost bucket is a true leaky bucket: drained, it refills at its restore rate, and what
// it reports is exactly what the next request may take. In memory and in the real Redis (its Lua
// script), with a fake clock.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { Redis } from 'ioredis';
import { openCostBucket, type CostBucket } from '../cost-bucket.js';

const MAX = 1000;
const RATE = 50; // points a second

async function drainAndRefill(bucket: CostBucket, clock: { ms: number }) {
  const key = `client:${randomUUID()}`;
  assert.deepEqual(await bucket.change(key, 0), { available: MAX, taken: true });
  assert.deepEqual(await bucket.change(key, 900), { available: 100, taken: true });
  // More than it holds: refused, nothing taken, told when it will hold enough.
  assert.deepEqual(await bucket.change(key, 300), { available: 100, taken: false, retryAfter: 4 });
  assert.equal((await bucket.change(key, 0)).available, 100);
  clock.ms += 1000; // + 50 points: steady, not a window that jumps back
  assert.equal((await bucket.change(key, 0)).available, 150);
  assert.equal((await bucket.change(key, 151)).taken, false, 'one more than reported is refused');
  assert.deepEqual(await bucket.change(key, 150), { available: 0, taken: true }, 'all it reported');
  clock.ms += 3000;
  assert.equal((await bucket.change(key, 0)).available, 150);
  assert.equal((await bucket.change(key, -40)).available, 190, 'a refund goes back');
  clock.ms += 60_000;
  assert.equal((await bucket.change(key, -500)).available, MAX, 'never above the maximum');
}

describe('Cost bucket', () => {
  const clock = { ms: Date.UTC(2026, 0, 1) };
  const now = () => clock.ms;

  it('drains and refills steadily in memory', async () => {
    await drainAndRefill(openCostBucket({ maximum: MAX, restoreRate: RATE, keyPrefix: 't', now }), clock);
  });

  describe('in Redis', () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    afterAll(() => redis.quit());

    it('drains and refills steadily, shared by every instance', async () => {
      await redis.connect();
      const keyPrefix = `test:${randomUUID()}`;
      const one = openCostBucket({ maximum: MAX, restoreRate: RATE, keyPrefix, redis, now });
      const two = openCostBucket({ maximum: MAX, restoreRate: RATE, keyPrefix, redis, now });
      await drainAndRefill(one, clock);
      const key = 'client:shared';
      await one.change(key, 700);
      assert.equal((await two.change(key, 0)).available, 300, 'the other instance sees the spend');
      const ttl = await redis.pttl(`${keyPrefix}:${key}`);
      assert.ok(ttl > 0 && ttl <= 700 * (1000 / RATE) + 1000, `expires once full again (${ttl} ms)`);
    });
  });
});
