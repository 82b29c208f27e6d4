// Webhook subscriptions of the API clients a user owns, their delivery log and manual redelivery.
// Every operation checks that the subscription's API client was created by the caller (webhook.policies.ts).
import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Config } from '../../core/config.js';
import { lockRow, sqlOf, type Database, type Tx } from '../../core/db.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import { createOnce, type Keyed } from '../../core/idempotency.js';
import {
  afterTimeCursor,
  keysetConnection,
  keysetOrder,
  pageSize,
  type PageArgs,
} from '../../core/pagination.js';
import type { DomainEventType, Prisma, User, WebhookDeliveryStatus } from '../../generated/prisma/client.js';
import { RESERVATION_EVENT_TYPES } from '../events/index.js';
import { outboundUrlProblem } from '../../core/outbound-address.js';
import { queuePing } from './ping.sql.js';
import { newWebhookSecret, SECRET_OVERLAP_MS } from './signature.js';
import { ownsApiClient, ownsSubscription } from './webhook.policies.js';
import { toDeliveryObject, WITH_ATTEMPTS } from './webhook.types.js';

/** Subscriptions one API client may have. */
export const MAX_SUBSCRIPTIONS_PER_CLIENT = 10;

type Owner = Pick<User, 'id'>;

async function ownedClient(db: Database, user: Owner, apiClientId: string) {
  const client = isUuid(apiClientId)
    ? await db.prisma.apiClient.findUnique({ where: { id: apiClientId } })
    : null;
  if (!client || !ownsApiClient(user, client)) throw notFound('The API client');
  return client;
}

/** The subscription, when its API client is the user's; NOT_FOUND otherwise (ids are not probeable). */
export async function ownedSubscription(db: Database, user: Owner, id: string) {
  const subscription = isUuid(id)
    ? await db.prisma.webhookSubscription.findUnique({ where: { id }, include: { apiClient: true } })
    : null;
  if (!subscription || !ownsSubscription(user, subscription)) throw notFound('The webhook subscription');
  return subscription;
}

async function checkInput(
  config: Config,
  input: { url?: string | null; events?: DomainEventType[] | null; secret?: string | null },
) {
  const check = new FieldCheck();
  const url = input.url?.trim();
  if (input.url !== undefined && input.url !== null) {
    const problem = await outboundUrlProblem(url ?? '', config.webhooks.allowLoopback);
    if (problem) check.add('input.url', problem);
  }
  if (input.events !== undefined && input.events !== null && input.events.length === 0) {
    check.add('input.events', 'Choose at least one kind of event.');
  } else if (input.events?.includes('PING')) {
    check.add('input.events', 'Every subscription receives pings; choose kinds of events.');
  }
  const secret = input.secret?.trim();
  if (secret !== undefined && (secret.length < 24 || secret.length > 200)) {
    check.add('input.secret', 'The secret must be 24 to 200 characters long.');
  }
  check.throwIfAny();
  return { url, events: input.events ? [...new Set(input.events)] : undefined, secret };
}

/**
 * Refuses events the client's scopes would never let through (the fan-out job skips reservation
 * events for a client without reservations:read): a subscription that cannot deliver is a mistake.
 */
function checkEventScopes(client: { scopes: string[] }, events: readonly DomainEventType[] | undefined) {
  const needsReservations = events?.some((event) => RESERVATION_EVENT_TYPES.includes(event));
  if (needsReservations && !client.scopes.includes('reservations:read')) {
    throw badUserInput(
      'This API client lacks the reservations:read scope that reservation events need; add the scope or choose other events.',
      { 'input.events': 'Reservation events need the reservations:read scope.' },
    );
  }
}

/** Subscribes one of the user's API clients; answers the secret once. Only events from now on are sent. */
export async function createSubscription(
  db: Database,
  config: Config,
  user: Owner,
  input: { apiClientId: string; url: string; events: DomainEventType[]; secret?: string | null },
  keyed: Keyed | null = null,
) {
  const client = await ownedClient(db, user, input.apiClientId);
  const { url, events, secret } = await checkInput(config, input);
  checkEventScopes(client, events);
  return createOnce(
    db,
    user.id,
    keyed,
    async (tx) => {
      // The client's row orders concurrent creations, so the checks below see each other's.
      await lockRow(tx, 'ApiClient', { id: client.id });
      const existing = await tx.webhookSubscription.findMany({
        where: { apiClientId: client.id },
        select: { url: true, events: true },
      });
      const same = (list: readonly string[]) => [...list].sort().join() === [...events!].sort().join();
      if (existing.some((each) => each.url === url && same(each.events))) {
        throw conflict('This API client already has a subscription to the same URL and events.');
      }
      if (existing.length >= MAX_SUBSCRIPTIONS_PER_CLIENT) {
        throw badUserInput(
          `An API client can have at most ${MAX_SUBSCRIPTIONS_PER_CLIENT} webhook subscriptions.`,
        );
      }
      const chosen = secret || newWebhookSecret();
      const last = await tx.domainEvent.aggregate({ _max: { id: true } });
      const subscription = await tx.webhookSubscription.create({
        data: {
          apiClientId: client.id,
          url: url!,
          events: events!,
          secret: chosen,
          lastEventId: last._max.id ?? 0n,
        },
      });
      // The first delivery proves the endpoint and the secret before any real event depends on them.
      await queuePing(sqlOf(tx), subscription);
      return { id: subscription.id, answer: { subscription, secret: chosen } };
    },
    withSecret,
  );
}

/** A subscription of a keyed request again, with its secret as it is now. */
async function withSecret(tx: Tx, id: string) {
  const subscription = await tx.webhookSubscription.findUnique({ where: { id } });
  return subscription && { subscription, secret: subscription.secret };
}

/** Queues a ping to one of the user's subscriptions; answers its delivery (in the delivery log). */
export async function pingSubscription(db: Database, user: Owner, id: string, keyed: Keyed | null = null) {
  const subscription = await ownedSubscription(db, user, id);
  const delivery = await createOnce(
    db,
    user.id,
    keyed,
    async (tx) => {
      const deliveryId = await queuePing(sqlOf(tx), subscription);
      return { id: deliveryId, answer: await deliveryOf(tx, deliveryId) };
    },
    deliveryOf,
  );
  return toDeliveryObject(delivery!);
}

const deliveryOf = (tx: Tx, id: string) =>
  tx.webhookDelivery.findUnique({ where: { id }, include: WITH_ATTEMPTS });

/**
 * Gives a subscription a new generated secret, answered once. For SECRET_OVERLAP_MS deliveries are
 * signed with the old one too, so a receiver can switch without refusing anything meanwhile.
 */
export async function rotateSecret(
  db: Database,
  user: Owner,
  id: string,
  keyed: Keyed | null = null,
  now = new Date(),
) {
  const current = await ownedSubscription(db, user, id);
  return createOnce(
    db,
    user.id,
    keyed,
    async (tx) => {
      // Locked and read again: of two rotations at once, the second keeps the first's as previous.
      await lockRow(tx, 'WebhookSubscription', { id: current.id });
      const before = await tx.webhookSubscription.findUniqueOrThrow({ where: { id: current.id } });
      const secret = newWebhookSecret();
      const subscription = await tx.webhookSubscription.update({
        where: { id: current.id },
        data: {
          secret,
          previousSecret: before.secret,
          previousSecretUntil: new Date(now.getTime() + SECRET_OVERLAP_MS),
        },
      });
      return { id: subscription.id, answer: { subscription, secret } };
    },
    withSecret,
  );
}

export const WEBHOOK_SUBSCRIPTIONS_LISTED = 100;

export async function listSubscriptions(db: Database, user: Owner, apiClientId?: string | null) {
  const where: Prisma.WebhookSubscriptionWhereInput = apiClientId
    ? { apiClientId: (await ownedClient(db, user, apiClientId)).id }
    : { apiClient: { createdById: user.id, revokedAt: null } };
  return db.prisma.webhookSubscription.findMany({
    where,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: WEBHOOK_SUBSCRIPTIONS_LISTED,
  });
}

/** Changes the URL or events, or turns it on or off; turning it on clears the failure count. */
export async function updateSubscription(
  db: Database,
  config: Config,
  user: Owner,
  id: string,
  input: { url?: string | null; events?: DomainEventType[] | null; active?: boolean | null },
) {
  const subscription = await ownedSubscription(db, user, id);
  const { url, events } = await checkInput(config, input);
  checkEventScopes(subscription.apiClient, events);
  const enabling = input.active === true && !subscription.active;
  return writeAs(db, user.id, (tx) =>
    tx.webhookSubscription.update({
      where: { id: subscription.id },
      data: {
        ...(url !== undefined && { url }),
        ...(events !== undefined && { events }),
        ...(input.active !== undefined && input.active !== null && { active: input.active }),
        ...(enabling && { disabledAt: null, disabledReason: null, consecutiveFailures: 0 }),
      },
    }),
  );
}

export async function deleteSubscription(db: Database, user: Owner, id: string) {
  const subscription = await ownedSubscription(db, user, id);
  await writeAs(db, user.id, (tx) => tx.webhookSubscription.delete({ where: { id: subscription.id } }));
  return subscription.id;
}

/** The delivery log of a subscription, newest first. */
export async function listDeliveries(
  db: Database,
  user: Owner,
  args: PageArgs & { subscriptionId: string; status?: WebhookDeliveryStatus | null },
) {
  const subscription = await ownedSubscription(db, user, args.subscriptionId);
  const where: Prisma.WebhookDeliveryWhereInput = {
    subscriptionId: subscription.id,
    ...(args.status && { status: args.status }),
  };
  const page = afterTimeCursor<Prisma.WebhookDeliveryWhereInput>(args, 'createdAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.webhookDelivery.findMany({
      where: { AND: [where, page] },
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
      include: WITH_ATTEMPTS,
    }),
    db.prisma.webhookDelivery.count({ where }),
  ]);
  return keysetConnection(rows, args, totalCount, (row) => [row.createdAt, row.id], toDeliveryObject);
}

/**
 * Sends a delivery again, with the same delivery id (a receiver that already handled it can tell),
 * with a fresh round of retries; its attempt log keeps the earlier attempts. The subscription must
 * be active.
 */
export async function redeliver(db: Database, user: Owner, deliveryId: string, now = new Date()) {
  const delivery = isUuid(deliveryId)
    ? await db.prisma.webhookDelivery.findUnique({ where: { id: deliveryId } })
    : null;
  if (!delivery) throw notFound('The webhook delivery');
  const subscription = await ownedSubscription(db, user, delivery.subscriptionId).catch(() => {
    throw notFound('The webhook delivery');
  });
  if (!subscription.active) {
    throw badUserInput('Turn the subscription on again before redelivering.', {
      id: 'The subscription is off.',
    });
  }
  const updated = await writeAs(db, user.id, (tx) =>
    tx.webhookDelivery.update({
      where: { id: delivery.id },
      // A lease still running is kept: the attempt in flight finishes first (its result no longer
      // matches `attempts` and is dropped), so one delivery is never sent twice at once. `attempts`
      // counts the round (the retry schedule); the log (WebhookAttempt) keeps every attempt.
      data: { status: 'PENDING', attempts: 0, nextAttemptAt: now },
      include: WITH_ATTEMPTS,
    }),
  );
  return toDeliveryObject(updated);
}
