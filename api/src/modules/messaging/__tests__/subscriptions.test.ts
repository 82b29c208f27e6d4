import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Redis } from 'ioredis';
import { channelName, Topic } from '../../../core/pubsub.js';
import type { Database } from '../../../core/db.js';
import { createTestDatabase } from '../../../test/database.js';
import {
  signUpUser,
  startTestApi,
  subscriptionResults as results,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import { ok } from '../../reservations/__tests__/fixtures.js';
import { conversationFixture, M, send } from './fixtures.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MESSAGE_ADDED = `subscription($id: ID!) { messageAdded(conversationId: $id) { id body mine } }`;
const CONVERSATION_UPDATED = `subscription { conversationUpdated { id unreadCount otherReadAt lastMessage { body } } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are read loosely, like GraphQL JSON
type Loose = any;

/** Waits until Redis knows a subscriber of the channel (events published before would be missed). */
async function subscribed(redis: Redis | null, channel: string, local?: () => Promise<void>) {
  if (!redis) return local?.();
  for (let i = 0; i < 200; i++) {
    const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(count) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nobody subscribed to ${channel}`);
}

describe('messaging subscriptions (in-process)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses a stranger’s subscription to a conversation when it starts', async () => {
    const { conversationId } = await conversationFixture(api);
    const stranger = await signUpUser(api, 'STUDENT');
    const client = wsClient(api, stranger.idToken);
    try {
      const stream = results(client, MESSAGE_ADDED, { id: conversationId });
      const first = await stream.next();
      assert.equal(first.errors[0].extensions.code, 'NOT_FOUND');
    } finally {
      await client.dispose();
    }
  });

  it('delivers a new message to the other side, as that side sees it', async () => {
    const { owner, student, conversationId } = await conversationFixture(api);
    const client = wsClient(api, owner.idToken);
    try {
      const stream = results(client, MESSAGE_ADDED, { id: conversationId });
      // The in-process pub/sub has no subscriber count to wait on: send until one arrives (those
      // sent before the subscription listened are not delivered), then check it against its send.
      const sent = new Map<string, Loose>();
      const first = stream.next();
      let next: Loose;
      for (let attempt = 0; !next; attempt++) {
        const message = await send(api, student, conversationId, `Are you there? ${attempt}`);
        sent.set(message.id, message);
        next = await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 200))]);
      }
      const message = sent.get(next.data.messageAdded.id);
      assert.deepEqual(next.data.messageAdded, { id: message.id, body: message.body, mine: false });
    } finally {
      await client.dispose();
    }
  });
});

describe('messaging across two API instances through Redis', () => {
  let db: Database;
  let apiA: TestApi;
  let apiB: TestApi;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    assert.equal(await redis.ping(), 'PONG', `This test needs Redis at ${REDIS_URL}`);
    db = await createTestDatabase();
    apiA = await startTestApi({ db, config: { redisUrl: REDIS_URL } });
    apiB = await startTestApi({ db, config: { redisUrl: REDIS_URL } });
  });
  afterAll(async () => {
    await apiA?.close();
    await apiB?.close();
    await db?.close();
    redis?.disconnect();
  });

  it('delivers messages and read markers sent through one instance to subscribers on the other', async () => {
    const { owner, student, conversationId } = await conversationFixture(apiA);
    const ownerOnA = wsClient(apiA, owner.idToken);
    const studentOnB = wsClient(apiB, student.idToken);
    try {
      const messages = results(ownerOnA, MESSAGE_ADDED, { id: conversationId });
      const ownerUpdates = results(ownerOnA, CONVERSATION_UPDATED);
      const studentUpdates = results(studentOnB, CONVERSATION_UPDATED);
      await subscribed(redis, channelName(Topic.MESSAGE_ADDED, conversationId));
      await subscribed(redis, channelName(Topic.CONVERSATION_UPDATED, owner.userId));
      await subscribed(redis, channelName(Topic.CONVERSATION_UPDATED, student.userId));

      const sent = await send(apiB, student, conversationId, 'Sent through B');
      assert.deepEqual((await messages.next()).data.messageAdded, {
        id: sent.id,
        body: 'Sent through B',
        mine: false,
      });
      const ownerSide = (await ownerUpdates.next()).data.conversationUpdated;
      assert.equal(ownerSide.unreadCount, 1);
      assert.equal(ownerSide.lastMessage.body, 'Sent through B');
      assert.equal((await studentUpdates.next()).data.conversationUpdated.unreadCount, 0);

      // The owner reads on A; the student, on B, hears the read marker ("Seen").
      ok(await apiA.gql(M.read, { id: conversationId }, owner.idToken));
      const seen = (await studentUpdates.next()).data.conversationUpdated;
      assert.equal(new Date(seen.otherReadAt).getTime(), new Date(sent.createdAt).getTime());

      // Each event is read afresh: the owner's next update has the new last message and count.
      assert.equal((await ownerUpdates.next()).data.conversationUpdated.unreadCount, 0); // the read
      await send(apiA, student, conversationId, 'And a second one');
      assert.equal((await messages.next()).data.messageAdded.body, 'And a second one');
      const latest = (await ownerUpdates.next()).data.conversationUpdated;
      assert.deepEqual([latest.lastMessage.body, latest.unreadCount], ['And a second one', 1]);
    } finally {
      await ownerOnA.dispose();
      await studentOnB.dispose();
    }
  });
});
