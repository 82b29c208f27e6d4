// Scopes of an API client token. Token authentication (the API clients work of issue 19) puts
// `apiClient: { id, scopes }` on the context; until it does, no request carries one and these
// checks pass. When the clients module offers its own scope check, swap these two for it.
import type { Context } from '../../core/context.js';
import { forbidden } from '../../core/errors.js';

/** The scopes of the calling token, or null when the caller is not using an API client token. */
export function tokenScopes(ctx: Context): readonly string[] | null {
  const client = (ctx as Context & { apiClient?: { id: string; scopes: readonly string[] } | null })
    .apiClient;
  return client ? client.scopes : null;
}

/** FORBIDDEN when the call is made with a token that lacks `scope` (a signed-in user has every scope). */
export function requireScope(ctx: Context, scope: string): void {
  const scopes = tokenScopes(ctx);
  if (scopes && !scopes.includes(scope)) throw forbidden(`This token lacks the ${scope} scope.`);
}
