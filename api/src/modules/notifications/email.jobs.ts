// Sends the e-mail outbox after commit. A sender claims rows in one statement (FOR UPDATE SKIP
// LOCKED, then a lease): while the lease runs no other runner or retry takes the row. The lease is
// short and renewed while the sender still holds the row, so a slow send keeps it, and a sender
// that dies mid-send (kill -9) lets another send it within about a minute. That resend carries the
// same Message-ID (the outbox id): delivery is at least once, never silently lost.
import nodemailer from 'nodemailer';
import type { Config } from '../../core/config.js';
import type { Database } from '../../core/db.js';
import type { Job } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import type { EmailOutbox } from '../../generated/prisma/client.js';
import { accountEmailOf } from './account-email.js';
import { claimDueEmails, markFailed, markSent, releaseClaims, renewLeases } from './email.sql.js';
import type { EmailContent } from './email.template.js';
import { CATEGORY_LABELS, unsubscribeToken } from './unsubscribe.js';
import { LOCKED_CATEGORIES } from './notification.service.js';

export const EMAIL_LEASE_MS = 60_000;
/** How often a sender renews the lease of the rows it still holds (well before it lapses). */
const LEASE_RENEWAL_MS = EMAIL_LEASE_MS / 3;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
/** Waits before the 2nd, 3rd, ... attempt; after the last the e-mail is FAILED for an admin to see. */
export const EMAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
const BATCH = 50;
/**
 * E-mails sent side by side, each on its own SMTP connection (a broadcast queues tens of thousands;
 * no pool, so no connection outlives its e-mail).
 */
const CONNECTIONS = 5;
const UNSUBSCRIBE_SLOT = 'https://unsubscribe.slot.invalid/';
const RENDER_CACHE = 100;

export function emailJob(config: Config, logger: Logger): Job {
  const { smtpUrl, from, linkSecret, appUrl } = config.email;
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
  // A broadcast's e-mails differ only in their unsubscribe link: each content is rendered once, with
  // a slot the link fills (tokens are URL-safe, so the HTML needs no escaping).
  const renders = new Map<string, Promise<{ html: string; text: string }>>();
  // React and the e-mail components load here, when this process starts its jobs: an API instance
  // without jobs never loads them (bench:startup), and a sender does not stall its process's
  // requests for a second at its first e-mail, amid a broadcast (bench:broadcast).
  const template = import('./email.template.js');
  return {
    name: 'notifications.email',
    async run(db, now, stop) {
      if (!transport) return 0;
      let sent = 0;
      for (;;) {
        const rows = await claimDueEmails(db.query, now, new Date(now.getTime() + EMAIL_LEASE_MS), BATCH);
        const held = new Map(rows.map((row) => [row.id, row.attempts]));
        const renewal = renewWhileHeld(db, held, now, logger);
        // Each row is leased to this runner alone, so they can go out side by side.
        const unstarted = await forEachConcurrently(rows, CONNECTIONS, stop, async (row) => {
          try {
            await transport.sendMail(await messageOf(row));
            sent++;
            await markSent(db.query, row, now);
          } catch (err) {
            const delay = EMAIL_RETRY_DELAYS_MS[row.attempts - 1];
            logger.warn({ err, emailId: row.id, attempt: row.attempts }, 'An e-mail could not be sent');
            await markFailed(db.query, row, {
              error: String((err as Error).message).slice(0, 500),
              final: delay === undefined,
              nextAttemptAt: new Date(now.getTime() + (delay ?? 0)),
            });
          } finally {
            held.delete(row.id);
          }
        }).finally(() => clearInterval(renewal));
        if (unstarted.length > 0) await release(db, unstarted);
        if (rows.length < BATCH || stop?.aborted) return sent;
      }
    },
  };

  async function rendered(content: EmailContent, unsubscribeUrl: string | null) {
    const key = JSON.stringify(content);
    let render = renders.get(key);
    if (!render) {
      if (renders.size >= RENDER_CACHE) renders.delete(renders.keys().next().value!);
      render = template.then(({ renderEmail }) => renderEmail(content));
      renders.set(key, render);
      render.catch(() => renders.delete(key));
    }
    const { html, text } = await render;
    const fill = (part: string) =>
      unsubscribeUrl ? part.replaceAll(UNSUBSCRIBE_SLOT, unsubscribeUrl) : part;
    return { html: fill(html), text: fill(text) };
  }

  async function messageOf(row: EmailOutbox) {
    const account = accountEmailOf(row);
    if (account) {
      const { subject, ...content } = account;
      const { html, text } = await rendered(content, null);
      return { from, to: row.to, subject, html, text, messageId: `<${row.id}@hostel.local>` };
    }
    const unsubscribeUrl =
      row.userId && !LOCKED_CATEGORIES.includes(row.category)
        ? `${config.publicUrl}/email/unsubscribe?token=${unsubscribeToken(linkSecret, row.userId, row.category)}`
        : null;
    const { html, text } = await rendered(
      {
        title: row.subject,
        body: row.body,
        // App paths are ours; an absolute link (a verification page) is kept as it is.
        actionUrl: row.link ? (/^https?:\/\//.test(row.link) ? row.link : `${appUrl}${row.link}`) : null,
        unsubscribeUrl: unsubscribeUrl && UNSUBSCRIBE_SLOT,
        categoryLabel: CATEGORY_LABELS[row.category],
      },
      unsubscribeUrl,
    );
    return {
      from,
      to: row.to,
      subject: row.subject,
      html,
      text,
      // The outbox id as Message-ID: a receiving server can tell a resend of the same e-mail.
      messageId: `<${row.id}@hostel.local>`,
      ...(unsubscribeUrl && {
        list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    };
  }
}

/**
 * Renews, every LEASE_RENEWAL_MS until cleared, the lease of the rows in `held` (id -> attempts of
 * this claim), on the job's clock (`now` plus the time since). The guards leave alone a row
 * another sender took meanwhile, and one already finished (sent, or released for a retry).
 */
function renewWhileHeld(db: Database, held: Map<string, number>, now: Date, logger: Logger) {
  const started = Date.now();
  const renew = async () => {
    if (held.size === 0) return;
    const until = new Date(now.getTime() + (Date.now() - started) + EMAIL_LEASE_MS);
    await renewLeases(db.query, held, until);
  };
  // A failed renewal is tried again at the next tick; should the lease lapse, an e-mail may go twice.
  return setInterval(
    () => void renew().catch((err) => logger.warn({ err }, 'E-mail leases could not be renewed')),
    LEASE_RENEWAL_MS,
  );
}

/**
 * A shutdown's release of rows this sender claimed but never started: due again at once for
 * another sender, and the attempt the claim counted given back (nothing was tried).
 */
async function release(db: Database, rows: EmailOutbox[]) {
  await releaseClaims(db.query, rows);
}

/**
 * Runs `work` on every item, at most `limit` at a time; once `stop` is aborted no other item
 * starts. Answers the items not started.
 */
async function forEachConcurrently<T>(
  items: T[],
  limit: number,
  stop: AbortSignal | undefined,
  work: (item: T) => Promise<void>,
): Promise<T[]> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop?.aborted) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return items.slice(next);
}
