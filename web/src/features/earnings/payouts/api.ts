import { graphql } from '../../../gql';

/** The owner's live payout methods, schedule, the currencies of their hostels and the payout rules. */
export const EarningsPayoutSettingsQuery = graphql(`
  query EarningsPayoutSettingsQuery {
    payoutMethods {
      id
      ...EarningsPayoutMethodFields
    }
    me {
      uid
      user {
        id
        payoutSchedule
      }
    }
    myHostels(first: 50) {
      edges {
        node {
          id
          lowestPrice {
            currency
          }
        }
      }
    }
    platformSettings {
      currency
      payoutHoldHoursAfterMethodChange
      payoutMinimums {
        currency
        amount
      }
    }
  }
`);

export const PayoutMethodFieldsFragment = graphql(`
  fragment EarningsPayoutMethodFields on PayoutMethod {
    id
    kind
    currency
    network
    bankName
    holderName
    last4
    state
    holdUntil
    updatedAt
  }
`);

export const SetPayoutMethodMutation = graphql(`
  mutation EarningsSetPayoutMethodMutation($input: PayoutMethodInput!) {
    setPayoutMethod(input: $input) {
      id
      ...EarningsPayoutMethodFields
    }
  }
`);

export const RemovePayoutMethodMutation = graphql(`
  mutation EarningsRemovePayoutMethodMutation($id: ID!) {
    removePayoutMethod(id: $id) {
      id
      state
    }
  }
`);

export const SetPayoutScheduleMutation = graphql(`
  mutation EarningsSetPayoutScheduleMutation($schedule: PayoutSchedule!) {
    setPayoutSchedule(schedule: $schedule)
  }
`);

export const OwnerPayoutsQuery = graphql(`
  query EarningsPayoutsQuery($first: Int!, $after: String) {
    payouts(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          amount
          currency
          status
          automatic
          createdAt
          sentAt
          paidAt
          failureReason
          heldAt
          method {
            id
            kind
            network
            bankName
            last4
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
