import { graphql } from '../../../gql';

export const ModerationHostelFieldsFragment = graphql(`
  fragment ModerationHostelFields on Hostel {
    id
    name
    city
    country
    status
    submittedAt
    publishedAt
    rejectionReason
    owner {
      id
      displayName
    }
    coverPhoto {
      id
      url
    }
    ownershipProof {
      id
      originalName
      size
      url
    }
  }
`);

export const ModerationQueueQuery = graphql(`
  query ModerationQueueQuery($first: Int!, $after: String) {
    moderationQueue(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ModerationHostelFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ModerationPublishedQuery = graphql(`
  query ModerationPublishedQuery($filter: HostelSearchFilter, $first: Int!, $after: String) {
    hostels(filter: $filter, sort: NEWEST, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ModerationHostelFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ModerationHostelQuery = graphql(`
  query ModerationHostelQuery($id: ID!) {
    hostel(id: $id) {
      id
      ...ModerationHostelFields
    }
  }
`);

export const ModerationApproveMutation = graphql(`
  mutation ModerationApproveMutation($id: ID!) {
    approveHostel(id: $id) {
      id
      ...ModerationHostelFields
    }
  }
`);

export const ModerationRejectMutation = graphql(`
  mutation ModerationRejectMutation($id: ID!, $reason: String!) {
    rejectHostel(id: $id, reason: $reason) {
      id
      ...ModerationHostelFields
    }
  }
`);

export const ModerationSuspendMutation = graphql(`
  mutation ModerationSuspendMutation($id: ID!, $reason: String!) {
    suspendHostel(id: $id, reason: $reason) {
      id
      ...ModerationHostelFields
    }
  }
`);

export const ModerationReinstateMutation = graphql(`
  mutation ModerationReinstateMutation($id: ID!) {
    reinstateHostel(id: $id) {
      id
      ...ModerationHostelFields
    }
  }
`);
