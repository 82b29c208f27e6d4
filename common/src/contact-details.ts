// Contact details hidden from the other side of a conversation until a booking is paid.

/** What the other side sees in place of contact details before a paid booking. */
export const CONTACT_HIDDEN = '[contact details hidden until booking]';

// E-mail addresses; phone numbers of at least 7 digits written with spaces, dots, dashes or
// brackets; and links to other booking and letting sites. Links to anything else stay clickable.
const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.[\p{L}]{2,}/giu;
const PHONE = /(?<![\p{L}0-9(])(?!\d{4}-\d\d-\d\d(?!\d))(?:\+|\()?\d(?:[\s().-]*\d){6,14}(?![\p{L}0-9])/gu;
const BOOKING_SITES =
  /\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:(?:airbnb|booking|hostelworld|hostelbookers|expedia|agoda|vrbo|spareroom)\.[a-z.]{2,6}|(?:wa|t)\.me)(?:\/\S*)?/gi;

const maskAlone = (text: string) =>
  text.replace(EMAIL, CONTACT_HIDDEN).replace(BOOKING_SITES, CONTACT_HIDDEN).replace(PHONE, CONTACT_HIDDEN);

/**
 * The text with contact details replaced. `earlier` are the same sender's previous messages in
 * the same conversation, oldest first, so a number split across messages is caught too.
 */
export function maskContactDetails(text: string, earlier: readonly string[] = []): string {
  const masked = maskAlone(text);
  const tail = /[\d\s().-]*$/.exec(earlier.join(' '))?.[0].replace(/\D/g, '') ?? '';
  const head = /^[\d\s().-]*\d/.exec(masked)?.[0];
  if (tail && head && tail.length + head.replace(/\D/g, '').length >= 7)
    return CONTACT_HIDDEN + masked.slice(head.length);
  return masked;
}

/** Whether the text holds anything `maskContactDetails` hides. */
export const hasContactDetails = (text: string, earlier: readonly string[] = []) =>
  maskContactDetails(text, earlier) !== text;
