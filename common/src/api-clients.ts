// API clients (integrators' machine credentials): the scopes a token may hold, the token's shape
// and what a client's fields may hold. The API refuses and the developer settings form warns with
// the same words.
import type { FieldRules } from './fields.js';

/** Every scope, by its GraphQL enum name, with the name integrators read in the docs. */
export const API_SCOPES = {
  LISTINGS_READ: 'listings:read',
  RESERVATIONS_READ: 'reservations:read',
  RESERVATIONS_WRITE: 'reservations:write',
  HOSTELS_WRITE: 'hostels:write',
  WEBHOOKS_MANAGE: 'webhooks:manage',
} as const;
export type ApiScopeName = keyof typeof API_SCOPES;
export type ApiScope = (typeof API_SCOPES)[ApiScopeName];
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScopeName[];

export const API_SCOPE_DESCRIPTIONS: Record<ApiScopeName, string> = {
  LISTINGS_READ: 'Read published hostels and reviews, and your own listings.',
  RESERVATIONS_READ: 'Read reservations of your hostels (all reservations for an admin).',
  RESERVATIONS_WRITE: 'Accept and decline reservation requests.',
  HOSTELS_WRITE: 'Create and edit your hostels, their rooms, photos and bed blocks.',
  WEBHOOKS_MANAGE: 'Create and manage webhook subscriptions.',
};

/**
 * Every API token starts with this, so the API tells it from a Firebase ID token (a JWT, which
 * starts with "eyJ") without trying to verify it.
 */
export const API_TOKEN_PREFIX = 'hst_';
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

export const API_CLIENT_LIMITS = {
  name: { min: 2, max: 80 },
  allowedOrigins: 10,
  /** Clients one user may hold that are not revoked. */
  activeClients: 20,
  /** Clients one list shows, newest first (revoked ones included). */
  listed: 100,
} as const;

export interface ApiClientFields {
  name: string;
  scopes: readonly string[];
  allowedOrigins: readonly string[];
}

const ORIGIN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * A browser origin as browsers send it: scheme, host and optional port, nothing else
 * (`https://housing.example.edu`, `http://localhost:3000`). Returns null when it is not one.
 */
export function normalizeOrigin(value: string): string | null {
  // Shared code has no URL class (no DOM or Node types): the origin grammar, spelled out.
  const match = ORIGIN.exec(value.trim().replace(/\/$/, '').toLowerCase());
  if (!match) return null;
  const [, scheme, host, port] = match;
  if (port !== undefined && Number(port) > 65535) return null;
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${host}${port !== undefined && Number(port) !== defaultPort ? `:${Number(port)}` : ''}`;
}

/** Checks a new client's fields into `rules` (per-field messages); returns the cleaned values. */
export function checkApiClient(rules: FieldRules, input: ApiClientFields) {
  const name = rules.text('name', input.name, 'Name', API_CLIENT_LIMITS.name.min, API_CLIENT_LIMITS.name.max);
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) rules.add('scopes', 'Choose at least one scope.');
  else if (scopes.some((scope) => !(scope in API_SCOPES))) rules.add('scopes', 'Unknown scope.');
  const origins: string[] = [];
  input.allowedOrigins.forEach((value, index) => {
    if (value.trim() === '') return;
    const origin = normalizeOrigin(value);
    if (origin === null) {
      rules.add(
        `allowedOrigins.${index}`,
        'An origin is a scheme and host with an optional port, e.g. https://housing.example.edu.',
      );
    } else if (!origins.includes(origin)) origins.push(origin);
  });
  if (origins.length > API_CLIENT_LIMITS.allowedOrigins) {
    rules.add('allowedOrigins', `List at most ${API_CLIENT_LIMITS.allowedOrigins} origins.`);
  }
  return { name, scopes: scopes as ApiScopeName[], allowedOrigins: origins };
}
