import { displayNameError, phoneNumberError } from '@hostel/common';

// Form checks of the account screens. The display name and the phone number are the API's own
// rules (@hostel/common); email and password are Firebase's, so mistakes never leave the form.
export const validateEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address.';

export const validateNewPassword = (value: string) =>
  value.length >= 8 ? null : 'Use at least 8 characters.';

export const validateRequired = (label: string) => (value: string) =>
  value.trim() ? null : `Enter ${label}.`;

export const validateDisplayName = displayNameError;

/** What a person types (spaces, brackets, dashes) to the E.164 form the API stores. */
export const normalizePhone = (value: string) => value.replace(/[\s()-]/g, '');

export const validatePhone = (value: string) => phoneNumberError(normalizePhone(value));

export const validateOptionalPhone = (value: string) => (value.trim() ? validatePhone(value) : null);
