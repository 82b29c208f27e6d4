// Text shown to others before any booking, refused when it is written rather than masked when it
// is read: names (shown beside every message and listing) and an owner's public listing text.
import { hasContactDetails } from './contact-details.js';
import type { FieldRules } from './fields.js';

export const NAME_CONTACT_MESSAGE = 'A name cannot contain an e-mail address, phone number or link.';

/** A display or business name with contact details in it. */
export const nameContactError = (name: string): string | null =>
  hasContactDetails(name) ? NAME_CONTACT_MESSAGE : null;

export const PUBLIC_TEXT_CONTACT_MESSAGE =
  'Public text cannot contain an e-mail address, phone number or link: students reach you through messages here.';

/** Text every visitor reads (a listing's description, house rules, a reply to a review). */
export const publicTextContactError = (text: string): string | null =>
  hasContactDetails(text) ? PUBLIC_TEXT_CONTACT_MESSAGE : null;

/**
 * Refuses contact details in `text` under `field` (after any earlier message there, such as its
 * length); returns the text. `error` is nameContactError for a name.
 */
export function withoutContactDetails(
  rules: FieldRules,
  field: string,
  text: string,
  error: (text: string) => string | null = publicTextContactError,
): string {
  const message = error(text);
  if (message) rules.add(field, message);
  return text;
}
