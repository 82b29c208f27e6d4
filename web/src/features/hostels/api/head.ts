import { graphql } from '../../../gql';

// Read by the web server (web/server/head.ts), not by the app: what the first HTML of a hostel page
// carries in its head. Anonymous, so only PUBLISHED hostels answer.
export const HostelHeadQuery = graphql(`
  query HostelHeadQuery($id: ID, $slug: String) {
    hostel(id: $id, slug: $slug) {
      id
      slug
      name
      description
      address
      city
      country
      latitude
      longitude
      reviewSummary {
        average
        count
      }
      coverPhoto {
        id
        url
      }
      roomTypes {
        id
        price {
          amount
          currency
          period
        }
      }
    }
  }
`);
