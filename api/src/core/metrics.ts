// Prometheus metrics (prom-client): the instruments every part of the API records into, and the
// private /metrics server. Served on its own port (METRICS_PORT, 127.0.0.1), never on the public
// one. Labels are bounded: GraphQL operation names are kept for the first OPERATION_NAMES_MAX
// distinct valid names, later ones count as "other"; HTTP routes are Express route patterns.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Logger } from './logger.js';
import { inSpan } from './tracing.js';

/** Instruments shared by every server of this process (tests start several). */
export const processRegistry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const graphqlDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP, by operation name and type (its _count is the request rate)',
  labelNames: ['operation', 'type'],
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});
const graphqlErrors = new Counter({
  name: 'graphql_operation_errors_total',
  help: 'GraphQL operations answered with errors, by the first error’s extensions.code',
  labelNames: ['operation', 'type', 'code'],
  registers: [processRegistry],
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});
const jobDuration = new Histogram({
  name: 'job_run_duration_seconds',
  help: 'Job runs by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [processRegistry],
});
const jobItems = new Counter({
  name: 'job_items_handled_total',
  help: 'Items (e-mails, deliveries, reservations, ...) jobs handled',
  labelNames: ['job'],
  registers: [processRegistry],
});
const redisErrors = new Counter({
  name: 'redis_errors_total',
  help: 'Redis connection errors and failed commands, by where they happened',
  labelNames: ['source'],
  registers: [processRegistry],
});
const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (RATE_LIMITED / 429), by limit',
  labelNames: ['limit'],
  registers: [processRegistry],
});

/** A Redis error the caller has handled (logged, fell back); `source`: a fixed name. */
export const countRedisError = (source: 'pubsub' | 'rate-limits') => redisErrors.inc({ source });

/** A request refused by the named limit. */
export const countRateLimitRefusal = (limit: string) => rateLimitRefusals.inc({ limit });

/** Runs one job run in a span, timing it and counting what it handled. */
export async function observeJobRun(job: string, run: () => Promise<number>): Promise<number> {
  const end = jobDuration.startTimer({ job });
  try {
    const handled = await inSpan(`job ${job}`, { 'job.name': job }, run);
    end({ outcome: 'ok' });
    if (handled > 0) jobItems.inc({ job }, handled);
    return handled;
  } catch (error) {
    end({ outcome: 'failed' });
    throw error;
  }
}

export const OPERATION_NAMES_MAX = 300;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const ERROR_CODE = /^[A-Z][A-Z_]{0,39}$/;
const operationNames = new Set<string>();

/** The label of a validated operation's name: bounded, whatever names integrators send. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!GRAPHQL_NAME.test(name)) return 'other';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= OPERATION_NAMES_MAX) return 'other';
  operationNames.add(name);
  return name;
}

const codeOf = (error: { extensions?: Record<string, unknown> } | undefined) => {
  const code = error?.extensions?.code;
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : 'INTERNAL';
};

/**
 * Apollo plugin: each HTTP operation's duration, and its errors by code. An operation that never
 * resolved (unreadable, invalid, refused while building its context) is labelled "unresolved".
 */
export function graphqlMetricsPlugin(): ApolloServerPlugin {
  return {
    async contextCreationDidFail({ error }) {
      graphqlErrors.inc({ operation: 'unresolved', type: 'unknown', code: codeOf(error as never) });
    },
    async requestDidStart() {
      const end = graphqlDuration.startTimer();
      const labels = { operation: 'unresolved', type: 'unknown' };
      let code: string | undefined;
      return {
        async didResolveOperation({ operation, operationName }) {
          labels.operation = operationLabel(operationName);
          labels.type = operation?.operation ?? 'unknown';
        },
        async didEncounterErrors({ errors }) {
          code ??= codeOf(errors[0]);
        },
        async willSendResponse() {
          end(labels);
          if (code) graphqlErrors.inc({ ...labels, code });
        },
      };
    },
  };
}

/** The route pattern Express matched (`/files/*storagePath`), or a fixed name: never the raw path. */
function routeOf(req: IncomingMessage & { route?: { path?: unknown }; baseUrl?: string }): string {
  const base = req.baseUrl ?? '';
  if (req.route) {
    const path = Array.isArray(req.route.path) ? req.route.path.join('|') : String(req.route.path);
    const route = `${base}${path}`;
    return route.length > 1 ? route.replace(/\/$/, '') : route;
  }
  return base || 'unmatched';
}

/** Times one HTTP request; `route` when known up front (/graphql), else Express's match at the end. */
export function observeHttpRequest(req: IncomingMessage, res: ServerResponse, route?: string): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    httpDuration.observe(
      { method: req.method ?? 'OTHER', route: route ?? routeOf(req), status: String(res.statusCode) },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
}

let defaultsCollected = false;

/**
 * Serves `GET /metrics` (this process's instruments and `own`'s, collected on scrape) on a port of
 * its own; anything else is a 404. `port: 0` picks a free port (tests).
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  own: Registry;
  logger: Logger;
}): Promise<{ url: string; close(): Promise<void> }> {
  if (!defaultsCollected) {
    defaultsCollected = true;
    collectDefaultMetrics({ register: processRegistry });
  }
  const registry = Registry.merge([processRegistry, options.own]);
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.statusCode = 404;
      return void res.end();
    }
    registry.metrics().then(
      (text) => {
        res.setHeader('Content-Type', registry.contentType);
        res.end(text);
      },
      (err: unknown) => {
        options.logger.error({ err }, 'Could not collect the metrics');
        res.statusCode = 500;
        res.end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
