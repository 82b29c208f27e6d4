// What each scope lets a token run, for the /developers page: made from the scopes the fields'
// @Access state (core/access.ts) and the schema's descriptions by `npm run schema:emit` into a JSON
// file the web app imports at build time; developer-docs.test.ts fails when that file is stale, so
// the page cannot drift from the check.
import { fileURLToPath } from 'node:url';
import { API_SCOPES, type ApiScope } from '@hostel/common';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { tokenScopeOf } from './access.js';

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
  const scoped = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({ key: `${type.name}.${field.name}`, field })),
    )
    .sort((a, b) => a.key.localeCompare(b.key));
  for (const { key, field } of scoped) {
    const scope = tokenScopeOf(field);
    if (scope) reference[scope].push({ field: key, description: field.description ?? '' });
  }
  return reference;
}

export const printScopeReference = (schema: GraphQLSchema) =>
  `${JSON.stringify(scopeReference(schema), null, 2)}\n`;
