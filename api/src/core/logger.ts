import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';
import { activeTraceId } from './tracing.js';

export type { DestinationStream, Logger };

/** The API's logger, writing JSON lines to stdout or to `destination` (tests read what it writes). */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'api', env: config.nodeEnv },
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.authorization', '*.password'],
    },
    destination,
  );
}

export interface RequestScope {
  requestId: string;
  logger: Logger;
}

/**
 * The request an error happened in. Apollo's formatError gets no context, so the server notes
 * each error's request here (a plugin's didEncounterErrors, and the context's own failure) and
 * masked errors read the request id back. A WeakMap, not AsyncLocalStorage: on Node 20 that turns
 * on promise hooks for every promise of every request (a cost measured in README, Benchmarks).
 */
const errorScopes = new WeakMap<object, RequestScope>();

export function noteErrorScope(error: unknown, scope: RequestScope): void {
  if (typeof error === 'object' && error !== null) errorScopes.set(error, scope);
}

/** The request of an error, or of an error it wraps (Apollo wraps a failed context's error). */
export function errorScope(error: unknown): RequestScope | undefined {
  let e = error;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const scope = errorScopes.get(e);
    if (scope) return scope;
    e = (e as { originalError?: unknown }).originalError;
  }
  return undefined;
}

// An incoming id is kept only when it cannot smuggle anything into logs or headers.
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Opens a request's scope: assigns its id (a sane incoming X-Request-Id, or a new one), echoes it,
 * scopes a child logger to it, and logs the request once the answer is sent.
 */
export function openRequestScope(logger: Logger, req: IncomingMessage, res: ServerResponse): RequestScope {
  // Under tracing, the trace id (the request's span, or the caller's traceparent) is the request id.
  const requestId = activeTraceId() ?? requestIdFrom(req.headers['x-request-id']);
  const scope: RequestScope = { requestId, logger: logger.child({ requestId }) };
  res.setHeader('X-Request-Id', requestId);
  const path = req.url?.split('?', 1)[0]; // before a mounted Express router rewrites req.url
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    scope.logger.info(
      {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      },
      'request',
    );
  });
  return scope;
}

/** Express middleware: `openRequestScope`, kept for the route's handlers as `scopeOf(res)`. */
export function requestScopeMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.scope = openRequestScope(logger, req, res);
    next();
  };
}

export const scopeOf = (res: Response): RequestScope => res.locals.scope as RequestScope;
