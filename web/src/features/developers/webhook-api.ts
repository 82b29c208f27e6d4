import { graphql } from '../../gql';

export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    event
    status
    attempts
    responseStatus
    lastError
    lastAttemptAt
    nextAttemptAt
    deliveredAt
    createdAt
    attemptLog {
      at
      status
      durationMs
      responseExcerpt
      error
    }
  }
`);

export const WebhookSubscriptionFieldsFragment = graphql(`
  fragment WebhookSubscriptionFields on WebhookSubscription {
    id
    apiClientId
    url
    events
    active
    disabledReason
    disabledAt
    createdAt
    lastDelivery {
      ...WebhookDeliveryFields
    }
  }
`);

export const DevelopersWebhooksQuery = graphql(`
  query DevelopersWebhooksQuery {
    apiClients {
      id
      name
      revokedAt
    }
    webhookSubscriptions {
      ...WebhookSubscriptionFields
    }
  }
`);

export const DevelopersWebhookDeliveriesQuery = graphql(`
  query DevelopersWebhookDeliveriesQuery($subscriptionId: ID!, $first: Int!, $after: String) {
    webhookDeliveries(subscriptionId: $subscriptionId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...WebhookDeliveryFields
        }
      }
    }
  }
`);

export const DevelopersCreateWebhookMutation = graphql(`
  mutation DevelopersCreateWebhookMutation($input: CreateWebhookSubscriptionInput!) {
    createWebhookSubscription(input: $input) {
      secret
      subscription {
        ...WebhookSubscriptionFields
      }
    }
  }
`);

export const DevelopersUpdateWebhookMutation = graphql(`
  mutation DevelopersUpdateWebhookMutation($id: ID!, $input: UpdateWebhookSubscriptionInput!) {
    updateWebhookSubscription(id: $id, input: $input) {
      ...WebhookSubscriptionFields
    }
  }
`);

export const DevelopersDeleteWebhookMutation = graphql(`
  mutation DevelopersDeleteWebhookMutation($id: ID!) {
    deleteWebhookSubscription(id: $id)
  }
`);

export const DevelopersRedeliverWebhookMutation = graphql(`
  mutation DevelopersRedeliverWebhookMutation($id: ID!) {
    redeliverWebhook(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const DevelopersPingWebhookMutation = graphql(`
  mutation DevelopersPingWebhookMutation($id: ID!) {
    pingWebhookSubscription(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const DevelopersRotateWebhookSecretMutation = graphql(`
  mutation DevelopersRotateWebhookSecretMutation($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      subscription {
        ...WebhookSubscriptionFields
      }
    }
  }
`);
