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
          entityName
          summary
          details
          createdAt
          actor {
            id
            displayName
            email
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
