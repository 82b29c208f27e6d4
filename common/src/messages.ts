// Messaging between a student and a hostel's owner: what a message may hold, and the contact
// details hidden from the other side until a reservation between them is paid.

export const MESSAGE_LIMITS = {
  /** Characters of a message's text (line breaks kept). */
  bodyLength: 4000,
  /** Files attached to one message: images, and ZIP archives of documents. */
  attachments: 4,
} as const;

export { CONTACT_HIDDEN, hasContactDetails, maskContactDetails } from './contact-details.js';

/** Why the sender's own message shows a notice. */
export const CONTACT_HIDDEN_NOTICE =
  'Contact details are hidden from the other side until a booking is paid, so payments stay protected.';

/** The message text's problem, or null; the text is trimmed first (inner line breaks are kept). */
export function messageBodyError(body: string, attachmentCount: number): string | null {
  const trimmed = body.trim();
  if (trimmed.length === 0 && attachmentCount === 0) return 'Write a message or attach a file.';
  if (trimmed.length > MESSAGE_LIMITS.bodyLength)
    return `A message must be at most ${MESSAGE_LIMITS.bodyLength.toLocaleString('en')} characters.`;
  return null;
}
