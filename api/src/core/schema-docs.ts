// The integrator's contract over HTTP: the SDL and the changelog, served also in production where
// introspection is off (they say no more than the public docs; the SDL is printed from the running
// schema, so it is exactly what this server answers).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { type Request, type Response } from 'express';

export const SCHEMA_PATH = '/graphql/schema.graphql';
export const CHANGELOG_PATH = '/graphql/changelog';
// api/CHANGELOG.md, from api/src/core (tsx) and api/dist/core (built) alike.
const CHANGELOG_FILE = fileURLToPath(new URL('../../CHANGELOG.md', import.meta.url));

/** A fixed text answer with a strong ETag: clients revalidate (no-cache) and get 304 until a deploy changes it. */
function textDocument(body: string, contentType: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return (req: Request, res: Response) => {
    res.set({ 'Content-Type': contentType, 'Cache-Control': 'public, no-cache', ETag: etag });
    if (req.fresh) return void res.status(304).end();
    res.send(body);
  };
}

/** `sdl`: the running schema, printed as api/schema.graphql is. */
export function schemaDocsRouter(sdl: string) {
  const router = express.Router();
  router.get(SCHEMA_PATH, textDocument(sdl, 'application/graphql; charset=utf-8'));
  router.get(
    CHANGELOG_PATH,
    textDocument(readFileSync(CHANGELOG_FILE, 'utf8'), 'text/markdown; charset=utf-8'),
  );
  // Where GitHub-style tools look first; the web origin forwards it here rather than answer its app page.
  router.get('/schema.graphql', (_req, res) => res.redirect(301, SCHEMA_PATH));
  return router;
}
