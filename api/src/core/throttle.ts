// Cost-based throttling of /graphql (docs/limits.md): every operation's estimated cost
// (core/limits.ts) is taken from its caller's bucket (core/rate-limits.ts) before it runs, what it
// did not use (core/actual-cost.ts) is given back after, and every HTTP answer reports the cost and
// the bucket in `extensions.cost`, in Shopify's shape. WebSocket operations pay too (core/ws.ts).
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { actualCost } from './actual-cost.js';
import type { Context } from './context.js';
import { rateLimited, type AppError } from './errors.js';
import { checkCost, type Fragments } from './limits.js';
import type { Viewer } from './auth.js';
import { addressBucket, type LimitState, type RateLimits, type ThrottleStatus } from './rate-limits.js';

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: ThrottleStatus;
  /** The credential's request window (signed-in requests only). */
  requestLimit?: LimitState;
  /** The network address's request window, which refuses every caller from that address. */
  addressLimit?: LimitState;
}

/** The request windows an answer reports beside the bucket: every one that can refuse its caller. */
export interface Windows {
  requestLimit?: LimitState;
  addressLimit?: LimitState;
}

/** An answer's `extensions.cost`, with each window that applied to it. */
export const queryCost = (
  requestedQueryCost: number,
  actualQueryCost: number,
  throttleStatus: ThrottleStatus,
  { requestLimit, addressLimit }: Windows,
): QueryCost => ({
  requestedQueryCost,
  actualQueryCost,
  throttleStatus,
  ...(requestLimit && { requestLimit }),
  ...(addressLimit && { addressLimit }),
});

/** The credential a signed-in request counts against: its API token's client, else the web session's user. */
export function credentialKey(viewer: Viewer | null): string | null {
  if (viewer?.apiClient) return `client:${viewer.apiClient.id}`;
  return viewer?.user ? `user:${viewer.user.id}` : null;
}

/** Whose bucket pays: the credential (core/context.ts counts requests the same way), else the address. */
export const throttleKey = (ctx: Context): string =>
  credentialKey(ctx.viewer) ?? addressBucket(ctx.address ?? 'unknown');

/**
 * IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the limit closest to refusing of
 * the cost bucket and the request windows; RateLimit-Policy names each.
 */
export function rateLimitHeaders(status: ThrottleStatus, windows: Windows = {}): [string, string][] {
  const { maximumAvailable: max, currentlyAvailable: left, restoreRate } = status;
  const limits = [
    {
      name: 'cost',
      limit: max,
      remaining: left,
      reset: Math.ceil((max - left) / restoreRate),
      window: Math.ceil(max / restoreRate),
    },
    ...(windows.requestLimit ? [{ name: 'requests', ...windows.requestLimit }] : []),
    ...(windows.addressLimit ? [{ name: 'address', ...windows.addressLimit }] : []),
  ];
  const tightest = limits.reduce((a, b) => (b.remaining / b.limit < a.remaining / a.limit ? b : a));
  return [
    ['ratelimit-limit', String(tightest.limit)],
    ['ratelimit-remaining', String(tightest.remaining)],
    ['ratelimit-reset', String(tightest.reset)],
    ['ratelimit-policy', limits.map((l) => `${l.limit};w=${l.window};name="${l.name}"`).join(', ')],
  ];
}

/** Takes `cost` from the caller's bucket; past what it holds, nothing is taken and `error` says when to retry. */
export async function chargeCost(
  ctx: Context,
  cost: number,
): Promise<{ status: ThrottleStatus; error?: AppError; retryAfter?: number }> {
  const spent = await ctx.rateLimits.spendCost(throttleKey(ctx), cost);
  if (spent.retryAfter === undefined) return { status: spent.status };
  return { status: spent.status, error: rateLimited(spent.retryAfter), retryAfter: spent.retryAfter };
}

/** What refused a request while its context was built (core/context.ts): its credential, and the request window if that refused it. */
export interface Refusal {
  credential: string | null;
  requestLimit?: LimitState;
}

const refusals = new WeakMap<object, Refusal>();

/** Notes on `error` what refused the request, for its answer's `extensions.cost` (`refusedCost`). */
export function noteRefusal<E extends object>(error: E, refusal: Refusal): E {
  refusals.set(error, refusal);
  return error;
}

/**
 * `extensions.cost` and RateLimit headers of an answer refused before an operation ran: nothing
 * spent, the bucket of its credential (else of `addressKey`) as it is, the address window it was
 * counted in, and the request window that refused it, if one did.
 */
export async function refusedCost(
  rateLimits: RateLimits,
  error: unknown,
  addressKey: string,
  addressLimit?: LimitState,
): Promise<{ cost: QueryCost; headers: [string, string][] }> {
  const refusal = typeof error === 'object' && error ? refusals.get(error) : undefined;
  const { status } = await rateLimits.spendCost(refusal?.credential ?? addressKey, 0);
  const windows = { requestLimit: refusal?.requestLimit, addressLimit };
  return { cost: queryCost(0, 0, status, windows), headers: rateLimitHeaders(status, windows) };
}

const fragmentsOf = (document: DocumentNode): Fragments =>
  Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );

/**
 * Refuses an operation over the per-query maximum (400) or over what its caller's bucket holds
 * (429 RATE_LIMITED with Retry-After), and reports `extensions.cost` on every answer, refusals
 * included. The estimate is charged before the operation runs; once it ran, `actualQueryCost` is
 * the cost of what it returned and the difference goes back to the bucket (0 when refused).
 */
export function throttlePlugin(maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let requested = 0;
      let ran: { operation: OperationDefinitionNode; fragments: Fragments } | undefined;
      let status: ThrottleStatus | undefined;
      return {
        async didResolveOperation({ document, schema, request, contextValue, operation }) {
          const checked = checkCost(schema, document, request.operationName, request.variables, maxCost);
          requested = checked.cost;
          if (checked.error) throw checked.error;
          const charged = await chargeCost(contextValue, requested);
          status = charged.status;
          if (charged.error) {
            Object.assign(charged.error.extensions, {
              http: { status: 429, headers: new HeaderMap([['retry-after', String(charged.retryAfter)]]) },
            });
            throw charged.error;
          }
          ran = operation ? { operation, fragments: fragmentsOf(document) } : undefined;
        },
        async willSendResponse({ response, contextValue, schema }) {
          if (response.body.kind !== 'single') return;
          const { requestLimit, addressLimit } = contextValue;
          const result = response.body.singleResult;
          // Never above the estimate, whatever shape the answer took (a list nested in a list).
          const actual = ran
            ? Math.min(requested, actualCost(schema, ran.operation, ran.fragments, result.data))
            : 0;
          if (ran && actual < requested) {
            status = (await contextValue.rateLimits.refundCost(throttleKey(contextValue), requested - actual))
              .status;
          }
          // Refused before the bucket was asked (unparsable, invalid, too expensive): read it.
          status ??= (await contextValue.rateLimits.spendCost(throttleKey(contextValue), 0)).status;
          const windows = { requestLimit, addressLimit };
          result.extensions = { ...result.extensions, cost: queryCost(requested, actual, status, windows) };
          for (const [name, value] of rateLimitHeaders(status, windows)) {
            response.http.headers.set(name, value);
          }
        },
      };
    },
  };
}
