// What an API token may run: the one map from operation (and, where needed, nested field) to the
// scope it needs, and the check every HTTP and WebSocket operation of a token passes before it
// executes. The token's owner is the viewer, so object rules and roles apply on top, unchanged.
import type { ApolloServerPlugin } from '@apollo/server';
import type { ApiScope } from '@hostel/common';
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
import type { ApiClientViewer } from './api-tokens.js';
import type { Context } from './context.js';
import { forbidden, type AppError } from './errors.js';

/**
 * `Type.field` -> the scope a token needs for it. Every root field a token may run is listed; one
 * that is not (account changes, payments, messaging, moderation, API clients themselves) is refused
 * to tokens whatever their scopes. Nested fields need a scope only when listed here.
 */
export const FIELD_SCOPES: Readonly<Record<string, ApiScope>> = {
  'Query.hostels': 'listings:read',
  'Query.hostel': 'listings:read',
  'Query.universities': 'listings:read',
  'Query.review': 'listings:read',
  'Query.myHostels': 'listings:read',
  'Query.ownerReviews': 'listings:read',
  'Query.roomAvailability': 'listings:read',

  'Query.reservation': 'reservations:read',
  'Query.ownerReservations': 'reservations:read',
  'Query.ownerReservationCounts': 'reservations:read',
  'Query.pendingReservationCount': 'reservations:read',
  'Query.adminReservations': 'reservations:read',
  // The link's route checks the owner again; a token's viewer is its owner, as for the web session.
  'Query.reservationsExportLink': 'reservations:read',
  'Subscription.reservationChanged': 'reservations:read',

  'Mutation.acceptReservation': 'reservations:write',
  'Mutation.declineReservation': 'reservations:write',

  'Mutation.createHostelDraft': 'hostels:write',
  'Mutation.updateHostelBasics': 'hostels:write',
  'Mutation.updateHostelLocation': 'hostels:write',
  'Mutation.updateHostelPricing': 'hostels:write',
  'Mutation.saveRoomTypes': 'hostels:write',
  'Mutation.setHostelPhotos': 'hostels:write',
  'Mutation.submitHostelForReview': 'hostels:write',
  'Mutation.archiveHostel': 'hostels:write',
  'Mutation.blockBeds': 'hostels:write',
  'Mutation.unblockBeds': 'hostels:write',
  'Mutation.uploadImage': 'hostels:write',
  'Mutation.uploadImages': 'hostels:write',

  // The feed itself is public; a token without reservations:read gets no reservation events.
  'Query.events': 'listings:read',

  'Query.webhookSubscriptions': 'webhooks:manage',
  'Query.webhookDeliveries': 'webhooks:manage',
  'Mutation.createWebhookSubscription': 'webhooks:manage',
  'Mutation.updateWebhookSubscription': 'webhooks:manage',
  'Mutation.deleteWebhookSubscription': 'webhooks:manage',
  'Mutation.redeliverWebhook': 'webhooks:manage',
  'Mutation.pingWebhookSubscription': 'webhooks:manage',
  'Mutation.rotateWebhookSecret': 'webhooks:manage',
};

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
        const key = `${type.name}.${name}`;
        const scope = FIELD_SCOPES[key];
        if (type === root && !scope) {
          return forbidden(`API tokens cannot use ${name}; it is for the web app only.`);
        }
        if (scope && !client.scopes.has(scope)) {
          const error = forbidden(`This API token lacks the ${scope} scope that ${name} needs.`);
          Object.assign(error.extensions, { requiredScope: scope });
          return error;
        }
        const named = type.getFields()[name] && getNamedType(type.getFields()[name]!.type);
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
