import { graphql } from '../../../gql';

export const AccountProfileFieldsFragment = graphql(`
  fragment AccountProfileFields on User {
    id
    displayName
    email
    phoneNumber
    role
    avatar {
      id
      url
    }
  }
`);

export const AccountProfileQuery = graphql(`
  query AccountProfileQuery {
    me {
      uid
      user {
        id
        ...AccountProfileFields
      }
    }
  }
`);

export const AccountUpdateProfileMutation = graphql(`
  mutation AccountUpdateProfileMutation($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      id
      ...AccountProfileFields
      avatar {
        id
        url
      }
      displayName
    }
  }
`);

export const AccountUploadImageMutation = graphql(`
  mutation AccountUploadImageMutation($file: Upload!) {
    uploadImage(file: $file) {
      id
      url
    }
  }
`);
