// The web app's session as an HttpOnly cookie, minted from a Firebase ID token: a signed-in page
// calls the API (HTTP and WebSocket) with it before, and without, loading the Firebase Auth SDK.
// The Authorization header still wins when a request has both (API tokens, the SDK once loaded).
import type { IncomingHttpHeaders } from 'node:http';
import { isApiToken } from '@hostel/common';
import { parseCookie } from 'cookie';
import { Router, type Response } from 'express';
import { bearerToken, resolveViewer } from './auth.js';
import { isAppOrigin } from './http.js';
import type { ContextDeps } from './context.js';
import { ErrorCode, forbidden, isAppError, unauthenticated, type AppError } from './errors.js';
import { scopeOf } from './logger.js';

export const SESSION_COOKIE = 'session';
/** Firebase's longest; the web app mints a new one from its SDK when a session cookie lapses. */
export const SESSION_MS = 14 * 24 * 60 * 60 * 1000;

/** The session cookie of a Cookie header, if there is one. */
export function sessionCookieOf(header: string | undefined): string | undefined {
  return header ? parseCookie(header)[SESSION_COOKIE] || undefined : undefined;
}

export const credentialsOf = (req: { headers: IncomingHttpHeaders }) => ({
  authorization: req.headers.authorization,
  sessionCookie: sessionCookieOf(req.headers.cookie),
});

const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.BAD_USER_INPUT]: 400,
};

function refuse(res: Response, error: AppError) {
  res.status(STATUS[error.code] ?? 400).json({
    errors: [{ message: error.message, extensions: { code: error.code } }],
  });
}

/**
 * `POST /session` with `Authorization: Bearer <Firebase ID token>` sets the cookie (and copies the
 * token's e-mail fields into the user row, as every request with a token does); the web app posts
 * each new token, so the cookie never lags its SDK. `DELETE /session` clears it (signing out).
 * Only the web app's own origins may: a page elsewhere must not sign a visitor in as someone else.
 */
export function createSessionRouter(deps: ContextDeps): Router {
  const { email } = deps.config;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: email.appUrl.startsWith('https:'),
    path: '/',
  };
  const router = Router();
  router.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && !isAppOrigin(origin, deps.config))
      return refuse(res, forbidden('Sessions are opened only by the web app itself.'));
    next();
  });
  router.post('/', async (req, res, next) => {
    try {
      const token = bearerToken(req.headers.authorization);
      if (!token) throw unauthenticated('Send the sign-in token to open a session.');
      if (isApiToken(token)) throw forbidden('An API token cannot open a web session.');
      await resolveViewer(deps, { authorization: req.headers.authorization, sessionCookie: undefined });
      const cookie = await deps.verifier.sessionCookie(token, SESSION_MS);
      res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions, maxAge: SESSION_MS });
      res.status(204).end();
    } catch (error) {
      if (isAppError(error)) return refuse(res, error);
      scopeOf(res).logger.error({ err: error }, 'Could not open a session');
      next(error);
    }
  });
  router.delete('/', (_req, res) => {
    res.clearCookie(SESSION_COOKIE, cookieOptions);
    res.status(204).end();
  });
  return router;
}
