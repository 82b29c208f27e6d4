import { graphql } from '../../gql';

export const EarningsSummaryQuery = graphql(`
  query EarningsSummaryQuery {
    earningsSummary {
      totals {
        currency
        pending
        available
        requested
        paidOut
        nextAvailableAt
      }
      byMonth {
        month
        currency
        net
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
