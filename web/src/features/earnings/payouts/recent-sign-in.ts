import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Whether the API refused a payout method change for want of a recent sign-in (core/auth.ts). */
export const needsRecentSignIn = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.reason === 'RECENT_SIGN_IN_REQUIRED');
