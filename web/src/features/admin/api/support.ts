import { graphql } from '../../../gql';

export const AdminSupportRowFieldsFragment = graphql(`
  fragment AdminSupportRowFields on SupportTicket {
    id
    subject
    category
    status
    createdAt
    firstAnswerSeconds
    resolutionSeconds
    requester {
      id
      displayName
      role
    }
    assignee {
      id
      displayName
    }
  }
`);

export const AdminSupportQueueQuery = graphql(`
  query AdminSupportQueueQuery($filter: SupportQueueFilter, $first: Int!, $after: String) {
    supportTickets(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...AdminSupportRowFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    supportQueueStats {
      activeCount
      unassignedCount
      averageFirstAnswerSeconds
      averageResolutionSeconds
    }
  }
`);

export const AdminSupportTicketQuery = graphql(`
  query AdminSupportTicketQuery($id: ID!) {
    supportTicket(id: $id) {
      id
      ...AdminSupportRowFields
      reservation {
        id
        code
        status
      }
      hostel {
        id
        name
        status
      }
      conversationId
      messages {
        id
        ...SupportMessageFields
      }
    }
  }
`);

/** Each change of the open ticket (another admin's reply or note, the requester's answer). */
export const AdminSupportTicketUpdatedSubscription = graphql(`
  subscription AdminSupportTicketUpdatedSubscription($id: ID!) {
    supportTicketUpdated(id: $id) {
      id
      status
    }
  }
`);

export const AdminSupportReplyMutation = graphql(`
  mutation AdminSupportReplyMutation($input: SupportReplyInput!) {
    replyToSupportTicket(input: $input) {
      id
      status
    }
  }
`);

export const AdminSupportNoteMutation = graphql(`
  mutation AdminSupportNoteMutation($input: SupportReplyInput!) {
    addSupportNote(input: $input) {
      id
    }
  }
`);

export const AdminSupportAssignMutation = graphql(`
  mutation AdminSupportAssignMutation($id: ID!, $assigneeId: ID) {
    assignSupportTicket(id: $id, assigneeId: $assigneeId) {
      id
      ...AdminSupportRowFields
    }
  }
`);

export const AdminSupportStatusMutation = graphql(`
  mutation AdminSupportStatusMutation($id: ID!, $status: TicketStatus!) {
    setSupportTicketStatus(id: $id, status: $status) {
      id
      ...AdminSupportRowFields
    }
  }
`);

export const AdminSupportAdminsQuery = graphql(`
  query AdminSupportAdminsQuery {
    users(filter: { role: ADMIN, status: ACTIVE }, first: 100) {
      edges {
        node {
          id
          displayName
        }
      }
    }
  }
`);

export const AdminReportedConversationQuery = graphql(`
  query AdminReportedConversationQuery($conversationId: ID!, $before: String) {
    reportedConversationMessages(conversationId: $conversationId, first: 30, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          senderId
          body
          createdAt
          attachments {
            id
            url
            srcSet
            width
            height
          }
        }
      }
    }
  }
`);
