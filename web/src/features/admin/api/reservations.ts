import { graphql } from '../../../gql';

export const AdminReservationRowFieldsFragment = graphql(`
  fragment AdminReservationRowFields on Reservation {
    id
    code
    status
    checkIn
    checkOut
    beds
    hostel {
      id
      name
    }
    student {
      id
      displayName
    }
    price {
      currency
      total
    }
  }
`);

export const AdminReservationsQuery = graphql(`
  query AdminReservationsQuery($search: String, $status: ReservationStatus, $first: Int!, $after: String) {
    adminReservations(search: $search, status: $status, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...AdminReservationRowFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminPaymentFieldsFragment = graphql(`
  fragment AdminPaymentFields on Payment {
    id
    status
    amount
    amountRefunded
    currency
    provider
    createdAt
    failureMessage
    refunds {
      id
      amount
      currency
      reason
      status
      attempts
      nextAttemptAt
      failureMessage
      createdAt
    }
  }
`);

export const AdminReservationQuery = graphql(`
  query AdminReservationQuery($id: ID!) {
    reservation(id: $id) {
      id
      code
      status
      checkIn
      checkOut
      nights
      beds
      roomTypeName
      createdAt
      cancelReason
      cancelledBy
      declineReason
      hostel {
        id
        name
        city
      }
      student {
        id
        displayName
      }
      price {
        ...ReservationPriceFields
      }
      payments {
        id
        ...AdminPaymentFields
      }
    }
  }
`);

export const AdminCancelReservationMutation = graphql(`
  mutation AdminCancelReservationMutation($id: ID!, $reason: String!, $refundAmount: Int) {
    adminCancelReservation(id: $id, reason: $reason, refundAmount: $refundAmount) {
      id
      status
      cancelReason
      cancelledBy
    }
  }
`);
