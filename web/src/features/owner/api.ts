import { graphql } from '../../gql';

/** The overview's figures and the earnings module's summary, in one request. */
export const OwnerDashboardQuery = graphql(`
  query OwnerDashboardQuery {
    ownerOverview {
      waitingCount
      waiting {
        id
        code
        hostelName
        hostelTimeZone
        responseDeadline
        checkIn
        beds
      }
      checkIns
      checkOuts
      occupancy {
        hostelId
        hostelName
        bedNights
        occupiedBedNights
        blockedBedNights
      }
    }
    ownerReviewFigures {
      average
      count
      last30Days
    }
    earningsSummary {
      totals {
        currency
        available: availableAmount
      }
      byMonth {
        month
        currency
        net: netAmount
      }
    }
  }
`);
