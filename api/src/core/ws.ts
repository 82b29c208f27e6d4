import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { SUSPENDED_CLOSE_CODE } from '@hostel/common';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { Context as SocketContext } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { createContext, type Context, type ContextDeps } from './context.js';
import { formatApiError, withoutSuggestions } from './error-format.js';
import { sessionCookieOf } from './session.js';
import { AppError, ErrorCode, rateLimited } from './errors.js';
import { checkCost, limitRules } from './limits.js';
import { scopeError } from './scopes.js';
import { textInputError } from './text-input.js';
import { addressBucket, clientAddress, LimitExceeded, type LimitState } from './rate-limits.js';
import { chargeCost, queryCost, refusedCost, throttleKey, type QueryCost } from './throttle.js';
import type { Logger, RequestScope } from './logger.js';
import { inactiveFirebaseUids } from './users.sql.js';

/** Apollo codes its parse and validation errors; do the same so they format as BAD_USER_INPUT. */
function coded(error: unknown, code: string): GraphQLError {
  if (!(error instanceof GraphQLError))
    return new GraphQLError('The query could not be read.', { extensions: { code } });
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

/** A coded error as it is; anything else is masked (and logged) by the formatter. */
const internalUnlessCoded = (error: unknown): GraphQLError =>
  error instanceof GraphQLError
    ? error
    : new GraphQLError('Internal error', { originalError: error as Error });

/**
 * "Service Restart": graphql-ws clients reconnect on it, and the web app reads again what it shows
 * once reconnected (web/src/lib/subscription-events.ts SUBSCRIPTIONS_RECONNECTED).
 */
export const RESYNC_CLOSE_CODE = 1012;

// Not time-bound like core/rate-limits.ts: room frees up when a subscription ends, so no retryAfter.
const tooManySubscriptions = (where: string) =>
  new AppError(
    ErrorCode.RATE_LIMITED,
    `Too many open subscriptions ${where}; complete one before starting another.`,
  );

/**
 * graphql-ws on the same path as HTTP. Each operation gets its own request id and context; the
 * token comes from `connectionParams.authorization` ("Bearer <token>") and is verified per
 * operation, so a role change or suspension applies to the next subscription too. The same limits,
 * query-cost bucket and error masking as HTTP apply.
 */
export function createSubscriptionServer(options: {
  httpServer: Server;
  schema: GraphQLSchema;
  deps: ContextDeps;
  logger: Logger;
  /** Largest message accepted, like HTTP bodies; a larger one closes the socket (1009). */
  maxMessageBytes: number;
}) {
  const { schema, deps, logger } = options;
  const { limits } = deps.config;
  const wsServer = new WebSocketServer({
    server: options.httpServer,
    path: '/graphql',
    maxPayload: options.maxMessageBytes,
  });
  // The subscriptions admitted on each socket, and the sockets of each signed-in user on this
  // instance. One counts while graphql-ws keeps it (`ctx.subscriptions`), however it ended.
  const admitted = new WeakMap<SocketContext, Set<string>>();
  const socketsOf = new Map<string, Set<SocketContext>>();
  const userOf = new WeakMap<SocketContext, string>();
  const activeOn = (ctx: SocketContext) => {
    const ids = admitted.get(ctx) ?? admitted.set(ctx, new Set()).get(ctx)!;
    for (const id of ids) if (!(id in ctx.subscriptions)) ids.delete(id);
    return ids.size;
  };
  const activeFor = (userId: string) =>
    [...(socketsOf.get(userId) ?? [])].reduce((sum, ctx) => sum + activeOn(ctx), 0);
  // Operation ids are unique per connection only, hence one map per connection context.
  const scopes = new WeakMap<object, Map<string, RequestScope>>();
  const scopesOf = (ctx: object) => scopes.get(ctx) ?? scopes.set(ctx, new Map()).get(ctx)!;
  // What each operation's first answer reports as `extensions.cost` (docs/limits.md), until sent.
  const costs = new WeakMap<object, Map<string, QueryCost>>();
  const costsOf = (ctx: object) => costs.get(ctx) ?? costs.set(ctx, new Map()).get(ctx)!;
  const takeCost = (ctx: object, id: string) => {
    const cost = costsOf(ctx).get(id);
    costsOf(ctx).delete(id);
    return cost;
  };
  const format = (ctx: object, id: string, errors: readonly GraphQLError[]) =>
    errors.map((error) => {
      const answer = formatApiError(error.toJSON(), error, scopesOf(ctx).get(id) ?? { logger });
      return deps.config.introspection ? answer : withoutSuggestions(answer);
    });

  // The open sockets of signed-up users, by Firebase uid: a user suspended here or on another
  // instance (heard through core/user-rows.ts) has theirs closed, ending every subscription.
  const socketsByUid = new Map<string, Set<WebSocket>>();
  const track = (uid: string, socket: WebSocket) => {
    const sockets = socketsByUid.get(uid) ?? socketsByUid.set(uid, new Set()).get(uid)!;
    if (sockets.has(socket)) return;
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) socketsByUid.delete(uid);
    });
  };
  const closeSuspended = (uids: string[]) => {
    if (uids.length === 0) return;
    inactiveFirebaseUids(deps.db.query, uids)
      .then((suspended) => {
        for (const { firebaseUid } of suspended) {
          for (const socket of socketsByUid.get(firebaseUid) ?? [])
            socket.close(SUSPENDED_CLOSE_CODE, 'This account is suspended.');
        }
      })
      .catch((err) => logger.error({ err }, 'Could not close the sockets of suspended users'));
  };
  const stopHearing = deps.userRows.onChange((uid) =>
    closeSuspended(uid === '*' ? [...socketsByUid.keys()] : socketsByUid.has(uid) ? [uid] : []),
  );
  // Events may have been missed (pub/sub lost Redis, or has it back): rather than leave sockets
  // open and silent, every client is made to reconnect and read again.
  const stopGaps = deps.pubsub.onGap(() => {
    for (const socket of wsServer.clients) socket.close(RESYNC_CLOSE_CODE, 'Live updates were interrupted.');
  });

  const connected = new Set<SocketContext>(); // for the metrics (core/metrics-gauges.ts)
  const disposable = useServer(
    {
      schema,
      onConnect: (ctx) => void connected.add(ctx),
      onSubscribe: async (ctx, id, payload) => {
        const requestId = randomUUID();
        const scope = { requestId, logger: logger.child({ requestId, transport: 'ws' }) };
        scopesOf(ctx).set(id, scope);
        const address = clientAddress(ctx.extra.request, deps.config.trustProxyHops);
        // Each operation is one request of its address, like an HTTP one (docs/limits.md).
        let addressLimit: LimitState | undefined;
        try {
          addressLimit = await deps.rateLimits.check('requestsPerIp', address);
        } catch (error) {
          if (!(error instanceof LimitExceeded)) throw error;
          const { status } = await deps.rateLimits.spendCost(addressBucket(address), 0);
          costsOf(ctx).set(id, queryCost(0, 0, status, { addressLimit: error.state }));
          return [rateLimited(error.retryAfter)];
        }
        const params = ctx.connectionParams as { authorization?: unknown } | undefined;
        const authorization = typeof params?.authorization === 'string' ? params.authorization : undefined;
        const changes = deps.userRows.changes;
        let contextValue: Context;
        try {
          contextValue = await createContext(
            deps,
            scope,
            { authorization, sessionCookie: sessionCookieOf(ctx.extra.request.headers.cookie) },
            ctx.extra.request.headers.origin,
            address,
            addressLimit,
          );
        } catch (error) {
          const refused = await refusedCost(deps.rateLimits, error, addressBucket(address), addressLimit);
          costsOf(ctx).set(id, refused.cost);
          return [internalUnlessCoded(error)];
        }
        const windows = { requestLimit: contextValue.requestLimit, addressLimit };
        // Refused before the bucket was charged: the answer reports the bucket as it is.
        const refuse = async (errors: readonly GraphQLError[], requested = 0) => {
          const { status } = await deps.rateLimits.spendCost(throttleKey(contextValue), 0);
          costsOf(ctx).set(id, queryCost(requested, 0, status, windows));
          return errors;
        };
        try {
          let document: DocumentNode;
          try {
            document = parse(payload.query, { maxTokens: limits.maxTokens });
          } catch (error) {
            return await refuse([coded(error, 'GRAPHQL_PARSE_FAILED')]);
          }
          const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits)]);
          if (errors.length > 0)
            return await refuse(errors.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED')));
          const variables = payload.variables ?? {};
          const textError = textInputError(document, variables);
          if (textError) return await refuse([textError]);
          const { cost, error: costError } = checkCost(
            schema,
            document,
            payload.operationName,
            variables,
            limits.maxCost,
          );
          if (costError) return await refuse([costError], cost);
          const client = contextValue.viewer?.apiClient;
          const refused = client && scopeError(schema, document, payload.operationName, client);
          if (refused) return await refuse([refused]);
          // The same bucket as HTTP (per API client, user or address); a subscription pays its
          // estimate once, when it starts.
          const charged = await chargeCost(contextValue, cost);
          if (charged.error) {
            costsOf(ctx).set(id, queryCost(cost, 0, charged.status, windows));
            return [charged.error];
          }
          // Reported with the first answer; an operation refused below gets its points back.
          costsOf(ctx).set(id, queryCost(cost, cost, charged.status, windows));
          const tooMany = async (where: string) => {
            const refund = await deps.rateLimits.refundCost(throttleKey(contextValue), cost);
            costsOf(ctx).set(id, queryCost(cost, 0, refund.status, windows));
            return [tooManySubscriptions(where)];
          };
          if (contextValue.viewer?.user) {
            track(contextValue.viewer.uid, ctx.extra.socket);
            // A change heard while the viewer was read may have been this user's suspension.
            if (deps.userRows.changes !== changes) closeSuspended([contextValue.viewer.uid]);
          }
          // Checked and admitted with no await in between, so concurrent starts are counted exactly.
          if (activeOn(ctx) >= limits.maxSubscriptionsPerSocket)
            return await tooMany(`on one connection (at most ${limits.maxSubscriptionsPerSocket})`);
          const userId = contextValue.viewer?.user?.id;
          if (userId) {
            userOf.set(ctx, userId);
            (socketsOf.get(userId) ?? socketsOf.set(userId, new Set()).get(userId)!).add(ctx);
            if (activeFor(userId) >= limits.maxSubscriptionsPerUser)
              return await tooMany(`for one user (at most ${limits.maxSubscriptionsPerUser})`);
          }
          admitted.get(ctx)!.add(id);
          return {
            schema,
            document,
            variableValues: variables,
            operationName: payload.operationName,
            contextValue,
          };
        } catch (error) {
          return [internalUnlessCoded(error)];
        }
      },
      // The first answer of each operation, data or errors, carries its `extensions.cost`.
      onNext: (ctx, id, _payload, _args, result) => {
        const cost = takeCost(ctx, id);
        if (!result.errors && !cost) return undefined;
        return {
          ...result,
          errors: result.errors && format(ctx, id, result.errors),
          ...(cost && { extensions: { ...result.extensions, cost } }),
        };
      },
      onError: (ctx, id, _payload, errors) => {
        const cost = takeCost(ctx, id);
        // graphql-ws's error message holds only the errors: each carries the cost instead.
        return format(ctx, id, errors).map((error) =>
          cost ? { ...error, extensions: { ...error.extensions, cost } } : error,
        );
      },
      onComplete: (ctx, id) => {
        scopesOf(ctx).delete(id);
        costsOf(ctx).delete(id);
      },
      onClose: (ctx) => {
        connected.delete(ctx);
        const userId = userOf.get(ctx);
        const sockets = userId === undefined ? undefined : socketsOf.get(userId);
        if (sockets?.delete(ctx) && sockets.size === 0) socketsOf.delete(userId!);
      },
    },
    wsServer,
  );

  let closing: Promise<void> | undefined;
  return {
    connections: () => wsServer.clients.size,
    subscriptions: () => [...connected].reduce((n, ctx) => n + Object.keys(ctx.subscriptions).length, 0),
    /**
     * Shutdown: every socket is closed with 1012, so clients reconnect (to another instance behind
     * the balancer) and read again what they show; the close handshakes end before the HTTP drain,
     * which would otherwise cut the sockets (1006). Idempotent.
     */
    close: () =>
      (closing ??= (async () => {
        stopHearing();
        stopGaps();
        const sockets = [...wsServer.clients];
        for (const socket of sockets) socket.close(RESYNC_CLOSE_CODE, 'The server is restarting.');
        await Promise.all(sockets.map((socket) => closedWithin(socket, CLOSE_HANDSHAKE_MS)));
        await disposable.dispose();
      })()),
  };
}

const CLOSE_HANDSHAKE_MS = 2000;

/** Waits for the socket's close handshake; a peer that does not answer in time is cut. */
function closedWithin(socket: WebSocket, ms: number): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
