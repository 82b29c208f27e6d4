import { graphql } from '../../../gql';

export const SupportTicketRowFieldsFragment = graphql(`
  fragment SupportTicketRowFields on SupportTicket {
    id
    subject
    category
    status
    createdAt
    lastMessageAt
  }
`);

export const SupportMessageFieldsFragment = graphql(`
  fragment SupportMessageFields on SupportMessage {
    id
    body
    internal
    fromSupport
    createdAt
    author {
      id
      displayName
    }
    attachments {
      id
      kind
      originalName
      url
    }
  }
`);

export const SupportTicketFieldsFragment = graphql(`
  fragment SupportTicketFields on SupportTicket {
    id
    subject
    category
    status
    createdAt
    reservation {
      id
      code
    }
    hostel {
      id
      name
    }
    messages {
      id
      ...SupportMessageFields
    }
  }
`);

export const SupportMyTicketsQuery = graphql(`
  query SupportMyTicketsQuery($first: Int!, $after: String) {
    mySupportTickets(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...SupportTicketRowFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SupportTicketQuery = graphql(`
  query SupportTicketQuery($id: ID!) {
    supportTicket(id: $id) {
      id
      ...SupportTicketFields
    }
  }
`);

// Written into the cache as it comes: the open ticket shows an admin's answer without a reload.
export const SupportTicketUpdatedSubscription = graphql(`
  subscription SupportTicketUpdatedSubscription($id: ID!) {
    supportTicketUpdated(id: $id) {
      id
      ...SupportTicketFields
    }
  }
`);

export const SupportReservationQuery = graphql(`
  query SupportReservationQuery($id: ID!) {
    reservation(id: $id) {
      id
      code
      hostel {
        id
        name
      }
    }
  }
`);

export const SupportOpenTicketMutation = graphql(`
  mutation SupportOpenTicketMutation($input: OpenSupportTicketInput!) {
    openSupportTicket(input: $input) {
      id
      ...SupportTicketRowFields
    }
  }
`);

export const SupportReplyMutation = graphql(`
  mutation SupportReplyMutation($input: SupportReplyInput!) {
    replyToSupportTicket(input: $input) {
      id
      ...SupportTicketFields
    }
  }
`);

export const SupportUploadImageMutation = graphql(`
  mutation SupportUploadImageMutation($file: Upload!) {
    uploadImage(file: $file) {
      id
    }
  }
`);

export const SupportUploadArchiveMutation = graphql(`
  mutation SupportUploadArchiveMutation($file: Upload!) {
    uploadArchive(file: $file) {
      id
    }
  }
`);
