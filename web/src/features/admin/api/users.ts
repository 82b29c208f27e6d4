import { graphql } from '../../../gql';

export const AdminUsersQuery = graphql(`
  query AdminUsersQuery($filter: UserFilterInput, $first: Int!, $after: String) {
    users(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          displayName
          email
          phoneNumber
          role
          status
          createdAt
          university {
            id
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminUniversitiesQuery = graphql(`
  query AdminUniversitiesQuery {
    universities {
      id
      name
    }
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUserQuery($id: ID!) {
    adminUser(id: $id) {
      user {
        id
        displayName
        email
        emailVerified
        phoneNumber
        role
        status
        suspendedReason
        businessName
        programme
        createdAt
        university {
          id
          name
        }
      }
      signIn {
        providers
        emailVerified
        disabled
        lastSignInAt
      }
      reservations {
        id
        code
        status
        checkIn
        checkOut
        hostel {
          id
          name
        }
      }
      hostels {
        id
        name
        status
      }
      tickets {
        id
        subject
        status
        createdAt
      }
      reviews {
        id
        overall
        comment
        createdAt
        hostel {
          id
          name
        }
      }
      auditTrail {
        id
        action
        details
        createdAt
        actor {
          id
          displayName
        }
      }
    }
  }
`);

export const SetUserStatusMutation = graphql(`
  mutation SetUserStatusMutation($userId: ID!, $status: UserStatus!, $reason: String!) {
    setUserStatus(userId: $userId, status: $status, reason: $reason) {
      id
      status
      suspendedReason
    }
  }
`);

export const SetUserRoleMutation = graphql(`
  mutation SetUserRoleMutation($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation($userId: ID!) {
    resendVerificationEmail(userId: $userId) {
      id
    }
  }
`);
