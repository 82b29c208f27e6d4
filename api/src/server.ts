import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express from 'express';
import { createTokenVerifier, type Credentials } from './core/auth.js';
import type { Config } from './core/config.js';
import { openDatabase, type Database } from './core/db.js';
import { openDbChanges } from './core/db-changes.js';
import { createContext, type Context, type ContextDeps } from './core/context.js';
import { compiledExecution } from './core/execution.js';
import { argumentPathsPlugin, formatApiError, withoutSuggestions } from './core/error-format.js';
import { graphqlHttpHandler, isGraphqlPath } from './core/graphql-http.js';
import { errorHandler, securityHeaders } from './core/http.js';
import { schemaDocsRouter } from './core/schema-docs.js';
import { limitRules } from './core/limits.js';
import { graphqlMetricsPlugin, observeHttpRequest } from './core/metrics.js';
import { startServerMetrics } from './core/metrics-gauges.js';
import { graphqlTracingPlugin, traceRootResolvers } from './core/graphql-tracing.js';
import { tracingOn } from './core/tracing.js';
import {
  createLogger,
  errorScope,
  type DestinationStream,
  noteErrorScope,
  requestScopeMiddleware,
  scopeOf,
  type RequestScope,
} from './core/logger.js';
import { ErrorCode, isAppError } from './core/errors.js';
import {
  addressBucket,
  clientAddress,
  openRateLimits,
  perAddressLimit,
  perAddressMiddleware,
  type LimitState,
} from './core/rate-limits.js';
import { createPubSub, type AppPubSub } from './core/pubsub.js';
import type { ResolverClass } from './core/module.js';
import { createStorage, type Storage } from './core/storage/index.js';
import { openUserRows, type UserRows } from './core/user-rows.js';
import { apiUsage, apiUsagePlugin } from './core/api-usage.js';
import { apiScopePlugin } from './core/scopes.js';
import { refusedCost, throttlePlugin } from './core/throttle.js';
import { credentialsOf, createSessionRouter } from './core/session.js';
import { createSubscriptionServer } from './core/ws.js';
import { idempotencyRetentionJob } from './core/idempotency.job.js';
import { startJobRunner } from './core/jobs.js';
import { createServices, modules, type Services } from './modules/index.js';
import { getSettings } from './modules/settings/index.js';
import { createSchema, printSortedSchema } from './schema.js';

export interface ServerDeps {
  /** An open (and migrated) database; otherwise one is opened from the config and closed with the server. */
  db?: Database;
  storage?: Storage;
  pubsub?: AppPubSub;
  /** Test-only resolver classes added to the schema. */
  extraResolvers?: ResolverClass<unknown>[];
  /** The query-cost bucket's clock (ms); tests freeze it to read exact figures. */
  costClock?: () => number;
  /** Where the log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

export interface RunningServer {
  url: string;
  httpServer: Server;
  /** The private /metrics address, when served. */
  metricsUrl?: string;
  db: Database;
  config: Config;
  userRows: UserRows;
  /** What the server made at start (tests reach its payment provider here). */
  services: Services;
  /**
   * The first step of a graceful shutdown (SIGTERM): /readyz answers 503 from now on and the job
   * runner stops claiming work; requests are still served until close().
   */
  drain(): void;
  /** Closes WebSockets (1012), finishes the requests in flight and the running jobs, then the rest. */
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 3000;
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Apollo Server 5 on /graphql, Express 5 for the other routes, graphql-ws: one port; `port: 0` picks a free one (tests). */
export async function createServer(config: Config, deps: ServerDeps = {}): Promise<RunningServer> {
  const httpServer = createHttpServer(answerStarting);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host}:${port}`;
  // With port 0 the default public URL (used in stored files' URLs) only exists once we listen.
  if (config.port === 0 && config.publicUrl.endsWith(':0')) config = { ...config, publicUrl: url };

  try {
    return await startOnListeningServer(httpServer, url, config, deps);
  } catch (error) {
    httpServer.close();
    throw error;
  }
}

async function startOnListeningServer(
  httpServer: Server,
  url: string,
  config: Config,
  deps: ServerDeps,
): Promise<RunningServer> {
  const logger = createLogger(config, deps.logDestination);
  const db = deps.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const pubsub = deps.pubsub ?? createPubSub({ redisUrl: config.redisUrl, logger });
  const userRows = await openUserRows(db, logger);
  const dbChanges = await openDbChanges(db, logger);
  const storage = deps.storage ?? createStorage(config);
  const rateLimits = await openRateLimits({
    db,
    redis: pubsub.redis,
    keyPrefix: config.rateLimitKeyPrefix,
    settings: () => getSettings(db),
    logger,
    costBucket: { maximum: config.limits.costBucketMax, restoreRate: config.limits.costRestoreRate },
    now: deps.costClock,
  });
  const services = createServices({ db, config, logger, storage, pubsub, dbChanges, userRows, rateLimits });
  const contextDeps: ContextDeps = { ...services, verifier: createTokenVerifier(config) };
  const schema = await createSchema({ pubSub: pubsub, services, extraResolvers: deps.extraResolvers });
  // ROLE=worker runs jobs only: its port answers the health checks, no GraphQL, WebSocket or routes.
  const servesApi = config.role !== 'worker';
  const subscriptions = servesApi
    ? createSubscriptionServer({
        httpServer,
        schema,
        deps: contextDeps,
        logger,
        maxMessageBytes: MAX_JSON_BODY_BYTES,
      })
    : undefined;

  const apollo = new ApolloServer<Context>({
    gateway: compiledExecution(schema),
    logger,
    introspection: config.introspection,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // main.ts owns the signals and the shutdown order
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: config.limits.maxTokens },
    validationRules: limitRules(config.limits),
    formatError: (formatted, error) => {
      const answer = formatApiError(formatted, error, errorScope(error) ?? { logger });
      return config.introspection ? answer : withoutSuggestions(answer);
    },
    plugins: [
      // No cache hints are used; the plugin would wrap every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      // Requests still running this long into the drain are cut, well inside the shutdown grace period.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: drainMillis(config) }),
      throttlePlugin(config.limits.maxCost),
      graphqlMetricsPlugin(),
      ...(tracingOn() ? [graphqlTracingPlugin()] : []),
      argumentPathsPlugin,
      apiScopePlugin(),
      apiUsagePlugin(db),
      {
        requestDidStart: async () => ({
          didEncounterErrors: async ({ errors, contextValue }) => {
            for (const error of errors) noteErrorScope(error, contextValue);
          },
        }),
      },
      { serverWillStart: async () => ({ drainServer: async () => subscriptions?.close() }) },
    ],
  });
  if (tracingOn()) traceRootResolvers(schema); // before the first operation is compiled
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag'); // API answers are not revalidated; hashing every body cost CPU for nothing
  app.use(requestScopeMiddleware(logger));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  let draining = false;
  app.get('/readyz', async (_req, res) => {
    if (draining) return void res.status(503).json({ status: 'stopping' });
    try {
      await withTimeout(db.ping(), READY_TIMEOUT_MS);
      res.json({ status: 'ok', database: db.kind });
    } catch (err) {
      scopeOf(res).logger.warn({ err }, 'Readiness check failed');
      res.status(503).json({ status: 'unavailable', database: db.kind });
    }
  });
  if (servesApi) {
    app.use(perAddressMiddleware(rateLimits, config.trustProxyHops)); // not the health checks above
    app.use('/session', createSessionRouter(contextDeps));
    app.use(schemaDocsRouter(printSortedSchema(schema)));
    for (const module of modules) {
      for (const [path, router] of Object.entries(module.routes?.(services) ?? {})) app.use(path, router);
    }
  }
  app.use(errorHandler({ maxFiles: config.uploads.maxFiles }));
  const graphql = graphqlHttpHandler(apollo, {
    logger,
    maxBodyBytes: MAX_JSON_BODY_BYTES,
    uploads: {
      maxFileSize: Math.max(config.uploads.maxImageBytes, config.uploads.maxArchiveBytes),
      maxFiles: config.uploads.maxFiles,
    },
    context: (req, scope, addressLimit) =>
      httpContext(
        contextDeps,
        credentialsOf(req),
        scope,
        req.headers.origin,
        clientAddress(req, config.trustProxyHops),
        addressLimit,
      ),
    admit: perAddressLimit(rateLimits, config.trustProxyHops),
    refusedCost: (req, error, addressLimit) =>
      refusedCost(rateLimits, error, addressBucket(clientAddress(req, config.trustProxyHops)), addressLimit),
  });
  const headers = securityHeaders({
    production: config.nodeEnv === 'production',
    // Apollo's landing page: what a browser gets for GET /graphql (it sets its own CSP).
    ownCsp: (req) =>
      req.method === 'GET' && isGraphqlPath(req.url) && /text\/html/.test(req.headers.accept ?? ''),
  });
  // Only this one: the drain plugin counts each socket's requests in flight with its own listener.
  httpServer.off('request', answerStarting);
  httpServer.on('request', (req, res) =>
    headers(req, res, () => (servesApi && isGraphqlPath(req.url) ? graphql(req, res) : app(req, res))),
  );

  logger.info({ url, role: config.role, database: db.kind, storage: config.storage.driver }, 'API listening');
  const jobs = config.jobsEnabled
    ? await startJobRunner({
        db,
        logger,
        intervalMs: config.jobIntervalMs,
        jobs: [idempotencyRetentionJob, ...modules.flatMap((module) => module.jobs?.(services) ?? [])].filter(
          (job) => config.jobsOnly.length === 0 || config.jobsOnly.includes(job.name),
        ),
      })
    : null;

  // Each request's route and time, and the private /metrics server.
  httpServer.on('request', (req, res) =>
    observeHttpRequest(req, res, isGraphqlPath(req.url) ? '/graphql' : undefined),
  );
  const noSockets = { connections: () => 0, subscriptions: () => 0 };
  const metrics = await startServerMetrics(config, { db, logger, sockets: subscriptions ?? noSockets });

  let stoppingJobs: Promise<void> | undefined;
  const drain = () => {
    draining = true;
    stoppingJobs ??= jobs?.stop() ?? Promise.resolve(); // a running job finishes its transaction
  };
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      drain();
      await subscriptions?.close(); // before the HTTP drain, which would cut the upgraded sockets
      await apollo.stop(); // no new connections; the requests in flight finish
      await stoppingJobs;
      await metrics?.close();
      await apiUsage(db).close(); // the counts of the last seconds
      await userRows.close();
      await dbChanges.close();
      await rateLimits.close();
      if (!deps.pubsub) await pubsub.close();
      if (!deps.db) await db.close();
    })());
  return { url, httpServer, metricsUrl: metrics?.url, db, config, userRows, services, drain, close };
}

/**
 * A refused token fails the whole request. Apollo answers context failures with 500 by default;
 * this is the client's problem, answered like any GraphQL error (200 + errors[].extensions.code),
 * which is what browser clients parse.
 */
async function httpContext(
  deps: ContextDeps,
  credentials: Credentials,
  scope: RequestScope,
  origin: string | undefined,
  address: string,
  addressLimit: LimitState | undefined,
) {
  try {
    return await createContext(deps, scope, credentials, origin, address, addressLimit);
  } catch (error) {
    if (isAppError(error) && error.code === ErrorCode.RATE_LIMITED) {
      // The RateLimit headers come with the answer's `extensions.cost` (core/throttle.ts refusedCost).
      const retryAfter = String(error.extensions.retryAfter);
      Object.assign(error.extensions, {
        http: { status: 429, headers: new HeaderMap([['retry-after', retryAfter]]) },
      });
    } else if (isAppError(error)) {
      // A refused API token (401) or origin (403) keeps its status; the web app's tokens answer 200.
      error.extensions.http ??= { status: 200 };
    } else noteErrorScope(error, scope);
    throw error;
  }
}

/** Requests that arrive while the rest starts get a 503 instead of hanging. */
function answerStarting(_req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 503;
  res.end();
}

/** What is left of the shutdown grace period after the pre-stop delay, less a margin for the rest. */
function drainMillis({ shutdown }: Config): number {
  return Math.max(1000, (shutdown.graceSeconds - shutdown.delaySeconds) * 1000 - 3000);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
