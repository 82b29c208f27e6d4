// One place that turns every Firebase Auth error a person can cause into a clear message on the
// field it concerns. Forms map these field names onto their own inputs; 'form' is a banner.
export type AuthErrorField = 'email' | 'password' | 'code' | 'phoneNumber' | 'form';

export interface AuthErrorMessage {
  code: string;
  field: AuthErrorField;
  message: string;
}

const MESSAGES: Record<string, [AuthErrorField, string]> = {
  'email-already-in-use': ['email', 'An account with this email already exists. Sign in instead.'],
  'credential-already-in-use': ['form', 'This sign-in method is already linked to another account.'],
  'account-exists-with-different-credential': [
    'form',
    'An account with this email already exists with another sign-in method. Sign in with that method first.',
  ],
  'invalid-email': ['email', 'Enter a valid email address.'],
  'missing-email': ['email', 'Enter your email address.'],
  'user-not-found': ['email', 'No account uses this email. Check it or create an account.'],
  'user-disabled': ['form', 'This account has been disabled. Contact support.'],
  'user-mismatch': ['email', 'That is not the account you are signed in with.'],
  'wrong-password': ['password', 'The password is not correct.'],
  'invalid-credential': ['password', 'The email or password is not correct.'],
  'invalid-login-credentials': ['password', 'The email or password is not correct.'],
  'missing-password': ['password', 'Enter your password.'],
  'weak-password': ['password', 'Choose a stronger password: at least 6 characters.'],
  'too-many-requests': ['form', 'Too many attempts. Wait a few minutes and try again.'],
  'network-request-failed': [
    'form',
    'We could not reach the sign-in service. Check your connection and try again.',
  ],
  'invalid-action-code': ['form', 'This link is invalid or has already been used. Request a new one.'],
  'expired-action-code': ['form', 'This link has expired. Request a new one.'],
  'requires-recent-login': ['password', 'For your security, enter your current password to continue.'],
  'popup-closed-by-user': ['form', 'The sign-in window was closed before finishing. Try again.'],
  'cancelled-popup-request': ['form', 'Another sign-in window was opened. Finish it or try again.'],
  'popup-blocked': [
    'form',
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  ],
  'invalid-verification-code': ['code', 'The code is not correct. Check the SMS and try again.'],
  'missing-verification-code': ['code', 'Enter the 6-digit code from the SMS.'],
  'code-expired': ['code', 'The code has expired. Request a new one.'],
  'invalid-verification-id': ['code', 'This code request is no longer valid. Request a new code.'],
  'invalid-phone-number': [
    'phoneNumber',
    'Enter the phone number with its country code, e.g. +233 20 123 4567.',
  ],
  'missing-phone-number': ['phoneNumber', 'Enter your phone number.'],
  'captcha-check-failed': ['phoneNumber', 'The security check failed. Try again.'],
  'quota-exceeded': ['form', 'Too many codes were sent. Try again later.'],
  'operation-not-allowed': ['form', 'This sign-in method is not enabled. Choose another one.'],
  'unauthorized-domain': ['form', 'Sign-in is not allowed from this site address.'],
  'provider-already-linked': ['form', 'This sign-in method is already linked to your account.'],
  'invalid-continue-uri': ['form', 'The sign-in link could not be created. Try again.'],
  'web-storage-unsupported': [
    'form',
    'Your browser blocks storage this sign-in needs. Enable cookies and try again.',
  ],
};

const FALLBACK = 'Something went wrong while signing in. Try again.';

function readCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

export function isAuthError(error: unknown, ...codes: string[]): boolean {
  const code = readCode(error);
  return code !== null && codes.includes(code);
}

/**
 * A Google or Facebook sign-in that could not start because the provider's script did not load
 * (offline, or blocked by a privacy extension): Firebase says `internal-error` or
 * `network-request-failed`. Null for any other error, which describeAuthError words.
 */
export function providerUnavailableMessage(error: unknown, provider: string): string | null {
  if (!isAuthError(error, 'internal-error', 'network-request-failed')) return null;
  return (
    `${provider} sign-in could not start: its sign-in window did not load. You may be offline, or a ` +
    'privacy extension may be blocking it. Sign in with your email and password, your phone or an ' +
    'emailed link instead, or allow the sign-in window and try again.'
  );
}

export function describeAuthError(error: unknown): AuthErrorMessage {
  const code = readCode(error) ?? 'unknown';
  const known = MESSAGES[code];
  return known ? { code, field: known[0], message: known[1] } : { code, field: 'form', message: FALLBACK };
}
