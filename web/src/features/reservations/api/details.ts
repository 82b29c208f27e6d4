import { graphql } from '../../../gql';

/** What the student needs on arrival (stay-card.tsx): part of the pass kept for offline use. */
export const ReservationStayFieldsFragment = graphql(`
  fragment ReservationStayFields on Reservation {
    status
    hostel {
      id
      address
      city
      houseRules
      owner {
        id
        displayName
      }
    }
  }
`);

export const ReservationsDetailsQuery = graphql(`
  query ReservationsDetailsQuery($id: ID!) {
    reservation(id: $id) {
      id
      code
      status
      checkIn
      checkOut
      beds
      nights
      roomTypeName
      createdAt
      paymentDeadline
      responseDeadline
      cancelReason
      declineReason
      hostel {
        id
        name
        city
        timeZone
      }
      price {
        ...ReservationPriceFields
      }
      ...ReservationStayFields
      events {
        createdAt
        toStatus
        note
      }
      payments {
        id
        status
        amount
        amountRefunded
        currency
        createdAt
        failureMessage
        refunds {
          id
          amount
          currency
          status
          nextAttemptAt
          createdAt
        }
      }
    }
  }
`);

export const ReservationsCancellationQuoteQuery = graphql(`
  query ReservationsCancellationQuoteQuery($id: ID!) {
    cancellationQuote(id: $id) {
      currency
      paid
      refundAmount
      refundPercent
      refundableUntil
      policy
    }
  }
`);

export const ReservationsCancelMutation = graphql(`
  mutation ReservationsCancelMutation($id: ID!, $reason: String) {
    cancelReservation(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
