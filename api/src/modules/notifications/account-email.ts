// Account e-mails (sign-in link, password reset, verification, e-mail change and its notice to the
// old address) go through the same outbox, job and SMTP as every other e-mail. Their row names a
// template and the reader's locale; the job writes the words in that language when it sends.
import type { SqlQuery } from '../../core/db.js';
import type { EmailOutbox } from '../../generated/prisma/client.js';
import { accountWords, ACCOUNT_TEMPLATES, type AccountTemplate } from './account-email.messages.js';
import { insertAccountEmail } from './account-email.sql.js';
import type { EmailContent } from './email.template.js';

export interface AccountEmailInput {
  template: Exclude<AccountTemplate, 'EMAIL_CHANGED'>;
  to: string;
  /** The user it is for; null for a sign-in link to an address with no user yet. */
  userId: string | null;
  /** The reader's locale (BCP 47); null = English. */
  locale: string | null;
  /** The link the e-mail carries, absolute (account-links in the users module). */
  link: string;
}

/** Queues an account e-mail in the caller's transaction (or alone); never held back by a preference. */
export async function queueAccountEmail(sql: SqlQuery, input: AccountEmailInput): Promise<void> {
  const { subject } = accountWords(input.template, input.locale, { to: input.to });
  await insertAccountEmail(sql, { ...input, subject });
}

/** The subject and content of an outbox row that names an account template; null for any other row. */
export function accountEmailOf(row: EmailOutbox): (EmailContent & { subject: string }) | null {
  const template = row.template as AccountTemplate | null;
  if (!template || !ACCOUNT_TEMPLATES.includes(template)) return null;
  const data = (row.data ?? {}) as { newEmail?: string };
  const words = accountWords(template, row.locale, { to: row.to, newEmail: data.newEmail });
  return {
    subject: words.subject,
    title: words.subject,
    body: words.paragraphs.join('\n\n'),
    actionUrl: words.action ? row.link : null,
    actionLabel: words.action ?? undefined,
    linkIntro: words.action ? words.linkIntro : undefined,
    unsubscribeUrl: null,
    categoryLabel: '',
    lang: words.lang,
    footer: words.footer,
  };
}
