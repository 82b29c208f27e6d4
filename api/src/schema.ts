import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { authChecker } from './core/auth.js';
import { resolvers } from './modules/index.js';

/** A resolver class, as type-graphql takes them (it reads their decorators' metadata). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

export interface SchemaOptions {
  pubSub: PubSub;
  /** Test-only resolvers (e.g. one that throws) added to a test server; never in the shipped schema. */
  extraResolvers?: ResolverClass[];
}

/** The executable schema: type-graphql resolvers, one authChecker, class-validator on inputs. */
export function createSchema(options: SchemaOptions): Promise<GraphQLSchema> {
  const all = [...resolvers, ...(options.extraResolvers ?? [])] as NonEmptyArray<ResolverClass>;
  return buildSchema({
    resolvers: all,
    authChecker,
    authMode: 'error',
    pubSub: options.pubSub,
    // Standard class-validator semantics: optional fields say @IsOptional() (type-graphql would
    // otherwise skip null values, letting `displayName: null` through).
    validate: { forbidUnknownValues: true, skipMissingProperties: false },
  });
}

/** The committed SDL file (api/schema.graphql). */
export const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** SDL in a stable order, as committed in api/schema.graphql. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
