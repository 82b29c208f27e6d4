import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { FileObject } from '../files/file.type.js';
import { HostelObject, type HostelNode } from '../hostels/hostel.types.js';
import { MeObject, toUserObject, UserObject } from '../users/user.type.js';
import { otherParticipant } from './conversation.policies.js';
import { unreadCounts } from './conversation.service.js';
import { messagingLoaders } from './messaging.loaders.js';
import { ConversationObject, MessageObject } from './messaging.types.js';

// Conversations and messages only reach their participants (the services check), so their fields
// need no further decision.
@Resolver(() => ConversationObject)
export class ConversationFieldsResolver {
  @FieldResolver(() => HostelObject, { description: 'The hostel the conversation is about.' })
  hostel(@Root() conversation: ConversationObject): HostelNode {
    return conversation.row.hostel;
  }

  @FieldResolver(() => UserObject, { description: 'The student taking part.' })
  student(@Root() conversation: ConversationObject): UserObject {
    return toUserObject(conversation.row.student);
  }

  @FieldResolver(() => UserObject, { description: 'The hostel’s owner taking part.' })
  owner(@Root() conversation: ConversationObject): UserObject {
    return toUserObject(conversation.row.owner);
  }

  @FieldResolver(() => UserObject, { description: 'The other participant.' })
  counterpart(@Root() conversation: ConversationObject): UserObject {
    const { row } = conversation;
    return toUserObject(
      otherParticipant(conversation.viewerId, row) === row.ownerId ? row.owner : row.student,
    );
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
    for (const count of (await unreadCounts(ctx.db, me.user.id)).values()) total += count;
    return total;
  }
}
