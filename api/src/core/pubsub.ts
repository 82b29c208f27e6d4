import { EventEmitter, on } from 'node:events';
import { Redis, type RedisOptions } from 'ioredis';
import type { PubSub } from 'type-graphql';
import type { Logger } from './logger.js';
import { countRedisError } from './metrics.js';

/**
 * Subscription events. In-process by default; through Redis pub/sub when REDIS_URL is set, so an
 * event published on one API instance reaches subscribers connected to any other instance.
 * Payloads must be JSON (Redis carries text): publish ids and let subscribers reload rows, unless
 * a row cannot change after the event (a message), where reloading it per subscriber only costs.
 */
export interface AppPubSub extends PubSub {
  /** `id` narrows the audience to subscribers of that id (e.g. one user); undefined = everybody. */
  publish(topic: string, id: string | undefined, payload: unknown): void;
  subscribe(topic: string, id?: unknown): AsyncIterableIterator<unknown>;
  /** With REDIS_URL: the command connection, which other users of Redis share (rate limits). */
  readonly redis?: Redis;
  /**
   * Calls `listener` whenever this instance's subscribers may have missed events: its pub/sub
   * connection to Redis dropped (what others publish meanwhile is lost), and again once it is back
   * (whoever subscribed meanwhile heard nothing). Never with in-process pub/sub. Returns `stop`.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

export const Topic = {
  /** A user's own row changed (profile, role, status); id = user id, payload = { userId }. */
  USER_UPDATED: 'USER_UPDATED',
  /** A message was stored; id = conversation id, payload = the message (modules/messaging MessageAddedEvent). */
  MESSAGE_ADDED: 'MESSAGE_ADDED',
  /** A conversation changed for a participant (message, read marker, block); id = user id, payload = { conversationId }. */
  CONVERSATION_UPDATED: 'CONVERSATION_UPDATED',
  /**
   * A reservation was made or changed status (from the database: core/db-changes.ts); id = the
   * student's or the hostel owner's user id, payload = { reservationId }.
   */
  RESERVATION_CHANGED: 'RESERVATION_CHANGED',
  /**
   * A notice was written for a user (from the database: core/db-changes.ts); id = user id,
   * payload = { notificationId }.
   */
  NOTIFICATION_ADDED: 'NOTIFICATION_ADDED',
  /**
   * A support ticket changed or got a message (from the database: core/db-changes.ts); id = ticket
   * id, payload = { ticketId, internal } (internal: only admins may hear of it).
   */
  SUPPORT_TICKET_UPDATED: 'SUPPORT_TICKET_UPDATED',
} as const;

const channelOf = (topic: string, id?: unknown) => (id === undefined ? topic : `${topic}:${String(id)}`);

/** Local fan-out from an emitter; `return()` ends a pending `next()` so closed sockets free listeners. */
function iterate(emitter: EventEmitter, channel: string, onEnd: () => void): AsyncIterableIterator<unknown> {
  const events = on(emitter, channel) as AsyncIterableIterator<unknown[]>;
  let ended = false;
  const end = () => {
    if (!ended) {
      ended = true;
      onEnd();
    }
  };
  const iterator: AsyncIterableIterator<unknown> = {
    async next() {
      const result = await events.next();
      return result.done ? result : { done: false, value: result.value[0] };
    },
    async return() {
      end();
      await events.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

export function createPubSub(options: { redisUrl?: string; logger: Logger }): AppPubSub {
  return options.redisUrl ? createRedisPubSub(options.redisUrl, options.logger) : createLocalPubSub();
}

/** Subscribers of this process only. */
export function createLocalPubSub(): AppPubSub & { listeners(topic: string, id?: unknown): number } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    listeners: (topic, id) => emitter.listenerCount(channelOf(topic, id)),
    publish: (topic, id, payload) => void emitter.emit(channelOf(topic, id), payload),
    subscribe: (topic, id) => iterate(emitter, channelOf(topic, id), () => {}),
    onGap: () => () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

// A request never waits on Redis: a command fails after COMMAND_TIMEOUT_MS (Redis stalled) or at
// once (Redis gone: no offline queue), and its caller carries on without it (the rate limits count
// in memory, an event is lost and its subscribers told, see onGap). Reconnection never gives up.
const COMMAND_TIMEOUT_MS = 500;
const connectionOptions: RedisOptions = {
  connectTimeout: 2000,
  disconnectTimeout: 500, // a stalled peer never closes its side: end the socket at once
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
};
// A stalled Redis (paused, or a network partition) keeps the socket open: each connection pings it
// this often and reconnects when the previous ping is still unanswered, so that subscribers learn
// of it and the rate limits stop trying (`ready` no more). Longer than a command's timeout: a busy
// event loop is no outage.
const HEARTBEAT_MS = 2000;

function heartbeat(connection: Redis, logger: Logger): NodeJS.Timeout {
  let unanswered = false;
  const timer = setInterval(() => {
    if (connection.status !== 'ready') return void (unanswered = false);
    if (unanswered) {
      unanswered = false;
      logger.error('Redis did not answer a heartbeat; reconnecting');
      return void connection.disconnect(true);
    }
    unanswered = true;
    connection.ping().then(
      () => void (unanswered = false),
      () => {},
    );
  }, HEARTBEAT_MS);
  return timer.unref();
}

function createRedisPubSub(redisUrl: string, logger: Logger): AppPubSub {
  // A connection in subscriber mode can do nothing else, hence two. No auto-pipelining on the
  // command connection (also the rate limits'): with a command timeout, a timed-out pipeline
  // throws inside ioredis ("results[i] is not iterable", redis/ioredis#1931) and ends the process;
  // bench:messages' thousand subscribers connecting at once did that to an API instance.
  const publisher = new Redis(redisUrl, {
    ...connectionOptions,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
  // Nothing waits on its commands (subscribe, ping): they wait for a connection until it drops.
  // The channels are subscribed again on each connection (`ready` below).
  const subscriber = new Redis(redisUrl, { ...connectionOptions, autoResubscribe: false });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (err) => {
      countRedisError('pubsub');
      logger.error({ err }, 'Redis pub/sub connection error');
    });
  }
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const subscribers = new Map<string, number>();

  subscriber.on('message', (channel: string, message: string) => {
    try {
      emitter.emit(channel, JSON.parse(message));
    } catch (err) {
      logger.error({ err, channel }, 'Dropped a malformed pub/sub message');
    }
  });

  const gaps = new EventEmitter();
  gaps.setMaxListeners(0);
  let lost = false;
  let closed = false;
  subscriber.on('close', () => {
    if (lost || closed) return;
    lost = true;
    logger.warn('Lost the Redis pub/sub connection; closing subscribers’ sockets');
    gaps.emit('gap');
  });
  subscriber.on('ready', () => {
    if (subscribers.size > 0)
      subscriber
        .subscribe(...subscribers.keys())
        .catch((err) => logger.error({ err }, 'Could not subscribe'));
    if (!lost) return;
    lost = false;
    logger.info('Redis pub/sub connection is back; closing subscribers’ sockets again');
    gaps.emit('gap');
  });
  const heartbeats = [publisher, subscriber].map((connection) => heartbeat(connection, logger));

  return {
    redis: publisher,
    publish(topic, id, payload) {
      publisher.publish(channelOf(topic, id), JSON.stringify(payload)).catch((err) => {
        countRedisError('pubsub');
        logger.error({ err, topic }, 'Could not publish an event');
      });
    },
    subscribe(topic, id) {
      const channel = channelOf(topic, id);
      const count = subscribers.get(channel) ?? 0;
      subscribers.set(channel, count + 1);
      if (count === 0 && subscriber.status === 'ready') {
        subscriber.subscribe(channel).catch((err) => logger.error({ err, channel }, 'Could not subscribe'));
      }
      return iterate(emitter, channel, () => {
        const left = (subscribers.get(channel) ?? 1) - 1;
        if (left > 0) return void subscribers.set(channel, left);
        subscribers.delete(channel);
        subscriber.unsubscribe(channel).catch(() => {});
      });
    },
    onGap(listener) {
      gaps.on('gap', listener);
      return () => void gaps.off('gap', listener);
    },
    async close() {
      closed = true;
      heartbeats.forEach(clearInterval);
      emitter.removeAllListeners();
      gaps.removeAllListeners();
      // QUIT waits for the answers of what was sent; without a connection there is nothing to wait for.
      await Promise.allSettled(
        [publisher, subscriber].map((c) =>
          c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect(),
        ),
      );
    },
  };
}

/** The Redis channel (or local event name) of a topic and id, e.g. for `PUBSUB NUMSUB` in tests. */
export const channelName = channelOf;
