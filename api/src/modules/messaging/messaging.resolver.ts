import { Arg, Args, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import { forgetLoaders } from '../../core/loaders.js';
import { Topic } from '../../core/pubsub.js';
import * as conversations from './conversation.service.js';
import * as messages from './message.service.js';
import {
  ConversationConnection,
  ConversationObject,
  ConversationsArgs,
  MessageConnection,
  MessageObject,
  MessagesArgs,
  SendMessageInput,
} from './messaging.types.js';
import { Access } from '../../core/access.js';
import { canLinkReservation, canStartConversation, isParticipant } from './conversation.policies.js';

type SubscribeData = { args: Record<string, unknown>; context: Context };

@Resolver()
export class MessagingResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Query(() => ConversationConnection, { description: 'Your conversations with messages, latest first.' })
  conversations(@Args(() => ConversationsArgs) args: ConversationsArgs, @Ctx() ctx: Context) {
    return conversations.listConversations(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Query(() => ConversationObject, {
    nullable: true,
    description: 'One of your conversations (NOT_FOUND for anyone else’s).',
  })
  conversation(
    @Arg('id', () => ID, { description: 'The conversation’s id.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return conversations.getConversation(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Query(() => MessageConnection, {
    description: 'A conversation’s messages, newest first; `before` pages back.',
  })
  messages(@Args(() => MessagesArgs) args: MessagesArgs, @Ctx() ctx: Context) {
    return messages.listMessages(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: ['ADMIN'], scope: 'web-only', policy: 'role' })
  @Query(() => MessageConnection, {
    description:
      'Admins: the messages of a reported conversation as they were sent; every read is audited. ' +
      'NOT_FOUND for a conversation nobody reported.',
  })
  reportedConversationMessages(@Args(() => MessagesArgs) args: MessagesArgs, @Ctx() ctx: Context) {
    return messages.listReportedMessages(ctx.db, requireActiveUser(ctx.viewer), args);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: [canStartConversation, canLinkReservation] })
  @Mutation(() => ConversationObject, {
    description:
      'Your conversation with a hostel’s owner: started once, reused after; linked to your reservation.',
  })
  startConversation(
    @Arg('hostelId', () => ID, { description: 'A published hostel you do not own.' }) hostelId: string,
    @Arg('reservationId', () => ID, {
      nullable: true,
      description: 'Your reservation at this hostel, to link the conversation to; optional.',
    })
    reservationId: string | null,
    @Ctx() ctx: Context,
  ) {
    return conversations.startConversation(ctx.db, requireActiveUser(ctx.viewer), hostelId, reservationId);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Mutation(() => MessageObject, {
    description: 'Sends a message; the same clientId again returns the same message.',
  })
  sendMessage(
    @Arg('input', () => SendMessageInput, { description: 'The conversation, the client id and the content.' })
    input: SendMessageInput,
    @Ctx() ctx: Context,
  ) {
    return messages.sendMessage(ctx, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Mutation(() => ConversationObject, {
    description: 'Marks every message of the conversation as read by you.',
  })
  markConversationRead(
    @Arg('id', () => ID, { description: 'One of your conversations.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return conversations.markConversationRead(ctx, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Mutation(() => ConversationObject, {
    description: 'Blocks the other side (blocked: true) or lifts your block; while blocked nobody can send.',
  })
  blockConversation(
    @Arg('id', () => ID, { description: 'One of your conversations.' }) id: string,
    @Arg('blocked', () => Boolean, {
      defaultValue: true,
      description: 'True to block (default), false to lift your own block.',
    })
    blocked: boolean,
    @Ctx() ctx: Context,
  ) {
    return conversations.setBlocked(ctx, requireActiveUser(ctx.viewer), id, blocked);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Mutation(() => ConversationObject, { description: 'Reports the conversation to the platform’s admins.' })
  reportConversation(
    @Arg('id', () => ID, { description: 'One of your conversations.' }) id: string,
    @Arg('reason', () => String, { description: 'What is wrong, for the admins; 5 to 1000 characters.' })
    reason: string,
    @Ctx() ctx: Context,
  ) {
    return conversations.reportConversation(ctx.db, requireActiveUser(ctx.viewer), id, reason);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Subscription(() => MessageObject, {
    description: 'New messages of one of your conversations; refused at the start for anyone else’s.',
    // The participant check runs before listening, so a stranger's subscription fails at once.
    subscribe: async ({ args, context }: SubscribeData) => {
      const user = requireActiveUser(context.viewer);
      const conversation = await conversations.findConversationRow(
        context.db,
        user,
        String(args.conversationId),
        { withParties: false },
      );
      return context.pubsub.subscribe(Topic.MESSAGE_ADDED, conversation.id);
    },
  })
  messageAdded(
    @Arg('conversationId', () => ID, { description: 'One of your conversations.' }) _conversationId: string,
    @Root() event: messages.MessageAddedEvent,
    @Ctx() ctx: Context,
  ) {
    return messages.deliveredMessage(event, requireActiveUser(ctx.viewer).id);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: isParticipant })
  @Subscription(() => ConversationObject, {
    description: 'Your conversations, each time one changes (a message, a read marker, a block).',
    subscribe: ({ context }: SubscribeData) =>
      context.pubsub.subscribe(Topic.CONVERSATION_UPDATED, requireActiveUser(context.viewer).id),
  })
  conversationUpdated(@Root() event: { conversationId: string }, @Ctx() ctx: Context) {
    forgetLoaders(ctx);
    return conversations.getConversation(ctx.db, requireActiveUser(ctx.viewer), event.conversationId);
  }
}
