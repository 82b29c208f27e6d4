import { graphql } from '../../../gql';

export const HostelDetailsFieldsFragment = graphql(`
  fragment HostelDetailsFields on Hostel {
    id
    name
    description
    address
    city
    country
    latitude
    longitude
    amenities
    houseRules
    genderPolicy
    cancellationPolicy
    isFavourite
    status
    reviewSummary {
      average
      count
    }
    photos {
      id
      position
      isCover
      caption
      file {
        id
        url
        srcSet
        width
        height
      }
    }
    roomTypes {
      id
      name
      description
      bedsPerRoom
      totalBeds
      amenities
      availableBeds
      termName
      termStart
      termEnd
      price {
        amount
        currency
        period
      }
    }
    nearbyUniversities {
      id
      name
      city
      distanceMeters
    }
    owner {
      id
      displayName
      memberSince
      avatar {
        id
        url
      }
    }
  }
`);

export const HostelsDetailsQuery = graphql(`
  query HostelsDetailsQuery($id: ID, $slug: String, $checkIn: String, $checkOut: String, $beds: Int) {
    hostel(id: $id, slug: $slug, checkIn: $checkIn, checkOut: $checkOut, beds: $beds) {
      id
      slug
      name
      city
      description
      isFavourite
      roomTypes {
        id
        price {
          amount
          currency
          period
        }
      }
      ...HostelDetailsFields
    }
  }
`);
