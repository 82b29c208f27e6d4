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
