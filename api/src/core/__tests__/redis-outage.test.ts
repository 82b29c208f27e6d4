// A Redis outage under two API instances (docs/operations.md, "When Redis is down"): requests still answer at
// once (Redis calls fail fast, rate limits count per instance meanwhile), and no subscriber misses
// events silently: its socket is closed with 1012 when its instance loses pub/sub and again once
// pub/sub is back, so the client reconnects and reads again what it shows. The test runs a Redis of
// its own, which it kills and restarts; the shared one on 6379 is left alone.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createTestDatabase } from '../../test/database.js';
import { signUpUser, startTestApi, subscriptionResults, type TestApi } from '../../test/harness.js';
import { signUpAdmin } from '../../modules/hostels/__tests__/fixtures.js';
import type { Database } from '../db.js';
import { channelName, Topic } from '../pubsub.js';
import { RESYNC_CLOSE_CODE } from '../ws.js';

const ME = '{ me { user { id displayName } } }';
const ME_UPDATED = 'subscription { meUpdated { id displayName } }';
const RENAME = 'mutation ($name: String!) { updateMyProfile(input: { displayName: $name }) { id } }';
// Fail fast means well under a second; the bound leaves room for a loaded 2-core machine while
// still failing on the 2 to 20 s stalls of commands queued for a Redis that is gone.
const FAST_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway Redis on `port`, answering PING before this resolves. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error)); // e.g. not installed
  const probe = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {}); // refused until it listens
  try {
    for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
      if (failed) throw new Error(`This test needs redis-server (.ci/run installs it): ${failed.message}`);
      assert.ok(Date.now() < deadline, `redis-server did not start on port ${port}`);
      try {
        if (probe.status !== 'ready') await probe.connect();
        if ((await probe.ping()) === 'PONG') return child;
      } catch {
        probe.disconnect();
      }
    }
  } finally {
    probe.disconnect();
  }
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A socket like the web app's, but reconnected by the test itself; it records its close codes. */
function socketTo(api: TestApi, token: string) {
  const codes: number[] = [];
  let connected = false;
  const client = createClient({
    url: `${api.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: {
      connected: () => void (connected = true),
      closed: (event) => void codes.push((event as { code: number }).code),
    },
  });
  const open = async () => {
    for (const deadline = Date.now() + 10_000; !connected; await sleep(20))
      assert.ok(Date.now() < deadline, 'the socket never connected');
  };
  const closed = async () => {
    for (const deadline = Date.now() + 15_000; codes.length === 0; await sleep(20))
      assert.ok(Date.now() < deadline, 'the socket was never closed');
    return codes[0]!;
  };
  return { client, open, closed };
}

/** Milliseconds a call took, and its answer. */
async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const answer = await call();
  return [answer, performance.now() - start];
}

describe('a Redis outage under two API instances', () => {
  let redisPort: number;
  let redis: ChildProcess;
  let db: Database;
  let apiA: TestApi;
  let apiB: TestApi;
  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    db = await createTestDatabase();
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    apiA = await startTestApi({ db, config: { redisUrl } });
    apiB = await startTestApi({ db, config: { redisUrl } });
  });
  afterAll(async () => {
    await apiA?.close();
    await apiB?.close();
    await db?.close();
    if (redis) await stopRedis(redis);
  });

  /** Renames `token`'s user on A until `events` (a meUpdated subscription on B) hears it. */
  async function live(events: ReturnType<typeof subscriptionResults>, token: string) {
    let heard = false;
    const first = events.next().then(() => (heard = true)); // rejects after 10 s without an event
    for (let i = 0; !heard; i++) {
      assert.ok(i < 50, 'the subscription on B never heard a change made on A');
      await apiA.gql(RENAME, { name: `Live ${i}` }, token);
      await Promise.race([first, sleep(200)]);
    }
  }

  it('answers at once, keeps counting limits, and tells subscribers when events may have been missed', async () => {
    const [user, admin] = await Promise.all([signUpUser(apiA, 'STUDENT'), signUpAdmin(apiA)]);
    const spender = await signUpUser(apiA, 'STUDENT');
    const limit = 10;
    const set = await apiA.gql(
      'mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { requestsPerMinutePerUser } }',
      { input: { requestsPerMinutePerUser: limit } },
      admin.idToken,
    );
    assert.equal(set.body.data?.updateSettings.requestsPerMinutePerUser, limit, JSON.stringify(set.body));

    const before = socketTo(apiB, user.idToken);
    const events = subscriptionResults(before.client, ME_UPDATED);
    try {
      await live(events, user.idToken);

      await stopRedis(redis);
      const [me, meMs] = await timed(() => apiA.gql(ME, {}, user.idToken));
      assert.ok(me.body.data?.me.user.id === user.userId, JSON.stringify(me.body));
      assert.ok(meMs < FAST_MS, `me took ${Math.round(meMs)} ms with Redis down`);
      const [renamed, renameMs] = await timed(() =>
        apiA.gql(RENAME, { name: 'Renamed During Outage' }, user.idToken),
      );
      assert.equal(renamed.body.data?.updateMyProfile.id, user.userId, JSON.stringify(renamed.body));
      assert.ok(renameMs < FAST_MS, `a mutation took ${Math.round(renameMs)} ms with Redis down`);

      // Each instance counts on its own meanwhile: past the limit, refused at once.
      const answers = [];
      for (let i = 0; i <= limit; i++) {
        const [answer, ms] = await timed(() => apiA.gql(ME, {}, spender.idToken));
        assert.ok(ms < FAST_MS, `request ${i} took ${Math.round(ms)} ms with Redis down`);
        answers.push(answer.body.errors?.[0]?.extensions.code ?? 'OK');
      }
      assert.equal(answers.filter((code) => code === 'OK').length, limit, answers.join());
      assert.equal(answers.at(-1), 'RATE_LIMITED', answers.join());

      // B lost its pub/sub connection: its subscriber is told rather than left waiting.
      assert.equal(await before.closed(), RESYNC_CLOSE_CODE);
    } finally {
      await before.client.dispose();
    }

    // The web app reconnects at once and reads again (nothing new to hear while Redis is down)...
    const during = socketTo(apiB, user.idToken);
    subscriptionResults(during.client, ME_UPDATED);
    try {
      await during.open();
      const read = await apiB.gql(ME, {}, user.idToken);
      assert.equal(read.body.data?.me.user.displayName, 'Renamed During Outage');
      const [, ms] = await timed(() => apiA.gql(RENAME, { name: 'Renamed Later' }, user.idToken));
      assert.ok(ms < FAST_MS, `a mutation took ${Math.round(ms)} ms with Redis down`);

      // ...and once Redis is back, is told again, since changes made meanwhile were not delivered.
      redis = await startRedis(redisPort);
      assert.equal(await during.closed(), RESYNC_CLOSE_CODE);
    } finally {
      await during.client.dispose();
    }

    await recovered(user, 'Renamed Later');
  });

  it('does the same when Redis stalls (paused) rather than going away', async () => {
    const user = await signUpUser(apiA, 'STUDENT');
    const first = socketTo(apiB, user.idToken);
    const events = subscriptionResults(first.client, ME_UPDATED);
    try {
      await live(events, user.idToken);
      redis.kill('SIGSTOP');
      // The connections' heartbeats notice within two beats: B's subscriber is told, and the rate
      // limits stop asking Redis (meanwhile a command waits for its timeout at most).
      assert.equal(await first.closed(), RESYNC_CLOSE_CODE);
      for (const deadline = Date.now() + 10_000; ;) {
        const [, ms] = await timed(() => apiA.gql(ME, {}, user.idToken));
        if (ms < FAST_MS / 2) break;
        assert.ok(Date.now() < deadline, 'requests stayed slow while Redis was paused');
      }
      const [renamed, ms] = await timed(() =>
        apiA.gql(RENAME, { name: 'Renamed While Paused' }, user.idToken),
      );
      assert.equal(renamed.body.data?.updateMyProfile.id, user.userId, JSON.stringify(renamed.body));
      assert.ok(ms < FAST_MS, `a mutation took ${Math.round(ms)} ms with Redis paused`);
    } finally {
      await first.client.dispose();
    }

    const during = socketTo(apiB, user.idToken);
    subscriptionResults(during.client, ME_UPDATED);
    try {
      await during.open();
      redis.kill('SIGCONT');
      assert.equal(await during.closed(), RESYNC_CLOSE_CODE);
    } finally {
      await during.client.dispose();
    }
    await recovered(user, 'Renamed While Paused');
  });

  /** After an outage, a client that reconnects to B reads the change made during it, and hears the next one. */
  async function recovered(user: { idToken: string; userId: string }, name: string) {
    const afterwards = socketTo(apiB, user.idToken);
    const afterEvents = subscriptionResults(afterwards.client, ME_UPDATED);
    try {
      const read = await apiB.gql(ME, {}, user.idToken);
      assert.equal(read.body.data?.me.user.displayName, name);
      const probe = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
      try {
        const channel = channelName(Topic.USER_UPDATED, user.userId);
        for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
          const [, count] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
          if (Number(count) > 0) break;
          assert.ok(Date.now() < deadline, 'instance B never subscribed again');
        }
      } finally {
        probe.disconnect();
      }
      await live(afterEvents, user.idToken);
    } finally {
      await afterwards.client.dispose();
    }
  }
});
