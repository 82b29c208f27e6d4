import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  getNamedType,
  GraphQLError,
  isInputObjectType,
  Kind,
  type FieldNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { ErrorCode, isAppError, type FieldErrors } from './errors.js';
import type { Logger } from './logger.js';

/**
 * Codes graphql-js and Apollo put on errors that are the client's fault (bad syntax, unknown
 * field, wrong variable type, blocked CSRF, GET mutation...). All become BAD_USER_INPUT so the
 * catalogue stays closed; the original code survives as `extensions.reason`.
 */
const CLIENT_FAULT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

// graphql-js ends a message with its suggestions: `Cannot query field "x". Did you mean "y"?`.
const SUGGESTIONS = / ?Did you mean .+\?$/s;

/**
 * The error without graphql-js's "Did you mean ...?" suggestions, which name members of the schema:
 * with introspection off, typos must not reveal what introspection hides.
 */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const message = formatted.message.replace(SUGGESTIONS, '');
  return message === formatted.message ? formatted : { ...formatted, message };
}

interface HttpLikeError {
  status: number;
  expose: boolean;
  message: string;
}

// graphql-upload reports limits with http-errors (status + expose), e.g. a truncated file.
function isExposedClientHttpError(error: unknown): error is HttpLikeError {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as Error & Partial<HttpLikeError>;
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

/**
 * Turns any error into what the client may see. AppErrors pass through; client-fault errors
 * become BAD_USER_INPUT; everything else is logged with the request id and masked as INTERNAL.
 */
export function formatApiError(
  formatted: GraphQLFormattedError,
  error: unknown,
  scope: { requestId?: string; logger?: Logger },
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const where = { path: formatted.path, locations: formatted.locations };

  if (isAppError(original)) {
    const { http: _http, ...extensions } = original.extensions;
    return { message: original.message, ...where, extensions };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = fieldErrors(original.extensions.validationErrors as ValidationError[]);
    return {
      message: Object.values(fields)[0] ?? 'Some fields are not valid.',
      ...where,
      extensions: { code: ErrorCode.BAD_USER_INPUT, fields },
    };
  }
  if (isExposedClientHttpError(original)) {
    return { message: original.message, ...where, extensions: { code: ErrorCode.BAD_USER_INPUT } };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError && typeof code === 'string' && CLIENT_FAULT_CODES.has(code)) {
    const { code: _code, stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    const reason = code === ErrorCode.BAD_USER_INPUT ? extensions.reason : code;
    return {
      message: formatted.message,
      ...where,
      extensions: { ...extensions, code: ErrorCode.BAD_USER_INPUT, ...(reason ? { reason } : {}) },
    };
  }

  scope.logger?.error({ err: original, path: formatted.path }, 'Unexpected error');
  return {
    message: 'Internal server error',
    ...where,
    extensions: { code: ErrorCode.INTERNAL, ...(scope.requestId ? { requestId: scope.requestId } : {}) },
  };
}

/** class-validator errors -> `{ "displayName": "...", "address.city": "..." }`, first message each. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const message = Object.values(error.constraints ?? {})[0];
    if (message) fields[path] = message;
    Object.assign(fields, fieldErrors(error.children ?? [], path));
  }
  return fields;
}

/**
 * `extensions.fields` keyed by the argument path everywhere (`input.phoneNumber`, `filter.checkIn`,
 * `after`): services and class-validator name a field inside the one input object a root field
 * takes (`phoneNumber`), so such keys get that argument's name in front. Applied to the answer
 * (graphql-jit's errors do not carry their field node, the operation does).
 */
export function withArgumentPaths(
  formatted: GraphQLFormattedError,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
): GraphQLFormattedError {
  const fields = formatted.extensions?.fields as FieldErrors | undefined;
  if (!fields || formatted.path?.length !== 1) return formatted;
  const key = formatted.path[0];
  const node = operation.selectionSet.selections.find(
    (selection): selection is FieldNode =>
      selection.kind === Kind.FIELD && (selection.alias ?? selection.name).value === key,
  );
  const field = node && schema.getRootType(operation.operation)?.getFields()[node.name.value];
  const inputs = field?.args.filter((arg) => isInputObjectType(getNamedType(arg.type))) ?? [];
  if (!field || inputs.length !== 1) return formatted;
  const argNames = new Set(field.args.map((arg) => arg.name));
  const keyed = Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [
      argNames.has(name.split('.', 1)[0]!) ? name : `${inputs[0]!.name}.${name}`,
      message,
    ]),
  );
  return { ...formatted, extensions: { ...formatted.extensions, fields: keyed } };
}

/** Apollo plugin: withArgumentPaths on every answer's errors. */
export const argumentPathsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, operation, schema }) {
        if (!operation || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        if (result.errors)
          result.errors = result.errors.map((error) => withArgumentPaths(error, operation, schema));
      },
    };
  },
};
