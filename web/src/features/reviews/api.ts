import { graphql } from '../../gql';

export const ReviewFieldsFragment = graphql(`
  fragment ReviewFields on Review {
    id
    overall
    cleanliness
    location
    value
    security
    staff
    comment
    authorFirstName
    authorUniversity
    stayMonth
    roomTypeName
    verifiedStay
    status
    ownerReply
    ownerRepliedAt
    createdAt
    editedAt
    mine
    canEdit
    canReply
    reportedByMe
  }
`);

export const ReviewsHostelQuery = graphql(`
  query ReviewsHostelQuery($id: ID!, $sort: ReviewSort, $roomTypeId: ID, $first: Int, $after: String) {
    hostel(id: $id) {
      id
      roomTypes {
        id
        name
      }
      ratingSummary {
        average
        count
        cleanliness
        location
        value
        security
        staff
        distribution {
          stars
          count
        }
      }
      reviews(sort: $sort, roomTypeId: $roomTypeId, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            mine
            reportedByMe
            ...ReviewFields
          }
        }
      }
    }
  }
`);

export const ReviewsReservationQuery = graphql(`
  query ReviewsReservationQuery($id: ID!) {
    reservation(id: $id) {
      id
      status
      canReview
      reviewLastDay
      hostel {
        id
        name
      }
      review {
        id
        canEdit
        editableUntil
        overall
        cleanliness
        location
        value
        security
        staff
        comment
        ...ReviewFields
      }
    }
  }
`);

export const ReviewsToWriteQuery = graphql(`
  query ReviewsToWriteQuery {
    reservationsToReview {
      id
      checkOut
      reviewLastDay
      roomTypeName
      hostel {
        id
        name
      }
    }
  }
`);

export const ReviewsCreateMutation = graphql(`
  mutation ReviewsCreateMutation($input: CreateReviewInput!) {
    createReview(input: $input) {
      id
      ...ReviewFields
    }
  }
`);

export const ReviewsUpdateMutation = graphql(`
  mutation ReviewsUpdateMutation($id: ID!, $input: ReviewInput!) {
    updateReview(id: $id, input: $input) {
      id
      ...ReviewFields
    }
  }
`);

export const ReviewsReplyMutation = graphql(`
  mutation ReviewsReplyMutation($id: ID!, $reply: String!) {
    replyToReview(id: $id, reply: $reply) {
      id
      ...ReviewFields
    }
  }
`);

export const ReviewsReportMutation = graphql(`
  mutation ReviewsReportMutation($id: ID!, $reason: String!) {
    reportReview(id: $id, reason: $reason) {
      id
      reportedByMe
    }
  }
`);

export const ReviewsOwnerQuery = graphql(`
  query ReviewsOwnerQuery($hostelId: ID, $unrepliedOnly: Boolean, $first: Int, $after: String) {
    myHostels(first: 100) {
      edges {
        node {
          id
          name
          status
        }
      }
    }
    ownerReviews(hostelId: $hostelId, unrepliedOnly: $unrepliedOnly, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          canReply
          ownerReply
          hostel {
            id
            name
          }
          ...ReviewFields
        }
      }
    }
  }
`);

export const ReviewsAdminQuery = graphql(`
  query ReviewsAdminQuery(
    $status: ReviewStatus
    $reportedOnly: Boolean
    $search: String
    $first: Int
    $after: String
  ) {
    adminReviews(
      status: $status
      reportedOnly: $reportedOnly
      search: $search
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          hostel {
            id
            name
          }
          status
          hiddenReason
          reportCount
          reportReasons
          ...ReviewFields
        }
      }
    }
  }
`);

export const ReviewsHideMutation = graphql(`
  mutation ReviewsHideMutation($id: ID!, $reason: String!) {
    hideReview(id: $id, reason: $reason) {
      id
      status
      hiddenReason
      reportCount
    }
  }
`);

export const ReviewsRestoreMutation = graphql(`
  mutation ReviewsRestoreMutation($id: ID!, $reason: String!) {
    restoreReview(id: $id, reason: $reason) {
      id
      status
      hiddenReason
      reportCount
    }
  }
`);
