// The local inbox of the E2E run (scripts/test-e2e.mjs starts the mail catcher; the API's e-mail
// job sends to it every 2 s): real e-mails, read as they arrived.
import assert from 'node:assert/strict';

const inbox = process.env.E2E_MAIL_INBOX ?? 'http://127.0.0.1:24100';

export interface InboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
}

/** Waits for the first e-mail to `to` whose subject matches; fails after `timeoutMs`. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${inbox}/mails.json`)).json()) as InboxMail[];
    const mail = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    assert.ok(Date.now() < deadline, `no e-mail to ${to} matching ${subject} in the local inbox`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The e-mail's link to a page of the app at `pathname` (its button), as a path to open in the app. */
export function linkIn(mail: InboxMail, pathname: string): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const link = hrefs.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  assert.ok(link, `no link to ${pathname} in the e-mail "${mail.subject}"`);
  return `${link.pathname}${link.search}`;
}
