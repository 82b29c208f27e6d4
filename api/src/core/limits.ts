import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  getOperationAST,
  isCompositeType,
  valueFromAST,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { PAGE_SIZE } from '@hostel/common';
import type { Config } from './config.js';
import { badUserInput, type AppError } from './errors.js';

type Limits = Config['limits'];
export type Fragments = Record<string, FragmentDefinitionNode>;

// Introspection (GraphiQL, codegen against a live server) is deep by nature and costs nothing.
export const isIntrospection = (name: string) => name.startsWith('__');

function fragmentsOf(context: ValidationContext): Fragments {
  return Object.fromEntries(
    context
      .getDocument()
      .definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
}

/** Deepest field nesting of a selection set, following fragments (cycles are refused elsewhere). */
function depthOf(set: SelectionSetNode, fragments: Fragments, seen: Set<string> = new Set()): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection.name.value)) continue;
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, seen) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue;
      deepest = Math.max(
        deepest,
        depthOf(fragment.selectionSet, fragments, new Set(seen).add(fragment.name.value)),
      );
    }
  }
  return deepest;
}

export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      const depth = depthOf(operation.selectionSet, fragmentsOf(context));
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`The query is nested too deeply (depth ${depth}, at most ${maxDepth}).`, {
            nodes: [operation],
            extensions: { limit: 'depth' },
          }),
        );
      }
    },
  });
}

/** Aliases let one request repeat an expensive field many times; they are counted per document. */
export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave(document) {
          if (aliases > maxAliases) {
            context.reportError(
              new GraphQLError(`The query uses too many aliases (${aliases}, at most ${maxAliases}).`, {
                nodes: [document],
                extensions: { limit: 'aliases' },
              }),
            );
          }
        },
      },
    };
  };
}

/**
 * How many items each list field without a `first` argument can hold at most: the estimate
 * multiplies what is selected below it by this. Every such list of objects in the schema must be
 * here (limits-cost.test.ts walks the schema); the bounds are the ones its description states or
 * the rule that makes it (LISTING_LIMITS, MESSAGE_LIMITS, ...). Lists that grow with use are
 * counted at what an ordinary account reaches.
 */
export const LIST_BOUNDS: Record<string, number> = {
  'AdminOverview.moneyByMonth': 12,
  'AdminOverview.reservationsByStatus': 10, // one per status
  'AdminOverview.usersByRole': 3,
  'EarningsSummary.byMonth': 12,
  'EarningsSummary.totals': 5, // one per currency
  'Hostel.nearbyUniversities': 10,
  'Hostel.photos': 30, // LISTING_LIMITS.photosMax
  'Hostel.roomTypes': 20, // LISTING_LIMITS.roomTypesMax
  'Message.attachments': 4, // MESSAGE_LIMITS.attachments
  'SupportMessage.attachments': 4, // SUPPORT_LIMITS.attachments
  'Mutation.blockBeds': 31,
  'Mutation.unblockBeds': 31,
  'Mutation.requestPayout': 5, // one per currency
  'Mutation.updateNotificationPreferences': 10, // one per category
  'Query.myPushDevices': 20, // PUSH_DEVICES_MAX
  'Query.notificationPreferences': 10,
  'Mutation.uploadImages': 10,
  'OwnerOverview.occupancy': 20,
  'OwnerOverview.waiting': 5,
  'Payment.refunds': 5,
  'Query.ownerReservationCounts': 6, // one per group
  'Query.reservationsToReview': 10,
  'Query.universities': 50,
  'RatingSummary.distribution': 5,
  'Reservation.events': 10, // status changes
  'Reservation.payments': 5,
  'RoomAvailability.nights': 31,
  'RoomAvailability.feedBlocks': 93, // 31 nights, an ordinary room type's few imported feeds
  'RoomTypeCalendarSync.feeds': 10, // CALENDAR_FEED_LIMITS.perRoomType
  'CalendarFeed.conflicts': 10, // events over reserved nights, settled as they come
  'SupportTicket.messages': 20,
  'AdminUserDetail.reservations': 20, // ADMIN_USER_ITEMS
  'AdminUserDetail.hostels': 20,
  'AdminUserDetail.tickets': 20,
  'AdminUserDetail.reviews': 20,
  'AdminUserDetail.auditTrail': 40,
  'PlatformSettings.exchangeRates': 50, // EXCHANGE_RATE_LIMITS.currenciesMax
  'Query.apiClients': 100, // API_CLIENT_LIMITS.listed
  'ApiClient.usage': 30, // USAGE_KEPT_DAYS (core/api-usage.ts), one row a day at most
  'Query.webhookSubscriptions': 100, // WEBHOOK_SUBSCRIPTIONS_LISTED
  'WebhookDelivery.attemptLog': 20, // WEBHOOK_ATTEMPTS_LISTED
  'Query.payoutQueue': 100, // its limit, at most 100 (earnings/payout.service.ts)
  'Query.payoutReconciliation': 50, // one row per currency paid in the month
  'Query.payoutMethods': 20, // PAYOUT_METHODS_LISTED
  'User.payoutMethods': 20, // PAYOUT_METHODS_LISTED
  'User.payoutMethodHistory': 100, // LIMIT 100 (earnings/payout-method.service.ts)
  'PlatformSettings.payoutMinimums': 4, // PAYOUT_CURRENCIES
};

/** A connection's page: at most MAX_PAGE_SIZE items, DEFAULT_PAGE_SIZE when neither first nor last is given. */
export const MAX_PAGE_SIZE = PAGE_SIZE.max;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE.default;

/** The bound of a list of objects missing from LIST_BOUNDS (the schema test refuses that). */
const UNLISTED_LIST_BOUND = 100;

/**
 * The schema field a selection of `type` names, when it costs (its value is an object or a list of
 * them); null for a leaf, which is free, and for introspection. The estimate and the actual cost
 * (core/actual-cost.ts) both count through it.
 */
export function costedField(type: GraphQLCompositeType, selection: FieldNode) {
  const name = selection.name.value;
  if (isIntrospection(name) || !('getFields' in type)) return null;
  const field = type.getFields()[name];
  const named = field && getNamedType(field.type);
  if (!field || !selection.selectionSet || !isCompositeType(named)) return null;
  return { name, field, named, selectionSet: selection.selectionSet };
}

/**
 * Static cost, Shopify's way: a scalar or enum field costs nothing, an object 1, and a list of
 * objects counts once per item it can hold: a connection's edges its `first` or `last` (or the
 * default page size), another list its LIST_BOUNDS. So `users(first: 100) { edges { node { id } }
 * pageInfo { endCursor } }` costs 1 + 100 × (1 + 1) + 1 = 202.
 */
export function estimateCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  variables: Record<string, unknown> = {},
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const sizeAsked = (field: GraphQLField<unknown, unknown>, selection: FieldNode): number | undefined => {
    let size: number | undefined;
    let paged = false;
    for (const name of ['first', 'last']) {
      const arg = field.args.find((each) => each.name === name);
      if (!arg) continue;
      paged = true;
      const node = selection.arguments?.find((each) => each.name.value === name);
      const value = node ? valueFromAST(node.value, arg.type, variables) : arg.defaultValue;
      if (typeof value === 'number' && value > 0 && (node || size === undefined)) size = value;
    }
    // Neither given (ConnectionArgs has no schema default): the page size the resolver takes.
    return size ?? (paged ? DEFAULT_PAGE_SIZE : undefined);
  };
  const isConnection = (type: GraphQLNamedType) =>
    isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
  /** `pageSize`: inside a connection, how many edges its field asked for. */
  const walk = (
    set: SelectionSetNode,
    type: GraphQLCompositeType,
    seen: Set<string>,
    pageSize = 1,
  ): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const costed = costedField(type, selection);
        if (!costed) continue;
        const { name, field, named } = costed;
        const size = sizeAsked(field, selection);
        if (size !== undefined && isConnection(named)) {
          // Its pageInfo and totalCount once, its edges `size` times.
          cost += 1 + walk(costed.selectionSet, named, seen, size);
          continue;
        }
        let multiplier = size ?? 1;
        if (name === 'edges' && isConnection(type)) multiplier = pageSize;
        else if (size === undefined && isListType(getNullableType(field.type))) {
          multiplier = LIST_BOUNDS[`${type.name}.${name}`] ?? UNLISTED_LIST_BOUND;
        }
        cost += multiplier * (1 + walk(costed.selectionSet, named, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) cost += walk(selection.selectionSet, on, seen, pageSize);
      } else {
        const fragment = fragments[selection.name.value];
        if (!fragment || seen.has(fragment.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on && isCompositeType(on)) {
          cost += walk(fragment.selectionSet, on, new Set(seen).add(fragment.name.value), pageSize);
        }
      }
    }
    return cost;
  };
  return walk(operation.selectionSet, root, new Set());
}

/** The cost of the operation a request runs, and the error to answer when it is over the maximum. */
export function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  maxCost: number,
): { cost: number; error?: AppError } {
  const operation = getOperationAST(document, operationName);
  if (!operation) return { cost: 0 };
  const fragments: Fragments = Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const cost = estimateCost(schema, operation, fragments, variables ?? {});
  if (cost <= maxCost) return { cost };
  const error = badUserInput(`The query is too expensive (cost ${cost}, at most ${maxCost}).`);
  Object.assign(error.extensions, { limit: 'cost', cost, http: { status: 400 } });
  return { cost, error };
}

/** Everything the server plugs into Apollo; `maxTokens` goes to the parser. */
export function limitRules(limits: Limits) {
  return [depthLimitRule(limits.maxDepth), aliasLimitRule(limits.maxAliases)];
}
