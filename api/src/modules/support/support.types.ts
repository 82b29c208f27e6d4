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

registerEnumType(TicketCategory, { name: 'TicketCategory', description: 'What a support ticket is about.' });
registerEnumType(TicketStatus, {
  name: 'TicketStatus',
  description: 'OPEN -> IN_PROGRESS -> RESOLVED -> CLOSED; a reply to a RESOLVED ticket reopens it.',
});

export type TicketRow = SupportTicket;
export type SupportMessageRow = SupportMessage & { attachments: { fileId: string }[] };

/** A ticket as its requester or an admin sees it; the viewer decides which messages it shows. */
@ObjectType('SupportTicket', { description: 'A request for help, seen by its requester and admins only.' })
export class SupportTicketObject {
  @Field(() => ID)
  id!: string;

  @Field(() => TicketCategory)
  category!: TicketCategory;

  @Field(() => String)
  subject!: string;

  @Field(() => TicketStatus)
  status!: TicketStatus;

  @Field(() => ID, { nullable: true, description: 'The reservation it is about, if any.' })
  reservationId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The listing it is about, if any.' })
  hostelId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The reported conversation it came from, if any.' })
  conversationId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When support first replied to the requester.' })
  firstAnsweredAt!: Date | null;

  @Field(() => Date, { nullable: true })
  resolvedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  closedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Seconds from opening to the first reply of support.' })
  firstAnswerSeconds!: number | null;

  @Field(() => Int, { nullable: true, description: 'Seconds from opening to resolution (or closing).' })
  resolutionSeconds!: number | null;

  @Field(() => Date, { description: 'The newest message the requester can see.' })
  lastMessageAt!: Date;

  @Field(() => Date)
  createdAt!: Date;

  /** Not in the schema: the row the fields resolve from, and whether the viewer sees internal notes. */
  row!: TicketRow;
  asAdmin!: boolean;
}

@ObjectType('SupportMessage', { description: 'A message of a ticket: the requester’s, support’s or a note.' })
export class SupportMessageObject {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Boolean, { description: 'An admins-only note; never shown to the requester.' })
  internal!: boolean;

  @Field(() => Boolean, { description: 'Written by support (an admin) rather than the requester.' })
  fromSupport!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  /** Not in the schema: resolved by fields. */
  authorId!: string;
  attachmentIds!: string[];
}

@ObjectType()
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

@InputType()
export class OpenSupportTicketInput {
  @Field(() => TicketCategory)
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

@InputType()
export class SupportReplyInput {
  @Field(() => ID)
  ticketId!: string;

  @Field(() => String)
  body!: string;

  @Field(() => [ID], {
    description: `At most ${SUPPORT_LIMITS.attachments} files you uploaded.`,
  })
  attachmentIds: string[] = [];
}

@InputType()
export class SupportQueueFilter {
  @Field(() => [TicketStatus], { nullable: true, description: 'Only these statuses (all when empty).' })
  statuses?: TicketStatus[] | null;

  @Field(() => TicketCategory, { nullable: true })
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
