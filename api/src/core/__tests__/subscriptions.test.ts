import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createTestDatabase } from '../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../test/harness.js';
import type { Database } from '../db.js';
import { channelName, Topic } from '../pubsub.js';

const ME_UPDATED = 'subscription { meUpdated { id displayName } }';
const RENAME = 'mutation ($name: String!) { updateMyProfile(input: { displayName: $name }) { id } }';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function wsClient(api: TestApi, token?: string): Client {
  return createClient({
    url: `${api.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are read loosely, like GraphQL JSON
type Loose = any;

/** The first result of a subscription (or its error), within a deadline. */
function firstResult(client: Client, query: string): { result: Promise<Loose>; started: Promise<void> } {
  let onStarted: () => void;
  const started = new Promise<void>((resolve) => (onStarted = resolve));
  const result = new Promise<Loose>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription event within 10 s')), 10_000);
    const dispose = client.subscribe(
      { query },
      {
        next: (value) => {
          clearTimeout(timer);
          dispose();
          resolve(value);
        },
        error: (error) => {
          clearTimeout(timer);
          resolve({ errors: Array.isArray(error) ? error : [error] });
        },
        complete: () => {},
      },
    );
    client.on('connected', () => setTimeout(onStarted, 100));
  });
  return { result, started };
}

describe('subscriptions over graphql-ws (in-process pub/sub)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('delivers meUpdated to the user whose profile changed, and only to them', async () => {
    const [ama, kofi] = [await signUpUser(api, 'STUDENT'), await signUpUser(api, 'OWNER')];
    const client = wsClient(api, ama.idToken);
    try {
      const { result, started } = firstResult(client, ME_UPDATED);
      await started;
      await api.gql(RENAME, { name: 'Someone Else' }, kofi.idToken); // not Ama's: must not arrive
      await api.gql(RENAME, { name: 'Ama Serwaa' }, ama.idToken);
      assert.deepEqual(await result, { data: { meUpdated: { id: ama.userId, displayName: 'Ama Serwaa' } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a subscription without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const client = wsClient(api, token);
      try {
        const { errors } = await firstResult(client, ME_UPDATED).result;
        assert.equal(errors[0].extensions.code, 'UNAUTHENTICATED');
      } finally {
        await client.dispose();
      }
    }
  });

  it('applies the same limits as HTTP', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const client = wsClient(api, user.idToken);
    try {
      const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: meUpdated { id }`).join(' ');
      const { errors } = await firstResult(client, `subscription { ${aliases} }`).result;
      assert.equal(errors[0].extensions.code, 'BAD_USER_INPUT');
    } finally {
      await client.dispose();
    }
  });
});

/** Fails with a clear message rather than skipping: multi-instance delivery must be checked. */
async function requireRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    assert.equal(await redis.ping(), 'PONG');
  } catch (error) {
    throw new Error(`This test needs Redis at ${REDIS_URL} (.ci/run starts one): ${String(error)}`);
  } finally {
    redis.disconnect();
  }
}

describe('subscriptions across two API instances through Redis', () => {
  let db: Database;
  let apiA: TestApi;
  let apiB: TestApi;
  before(async () => {
    await requireRedis();
    db = await createTestDatabase();
    apiA = await startTestApi({ db, config: { redisUrl: REDIS_URL } });
    apiB = await startTestApi({ db, config: { redisUrl: REDIS_URL } });
  });
  after(async () => {
    await apiA?.close();
    await apiB?.close();
    await db?.close();
  });

  it('delivers an event published on instance B to a subscriber on instance A', async () => {
    const user = await signUpUser(apiA, 'STUDENT');
    const client = wsClient(apiA, user.idToken);
    const redis = new Redis(REDIS_URL);
    try {
      const { result } = firstResult(client, ME_UPDATED);
      const channel = channelName(Topic.USER_UPDATED, user.userId);
      for (let i = 0; i < 100; i++) {
        const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(subscribers) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await apiB.gql(RENAME, { name: 'Via Redis' }, user.idToken);
      assert.deepEqual(await result, { data: { meUpdated: { id: user.userId, displayName: 'Via Redis' } } });
    } finally {
      redis.disconnect();
      await client.dispose();
    }
  });
});
