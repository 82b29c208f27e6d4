import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { isAuthError } from '../../lib/firebase-errors';

export const hasPasswordSignIn = (user: User) => user.providerData.some((p) => p.providerId === 'password');

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
    if (!isAuthError(error, 'requires-recent-login') || !currentPassword || !user.email) throw error;
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
    } catch (reauthError) {
      throw new ReauthenticationError(reauthError);
    }
    return action();
  }
}
