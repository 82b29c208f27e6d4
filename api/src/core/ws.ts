import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createContext, type ContextDeps } from '../context.js';
import { formatApiError } from './error-format.js';
import { checkCost, limitRules } from './limits.js';
import type { Logger, RequestScope } from './logger.js';

/** Apollo codes its parse and validation errors; do the same so they format as BAD_USER_INPUT. */
function coded(error: unknown, code: string): GraphQLError {
  if (!(error instanceof GraphQLError))
    return new GraphQLError('The query could not be read.', { extensions: { code } });
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

/**
 * graphql-ws on the same path as HTTP. Each operation gets its own request id and context; the
 * token comes from `connectionParams.authorization` ("Bearer <token>") and is verified per
 * operation, so a role change or suspension applies to the next subscription too. The same limits
 * and error masking as HTTP apply.
 */
export function createSubscriptionServer(options: {
  httpServer: Server;
  schema: GraphQLSchema;
  deps: ContextDeps;
  logger: Logger;
}) {
  const { schema, deps, logger } = options;
  const { limits } = deps.config;
  const wsServer = new WebSocketServer({ server: options.httpServer, path: '/graphql' });
  // Operation ids are unique per connection only, hence one map per connection context.
  const scopes = new WeakMap<object, Map<string, RequestScope>>();
  const scopesOf = (ctx: object) => scopes.get(ctx) ?? scopes.set(ctx, new Map()).get(ctx)!;
  const format = (ctx: object, id: string, errors: readonly GraphQLError[]) =>
    errors.map((error) => formatApiError(error.toJSON(), error, scopesOf(ctx).get(id) ?? { logger }));

  const disposable = useServer(
    {
      schema,
      onSubscribe: async (ctx, id, payload) => {
        const requestId = randomUUID();
        const scope = { requestId, logger: logger.child({ requestId, transport: 'ws' }) };
        scopesOf(ctx).set(id, scope);
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: limits.maxTokens });
        } catch (error) {
          return [coded(error, 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits)]);
        if (errors.length > 0) return errors.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED'));
        const variables = payload.variables ?? {};
        const { error: costError } = checkCost(
          schema,
          document,
          payload.operationName,
          variables,
          limits.maxCost,
        );
        if (costError) return [costError];
        const params = ctx.connectionParams as { authorization?: unknown } | undefined;
        const authorization = typeof params?.authorization === 'string' ? params.authorization : undefined;
        try {
          const contextValue = await createContext(deps, scope, authorization);
          return {
            schema,
            document,
            variableValues: variables,
            operationName: payload.operationName,
            contextValue,
          };
        } catch (error) {
          return [
            error instanceof GraphQLError
              ? error
              : new GraphQLError('Internal error', { originalError: error as Error }),
          ];
        }
      },
      onNext: (ctx, id, _payload, _args, result) =>
        result.errors ? { ...result, errors: format(ctx, id, result.errors) } : undefined,
      onError: (ctx, id, _payload, errors) => format(ctx, id, errors),
      onComplete: (ctx, id) => void scopesOf(ctx).delete(id),
    },
    wsServer,
  );

  return {
    async close() {
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
