import { graphql } from '../../../gql';

export const ReservationsPayStatusQuery = graphql(`
  query ReservationsPayStatusQuery($id: ID!) {
    reservation(id: $id) {
      id
      code
      status
      paymentDeadline
      roomTypeName
      checkIn
      checkOut
      beds
      hostel {
        id
        name
        timeZone
      }
      price {
        ...ReservationPriceFields
      }
      payments {
        id
        status
        failureReason
        failureMessage
        createdAt
      }
      paymentOptions {
        provider
        methods
        mobileMoneyNetworks
      }
    }
  }
`);

export const ReservationsPayMutation = graphql(`
  mutation ReservationsPayMutation($id: ID!, $input: PayReservationInput!) {
    payReservation(id: $id, input: $input) {
      id
      status
      failureReason
      failureMessage
      nextAction {
        type
        url
      }
    }
  }
`);
