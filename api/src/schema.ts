import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { getMetadataStorage, validateOrReject, type ValidatorOptions } from 'class-validator';
import { assertValidSchema, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import {
  ArgumentValidationError,
  buildSchema,
  type ContainerType,
  type NonEmptyArray,
  type PubSub,
} from 'type-graphql';
import { authChecker } from './core/auth.js';
import { checkPaging } from './core/pagination.js';
import type { ResolverClass } from './core/module.js';
import { resolvers, type Services } from './modules/index.js';

export interface SchemaOptions {
  pubSub: PubSub;
  /** What the resolvers are built with; without it (emitting the SDL) they are never run. */
  services?: Services;
  /** Test-only resolvers (e.g. one that throws) added to a test server; never in the shipped schema. */
  extraResolvers?: ResolverClass<unknown>[];
}

/** Builds each resolver class once, with the services (type-graphql asks for it on every call). */
function resolverContainer(services: Services): ContainerType {
  const instances = new Map<unknown, object>();
  return {
    get(someClass: ResolverClass<Services>) {
      let instance = instances.get(someClass);
      if (!instance) instances.set(someClass, (instance = new someClass(services)));
      return instance;
    },
  };
}

// Standard class-validator semantics: optional fields say @IsOptional() (type-graphql would
// otherwise skip null values, letting `displayName: null` through).
const VALIDATOR_OPTIONS: ValidatorOptions = { forbidUnknownValues: true, skipMissingProperties: false };

const hasValidators = (value: object) =>
  getMetadataStorage().getTargetValidationMetadatas(value.constructor, '', true, false).length > 0;

/**
 * class-validator on the arguments whose classes declare validators (paging limits, profile
 * inputs); the other inputs are checked by their services with per-field messages. Passed as
 * type-graphql's `validateFn` because its built-in validation imports class-validator
 * dynamically for every argument, a round trip to tsx's loader thread on each request.
 */
async function validateArgument(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object') return;
  checkPaging(value);
  const items = (Array.isArray(value) ? value : [value]).filter(
    (item): item is object => item !== null && typeof item === 'object' && hasValidators(item),
  );
  try {
    await Promise.all(items.map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
  } catch (errors) {
    throw new ArgumentValidationError(errors as ConstructorParameters<typeof ArgumentValidationError>[0]);
  }
}

// type-graphql has no option to describe the root types, so they are described once built.
const ROOT_DESCRIPTIONS = {
  query:
    'Reads. All need a signed-in user (or an API token with the scope) but me, universities, hostels, hostel and events, which anybody may ask.',
  mutation:
    'Writes, each by a signed-in user (or an API token with the scope) allowed to change what it touches.',
  subscription: 'Live updates over WebSocket (graphql-ws, on the same path as HTTP) for a signed-in user.',
} as const;

function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [operation, type] of Object.entries(roots)) {
    if (type) type.description = ROOT_DESCRIPTIONS[operation as keyof typeof roots];
  }
  return schema;
}

/** The executable schema: type-graphql resolvers, one authChecker, class-validator on inputs. */
export async function createSchema(options: SchemaOptions): Promise<GraphQLSchema> {
  const all: ResolverClass<never>[] = [...resolvers, ...(options.extraResolvers ?? [])];
  const schema = await buildSchema({
    resolvers: all as NonEmptyArray<ResolverClass<never>>,
    container: options.services && resolverContainer(options.services),
    authChecker,
    authMode: 'error',
    pubSub: options.pubSub,
    validateFn: validateArgument,
    // Its check runs the whole introspection query, most of a second of every start; the schema's
    // validation (where that query's errors come from) takes a fraction of it (bench:startup).
    skipCheck: true,
  });
  assertValidSchema(schema);
  return describeRootTypes(schema);
}

/** The committed SDL file (api/schema.graphql). */
export const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** SDL in a stable order, as committed in api/schema.graphql. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
