import { EventEmitter, on } from 'node:events';
import { Redis } from 'ioredis';
import type { PubSub } from 'type-graphql';
import type { Logger } from './logger.js';

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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

function createRedisPubSub(redisUrl: string, logger: Logger): AppPubSub {
  // A connection in subscriber mode can do nothing else, hence two. The command connection (also
  // the rate limits') sends the commands of one event-loop turn in one write: fewer system calls
  // for both sides under load.
  const publisher = new Redis(redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (err) => logger.error({ err }, 'Redis pub/sub connection error'));
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

  return {
    redis: publisher,
    publish(topic, id, payload) {
      publisher
        .publish(channelOf(topic, id), JSON.stringify(payload))
        .catch((err) => logger.error({ err, topic }, 'Could not publish an event'));
    },
    subscribe(topic, id) {
      const channel = channelOf(topic, id);
      const count = subscribers.get(channel) ?? 0;
      subscribers.set(channel, count + 1);
      if (count === 0) {
        subscriber.subscribe(channel).catch((err) => logger.error({ err, channel }, 'Could not subscribe'));
      }
      return iterate(emitter, channel, () => {
        const left = (subscribers.get(channel) ?? 1) - 1;
        if (left > 0) return void subscribers.set(channel, left);
        subscribers.delete(channel);
        subscriber.unsubscribe(channel).catch(() => {});
      });
    },
    async close() {
      emitter.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The Redis channel (or local event name) of a topic and id, e.g. for `PUBSUB NUMSUB` in tests. */
export const channelName = channelOf;
