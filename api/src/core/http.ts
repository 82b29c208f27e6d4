import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';
import type { Viewer } from './auth.js';
import type { Config } from './config.js';
import { ErrorCode, forbidden, type AppError } from './errors.js';
import { scopeOf, type RequestScope } from './logger.js';

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
].join(', ');

/**
 * CORS for /graphql from any origin: the web app's (the configured ones), and widgets and tools on
 * other sites calling the public queries or using an API token. Tokens travel in the Authorization
 * header; the one cookie, the web app's session (core/session.ts), is SameSite and for its own
 * origin, so credentials (cookies) are never allowed and a foreign page can only send a token it holds. A preflight does not show which token will come, so who may use what from
 * where is decided per request (`originError`). The returned function sets the headers and answers
 * a preflight (OPTIONS) itself, returning true when it did.
 */
export function cors(): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
    }
    if (req.method !== 'OPTIONS') return false;
    res.statusCode = 204;
    res.end();
    return true;
  };
}

// The names a development machine answers to for itself: the browser's origin is whichever one
// the developer typed, and all of them are the same web app.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Scheme and port of a loopback origin (any of its names), or null for any other origin. */
function loopbackKey(origin: string): string | null {
  try {
    const url = new URL(origin);
    return LOOPBACK_HOSTS.includes(url.hostname) ? `${url.protocol}//:${url.port}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether `origin` is the web app's own: a configured one (CORS_ORIGINS) or, outside production,
 * a configured loopback origin under another of the machine's names (same scheme and port), so
 * `http://127.0.0.1:5173` works as `http://localhost:5173` does. Production keeps the exact list.
 */
export function isAppOrigin(origin: string, config: Pick<Config, 'corsOrigins' | 'nodeEnv'>): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  if (config.nodeEnv === 'production') return false;
  const key = loopbackKey(origin);
  return key !== null && config.corsOrigins.some((allowed) => loopbackKey(allowed) === key);
}

/**
 * Who may use what from a browser page of `origin` (undefined = not a browser, or same-origin):
 * anybody may call the public queries; the web app's sign-in tokens only from the web app's own
 * origins (`isAppOrigin`); an API token from any origin unless its client lists allowed origins
 * (the web app's own origins, where the docs page's GraphiQL runs, always count as allowed).
 */
export function originError(
  viewer: Viewer | null,
  origin: string | undefined,
  config: Pick<Config, 'corsOrigins' | 'nodeEnv'>,
): AppError | null {
  if (!origin || !viewer || isAppOrigin(origin, config)) return null;
  if (!viewer.apiClient) {
    return withStatus(
      forbidden('Sign-in tokens are accepted only from the web app itself; integrators use an API token.'),
    );
  }
  const { allowedOrigins } = viewer.apiClient;
  if (allowedOrigins.length === 0 || allowedOrigins.includes(origin)) return null;
  return withStatus(
    forbidden(
      `This API token may not be used from ${origin}; its allowed origins are set in the developer settings.`,
    ),
  );
}

/** A refused origin is answered 403, as a missing scope is (core/scopes.ts). */
const withStatus = (error: AppError) => Object.assign(error.extensions, { http: { status: 403 } }) && error;

/** Messages for errors raised before any resolver runs (body reading and parsing, graphql-upload). */
function requestErrorMessage(error: { status: number; message: string }, maxFiles: number): string {
  if (/max file uploads exceeded/i.test(error.message))
    return `You can upload at most ${maxFiles} files at once.`;
  if (error.status === 413) return 'The request is too large.';
  return `The request is not valid: ${error.message}`;
}

/**
 * The answer to an error raised outside GraphQL (body reading, multipart processing, a failed
 * webhook route): the GraphQL error shape with a catalogue code, never an HTML page or a stack. A
 * client's fault (an error with a 4xx `status` and `expose`, as http-errors and body readers
 * raise) says what was wrong; anything else is logged and answered INTERNAL with the request id.
 */
export function requestErrorResponse(
  error: unknown,
  scope: RequestScope | undefined,
  maxFiles: number,
): { status: number; body: { errors: { message: string; extensions: Record<string, unknown> }[] } } {
  const status = (error as { status?: unknown }).status;
  const clientFault =
    typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: boolean }).expose;
  if (clientFault) {
    const message = requestErrorMessage(error as { status: number; message: string }, maxFiles);
    return { status, body: { errors: [{ message, extensions: { code: ErrorCode.BAD_USER_INPUT } }] } };
  }
  scope?.logger.error({ err: error }, 'Unexpected error outside GraphQL');
  return {
    status: 500,
    body: {
      errors: [
        {
          message: 'Internal server error',
          extensions: { code: ErrorCode.INTERNAL, requestId: scope?.requestId },
        },
      ],
    },
  };
}

/** Last Express handler: answers with `requestErrorResponse`. */
export function errorHandler(options: { maxFiles: number }): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const { status, body } = requestErrorResponse(error, scopeOf(res), options.maxFiles);
    res.status(status).json(body);
  };
}

// Nothing of the API is a page that could use a browser feature; the common ones are refused outright.
const API_PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The security headers of every API answer (OWASP Secure Headers project, by helmet). The API
 * answers JSON, files and the small HTML pages of e-mail unsubscribe links, never scripts: its
 * Content-Security-Policy allows nothing but those pages' inline style attributes and forms. A
 * request `ownCsp` picks (Apollo's landing page, which sets its own policy with its own nonce in a
 * <meta>) keeps only the framing rule, which a <meta> cannot set. Routes with their own policy (the
 * files router) set it after this.
 */
export function securityHeaders(options: {
  production: boolean;
  ownCsp: (req: IncomingMessage) => boolean;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const withPolicy = (
    directives: Record<string, string[] | typeof contentSecurityPolicy.dangerouslyDisableDefaultSrc>,
  ) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...directives, frameAncestors: ["'none'"] },
      },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    });
  const strict = withPolicy({
    defaultSrc: ["'none'"],
    styleSrcAttr: ["'unsafe-inline'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
  });
  const landingPage = withPolicy({ defaultSrc: contentSecurityPolicy.dangerouslyDisableDefaultSrc });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', API_PERMISSIONS_POLICY);
    (options.ownCsp(req) ? landingPage : strict)(req, res, next);
  };
}
