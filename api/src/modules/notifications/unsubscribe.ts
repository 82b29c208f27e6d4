// One-click unsubscribe: a signed token names the user and category, so the link works signed out
// (and from a mail client's List-Unsubscribe-Post) and nobody can forge one for someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@hostel/common';
import express, { type Router } from 'express';
import type { Database } from '../../core/db.js';
import { NotificationCategory } from '../../generated/prisma/client.js';
import { LOCKED_CATEGORIES, setEmail } from './notification.service.js';

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  RESERVATIONS: 'requests and reservations',
  PAYMENTS: 'payments',
  MESSAGES: 'messages',
  REVIEWS: 'reviews',
  ANNOUNCEMENTS: 'announcements',
  ACCOUNT: 'account and security',
};

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  const payload = `${userId}.${category}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The user and category of a genuine token; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [userId, category, signature] = token.split('.');
  if (!userId || !isUuid(userId) || !signature) return null;
  if (!(category! in NotificationCategory) || LOCKED_CATEGORIES.includes(category as NotificationCategory))
    return null;
  const expected = Buffer.from(mac(secret, `${userId}.${category}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category as NotificationCategory };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
  `<h1>${title}</h1>${body}</body></html>`;

/**
 * `GET /email/unsubscribe?token=` asks for a confirmation (mail scanners follow links; a GET must
 * change nothing); `POST` (the button, or a mail client's one-click List-Unsubscribe-Post) applies it.
 */
export function createUnsubscribeRouter(deps: { db: Database; secret: string }): Router {
  const router = express.Router();
  const target = (token: unknown) =>
    typeof token === 'string' ? readUnsubscribeToken(deps.secret, token) : null;
  const refuse = (res: express.Response) =>
    res
      .status(400)
      .type('html')
      .send(page('This link is not valid', '<p>Change your e-mail choices in your account settings.</p>'));
  router.get('/unsubscribe', (req, res) => {
    const found = target(req.query.token);
    if (!found) return void refuse(res);
    const action = `?token=${encodeURIComponent(String(req.query.token))}`;
    res
      .type('html')
      .send(
        page(
          'Unsubscribe',
          `<p>Stop e-mails about ${CATEGORY_LABELS[found.category]}? You still see these notices in the app.</p>` +
            `<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });
  router.post('/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const found = target(req.query.token);
    if (!found) return void refuse(res);
    await deps.db.prisma.$transaction((tx) => setEmail(tx, found.userId, found.category, false));
    res
      .type('html')
      .send(
        page(
          'You are unsubscribed',
          `<p>You will no longer get e-mails about ${CATEGORY_LABELS[found.category]}. Turn them on again in your account settings.</p>`,
        ),
      );
  });
  return router;
}
