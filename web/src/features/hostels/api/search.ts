import { graphql } from '../../../gql';

export const HostelCardFieldsFragment = graphql(`
  fragment HostelCardFields on Hostel {
    id
    name
    city
    address
    genderPolicy
    isFavourite
    ratingAverage
    reviewCount
    distanceMeters
    coverPhoto {
      id
      url
      srcSet
      width
      height
    }
    lowestPrice {
      amount
      currency
      period
    }
    monthlyPrice {
      amount
      currency
    }
    stayPrice {
      total
      currency
      nights
      beds
      pricePeriod
    }
  }
`);

export const HostelsSearchQuery = graphql(`
  query HostelsSearchQuery($filter: HostelSearchFilter, $sort: HostelSort!, $first: Int!, $after: String) {
    hostels(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      totalCountIsCapped
      priceCurrency
      edges {
        cursor
        node {
          id
          slug
          latitude
          longitude
          ...HostelCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const HostelsUniversitiesQuery = graphql(`
  query HostelsUniversitiesQuery {
    universities {
      id
      name
      city
      latitude
      longitude
    }
  }
`);
