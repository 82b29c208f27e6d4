import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'api', env: config.nodeEnv },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.authorization', '*.password'],
  });
}

export interface RequestScope {
  requestId: string;
  logger: Logger;
}

/**
 * The request id and logger of the HTTP request being served. Apollo's formatError gets no
 * context, so masked errors read the request id from here.
 */
const requestScope = new AsyncLocalStorage<RequestScope>();

export const currentRequestScope = (): RequestScope | undefined => requestScope.getStore();

// An incoming id is kept only when it cannot smuggle anything into logs or headers.
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Express middleware: assigns the request id, echoes it, and scopes a child logger to it. */
export function requestScopeMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFrom(req.get('x-request-id'));
    const scope: RequestScope = { requestId, logger: logger.child({ requestId }) };
    res.setHeader('X-Request-Id', requestId);
    res.locals.scope = scope;
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      scope.logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    });
    requestScope.run(scope, next);
  };
}

export const scopeOf = (res: Response): RequestScope => res.locals.scope as RequestScope;
