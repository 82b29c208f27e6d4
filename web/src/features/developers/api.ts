import { graphql } from '../../gql';

export const ApiClientFieldsFragment = graphql(`
  fragment ApiClientFields on ApiClient {
    id
    name
    scopes
    allowedOrigins
    tokenPrefix
    createdAt
    rotatedAt
    lastUsedAt
    revokedAt
    expiresAt
    usage {
      day
      requests
      refusals
    }
  }
`);

export const DevelopersApiClientsQuery = graphql(`
  query DevelopersApiClientsQuery {
    apiClients {
      ...ApiClientFields
    }
  }
`);

export const DevelopersCreateApiClientMutation = graphql(`
  mutation DevelopersCreateApiClientMutation($input: CreateApiClientInput!) {
    createApiClient(input: $input) {
      token
      client {
        ...ApiClientFields
      }
    }
  }
`);

export const DevelopersRotateApiClientMutation = graphql(`
  mutation DevelopersRotateApiClientMutation($id: ID!) {
    rotateApiClientToken(id: $id) {
      token
      client {
        ...ApiClientFields
      }
    }
  }
`);

export const DevelopersRevokeApiClientMutation = graphql(`
  mutation DevelopersRevokeApiClientMutation($id: ID!) {
    revokeApiClient(id: $id) {
      ...ApiClientFields
    }
  }
`);
