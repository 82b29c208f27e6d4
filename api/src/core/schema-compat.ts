// The API's stability contract (api/CHANGELOG.md): the emitted schema is compared with the last
// released one (api/schema.released.graphql) by GraphQL Inspector. A breaking change is allowed
// only for what the released schema had deprecated, with a date in its reason ("... Deprecated
// 2026-08-01."), at least DEPRECATION_DAYS before the check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { DEPRECATION_DAYS } from '@hostel/common';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

export { DEPRECATION_DAYS };
export const RELEASED_SCHEMA_FILE = fileURLToPath(new URL('../../schema.released.graphql', import.meta.url));

const DAY_MS = 86_400_000;
const DEPRECATED_ON = /Deprecated (\d{4}-\d{2}-\d{2})\.?/;

/** The deprecation reason of a schema element named by its path (Type.field, Type.field.arg, Enum.VALUE). */
function deprecationOf(schema: GraphQLSchema, path: string): string | null | undefined {
  const [typeName, member, argName] = path.split('.');
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return undefined;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason;
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return undefined;
  const field = type.getFields()[member];
  if (!field) return undefined;
  if (argName && 'args' in field) {
    return field.args.find((arg) => arg.name === argName)?.deprecationReason ?? field.deprecationReason;
  }
  return field.deprecationReason;
}

/**
 * The breaking changes from `released` to `current` (SDL texts) that the policy does not allow on
 * `today`, each worded for the person who made it.
 */
export async function refusedChanges(
  released: string,
  current: string,
  today = new Date(),
): Promise<string[]> {
  const before = buildSchema(released);
  const changes = await diff(before, buildSchema(current));
  return changes.flatMap((change) => {
    if (change.criticality.level !== CriticalityLevel.Breaking) return [];
    const reason = change.path ? deprecationOf(before, change.path) : undefined;
    const on = reason && DEPRECATED_ON.exec(reason)?.[1];
    if (!on) {
      return [
        `${change.message} (${change.path ?? change.type}): not deprecated with a date in the released schema`,
      ];
    }
    const days = Math.floor((today.getTime() - Date.parse(`${on}T00:00:00Z`)) / DAY_MS);
    if (days >= DEPRECATION_DAYS) return [];
    return [
      `${change.message} (${change.path}): deprecated ${on}, only ${days} of ${DEPRECATION_DAYS} days ago`,
    ];
  });
}

/** The released schema's text. */
export const releasedSchema = () => readFileSync(RELEASED_SCHEMA_FILE, 'utf8');

/** Every type, field, argument and enum value of the schema without a description. */
export function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (description: string | null | undefined, name: string) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    need(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          need(arg.description, `${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type))
      for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
  }
  return missing.sort();
}
