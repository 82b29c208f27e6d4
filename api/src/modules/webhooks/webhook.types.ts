import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../../core/idempotency.js';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import {
  WebhookDeliveryStatus,
  type Prisma,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookSubscription,
} from '../../generated/prisma/client.js';
import { DomainEventType } from '../events/index.js';

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'PENDING: waiting for its (next) attempt; DELIVERED: answered 2xx; FAILED: retries exhausted.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first or next attempt.' },
    DELIVERED: { description: 'Your endpoint answered with a 2xx status.' },
    FAILED: { description: 'Every attempt failed; redeliverWebhook tries again.' },
  },
});

@ObjectType('WebhookSubscription', {
  description: 'Where an API client receives events; the secret is shown only when created or rotated.',
})
export class WebhookSubscriptionObject {
  @Field(() => ID, { description: 'Unique identifier of the subscription.' })
  id!: string;

  @Field(() => ID, { description: 'The API client it belongs to.' })
  apiClientId!: string;

  @Field(() => String, { description: 'The https address events are POSTed to.' })
  url!: string;

  @Field(() => [DomainEventType], { description: 'The kinds of events it receives.' })
  events!: DomainEventType[];

  @Field(() => Boolean, { description: 'False once turned off by its owner or after repeated failure.' })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it was turned off automatically.' })
  disabledReason!: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was turned off automatically after repeated failures; null otherwise.',
  })
  disabledAt!: Date | null;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt!: Date;
}

@ObjectType('WebhookSubscriptionWithSecret', {
  description: 'A subscription with its signing secret: store the secret now, it is not shown again.',
})
export class WebhookSubscriptionWithSecretObject {
  @Field(() => WebhookSubscriptionObject, { description: 'The subscription.' })
  subscription!: WebhookSubscription;

  @Field(() => String, {
    description:
      'The key of the X-Hostel-Signature header (HMAC-SHA256 of the timestamp and body); shown only in this answer.',
  })
  secret!: string;
}

@ObjectType('WebhookAttempt', { description: 'One attempt to send a delivery to your endpoint.' })
export class WebhookAttemptObject {
  @Field(() => Date, { description: 'When the request was sent.' })
  at!: Date;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the answer; null when none came.' })
  status!: number | null;

  @Field(() => Int, { description: 'How long the request took, in milliseconds.' })
  durationMs!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The first 500 bytes of the answer when it was text; null otherwise.',
  })
  responseExcerpt!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed; null when it succeeded.' })
  error!: string | null;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to send) to one subscription.' })
export class WebhookDeliveryObject {
  @Field(() => ID, { description: 'The X-Hostel-Delivery header: the same on every retry.' })
  id!: string;

  @Field(() => ID, { description: 'The subscription it is sent to.' })
  subscriptionId!: string;

  @Field(() => ID, { description: 'The event’s sequence id (the feed’s Event.id); negative for a PING.' })
  eventId!: string;

  @Field(() => DomainEventType, { description: 'What kind of event it carries.' })
  event!: DomainEventType;

  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery is.' })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, {
    description: 'Attempts made so far, redeliveries included (the attempt log’s length).',
  })
  attempts!: number;

  @Field(() => [WebhookAttemptObject], {
    description: 'The last 20 attempts, oldest first; a redelivery appends to the log.',
  })
  attemptLog!: WebhookAttemptObject[];

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt’s response.' })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the last attempt was made; null before the first.',
  })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (pending only).' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When your endpoint accepted it; null until then.' })
  deliveredAt!: Date | null;

  @Field(() => Date, { description: 'When the event was queued for this subscription.' })
  createdAt!: Date;
}

@ObjectType('WebhookDeliveryConnection', {
  description: 'A page of a subscription’s deliveries, newest first (Relay connection).',
})
export class WebhookDeliveryConnection extends Connection(WebhookDeliveryObject, 'WebhookDelivery') {}

/** Attempts a delivery shows (the newest); the schema's cost estimate counts on it. */
export const WEBHOOK_ATTEMPTS_LISTED = 20;

/** Reads a delivery with its newest attempts and their count, as toDeliveryObject needs it. */
export const WITH_ATTEMPTS = {
  attemptLog: { orderBy: [{ at: 'desc' }, { id: 'desc' }], take: WEBHOOK_ATTEMPTS_LISTED },
  _count: { select: { attemptLog: true } },
} satisfies Prisma.WebhookDeliveryInclude;

/** The count and last attempt time come from the attempt log, so they agree with it. */
export const toDeliveryObject = (
  row: WebhookDelivery & { attemptLog: WebhookAttempt[]; _count: { attemptLog: number } },
): WebhookDeliveryObject => ({
  ...row,
  eventId: row.eventId.toString(),
  attempts: row._count.attemptLog,
  attemptLog: [...row.attemptLog].reverse(),
  lastAttemptAt: row.attemptLog[0]?.at ?? null,
  nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt : null,
});

@InputType({ description: 'A new webhook subscription of one of your API clients.' })
export class CreateWebhookSubscriptionInput {
  @Field(() => ID, { description: 'One of your API clients.' })
  apiClientId!: string;

  @Field(() => String, { description: 'https URL with a public address.' })
  url!: string;

  @Field(() => [DomainEventType], { description: 'The kinds of events to receive (at least one).' })
  events!: DomainEventType[];

  @Field(() => String, {
    nullable: true,
    description: 'Your own signing secret (24 to 200 characters); absent: one is generated.',
  })
  secret?: string | null;

  @Field(() => String, { nullable: true, description: IDEMPOTENCY_KEY_DESCRIPTION })
  idempotencyKey?: string | null;
}

@InputType({ description: 'Changes to a subscription; omitted fields stay as they are.' })
export class UpdateWebhookSubscriptionInput {
  @Field(() => String, { nullable: true, description: 'New https URL with a public address.' })
  url?: string | null;

  @Field(() => [DomainEventType], {
    nullable: true,
    description: 'New list of event kinds to receive (at least one).',
  })
  events?: DomainEventType[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Turn it on again (after a failure) or off.' })
  active?: boolean | null;
}

@ArgsType()
export class WebhookDeliveriesArgs extends ConnectionArgs {
  @Field(() => ID, { description: 'One of your subscriptions.' })
  subscriptionId!: string;

  @Field(() => WebhookDeliveryStatus, {
    nullable: true,
    description: 'Only deliveries in this status; all when null.',
  })
  status?: WebhookDeliveryStatus | null;
}
