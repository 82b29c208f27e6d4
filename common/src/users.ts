// Account fields a person types in sign-up and in account settings.
import { nameContactError } from './contact-rules.js';

/** How many digits a phone number has in E.164, the format the API stores ("+" and the digits). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** E.164: "+", then PHONE_DIGITS digits, the first not 0. */
export const PHONE_NUMBER = new RegExp(`^\\+[1-9]\\d{${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}$`);
export const PHONE_NUMBER_MESSAGE = 'Enter the phone number in international format, e.g. +233201234567.';

export const phoneNumberError = (value: string): string | null =>
  PHONE_NUMBER.test(value) ? null : PHONE_NUMBER_MESSAGE;

export const DISPLAY_NAME_LIMITS = { min: 2, max: 80 } as const;

/**
 * The name others see; its length counts after trimming, since the trimmed text is stored. Others
 * see it before any booking, so it holds no contact details.
 */
export function displayNameError(value: string): string | null {
  const length = value.trim().length;
  return length >= DISPLAY_NAME_LIMITS.min && length <= DISPLAY_NAME_LIMITS.max
    ? nameContactError(value)
    : `The display name must be between ${DISPLAY_NAME_LIMITS.min} and ${DISPLAY_NAME_LIMITS.max} characters.`;
}

/**
 * The WebSocket close code the API ends a suspended user's sockets with (the protocol's Forbidden);
 * the web app then checks the account instead of reconnecting.
 */
export const SUSPENDED_CLOSE_CODE = 4403;

/** The longest language tag stored (tags in use are far shorter). */
export const LOCALE_MAX_LENGTH = 35;

/**
 * A BCP 47 language tag as Intl writes it ("en-gb" -> "en-GB"), or null when it is malformed or
 * names no language the runtime can write dates in.
 */
export function canonicalLocale(value: string): string | null {
  if (value.length > LOCALE_MAX_LENGTH) return null;
  try {
    const [tag] = Intl.getCanonicalLocales(value);
    return tag !== undefined && Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : null;
  } catch {
    return null;
  }
}

export const localeError = (value: string): string | null =>
  canonicalLocale(value) === null ? 'Give a language tag such as en-GB or fr-FR.' : null;
