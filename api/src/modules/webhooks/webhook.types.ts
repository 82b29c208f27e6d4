import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import {
  WebhookDeliveryStatus,
  type WebhookDelivery,
  type WebhookSubscription,
} from '../../generated/prisma/client.js';
import { DomainEventType } from '../events/index.js';

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'PENDING: waiting for its (next) attempt; DELIVERED: answered 2xx; FAILED: retries exhausted.',
});

@ObjectType('WebhookSubscription', {
  description: 'Where an API client receives events; the secret is shown only when created or rotated.',
})
export class WebhookSubscriptionObject {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  apiClientId!: string;

  @Field(() => String)
  url!: string;

  @Field(() => [DomainEventType])
  events!: DomainEventType[];

  @Field(() => Boolean, { description: 'False once turned off by its owner or after repeated failure.' })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it was turned off automatically.' })
  disabledReason!: string | null;

  @Field(() => Date, { nullable: true })
  disabledAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('WebhookSubscriptionWithSecret', {
  description: 'A subscription with its signing secret: store the secret now, it is not shown again.',
})
export class WebhookSubscriptionWithSecretObject {
  @Field(() => WebhookSubscriptionObject)
  subscription!: WebhookSubscription;

  @Field(() => String)
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to send) to one subscription.' })
export class WebhookDeliveryObject {
  @Field(() => ID, { description: 'The X-Hostel-Delivery header: the same on every retry.' })
  id!: string;

  @Field(() => ID)
  subscriptionId!: string;

  @Field(() => ID, { description: 'The event’s sequence id (the feed’s Event.id).' })
  eventId!: string;

  @Field(() => DomainEventType)
  event!: DomainEventType;

  @Field(() => WebhookDeliveryStatus)
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt’s response.' })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (pending only).' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('WebhookDeliveryConnection')
export class WebhookDeliveryConnection extends Connection(WebhookDeliveryObject, 'WebhookDelivery') {}

export const toDeliveryObject = (row: WebhookDelivery): WebhookDeliveryObject => ({
  ...row,
  eventId: row.eventId.toString(),
  nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt : null,
});

@InputType()
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
}

@InputType()
export class UpdateWebhookSubscriptionInput {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [DomainEventType], { nullable: true })
  events?: DomainEventType[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Turn it on again (after a failure) or off.' })
  active?: boolean | null;
}

@ArgsType()
export class WebhookDeliveriesArgs extends ConnectionArgs {
  @Field(() => ID)
  subscriptionId!: string;

  @Field(() => WebhookDeliveryStatus, { nullable: true })
  status?: WebhookDeliveryStatus | null;
}
