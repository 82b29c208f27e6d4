// API tokens (integrators' machine credentials): made, hashed and resolved here, so core/auth.ts
// can tell who a token acts as without reaching into a module. The developers module manages the
// clients (create, rotate, revoke); this file only knows the token and its row.
import { createHash, randomBytes } from 'node:crypto';
import { API_SCOPES, API_TOKEN_PREFIX, type ApiScope } from '@hostel/common';
import { HeaderMap } from '@apollo/server';
import type { User } from '../generated/prisma/client.js';
import { clientByTokenHash, touchLastUsed } from './api-clients.sql.js';
import { apiUsage } from './api-usage.js';
import type { Database } from './db.js';
import { unauthenticated } from './errors.js';
import { userById } from './users.sql.js';

/** What a request made with an API token carries besides its owner. */
export interface ApiClientViewer {
  id: string;
  scopes: ReadonlySet<ApiScope>;
  /** Browser origins that may use the token; empty = any. */
  allowedOrigins: readonly string[];
}

/**
 * sha256 is enough: the token is 256 random bits, so there is nothing to brute-force, and a fast
 * hash keeps the lookup (one per request) cheap and indexable.
 */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Characters of the token kept in clear, shown in the settings screen to tell tokens apart. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

/** A new secret token, its hash (the only thing stored) and the prefix shown later. */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashApiToken(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** lastUsedAt is written at most this often per client: a read-heavy integrator must not write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const UNKNOWN = 'This API token is not valid: it was revoked, rotated or never existed.';
export const EXPIRED = 'The token expired';

/**
 * A refused API token: UNAUTHENTICATED with HTTP 401 and the Bearer challenge (RFC 6750), so
 * integrators' HTTP clients see it. The web app's Firebase tokens keep their 200 answers.
 */
export function invalidApiToken(message = UNKNOWN, description?: string) {
  const error = unauthenticated(message);
  // The description is quoted in the header, so it must hold no '"' or '\' (RFC 6750 §3).
  const challenge = `Bearer error="invalid_token"${description ? `, error_description="${description}"` : ''}`;
  Object.assign(error.extensions, {
    http: { status: 401, headers: new HeaderMap([['www-authenticate', challenge]]) },
  });
  return error;
}

/** The client and user an API token acts for; UNAUTHENTICATED for an unknown, revoked or expired token. */
export async function resolveApiToken(
  db: Database,
  token: string,
): Promise<{ client: ApiClientViewer; user: User }> {
  const row = await clientByTokenHash(db.query, hashApiToken(token));
  if (!row) throw invalidApiToken();
  // Counted from here: a known client's request, refused or not, shows in its usage.
  const usage = apiUsage(db);
  usage.request(row.id);
  const refuse = (error: ReturnType<typeof invalidApiToken>) => {
    usage.refusal(row.id);
    return error;
  };
  if (row.revokedAt || !row.createdById) throw refuse(invalidApiToken());
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    throw refuse(invalidApiToken(`${EXPIRED} on ${row.expiresAt.toISOString()}; create a new one.`, EXPIRED));
  }
  const user = await userById(db.query, row.createdById);
  if (!user) throw refuse(invalidApiToken());
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchLastUsed(db.query, row.id, LAST_USED_RESOLUTION_MS);
  }
  const known = new Set<string>(Object.values(API_SCOPES));
  const scopes = new Set(row.scopes.filter((scope): scope is ApiScope => known.has(scope)));
  return { client: { id: row.id, scopes, allowedOrigins: row.allowedOrigins }, user };
}
