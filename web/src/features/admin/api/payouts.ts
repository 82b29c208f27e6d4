import { graphql } from '../../../gql';

export const AdminPayoutFieldsFragment = graphql(`
  fragment AdminPayoutFields on Payout {
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
    heldReason
    method {
      id
      kind
      network
      bankName
      last4
    }
    owner {
      id
      displayName
      email
      payoutMethods {
        id
        kind
        currency
        network
        bankName
        last4
        state
        holdUntil
      }
    }
  }
`);

export const AdminPayoutsQuery = graphql(`
  query AdminPayoutsQuery($status: PayoutStatus, $first: Int!, $after: String) {
    payouts(status: $status, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...AdminPayoutFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminMarkPayoutPaidMutation = graphql(`
  mutation AdminMarkPayoutPaidMutation($id: ID!) {
    markPayoutPaid(id: $id) {
      id
      status
      paidAt
    }
  }
`);

// 40: each payout reads its owner's payout methods, and the whole query must stay under the cost limit.
export const AdminPayoutQueueQuery = graphql(`
  query AdminPayoutQueueQuery {
    payoutQueue(limit: 40) {
      id
      ...AdminPayoutFields
    }
  }
`);

export const AdminRetryPayoutMutation = graphql(`
  mutation AdminRetryPayoutMutation($id: ID!) {
    retryPayout(id: $id) {
      id
      status
    }
  }
`);

export const AdminHoldPayoutMutation = graphql(`
  mutation AdminHoldPayoutMutation($id: ID!, $reason: String!) {
    holdPayout(id: $id, reason: $reason) {
      id
      status
      heldAt
      heldReason
    }
  }
`);

export const AdminReleasePayoutMutation = graphql(`
  mutation AdminReleasePayoutMutation($id: ID!) {
    releasePayout(id: $id) {
      id
      heldAt
    }
  }
`);

export const AdminReconciliationQuery = graphql(`
  query AdminReconciliationQuery($month: String!) {
    payoutReconciliation(month: $month) {
      month
      currency
      taken: takenAmount
      refunded: refundedAmount
      fees: platformFeeAmount
      paidOut: paidOutAmount
      held: heldAmount
      difference: differenceAmount
    }
  }
`);

export const AdminReconciliationCsvQuery = graphql(`
  query AdminReconciliationCsvQuery($month: String!) {
    payoutReconciliationCsv(month: $month)
  }
`);
