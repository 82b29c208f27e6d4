// What each scope lets a token run, for the /developers page: made from FIELD_SCOPES and the
// schema's descriptions by `npm run schema:emit` into a JSON file the web app imports at build time;
// developer-docs.test.ts fails when that file is stale, so the page cannot drift from the check.
import { fileURLToPath } from 'node:url';
import { API_SCOPES, type ApiScope } from '@hostel/common';
import type { GraphQLSchema } from 'graphql';
import { FIELD_SCOPES } from './scopes.js';

export const SCOPE_REFERENCE_FILE = fileURLToPath(
  new URL('../../../web/src/features/developers/docs/scope-reference.json', import.meta.url),
);

export interface ScopedField {
  /** `Type.field`, e.g. `Mutation.acceptReservation`. */
  field: string;
  description: string;
}

/** Every scope, in API_SCOPES order, with the operations (and nested fields) it allows, by name. */
export function scopeReference(schema: GraphQLSchema): Record<ApiScope, ScopedField[]> {
  const reference = Object.fromEntries(
    Object.values(API_SCOPES).map((scope) => [scope, [] as ScopedField[]]),
  ) as Record<ApiScope, ScopedField[]>;
  for (const [key, scope] of Object.entries(FIELD_SCOPES).sort(([a], [b]) => a.localeCompare(b))) {
    const [type, name] = key.split('.') as [string, string];
    const owner = schema.getType(type);
    const description = (owner && 'getFields' in owner && owner.getFields()[name]?.description) || '';
    reference[scope].push({ field: key, description });
  }
  return reference;
}

export const printScopeReference = (schema: GraphQLSchema) =>
  `${JSON.stringify(scopeReference(schema), null, 2)}\n`;
