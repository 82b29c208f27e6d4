import { graphql } from '../../../gql';

export const AdminPayoutFieldsFragment = graphql(`
  fragment AdminPayoutFields on Payout {
    id
    amount
    currency
    status
    createdAt
    paidAt
    owner {
      id
      displayName
      email
      payoutAccountName
      payoutIban
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
