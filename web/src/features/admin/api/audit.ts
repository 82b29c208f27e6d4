import { graphql } from '../../../gql';

export const AuditLogQuery = graphql(`
  query AuditLogQuery(
    $actorId: ID
    $action: String
    $entity: String
    $entityId: String
    $from: String
    $to: String
    $first: Int!
    $after: String
  ) {
    auditLog(
      actorId: $actorId
      action: $action
      entity: $entity
      entityId: $entityId
      from: $from
      to: $to
      first: $first
      after: $after
    ) {
      totalCount
      edges {
        cursor
        node {
          id
          action
          entity
          entityId
          details
          createdAt
          actor {
            id
            displayName
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    auditFilterOptions {
      actions
      entities
    }
  }
`);
