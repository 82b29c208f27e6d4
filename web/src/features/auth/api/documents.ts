import { graphql } from '../../../gql';

export const AuthMeQuery = graphql(`
  query AuthMeQuery {
    me {
      uid
      email
      emailVerified
      phoneNumber
      user {
        id
        displayName
        email
        role
        status
        suspendedReason
        phoneNumber
        locale
        avatar {
          id
          url
        }
      }
    }
  }
`);

export const AuthCompleteSignUpMutation = graphql(`
  mutation AuthCompleteSignUpMutation($input: CompleteSignUpInput!) {
    completeSignUp(input: $input) {
      id
      role
      displayName
    }
  }
`);

export const AuthSetLocaleMutation = graphql(`
  mutation AuthSetLocaleMutation($locale: String!) {
    updateMyProfile(input: { locale: $locale }) {
      id
      locale
    }
  }
`);

export const AuthSuspensionAppealQuery = graphql(`
  query AuthSuspensionAppealQuery {
    mySuspensionAppeal {
      id
      status
      createdAt
    }
  }
`);

export const AuthAppealSuspensionMutation = graphql(`
  mutation AuthAppealSuspensionMutation($input: AppealSuspensionInput!) {
    appealSuspension(input: $input) {
      id
      status
      createdAt
    }
  }
`);
