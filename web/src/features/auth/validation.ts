// Client-side checks mirror the server and Firebase rules, so most mistakes never leave the form.
export const validateEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address.';

export const validateNewPassword = (value: string) =>
  value.length >= 8 ? null : 'Use at least 8 characters.';

export const validateRequired = (label: string) => (value: string) =>
  value.trim() ? null : `Enter ${label}.`;

export const validateDisplayName = (value: string) => {
  const length = value.trim().length;
  return length >= 2 && length <= 80 ? null : 'Your name must be 2 to 80 characters long.';
};

/** E.164, the format the API stores: "+" and 8 to 15 digits (spaces allowed while typing). */
export const normalizePhone = (value: string) => value.replace(/[\s()-]/g, '');

export const validatePhone = (value: string) =>
  /^\+[1-9]\d{7,14}$/.test(normalizePhone(value))
    ? null
    : 'Enter the phone number with its country code, e.g. +233 20 123 4567.';

export const validateOptionalPhone = (value: string) => (value.trim() ? validatePhone(value) : null);
