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
    ownerEmail
    owner {
      id
      displayName
    }
    coverPhoto {
      id
      url
      srcSet
      width
      height
    }
    ownershipProof {
      id
      originalName
      size
      url
    }
  }
`);

export const ModerationHostelsQuery = graphql(`
  query ModerationHostelsQuery($filter: ModerationHostelFilter, $first: Int!, $after: String) {
    moderationHostels(filter: $filter, first: $first, after: $after) {
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

/** A fresh link to a document: the one in a list is signed for a few minutes only. */
export const ModerationDocumentQuery = graphql(`
  query ModerationDocumentQuery($id: ID!) {
    file(id: $id) {
      id
      url
    }
  }
`);
