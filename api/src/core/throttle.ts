// Cost-based throttling of /graphql (README, Rate limits): every operation's estimated cost
// (core/limits.ts) is taken from its caller's bucket (core/rate-limits.ts) before it runs, and every
// answer reports the cost and the bucket in `extensions.cost`, in Shopify's shape.
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context.js';
import { rateLimited } from './errors.js';
import { checkCost } from './limits.js';
import type { ThrottleStatus } from './rate-limits.js';

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: ThrottleStatus;
}

/** Whose bucket pays: the API client, else the signed-in user, else the address. */
export function throttleKey(ctx: Context): string {
  const client = ctx.viewer?.apiClient;
  if (client) return `client:${client.id}`;
  if (ctx.viewer?.user) return `user:${ctx.viewer.user.id}`;
  return `ip:${ctx.address ?? 'unknown'}`;
}

/**
 * Refuses an operation over the per-query maximum (400) or over what its caller's bucket holds
 * (429 RATE_LIMITED with Retry-After), and reports `extensions.cost` on every answer, refusals
 * included. The estimate is what is charged: `actualQueryCost` is the same once the operation ran,
 * 0 when it was refused before running.
 */
export function throttlePlugin(maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let requested = 0;
      let ran = false;
      let status: ThrottleStatus | undefined;
      return {
        async didResolveOperation({ document, schema, request, contextValue }) {
          const checked = checkCost(schema, document, request.operationName, request.variables, maxCost);
          requested = checked.cost;
          if (checked.error) throw checked.error;
          const spent = await contextValue.rateLimits.spendCost(throttleKey(contextValue), requested);
          status = spent.status;
          if (spent.retryAfter !== undefined) {
            const error = rateLimited(spent.retryAfter);
            Object.assign(error.extensions, {
              http: { status: 429, headers: new HeaderMap([['retry-after', String(spent.retryAfter)]]) },
            });
            throw error;
          }
          ran = true;
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          // Refused before the bucket was asked (unparsable, invalid, too expensive): read it.
          status ??= (await contextValue.rateLimits.spendCost(throttleKey(contextValue), 0)).status;
          const result = response.body.singleResult;
          const cost: QueryCost = {
            requestedQueryCost: requested,
            actualQueryCost: ran ? requested : 0,
            throttleStatus: status,
          };
          result.extensions = { ...result.extensions, cost };
        },
      };
    },
  };
}
