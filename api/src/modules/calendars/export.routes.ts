// `GET /calendar/<token>.ics`: a room type's feed for other booking channels (export.service.ts).
// Unknown and rotated tokens answer 404 alike. Channels poll it, so an unchanged feed answers 304
// to its ETag; `private` keeps shared caches from holding a secret URL's answer.
import { createHash } from 'node:crypto';
import express, { type Router } from 'express';
import type { Database } from '../../core/db.js';
import { calendarIcs } from './export.service.js';

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function createCalendarRouter(db: Database): Router {
  const router = express.Router();
  router.get('/:file', async (req, res) => {
    const token = TOKEN_FILE.exec(req.params.file)?.[1];
    const ics = token ? await calendarIcs(db, token) : null;
    res.setHeader('X-Robots-Tag', 'noindex');
    if (ics === null) {
      res.setHeader('Cache-Control', 'no-store');
      return void res
        .status(404)
        .type('text/plain')
        .send('No calendar here: the link is wrong or was replaced.');
    }
    const etag = `"${createHash('sha256').update(ics).digest('base64url').slice(0, 27)}"`;
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    res.type('text/calendar; charset=utf-8').send(ics);
  });
  return router;
}
