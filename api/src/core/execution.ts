// How queries and mutations over HTTP are executed: graphql-jit compiles each distinct operation
// once into plain JavaScript and every later request runs that, instead of graphql-js walking the
// document per request. It is plugged into Apollo Server through its gateway interface (an
// `executor`), so parsing, validation, the limits, plugins and error formatting stay Apollo's.
// Subscriptions (graphql-ws) keep graphql-js. Hazard: graphql-jit reads a field without a
// resolver as a plain property; such a property must never be a function or a promise (the
// `@FieldResolver`s and type-graphql's resolvers are the only computed fields here).
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  astFromValue,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  printSchema,
  typeFromAST,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { ErrorCode } from './errors.js';
import { textInputError } from './text-input.js';

type Gateway = ApolloServerOptionsWithGateway<never>['gateway'];
type Variables = Record<string, unknown>;

/** Compiled operations kept; the least recently used is dropped beyond this (one per query text + name). */
export const COMPILED_OPERATIONS_MAX = 500;

/** A bounded map in least-recently-used order (a Map iterates in insertion order). */
class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * The raw value with the defaults of the input-object fields it omits, as graphql-js applies
 * them: graphql-jit reports an omitted non-null field as missing even when it has a default
 * (zalando-incubator/graphql-jit#142). Returns the value itself when nothing was missing.
 */
export function withInputDefaults(type: GraphQLInputType, value: unknown): unknown {
  const nullable = getNullableType(type);
  if (value === null || typeof value !== 'object') return value;
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    const filled = items.map((item) => withInputDefaults(nullable.ofType, item));
    return filled.some((item, i) => item !== items[i]) ? filled : value;
  }
  if (!isInputObjectType(nullable)) return value;
  const given = value as Variables;
  let filled: Variables | undefined;
  for (const field of Object.values(nullable.getFields())) {
    let next = given[field.name];
    if (next === undefined && field.defaultValue !== undefined) {
      const ast = astFromValue(field.defaultValue, field.type);
      next = ast ? valueFromASTUntyped(ast) : undefined;
    } else {
      next = withInputDefaults(field.type, next);
    }
    if (next !== given[field.name]) (filled ??= { ...given })[field.name] = next;
  }
  return filled ?? value;
}

/** An operation compiled once, with the input type of each of its variables resolved once too. */
interface Compiled {
  query: CompiledQuery;
  variableTypes: [name: string, type: GraphQLInputType][];
}

function compile(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  name?: string,
) {
  const query = compileQuery(schema, document, name);
  if (!isCompiledQuery(query)) return query; // compilation refused the operation
  const variableTypes = (operation.variableDefinitions ?? []).flatMap((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    return type ? [[definition.variable.name.value, type] as [string, GraphQLInputType]] : [];
  });
  return { query, variableTypes };
}

function variablesWithDefaults({ variableTypes }: Compiled, raw: Variables) {
  let variables = raw;
  for (const [name, type] of variableTypes) {
    if (raw[name] === undefined) continue;
    const value = withInputDefaults(type, raw[name]);
    if (value !== raw[name]) variables = { ...variables, [name]: value };
  }
  return variables;
}

/**
 * graphql-jit leaves `extensions` undefined on an error whose cause has none (an unexpected
 * exception, a null in a non-null field, a refused variable); Apollo, like graphql-js, reads
 * `extensions.code`. The error stays the prototype, so message, path, locations and
 * originalError read through unchanged.
 */
const withExtensions = (error: GraphQLError, extensions: Variables): GraphQLError =>
  error.extensions ? error : Object.create(error, { extensions: { value: extensions, enumerable: true } });

async function run(
  schema: GraphQLSchema,
  compiled: Compiled,
  operation: OperationDefinitionNode,
  context: unknown,
  raw: Variables,
): Promise<ExecutionResult> {
  const result = await compiled.query.query(undefined, context, variablesWithDefaults(compiled, raw));
  if (!result.errors) return result;
  if ('data' in result) return { ...result, errors: result.errors.map((e) => withExtensions(e, {})) };
  // No data: the variables were refused before execution. graphql-js words it precisely (which
  // variable, where inside it), and Apollo answers its variable errors with 400 BAD_USER_INPUT.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], raw);
  const errors = coerced.errors ?? result.errors;
  return { errors: errors.map((e) => withExtensions(e, { code: ErrorCode.BAD_USER_INPUT })) };
}

const unknownOperation = (name: string | null) =>
  new GraphQLError(
    name
      ? `Unknown operation named "${name}".`
      : 'Must provide operation name if query contains multiple operations.',
    {
      extensions: {
        code: ErrorCode.BAD_USER_INPUT,
        fields: { operationName: 'no such operation in the query' },
      },
    },
  );

/** Apollo's gateway contract with a fixed schema: the schema never changes while the server runs. */
export function compiledExecution(schema: GraphQLSchema, max = COMPILED_OPERATIONS_MAX): Gateway {
  const cache = new LruCache<Compiled | ExecutionResult>(max);
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return {
        executor: async ({ queryHash, operationName, document, operation, request, context }) => {
          // Apollo passes no operation when the name matches none in the document (or none was
          // named among several): the client's mistake, worded as graphql-js words it.
          if (!operation) return { errors: [unknownOperation(operationName)] };
          const textError = textInputError(document, request.variables ?? {});
          if (textError) return { errors: [textError] };
          // Apollo has parsed and validated the document; the hash is of its text.
          const key = `${queryHash}:${operationName ?? ''}`;
          let compiled = cache.get(key);
          if (!compiled) {
            compiled = compile(schema, operation, document, operationName ?? undefined);
            cache.set(key, compiled);
          }
          if (!('variableTypes' in compiled)) return compiled;
          return run(schema, compiled, operation, context, request.variables ?? {});
        },
      };
    },
    async stop() {},
  };
}
