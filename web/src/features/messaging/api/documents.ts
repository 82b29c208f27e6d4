import { graphql } from '../../../gql';

export const MessagingMessageFieldsFragment = graphql(`
  fragment MessagingMessageFields on Message {
    id
    clientId
    conversationId
    mine
    body
    contactDetailsHidden
    createdAt
    attachments {
      id
      kind
      originalName
      url
      srcSet
      width
      height
    }
  }
`);

export const MessagingConversationFieldsFragment = graphql(`
  fragment MessagingConversationFields on Conversation {
    id
    unreadCount
    lastMessageAt
    otherReadAt
    blocked
    blockedByMe
    reportedByMe
    hostel {
      id
      name
    }
    counterpart {
      id
      displayName
      avatar {
        id
        url
      }
    }
    lastMessage {
      id
      body
      mine
      attachments {
        id
        kind
      }
    }
  }
`);

export const MessagingConversationsQuery = graphql(`
  query MessagingConversationsQuery($after: String) {
    conversations(first: 30, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...MessagingConversationFields
        }
      }
    }
  }
`);

export const MessagingConversationQuery = graphql(`
  query MessagingConversationQuery($id: ID!) {
    conversation(id: $id) {
      id
      ...MessagingConversationFields
    }
  }
`);

export const MessagingMessagesQuery = graphql(`
  query MessagingMessagesQuery($conversationId: ID!, $before: String) {
    messages(conversationId: $conversationId, first: 30, before: $before) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...MessagingMessageFields
        }
      }
    }
  }
`);

export const MessagingUnreadCountQuery = graphql(`
  query MessagingUnreadCountQuery {
    me {
      uid
      unreadMessageCount
    }
  }
`);

export const MessagingUnreadChangedSubscription = graphql(`
  subscription MessagingUnreadChangedSubscription {
    conversationUpdated {
      id
    }
  }
`);

export const MessagingStartConversationMutation = graphql(`
  mutation MessagingStartConversationMutation($hostelId: ID!, $reservationId: ID) {
    startConversation(hostelId: $hostelId, reservationId: $reservationId) {
      id
    }
  }
`);

export const MessagingSendMessageMutation = graphql(`
  mutation MessagingSendMessageMutation($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      ...MessagingMessageFields
    }
  }
`);

export const MessagingMarkReadMutation = graphql(`
  mutation MessagingMarkReadMutation($id: ID!) {
    markConversationRead(id: $id) {
      id
      ...MessagingConversationFields
    }
  }
`);

export const MessagingBlockMutation = graphql(`
  mutation MessagingBlockMutation($id: ID!, $blocked: Boolean!) {
    blockConversation(id: $id, blocked: $blocked) {
      id
      ...MessagingConversationFields
    }
  }
`);

export const MessagingReportMutation = graphql(`
  mutation MessagingReportMutation($id: ID!, $reason: String!) {
    reportConversation(id: $id, reason: $reason) {
      id
      ...MessagingConversationFields
    }
  }
`);

export const MessagingUploadImageMutation = graphql(`
  mutation MessagingUploadImageMutation($file: Upload!) {
    uploadImage(file: $file) {
      id
      url
      srcSet
      width
      height
    }
  }
`);

export const MessagingUploadArchiveMutation = graphql(`
  mutation MessagingUploadArchiveMutation($file: Upload!) {
    uploadArchive(file: $file) {
      id
      originalName
    }
  }
`);

export const MessagingMessageAddedSubscription = graphql(`
  subscription MessagingMessageAddedSubscription($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      id
      ...MessagingMessageFields
    }
  }
`);

export const MessagingConversationUpdatedSubscription = graphql(`
  subscription MessagingConversationUpdatedSubscription {
    conversationUpdated {
      id
      ...MessagingConversationFields
    }
  }
`);
