import { MESSAGE_LIMITS } from '@hostel/common';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Max, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/limits.js';
import { Connection, ConnectionArgs } from '../../core/pagination.js';
import type { Conversation, Hostel, Message, User } from '../../generated/prisma/client.js';

/** A conversation row with what every view of it needs. */
export type ConversationRow = Conversation & { hostel: Hostel; student: User; owner: User };

/** A message as one participant sees it (masked for the other side before a paid booking). */
@ObjectType('Message', { description: 'One message of a conversation, as the viewer sees it.' })
export class MessageObject {
  @Field(() => ID, { description: 'Unique identifier of the message.' })
  id!: string;

  @Field(() => ID, { description: 'The conversation it belongs to.' })
  conversationId!: string;

  @Field(() => ID, { description: 'The id the sender chose; a retried send with it returns this message.' })
  clientId!: string;

  @Field(() => ID, { description: 'The user who sent it.' })
  senderId!: string;

  @Field(() => Boolean, { description: 'Whether the viewer sent it.' })
  mine!: boolean;

  @Field(() => String, {
    description:
      'The text, line breaks kept. Contact details are replaced for the recipient until a booking is paid.',
  })
  body!: string;

  @Field(() => Boolean, {
    description: 'Whether contact details in it are hidden from the recipient (the sender sees why).',
  })
  contactDetailsHidden!: boolean;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt!: Date;

  /** Not in the schema: the ids of its attachments, in order (resolved by a field). */
  attachmentIds!: string[];
}

/** The viewer's side of a conversation; every field is about the signed-in participant. */
@ObjectType('Conversation', { description: 'A student and a hostel’s owner, about that hostel.' })
export class ConversationObject {
  @Field(() => ID, { description: 'Unique identifier of the conversation.' })
  id!: string;

  @Field(() => ID, { nullable: true, description: 'The reservation it was started from, if any.' })
  reservationId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the last message was sent; null while empty.' })
  lastMessageAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Up to when the other side has read (for "Seen").' })
  otherReadAt!: Date | null;

  @Field(() => Boolean, { description: 'Blocked by either side: nobody can send.' })
  blocked!: boolean;

  @Field(() => Boolean, { description: 'Blocked by the viewer.' })
  blockedByMe!: boolean;

  @Field(() => Boolean, { description: 'Reported by the viewer to the platform.' })
  reportedByMe!: boolean;

  @Field(() => Date, { description: 'When the conversation was started.' })
  createdAt!: Date;

  /** Not in the schema: the row the fields resolve from, and who is looking. */
  row!: ConversationRow;
  viewerId!: string;
}

@ObjectType({ description: 'A page of conversations (Relay connection).' })
export class ConversationConnection extends Connection(ConversationObject, 'Conversation') {}

@ObjectType({ description: 'A page of messages, newest first (Relay connection; page back with before).' })
export class MessageConnection extends Connection(MessageObject, 'Message') {}

@InputType({ description: 'Which of your conversations to list.' })
export class ConversationFilter {
  @Field(() => Boolean, { defaultValue: false, description: 'Only conversations with unread messages.' })
  unreadOnly: boolean = false;

  @Field(() => ID, { nullable: true, description: 'Only conversations about this hostel.' })
  hostelId?: string | null;
}

@ArgsType()
export class ConversationsArgs extends ConnectionArgs {
  @Field(() => ConversationFilter, {
    nullable: true,
    description: 'Which conversations; all yours when omitted.',
  })
  filter?: ConversationFilter | null;
}

const PAGE_SIZE_MESSAGE = `first must be between 1 and ${MAX_PAGE_SIZE}`;

@ArgsType()
export class MessagesArgs {
  @Field(() => ID, { description: 'One of your conversations.' })
  conversationId!: string;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'The endCursor of the newer page: older messages.' })
  before?: string | null;
}

@InputType({ description: 'A message to send: text, attachments or both.' })
export class SendMessageInput {
  @Field(() => ID, { description: 'One of your conversations, not blocked.' })
  conversationId!: string;

  @Field(() => ID, { description: 'A UUID the client makes once per message and reuses on retries.' })
  clientId!: string;

  @Field(() => String, { defaultValue: '', description: `At most ${MESSAGE_LIMITS.bodyLength} characters.` })
  body: string = '';

  @Field(() => [ID], {
    description: `Files you uploaded (uploadImage, or uploadArchive for documents), at most ${MESSAGE_LIMITS.attachments}.`,
  })
  attachmentIds: string[] = [];
}

export type MessageRow = Message & { attachments: { fileId: string; position: number }[] };
