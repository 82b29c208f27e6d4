import { graphql } from '../../gql';

export const EarningsSummaryQuery = graphql(`
  query EarningsSummaryQuery {
    earningsSummary {
      totals {
        currency
        pending: pendingAmount
        available: availableAmount
        requested: requestedAmount
        paidOut: paidOutAmount
        nextAvailableAt
      }
      byMonth {
        month
        currency
        net: netAmount
      }
    }
  }
`);

export const EarningsListQuery = graphql(`
  query EarningsListQuery($first: Int!, $after: String, $filter: EarningFilterInput) {
    myEarnings(first: $first, after: $after, filter: $filter) {
      totalCount
      edges {
        cursor
        node {
          id
          reservationCode
          checkIn
          createdAt
          availableAt
          currency
          gross
          platformFee
          net
          status
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const EarningsRequestPayoutMutation = graphql(`
  mutation EarningsRequestPayoutMutation {
    requestPayout {
      id
      amount
      currency
      status
    }
  }
`);
