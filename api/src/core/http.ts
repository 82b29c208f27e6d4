import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode } from './errors.js';
import { scopeOf } from './logger.js';

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
].join(', ');

/**
 * CORS for the configured browser origins only. Tokens travel in the Authorization header, never
 * in cookies, so credentials are not allowed.
 */
export function corsMiddleware(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
    }
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next();
  };
}

/** Messages for errors raised before any resolver runs (JSON body parsing, graphql-upload). */
function requestErrorMessage(error: { status: number; message: string }, maxFiles: number): string {
  if (/max file uploads exceeded/i.test(error.message))
    return `You can upload at most ${maxFiles} files at once.`;
  if (error.status === 413) return 'The request is too large.';
  return `The request is not valid: ${error.message}`;
}

/**
 * Last Express handler: errors raised outside GraphQL (body parsing, multipart processing) answer
 * in the GraphQL error shape with a catalogue code, never with Express's HTML page or a stack.
 */
export function errorHandler(options: { maxFiles: number }): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const scope = scopeOf(res);
    const status = (error as { status?: unknown }).status;
    const clientFault =
      typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: boolean }).expose;
    if (clientFault) {
      const message = requestErrorMessage(error as { status: number; message: string }, options.maxFiles);
      return void res
        .status(status)
        .json({ errors: [{ message, extensions: { code: ErrorCode.BAD_USER_INPUT } }] });
    }
    scope?.logger.error({ err: error }, 'Unexpected error outside GraphQL');
    res.status(500).json({
      errors: [
        {
          message: 'Internal server error',
          extensions: { code: ErrorCode.INTERNAL, requestId: scope?.requestId },
        },
      ],
    });
  };
}
