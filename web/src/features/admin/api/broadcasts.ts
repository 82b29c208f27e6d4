import { graphql } from '../../../gql';

export const AdminBroadcastFieldsFragment = graphql(`
  fragment AdminBroadcastFields on Broadcast {
    id
    title
    body
    link
    audience
    city
    universityName
    status
    sendAt
    recipientCount
    deliveredCount
    finishedAt
    createdAt
    emails {
      queued
      sent
      failed
    }
  }
`);

export const AdminBroadcastsQuery = graphql(`
  query AdminBroadcastsQuery($first: Int, $after: String) {
    broadcasts(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AdminBroadcastFields
        }
      }
    }
  }
`);

export const AdminBroadcastAudienceCountQuery = graphql(`
  query AdminBroadcastAudienceCountQuery($input: BroadcastAudienceInput!) {
    broadcastAudienceCount(input: $input)
  }
`);

export const AdminBroadcastUniversitiesQuery = graphql(`
  query AdminBroadcastUniversitiesQuery {
    universities {
      id
      name
      city
    }
  }
`);

export const AdminSendBroadcastMutation = graphql(`
  mutation AdminSendBroadcastMutation($input: SendBroadcastInput!) {
    sendBroadcast(input: $input) {
      ...AdminBroadcastFields
    }
  }
`);

export const AdminEmailDeliveriesQuery = graphql(`
  query AdminEmailDeliveriesQuery($status: EmailStatus, $first: Int, $after: String) {
    emailDeliveryCounts {
      queued
      sent
      failed
    }
    emailDeliveries(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          to
          subject
          category
          status
          attempts
          lastError
          nextAttemptAt
          sentAt
          createdAt
        }
      }
    }
  }
`);
