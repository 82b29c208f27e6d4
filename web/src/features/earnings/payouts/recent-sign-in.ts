import { errorsOf } from '../../../lib/graphql-errors';

/** Whether the API refused a payout method change for want of a recent sign-in (core/auth.ts). */
export const needsRecentSignIn = (error: unknown) =>
  errorsOf(error)?.some((e) => e.extensions?.reason === 'RECENT_SIGN_IN_REQUIRED') === true;
