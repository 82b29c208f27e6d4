import { describe, expect, it } from 'vitest';
import { describeAuthError, isAuthError, providerUnavailableMessage } from '../firebase-errors';

const err = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

describe('Firebase auth error messages', () => {
  it.each([
    ['email-already-in-use', 'email', /already exists/],
    ['wrong-password', 'password', /password is not correct/],
    ['invalid-credential', 'password', /email or password is not correct/],
    ['user-not-found', 'email', /No account uses this email/],
    ['too-many-requests', 'form', /Too many attempts/],
    ['network-request-failed', 'form', /could not reach/],
    ['weak-password', 'password', /stronger password/],
    ['invalid-action-code', 'form', /invalid or has already been used/],
    ['expired-action-code', 'form', /expired/],
    ['requires-recent-login', 'password', /current password/],
    ['popup-closed-by-user', 'form', /window was closed/],
    ['cancelled-popup-request', 'form', /Another sign-in window/],
    ['invalid-verification-code', 'code', /code is not correct/],
    ['missing-verification-code', 'code', /6-digit code/],
    ['invalid-email', 'email', /valid email/],
    ['invalid-phone-number', 'phoneNumber', /country code/],
  ])('%s -> %s field', (code, field, message) => {
    const described = describeAuthError(err(code));
    expect(described).toMatchObject({ code, field });
    expect(described.message).toMatch(message);
  });

  it('falls back to a generic form message for unknown codes and non-Firebase errors', () => {
    expect(describeAuthError(err('something-new'))).toMatchObject({ field: 'form', code: 'something-new' });
    expect(describeAuthError(new Error('boom'))).toMatchObject({ field: 'form', code: 'unknown' });
    expect(describeAuthError(null).message).toMatch(/Try again/);
    expect(describeAuthError('text').field).toBe('form');
  });

  it('accepts codes with or without the auth/ prefix', () => {
    expect(describeAuthError({ code: 'weak-password' }).field).toBe('password');
    expect(isAuthError(err('requires-recent-login'), 'requires-recent-login')).toBe(true);
    expect(isAuthError(err('weak-password'), 'requires-recent-login')).toBe(false);
    expect(isAuthError(undefined, 'weak-password')).toBe(false);
  });

  it("says a provider's sign-in could not start when its script did not load, and nothing for other errors", () => {
    for (const code of ['internal-error', 'network-request-failed']) {
      expect(providerUnavailableMessage(err(code), 'Facebook')).toMatch(
        /^Facebook sign-in could not start: .* Sign in with your email and password, your phone or an emailed link instead/,
      );
    }
    expect(providerUnavailableMessage(err('popup-closed-by-user'), 'Google')).toBeNull();
    expect(providerUnavailableMessage(new Error('boom'), 'Google')).toBeNull();
  });
});
