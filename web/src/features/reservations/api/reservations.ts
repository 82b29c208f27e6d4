import { graphql } from '../../../gql';

export const ReservationPriceFieldsFragment = graphql(`
  fragment ReservationPriceFields on PriceBreakdown {
    currency
    nights
    units
    pricePerBed
    pricePeriod
    subtotal
    platformFee
    total
  }
`);

export const ReservationSummaryFieldsFragment = graphql(`
  fragment ReservationSummaryFields on Reservation {
    id
    code
    status
    checkIn
    checkOut
    beds
    nights
    roomTypeName
    createdAt
    responseDeadline
    paymentDeadline
    studentNote
    declineReason
    cancelReason
    cancelledBy
    hostel {
      id
      name
      city
      timeZone
    }
    student {
      id
      displayName
    }
    price {
      currency
      subtotal
      total
    }
  }
`);

export const ReservationsQuoteQuery = graphql(`
  query ReservationsQuoteQuery($input: StayInput!, $hostelId: ID!) {
    quoteReservation(input: $input) {
      checkIn
      checkOut
      beds
      price {
        ...ReservationPriceFields
      }
    }
    hostel(id: $hostelId) {
      id
      name
      city
      cancellationPolicy
      roomTypes {
        id
        name
        termName
        termStart
        termEnd
        price {
          amount
          currency
          period
        }
      }
    }
  }
`);

export const ReservationsRequestMutation = graphql(`
  mutation ReservationsRequestMutation($input: RequestReservationInput!) {
    requestReservation(input: $input) {
      id
      ...ReservationSummaryFields
    }
  }
`);

export const ReservationsMineQuery = graphql(`
  query ReservationsMineQuery($first: Int!, $after: String, $status: ReservationStatus) {
    myReservations(first: $first, after: $after, status: $status) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ReservationSummaryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ReservationsOwnerQuery = graphql(`
  query ReservationsOwnerQuery($first: Int!, $after: String, $group: OwnerReservationGroup) {
    ownerReservations(first: $first, after: $after, group: $group) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ReservationSummaryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ReservationsOwnerCountsQuery = graphql(`
  query ReservationsOwnerCountsQuery {
    ownerReservationCounts {
      group
      count
    }
    pendingReservationCount
  }
`);

export const ReservationsAcceptMutation = graphql(`
  mutation ReservationsAcceptMutation($id: ID!) {
    acceptReservation(id: $id) {
      id
      status
      paymentDeadline
    }
  }
`);

export const ReservationsDeclineMutation = graphql(`
  mutation ReservationsDeclineMutation($id: ID!, $reason: String!) {
    declineReservation(id: $id, reason: $reason) {
      id
      status
      declineReason
    }
  }
`);

export const ReservationsChangedSubscription = graphql(`
  subscription ReservationsChangedSubscription {
    reservationChanged {
      id
      status
    }
  }
`);
