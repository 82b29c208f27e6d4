// What an API token may run: the check every HTTP and WebSocket operation of a token passes before
// it executes, against the scope each field's @Access states (core/access.ts). A root field whose
// scope is 'web-only' (account changes, payments, messaging, moderation, API clients themselves) is
// refused to tokens whatever their scopes. The token's owner is the viewer, so object rules and
// roles apply on top, unchanged.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getOperationAST,
  isCompositeType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { tokenScopeOf } from './access.js';
import type { ApiClientViewer } from './api-tokens.js';
import type { Context } from './context.js';
import { forbidden, type AppError } from './errors.js';

type Fragments = Record<string, FragmentDefinitionNode>;

/**
 * The refusal for the first field of the operation the token may not run, or null. Introspection
 * (`__schema`, `__typename`) is always allowed. Only the operation that runs is checked, so a
 * GraphiQL document holding several operations runs the chosen one.
 */
export function scopeError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  client: ApiClientViewer,
): AppError | null {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  const fragments: Fragments = Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, seen: Set<string>): AppError | null => {
    for (const selection of set.selections) {
      let refused: AppError | null = null;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__') || !('getFields' in type)) continue;
        const field = type.getFields()[name];
        const scope = field && tokenScopeOf(field);
        if (type === root && !scope) {
          return forbidden(`API tokens cannot use ${name}; it is for the web app only.`);
        }
        if (scope && !client.scopes.has(scope)) {
          const error = forbidden(`This API token lacks the ${scope} scope that ${name} needs.`);
          Object.assign(error.extensions, { requiredScope: scope });
          return error;
        }
        const named = field && getNamedType(field.type);
        if (selection.selectionSet && named && isCompositeType(named)) {
          refused = walk(selection.selectionSet, named, seen);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) refused = walk(selection.selectionSet, on, seen);
      } else {
        const fragment = fragments[selection.name.value];
        if (!fragment || seen.has(fragment.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on && isCompositeType(on)) {
          refused = walk(fragment.selectionSet, on, new Set(seen).add(fragment.name.value));
        }
      }
      if (refused) return refused;
    }
    return null;
  };
  return walk(operation.selectionSet, root, new Set());
}

/** Refuses a token's operation before it runs when its scopes do not cover it (HTTP 403). */
export function apiScopePlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, schema, request, contextValue }) {
          const client = contextValue.viewer?.apiClient;
          if (!client) return;
          const error = scopeError(schema, document, request.operationName, client);
          if (!error) return;
          Object.assign(error.extensions, { http: { status: 403 } });
          throw error;
        },
      };
    },
  };
}
