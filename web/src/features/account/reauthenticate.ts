import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { isAuthError } from '../../lib/firebase-errors';
import { errorsOf } from '../../lib/graphql-errors';

export const hasPasswordSignIn = (user: User) => user.providerData.some((p) => p.providerId === 'password');

/** Firebase's requires-recent-login, or the API's FORBIDDEN with reason RECENT_SIGN_IN_REQUIRED. */
export const needsRecentLogin = (error: unknown) =>
  isAuthError(error, 'requires-recent-login') ||
  errorsOf(error)?.some((e) => e.extensions?.reason === 'RECENT_SIGN_IN_REQUIRED') === true;

export class ReauthenticationError extends Error {
  constructor(readonly reason: unknown) {
    super('Re-authentication failed');
  }
}

/**
 * Runs a sensitive Firebase action; when Firebase answers requires-recent-login, signs in again with
 * the current password and retries once. Errors of the re-authentication itself are wrapped in
 * ReauthenticationError so forms can put them on the current-password field.
 */
export async function withRecentLogin<T>(
  user: User,
  currentPassword: string,
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!needsRecentLogin(error) || !currentPassword || !user.email) throw error;
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
    } catch (reauthError) {
      throw new ReauthenticationError(reauthError);
    }
    return action();
  }
}
