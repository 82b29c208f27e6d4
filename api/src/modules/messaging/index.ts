import type { ApiModule } from '../../core/module.js';
import {
  ConversationFieldsResolver,
  MeMessagingResolver,
  MessageFieldsResolver,
} from './messaging-fields.resolver.js';
import { unreadMessageEmailJob } from './message-email.job.js';
import { MessagingResolver } from './messaging.resolver.js';

/** Conversations between a student and a hostel's owner: messages, read markers, blocks, reports. */
export const messagingModule: ApiModule = {
  name: 'messaging',
  resolvers: [MessagingResolver, ConversationFieldsResolver, MessageFieldsResolver, MeMessagingResolver],
  jobs: () => [unreadMessageEmailJob],
};
