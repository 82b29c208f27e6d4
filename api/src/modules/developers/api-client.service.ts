// API clients: an owner's or an admin's machine credentials. Only the hash of a token is stored;
// the token is returned once, when made or rotated. Tokens themselves are resolved in core/api-tokens.ts.
import { API_CLIENT_LIMITS, API_SCOPES, checkApiClient, isUuid, type ApiScopeName } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { newApiToken } from '../../core/api-tokens.js';
import { USAGE_KEPT_DAYS } from '../../core/api-usage.js';
import { audit } from '../../core/audit.js';
import type { Database } from '../../core/db.js';
import { badUserInput, conflict, notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import type { ApiClient, User } from '../../generated/prisma/client.js';
import { usageByDay } from './api-client.sql.js';
import type { ApiClientObject, CreateApiClientInput } from './api-client.types.js';

const NAME_OF_SCOPE = Object.fromEntries(
  Object.entries(API_SCOPES).map(([name, scope]) => [scope, name as ApiScopeName]),
) as Record<string, ApiScopeName>;

export function toApiClientObject(row: ApiClient): ApiClientObject {
  return {
    ...row,
    scopes: row.scopes.flatMap((scope) => (NAME_OF_SCOPE[scope] ? [NAME_OF_SCOPE[scope]] : [])),
  };
}

/** The viewer's newest clients (revoked ones too, so the screen can show them). */
export async function listApiClients(db: Database, viewer: User) {
  const rows = await db.prisma.apiClient.findMany({
    where: { createdById: viewer.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: API_CLIENT_LIMITS.listed,
  });
  return rows.map(toApiClientObject);
}

export async function createApiClient(db: Database, viewer: User, input: CreateApiClientInput) {
  const check = new FieldCheck();
  const fields = checkApiClient(check, {
    name: input.name,
    scopes: input.scopes,
    allowedOrigins: input.allowedOrigins ?? [],
  });
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && !(expiresAt.getTime() > Date.now())) {
    check.add('expiresAt', 'Choose an expiry in the future, or none.');
  }
  check.throwIfAny();
  const { token, hash, prefix } = newApiToken();
  // The viewer's row lock (writeAs) serializes one user's creations, so the cap holds under
  // concurrent requests.
  const row = await writeAs(db, viewer.id, async (tx) => {
    const active = await tx.apiClient.count({ where: { createdById: viewer.id, revokedAt: null } });
    if (active >= API_CLIENT_LIMITS.activeClients) {
      throw conflict(
        `You can hold at most ${API_CLIENT_LIMITS.activeClients} API clients; revoke one first.`,
      );
    }
    const created = await tx.apiClient.create({
      data: {
        name: fields.name,
        createdById: viewer.id,
        tokenHash: hash,
        tokenPrefix: prefix,
        scopes: fields.scopes.map((name) => API_SCOPES[name]),
        allowedOrigins: fields.allowedOrigins,
        expiresAt,
      },
    });
    await audit(tx, {
      actorId: viewer.id,
      action: 'api_client.create',
      entity: 'ApiClient',
      entityId: created.id,
      details: { scopes: created.scopes, allowedOrigins: created.allowedOrigins, expiresAt },
    });
    return created;
  });
  return { client: toApiClientObject(row), token };
}

/** The viewer's own client that is not revoked; NOT_FOUND otherwise (another user's looks missing). */
async function ownActiveClient(db: Database, viewer: User, id: string) {
  const row = isUuid(id)
    ? await db.prisma.apiClient.findFirst({ where: { id, createdById: viewer.id } })
    : null;
  if (!row) throw notFound('The API client');
  if (row.revokedAt) throw conflict('This API client is revoked; create a new one.');
  // A new secret would be born expired: the expiry stays with the client.
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    throw conflict('This API client expired; create a new one.');
  }
  return row;
}

/** A new secret for the client; the old one stops working at once. */
export async function rotateApiClientToken(db: Database, viewer: User, id: string) {
  await ownActiveClient(db, viewer, id);
  const { token, hash, prefix } = newApiToken();
  const row = await writeAs(db, viewer.id, async (tx) => {
    // Guarded on revokedAt, so a revoke racing this rotation is never undone.
    const { count } = await tx.apiClient.updateMany({
      where: { id, revokedAt: null },
      data: { tokenHash: hash, tokenPrefix: prefix, rotatedAt: new Date() },
    });
    if (count === 0) throw conflict('This API client is revoked; create a new one.');
    await audit(tx, { actorId: viewer.id, action: 'api_client.rotate', entity: 'ApiClient', entityId: id });
    return tx.apiClient.findUniqueOrThrow({ where: { id } });
  });
  return { client: toApiClientObject(row), token };
}

/** Revokes the client for good (idempotent for the same user). */
export async function revokeApiClient(db: Database, viewer: User, id: string) {
  const row = isUuid(id)
    ? await db.prisma.apiClient.findFirst({ where: { id, createdById: viewer.id } })
    : null;
  if (!row) throw notFound('The API client');
  if (row.revokedAt) return toApiClientObject(row);
  const updated = await writeAs(db, viewer.id, async (tx) => {
    await audit(tx, { actorId: viewer.id, action: 'api_client.revoke', entity: 'ApiClient', entityId: id });
    return tx.apiClient.update({ where: { id }, data: { revokedAt: new Date() } });
  });
  return toApiClientObject(updated);
}

/** The client's days with requests among the last `days` UTC days, newest first; its creator's only. */
export async function apiClientUsage(db: Database, viewer: User, clientId: string, days: number) {
  if (!Number.isInteger(days) || days < 1 || days > USAGE_KEPT_DAYS) {
    const message = `Ask for 1 to ${USAGE_KEPT_DAYS} days.`;
    throw badUserInput(message, { days: message });
  }
  return usageByDay(db.query, clientId, viewer.id, days);
}
