import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  getNamedType,
  getOperationAST,
  isCompositeType,
  valueFromAST,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Config } from './config.js';
import { badUserInput, type AppError } from './errors.js';

type Limits = Config['limits'];
type Fragments = Record<string, FragmentDefinitionNode>;

// Introspection (GraphiQL, codegen against a live server) is deep by nature and costs nothing.
const isIntrospection = (name: string) => name.startsWith('__');

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
 * Static cost: each field costs 1, and everything below a field with a `first` argument (its
 * value, or the argument's default) is multiplied by it, so `users(first: 100) { edges { node {
 * ... } } }` costs about 100 times its node. Lists without `first` are bounded by their resolvers.
 */
export function estimateCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  variables: Record<string, unknown> = {},
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, seen: Set<string>): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (isIntrospection(name) || !('getFields' in type)) continue;
        const field = type.getFields()[name];
        if (!field) continue;
        let multiplier = 1;
        const firstArg = field.args.find((arg) => arg.name === 'first');
        if (firstArg) {
          const node = selection.arguments?.find((arg) => arg.name.value === 'first');
          const value = node ? valueFromAST(node.value, firstArg.type, variables) : firstArg.defaultValue;
          multiplier = typeof value === 'number' && value > 0 ? value : 1;
        }
        const named = getNamedType(field.type);
        const below =
          selection.selectionSet && isCompositeType(named) ? walk(selection.selectionSet, named, seen) : 0;
        cost += 1 + multiplier * below;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) cost += walk(selection.selectionSet, on, seen);
      } else {
        const fragment = fragments[selection.name.value];
        if (!fragment || seen.has(fragment.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on && isCompositeType(on)) {
          cost += walk(fragment.selectionSet, on, new Set(seen).add(fragment.name.value));
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

/** Refuses over-expensive operations before execution and reports `extensions.cost`. */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let cost: number | undefined;
      return {
        async didResolveOperation({ document, schema, request }) {
          const checked = checkCost(schema, document, request.operationName, request.variables, maxCost);
          cost = checked.cost;
          if (checked.error) throw checked.error;
        },
        async willSendResponse({ response }) {
          if (cost === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { requested: cost, maximum: maxCost } };
        },
      };
    },
  };
}

/** Everything the server plugs into Apollo; `maxTokens` goes to the parser. */
export function limitRules(limits: Limits) {
  return [depthLimitRule(limits.maxDepth), aliasLimitRule(limits.maxAliases)];
}
