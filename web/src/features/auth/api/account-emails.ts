// Account e-mails (sign-in link, reset, verification, e-mail change) are sent by the API, in the
// product's own templates and the reader's language; the Firebase SDK only completes the flows.
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-request';

export const AuthSendSignInLinkMutation = graphql(`
  mutation AuthSendSignInLinkMutation($email: String!, $returnTo: String, $locale: String) {
    sendSignInLink(email: $email, returnTo: $returnTo, locale: $locale)
  }
`);

export const AuthSendPasswordResetMutation = graphql(`
  mutation AuthSendPasswordResetMutation($email: String!, $locale: String) {
    sendPasswordReset(email: $email, locale: $locale)
  }
`);

export const AuthSendEmailVerificationMutation = graphql(`
  mutation AuthSendEmailVerificationMutation($locale: String) {
    sendEmailVerification(locale: $locale)
  }
`);

export const AuthRequestEmailChangeMutation = graphql(`
  mutation AuthRequestEmailChangeMutation($newEmail: String!, $locale: String) {
    requestEmailChange(newEmail: $newEmail, locale: $locale)
  }
`);

/** The browser's language, for an e-mail to someone whose account has none stored. */
const locale = () => (typeof navigator === 'undefined' ? null : navigator.language || null);

export const sendSignInLink = (email: string, returnTo: string | null) =>
  graphqlRequest(AuthSendSignInLinkMutation, { email, returnTo, locale: locale() });

export const sendPasswordReset = (email: string) =>
  graphqlRequest(AuthSendPasswordResetMutation, { email, locale: locale() });

/** E-mails the signed-in identity's own address a confirmation link. */
export const sendVerificationEmail = () =>
  graphqlRequest(AuthSendEmailVerificationMutation, { locale: locale() });

/** E-mails `newEmail` a link that makes it the account's (RECENT_SIGN_IN_REQUIRED when the sign-in is old). */
export const requestEmailChange = (newEmail: string) =>
  graphqlRequest(AuthRequestEmailChangeMutation, { newEmail, locale: locale() });
