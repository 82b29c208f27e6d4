import { graphql } from '../../../gql';

export const HostelsAddFavouriteMutation = graphql(`
  mutation HostelsAddFavouriteMutation($hostelId: ID!) {
    addFavourite(hostelId: $hostelId) {
      id
      isFavourite
    }
  }
`);

export const HostelsRemoveFavouriteMutation = graphql(`
  mutation HostelsRemoveFavouriteMutation($hostelId: ID!) {
    removeFavourite(hostelId: $hostelId)
  }
`);

export const HostelsFavouritesQuery = graphql(`
  query HostelsFavouritesQuery($first: Int!, $after: String) {
    myFavourites(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          slug
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
