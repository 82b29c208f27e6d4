// Shopify's actualQueryCost: the static estimate (core/limits.ts estimateCost) counts every list at
// the size it may reach; once the operation ran, the same rule is applied to what it returned, so a
// list counts the items it actually holds and a null object nothing.
import {
  isCompositeType,
  isObjectType,
  Kind,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { costedField, type Fragments } from './limits.js';

type Data = Record<string, unknown>;

/** The cost of what `data` holds, counted as estimateCost counts: an object 1, a leaf nothing. */
export function actualCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  data: Data | null | undefined,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root || !data) return 0;
  // An object, a list of them (nested or not) or null, as the field answered.
  const returned = (set: SelectionSetNode, type: GraphQLCompositeType, value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + returned(set, type, item), 0);
    if (value === null || typeof value !== 'object') return 0;
    return 1 + walk(set, type, value as Data);
  };
  // A fragment on another concrete type than the one answered adds nothing.
  const applies = (on: GraphQLCompositeType, value: Data) =>
    !isObjectType(on) || typeof value.__typename !== 'string' || value.__typename === on.name;
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, value: Data): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const costed = costedField(type, selection);
        if (costed)
          cost += returned(costed.selectionSet, costed.named, value[selection.alias?.value ?? costed.name]);
        continue;
      }
      const condition =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.typeCondition
          : fragments[selection.name.value]?.typeCondition;
      const body = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
      const on = condition ? schema.getType(condition.name.value) : type;
      if (body && on && isCompositeType(on) && applies(on, value)) cost += walk(body.selectionSet, on, value);
    }
    return cost;
  };
  return walk(operation.selectionSet, root, data);
}
