import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import {
  BroadcastAudience,
  BroadcastStatus,
  EmailStatus,
  NotificationCategory,
} from '../../generated/prisma/client.js';

registerEnumType(BroadcastAudience, {
  name: 'BroadcastAudience',
  description:
    'Who a broadcast reaches: everyone, students, owners, a city (students and owners there) or a university.',
});
registerEnumType(BroadcastStatus, {
  name: 'BroadcastStatus',
  description: 'SCHEDULED until its time, SENDING while batches are written, then SENT.',
});
registerEnumType(EmailStatus, {
  name: 'EmailStatus',
  description: 'QUEUED until sent (retried with backoff), SENT, or FAILED after the last attempt.',
});

@InputType()
export class BroadcastAudienceInput {
  @Field(() => BroadcastAudience)
  audience!: BroadcastAudience;

  @Field(() => String, { nullable: true, description: 'The city, for CITY.' })
  city?: string | null;

  @Field(() => ID, { nullable: true, description: 'The university, for UNIVERSITY.' })
  universityId?: string | null;
}

@InputType()
export class SendBroadcastInput extends BroadcastAudienceInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true, description: 'A path of this app the notice opens.' })
  link?: string | null;

  @Field(() => Date, { nullable: true, description: 'When to send; none (or a past time) sends now.' })
  sendAt?: Date | null;
}

@ObjectType('EmailCounts', { description: 'E-mails by delivery state.' })
export class EmailCountsObject {
  @Field(() => Int)
  queued!: number;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int)
  failed!: number;
}

@ObjectType('Broadcast', { description: 'An announcement an admin sent to an audience.' })
export class BroadcastObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => BroadcastAudience)
  audience!: BroadcastAudience;

  @Field(() => String, { nullable: true })
  city!: string | null;

  @Field(() => ID, { nullable: true })
  universityId!: string | null;

  @Field(() => BroadcastStatus)
  status!: BroadcastStatus;

  @Field(() => Date, { description: 'When delivery starts (or started).' })
  sendAt!: Date;

  @Field(() => Int, { description: 'The audience counted when delivery started (0 while scheduled).' })
  recipientCount!: number;

  @Field(() => Int, { description: 'In-app notices written so far.' })
  deliveredCount!: number;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  authorId!: string;
}

@ObjectType()
export class BroadcastConnection extends Connection(BroadcastObject, 'Broadcast') {}

@ObjectType('EmailDelivery', { description: 'One e-mail of the outbox, for admins.' })
export class EmailDeliveryObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  to!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => NotificationCategory)
  category!: NotificationCategory;

  @Field(() => EmailStatus)
  status!: EmailStatus;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'The next try of a QUEUED e-mail.' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;

  @Field(() => ID, { nullable: true })
  broadcastId!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class EmailDeliveryConnection extends Connection(EmailDeliveryObject, 'EmailDelivery') {}

@ArgsType()
export class EmailDeliveriesArgs extends ConnectionArgs {
  @Field(() => EmailStatus, { nullable: true })
  status?: EmailStatus | null;
}
