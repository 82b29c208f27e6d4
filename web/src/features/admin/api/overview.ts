import { graphql } from '../../../gql';

export const AdminOverviewQuery = graphql(`
  query AdminOverviewQuery {
    adminOverview {
      usersByRole {
        key
        count
      }
      signUps7Days
      signUps30Days
      publishedHostels
      listingsWaiting
      reservationsByStatus {
        key
        count
      }
      moneyByMonth {
        month
        currency
        gross: grossAmount
        platformFees: platformFeesAmount
        refunds: refundsAmount
      }
      openTickets
      payoutsRequested
    }
  }
`);
