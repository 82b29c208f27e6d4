// Messaging between a student and a hostel's owner: what a message may hold, and the contact
// details hidden from the other side until a reservation between them is paid.

export const MESSAGE_LIMITS = {
  /** Characters of a message's text (line breaks kept). */
  bodyLength: 4000,
  /** Files attached to one message: images, and ZIP archives of documents. */
  attachments: 4,
} as const;

/** What the other side sees in place of contact details before a paid booking. */
export const CONTACT_HIDDEN = '[contact details hidden until booking]';

/** Why the sender's own message shows a notice. */
export const CONTACT_HIDDEN_NOTICE =
  'Contact details are hidden from the other side until a booking is paid, so payments stay protected.';

// E-mail addresses; phone numbers of at least 7 digits written with spaces, dots, dashes or
// brackets; and links to other booking and letting sites. Links to anything else stay clickable.
const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.[\p{L}]{2,}/giu;
const PHONE = /(?<![\p{L}0-9(])(?!\d{4}-\d\d-\d\d(?!\d))(?:\+|\()?\d(?:[\s().-]*\d){6,14}(?![\p{L}0-9])/gu;
const BOOKING_SITES =
  /\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:(?:airbnb|booking|hostelworld|hostelbookers|expedia|agoda|vrbo|spareroom)\.[a-z.]{2,6}|(?:wa|t)\.me)(?:\/\S*)?/gi;

/** The text with e-mail addresses, phone numbers and links to other booking sites replaced. */
export function maskContactDetails(text: string): string {
  return text
    .replace(EMAIL, CONTACT_HIDDEN)
    .replace(BOOKING_SITES, CONTACT_HIDDEN)
    .replace(PHONE, CONTACT_HIDDEN);
}

/** Whether the text holds anything `maskContactDetails` hides. */
export const hasContactDetails = (text: string) => maskContactDetails(text) !== text;

/** The message text's problem, or null; the text is trimmed first (inner line breaks are kept). */
export function messageBodyError(body: string, attachmentCount: number): string | null {
  const trimmed = body.trim();
  if (trimmed.length === 0 && attachmentCount === 0) return 'Write a message or attach a file.';
  if (trimmed.length > MESSAGE_LIMITS.bodyLength)
    return `A message must be at most ${MESSAGE_LIMITS.bodyLength.toLocaleString('en')} characters.`;
  return null;
}
