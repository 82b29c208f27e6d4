// Support tickets: what a ticket and a reply may hold. The API refuses and the web forms warn with
// the same words.
import type { FieldRules } from './fields.js';

export const SUPPORT_CATEGORIES = ['PAYMENT', 'RESERVATION', 'LISTING', 'ACCOUNT', 'OTHER'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** A ticket's category: one a user chooses, or a suspended user's appeal (opened only as such). */
export type TicketCategoryName = SupportCategory | 'APPEAL';

export const SUPPORT_CATEGORY_LABELS: Record<TicketCategoryName, string> = {
  PAYMENT: 'Payment',
  RESERVATION: 'Reservation',
  LISTING: 'Listing',
  ACCOUNT: 'Account',
  OTHER: 'Other',
  APPEAL: 'Suspension appeal',
};

/** The subject of every appeal: admins find them by it (and by category) in the queue. */
export const APPEAL_SUBJECT = 'Appeal against my suspension';

export const SUPPORT_STATUS_LABELS = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
} as const;

export const SUPPORT_LIMITS = {
  subject: { min: 5, max: 120 },
  description: { min: 20, max: 4000 },
  reply: { min: 1, max: 4000 },
  /** Files attached to one ticket message. */
  attachments: 4,
  /** Days a RESOLVED ticket waits for a reply before it closes itself. */
  autoCloseDays: 7,
} as const;

export interface SupportTicketFields {
  category: string;
  subject: string;
  description: string;
}

/** Checks a new ticket's fields into `rules` (per-field messages); returns the trimmed texts. */
export function checkSupportTicket(rules: FieldRules, input: SupportTicketFields) {
  if (!(SUPPORT_CATEGORIES as readonly string[]).includes(input.category)) {
    rules.add('category', 'Choose what your question is about.');
  }
  const { subject, description } = SUPPORT_LIMITS;
  return {
    subject: rules.text('subject', input.subject, 'The subject', subject.min, subject.max),
    description: rules.text(
      'description',
      input.description,
      'The description',
      description.min,
      description.max,
    ),
  };
}

/** Checks a suspended user's appeal (why the suspension should be lifted) into `rules`; returns it trimmed. */
export function checkAppeal(rules: FieldRules, message: string) {
  const { min, max } = SUPPORT_LIMITS.description;
  return rules.text('message', message, 'Your appeal', min, max);
}

/** Checks a reply or an internal note's text into `rules`; returns it trimmed. */
export function checkSupportReply(rules: FieldRules, body: string, field = 'body') {
  return rules.text(field, body, 'The message', SUPPORT_LIMITS.reply.min, SUPPORT_LIMITS.reply.max);
}

/** Checks how many files one ticket message carries into `rules`. */
export function checkSupportAttachmentCount(rules: FieldRules, count: number, field: string) {
  if (count > SUPPORT_LIMITS.attachments)
    rules.add(field, `Attach at most ${SUPPORT_LIMITS.attachments} files.`);
}
