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
  valuesConfig: {
    ALL: { description: 'Every active user.' },
    STUDENTS: { description: 'Every active student.' },
    OWNERS: { description: 'Every active hostel owner.' },
    CITY: {
      description: 'Students whose university is in the city and owners with a hostel there (any case).',
    },
    UNIVERSITY: { description: 'Students of one university (universityId).' },
  },
});
registerEnumType(BroadcastStatus, {
  name: 'BroadcastStatus',
  description: 'SCHEDULED until its time, SENDING while batches are written, then SENT.',
  valuesConfig: {
    SCHEDULED: { description: 'Waiting for its sendAt time.' },
    SENDING: { description: 'Notices are being written in batches.' },
    SENT: { description: 'Every recipient has the notice.' },
  },
});
registerEnumType(EmailStatus, {
  name: 'EmailStatus',
  description: 'QUEUED until sent (retried with backoff), SENT, or FAILED after the last attempt.',
  valuesConfig: {
    QUEUED: { description: 'Waiting to be sent, or to be retried after a failure.' },
    SENT: { description: 'Handed to the mail server.' },
    FAILED: { description: 'Given up after the last attempt (see lastError).' },
  },
});

@InputType({ description: 'Who a broadcast is for.' })
export class BroadcastAudienceInput {
  @Field(() => BroadcastAudience, {
    description: 'The audience; CITY needs city, UNIVERSITY needs universityId.',
  })
  audience!: BroadcastAudience;

  @Field(() => String, { nullable: true, description: 'The city, for CITY.' })
  city?: string | null;

  @Field(() => ID, { nullable: true, description: 'The university, for UNIVERSITY.' })
  universityId?: string | null;
}

@InputType({ description: 'An announcement to send to an audience, now or later.' })
export class SendBroadcastInput extends BroadcastAudienceInput {
  @Field(() => String, { description: 'Title of the notice, 3 to 120 characters.' })
  title!: string;

  @Field(() => String, { description: 'Text of the notice, 10 to 2000 characters.' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'A path of this app the notice opens.' })
  link?: string | null;

  @Field(() => Date, { nullable: true, description: 'When to send; none (or a past time) sends now.' })
  sendAt?: Date | null;
}

@ObjectType('EmailCounts', { description: 'E-mails by delivery state.' })
export class EmailCountsObject {
  @Field(() => Int, { description: 'E-mails waiting to be sent or retried.' })
  queued!: number;

  @Field(() => Int, { description: 'E-mails sent.' })
  sent!: number;

  @Field(() => Int, { description: 'E-mails given up on.' })
  failed!: number;
}

@ObjectType('Broadcast', { description: 'An announcement an admin sent to an audience.' })
export class BroadcastObject {
  @Field(() => ID, { description: 'Unique identifier of the broadcast.' })
  id!: string;

  @Field(() => String, { description: 'Title of the notice.' })
  title!: string;

  @Field(() => String, { description: 'Text of the notice.' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'The app path the notice opens; null when none.' })
  link!: string | null;

  @Field(() => BroadcastAudience, { description: 'Who it is for.' })
  audience!: BroadcastAudience;

  @Field(() => String, { nullable: true, description: 'The city, for a CITY audience; else null.' })
  city!: string | null;

  @Field(() => ID, { nullable: true, description: 'The university, for a UNIVERSITY audience; else null.' })
  universityId!: string | null;

  @Field(() => BroadcastStatus, { description: 'Where its delivery is.' })
  status!: BroadcastStatus;

  @Field(() => Date, { description: 'When delivery starts (or started).' })
  sendAt!: Date;

  @Field(() => Int, { description: 'The audience counted when delivery started (0 while scheduled).' })
  recipientCount!: number;

  @Field(() => Int, { description: 'In-app notices written so far.' })
  deliveredCount!: number;

  @Field(() => Date, { nullable: true, description: 'When delivery started; null while scheduled.' })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the last notice was written; null until then.' })
  finishedAt!: Date | null;

  @Field(() => Date, { description: 'When the admin sent or scheduled it.' })
  createdAt!: Date;

  authorId!: string;
}

@ObjectType({ description: 'A page of broadcasts (Relay connection).' })
export class BroadcastConnection extends Connection(BroadcastObject, 'Broadcast') {}

@ObjectType('EmailDelivery', { description: 'One e-mail of the outbox, for admins.' })
export class EmailDeliveryObject {
  @Field(() => ID, { description: 'Unique identifier of the e-mail.' })
  id!: string;

  @Field(() => String, { description: 'Recipient’s e-mail address.' })
  to!: string;

  @Field(() => String, { description: 'Subject line.' })
  subject!: string;

  @Field(() => NotificationCategory, { description: 'The notice category the e-mail belongs to.' })
  category!: NotificationCategory;

  @Field(() => EmailStatus, { description: 'Where its delivery is.' })
  status!: EmailStatus;

  @Field(() => Int, { description: 'Sending attempts made so far.' })
  attempts!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Error of the last failed attempt; null when none failed.',
  })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'The next try of a QUEUED e-mail.' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was sent; null until then.' })
  sentAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The broadcast it announces; null for other e-mails.' })
  broadcastId!: string | null;

  @Field(() => Date, { description: 'When it was queued.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of outbox e-mails (Relay connection).' })
export class EmailDeliveryConnection extends Connection(EmailDeliveryObject, 'EmailDelivery') {}

@ArgsType()
export class EmailDeliveriesArgs extends ConnectionArgs {
  @Field(() => EmailStatus, { nullable: true, description: 'Only e-mails in this status; all when null.' })
  status?: EmailStatus | null;
}
