import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import type { User } from '../../generated/prisma/client.js';
import { FileObject } from '../files/index.js';
import { HostelObject, type HostelNode } from '../hostels/index.js';
import { visibleText } from '../reservations/index.js';
import { MeObject, toUserObject, UserObject } from '../users/index.js';
import { otherParticipant } from './conversation.policies.js';
import { unreadCounts } from './conversation.sql.js';
import { messagingLoaders } from './messaging.loaders.js';
import { ConversationObject, MessageObject } from './messaging.types.js';

// Conversations and messages only reach their participants (the services check), so their fields
// need no further decision.

/** A participant as the viewer sees them: the names they chose follow the contact rule of messages. */
async function partyAsSeen(conversation: ConversationObject, party: User, ctx: Context): Promise<UserObject> {
  const contactsOpen = await messagingLoaders(ctx).contactsOpen.load(conversation.id);
  const reading = { viewerId: conversation.viewerId, authorId: party.id, contactsOpen };
  return {
    ...toUserObject(party),
    displayName: visibleText(party.displayName, reading),
    businessName: visibleText(party.businessName, reading),
  };
}
@Resolver(() => ConversationObject)
export class ConversationFieldsResolver {
  @FieldResolver(() => HostelObject, { description: 'The hostel the conversation is about.' })
  hostel(@Root() conversation: ConversationObject): HostelNode {
    return conversation.row.hostel;
  }

  @FieldResolver(() => UserObject, {
    description: 'The student taking part (names masked for the owner as messages are, until paid).',
  })
  student(@Root() conversation: ConversationObject, @Ctx() ctx: Context): Promise<UserObject> {
    return partyAsSeen(conversation, conversation.row.student, ctx);
  }

  @FieldResolver(() => UserObject, {
    description: 'The hostel’s owner taking part (names masked for the student as messages are, until paid).',
  })
  owner(@Root() conversation: ConversationObject, @Ctx() ctx: Context): Promise<UserObject> {
    return partyAsSeen(conversation, conversation.row.owner, ctx);
  }

  @FieldResolver(() => UserObject, {
    description: 'The other participant (names masked as messages are, until paid).',
  })
  counterpart(@Root() conversation: ConversationObject, @Ctx() ctx: Context): Promise<UserObject> {
    const { row } = conversation;
    const other = otherParticipant(conversation.viewerId, row) === row.ownerId ? row.owner : row.student;
    return partyAsSeen(conversation, other, ctx);
  }

  @FieldResolver(() => MessageObject, {
    nullable: true,
    description: 'The newest message, as the viewer sees it; null while empty.',
  })
  lastMessage(@Root() conversation: ConversationObject, @Ctx() ctx: Context) {
    return messagingLoaders(ctx).lastMessage.load(conversation.id);
  }

  @FieldResolver(() => Int, { description: 'Messages from the other side the viewer has not read.' })
  unreadCount(@Root() conversation: ConversationObject, @Ctx() ctx: Context) {
    return messagingLoaders(ctx).unreadCount.load(conversation.id);
  }
}

@Resolver(() => MessageObject)
export class MessageFieldsResolver {
  @FieldResolver(() => [FileObject], {
    description:
      'Attached files, in order: images, and archives of documents (their url, signed and short-lived, only for the two participants and admins).',
  })
  async attachments(@Root() message: MessageObject, @Ctx() ctx: Context): Promise<FileObject[]> {
    const files = await messagingLoaders(ctx).files.loadMany(message.attachmentIds);
    return files.filter((file): file is FileObject => file !== null && !(file instanceof Error));
  }
}

@Resolver(() => MeObject)
export class MeMessagingResolver {
  @FieldResolver(() => Int, { description: 'Unread messages in all your conversations (0 before sign-up).' })
  async unreadMessageCount(@Root() me: MeObject, @Ctx() ctx: Context): Promise<number> {
    if (!me.user) return 0;
    let total = 0;
    for (const count of (await unreadCounts(ctx.db.query, me.user.id)).values()) total += count;
    return total;
  }
}
