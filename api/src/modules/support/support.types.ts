import { SUPPORT_LIMITS } from '@hostel/common';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import {
  TicketCategory,
  TicketStatus,
  type SupportMessage,
  type SupportTicket,
} from '../../generated/prisma/client.js';

export { TicketCategory, TicketStatus };

registerEnumType(TicketCategory, {
  name: 'TicketCategory',
  description: 'What a support ticket is about.',
  valuesConfig: {
    PAYMENT: { description: 'A payment, refund or payout.' },
    RESERVATION: { description: 'A reservation or stay.' },
    LISTING: { description: 'A hostel listing or its review.' },
    ACCOUNT: { description: 'The user’s account or sign-in.' },
    OTHER: { description: 'Anything else.' },
    APPEAL: {
      description:
        'A suspended user’s appeal against the suspension (appealSuspension opens it, nothing else).',
    },
  },
});
registerEnumType(TicketStatus, {
  name: 'TicketStatus',
  description: 'OPEN -> IN_PROGRESS -> RESOLVED -> CLOSED; a reply to a RESOLVED ticket reopens it.',
  valuesConfig: {
    OPEN: { description: 'New, waiting for support.' },
    IN_PROGRESS: { description: 'Support is working on it.' },
    RESOLVED: {
      description:
        'Support considers it solved; a reply from the requester reopens it, else it closes itself after 7 days.',
    },
    CLOSED: { description: 'Finished.' },
  },
});

export type TicketRow = SupportTicket;
export type SupportMessageRow = SupportMessage & { attachments: { fileId: string }[] };

/** A ticket as its requester or an admin sees it; the viewer decides which messages it shows. */
@ObjectType('SupportTicket', { description: 'A request for help, seen by its requester and admins only.' })
export class SupportTicketObject {
  @Field(() => ID, { description: 'Unique identifier of the ticket.' })
  id!: string;

  @Field(() => TicketCategory, { description: 'What the ticket is about.' })
  category!: TicketCategory;

  @Field(() => String, { description: 'Short summary given by the requester (5 to 120 characters).' })
  subject!: string;

  @Field(() => TicketStatus, { description: 'Where the ticket is.' })
  status!: TicketStatus;

  @Field(() => ID, { nullable: true, description: 'The reservation it is about, if any.' })
  reservationId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The listing it is about, if any.' })
  hostelId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The reported conversation it came from, if any.' })
  conversationId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When support first replied to the requester.' })
  firstAnsweredAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it was marked RESOLVED; null unless it is RESOLVED or was closed after being resolved.',
  })
  resolvedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was closed; null unless CLOSED.' })
  closedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Seconds from opening to the first reply of support.' })
  firstAnswerSeconds!: number | null;

  @Field(() => Int, { nullable: true, description: 'Seconds from opening to resolution (or closing).' })
  resolutionSeconds!: number | null;

  @Field(() => Date, { description: 'The newest message the requester can see.' })
  lastMessageAt!: Date;

  @Field(() => Date, { description: 'When the ticket was opened.' })
  createdAt!: Date;

  /** Not in the schema: the row the fields resolve from, and whether the viewer sees internal notes. */
  row!: TicketRow;
  asAdmin!: boolean;
}

@ObjectType('SupportMessage', { description: 'A message of a ticket: the requester’s, support’s or a note.' })
export class SupportMessageObject {
  @Field(() => ID, { description: 'Unique identifier of the message.' })
  id!: string;

  @Field(() => String, { description: 'The text, line breaks kept.' })
  body!: string;

  @Field(() => Boolean, { description: 'An admins-only note; never shown to the requester.' })
  internal!: boolean;

  @Field(() => Boolean, { description: 'Written by support (an admin) rather than the requester.' })
  fromSupport!: boolean;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  /** Not in the schema: resolved by fields. */
  authorId!: string;
  attachmentIds!: string[];
}

@ObjectType({ description: 'A page of support tickets (Relay connection).' })
export class SupportTicketConnection extends Connection(SupportTicketObject, 'SupportTicket') {}

@ObjectType('SupportQueueStats', { description: 'The support queue’s header figures.' })
export class SupportQueueStatsObject {
  @Field(() => Int, { description: 'Tickets OPEN or IN_PROGRESS.' })
  activeCount!: number;

  @Field(() => Int, { description: 'Active tickets nobody is assigned to.' })
  unassignedCount!: number;

  @Field(() => Int, { nullable: true, description: 'Average seconds to the first reply; null before any.' })
  averageFirstAnswerSeconds!: number | null;

  @Field(() => Int, { nullable: true, description: 'Average seconds to resolution; null before any.' })
  averageResolutionSeconds!: number | null;
}

@InputType({ description: 'A new request for help.' })
export class OpenSupportTicketInput {
  @Field(() => TicketCategory, { description: 'What the request is about.' })
  category!: TicketCategory;

  @Field(() => String, {
    description: `${SUPPORT_LIMITS.subject.min} to ${SUPPORT_LIMITS.subject.max} characters.`,
  })
  subject!: string;

  @Field(() => String, {
    description: `${SUPPORT_LIMITS.description.min} to ${SUPPORT_LIMITS.description.max} characters.`,
  })
  description!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'Your reservation (a student’s own, or one at an owner’s hostel) it is about.',
  })
  reservationId?: string | null;

  @Field(() => [ID], {
    description: `Files you uploaded (uploadImage, uploadArchive), at most ${SUPPORT_LIMITS.attachments}.`,
  })
  attachmentIds: string[] = [];
}

@InputType({ description: 'A reply (or an admin’s note) on a ticket.' })
export class SupportReplyInput {
  @Field(() => ID, { description: 'The ticket: your own, or any for admins.' })
  ticketId!: string;

  @Field(() => String, { description: 'The text, 1 to 4000 characters.' })
  body!: string;

  @Field(() => [ID], {
    description: `At most ${SUPPORT_LIMITS.attachments} files you uploaded.`,
  })
  attachmentIds: string[] = [];
}

@InputType({ description: 'Which tickets the admins’ queue shows; every criterion given must match.' })
export class SupportQueueFilter {
  @Field(() => [TicketStatus], { nullable: true, description: 'Only these statuses (all when empty).' })
  statuses?: TicketStatus[] | null;

  @Field(() => TicketCategory, { nullable: true, description: 'Only tickets of this category.' })
  category?: TicketCategory | null;

  @Field(() => ID, { nullable: true, description: 'Only tickets assigned to this admin.' })
  assigneeId?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Only tickets nobody is assigned to.' })
  unassigned: boolean = false;

  @Field(() => String, { nullable: true, description: 'Subject, requester’s email or name, or a ticket id.' })
  search?: string | null;
}

@ArgsType()
export class SupportQueueArgs extends ConnectionArgs {
  @Field(() => SupportQueueFilter, {
    nullable: true,
    description: 'Which tickets (status, category, assignee, search).',
  })
  filter?: SupportQueueFilter | null;
}

@InputType({ description: 'A suspended user’s appeal against the suspension.' })
export class AppealSuspensionInput {
  @Field(() => String, {
    description: `Why the suspension should be lifted, ${SUPPORT_LIMITS.description.min} to ${SUPPORT_LIMITS.description.max} characters.`,
  })
  message!: string;
}
