import { graphql } from '../../../gql';

export const NotificationsUnreadCountQuery = graphql(`
  query NotificationsUnreadCountQuery {
    me {
      uid
      unreadNotificationCount
    }
  }
`);

export const NotificationsAddedSubscription = graphql(`
  subscription NotificationsAddedSubscription {
    notificationAdded {
      id
    }
  }
`);

export const NotificationsItemFieldsFragment = graphql(`
  fragment NotificationsItemFields on Notification {
    id
    kind
    title
    body
    link
    readAt
    createdAt
  }
`);

export const NotificationsListQuery = graphql(`
  query NotificationsListQuery($after: String) {
    notifications(first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...NotificationsItemFields
        }
      }
    }
  }
`);

export const NotificationsMarkReadMutation = graphql(`
  mutation NotificationsMarkReadMutation($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export const NotificationsPreferencesQuery = graphql(`
  query NotificationsPreferencesQuery {
    notificationPreferences {
      category
      email
      locked
      push
    }
  }
`);

export const NotificationsUpdatePreferencesMutation = graphql(`
  mutation NotificationsUpdatePreferencesMutation($input: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(input: $input) {
      category
      email
      locked
      push
    }
  }
`);
