// Spans of GraphQL operations over HTTP and of their root resolvers, made here because those run
// compiled by graphql-jit (core/execution.ts), which instrumentation-graphql does not see. Used only
// when tracing is on (server.ts); nested field resolvers get no span of their own (one per row
// would drown a trace), their queries show under the root field's span.
import type { ApolloServerPlugin } from '@apollo/server';
import { SpanKind, type Span } from '@opentelemetry/api';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { failSpan, tracer, withSpan } from './tracing.js';

const operationSpans = new WeakMap<object, Span>();

/** A span per operation: "query HostelsSearch", with its name and type as attributes. */
export function graphqlTracingPlugin(): ApolloServerPlugin<object> {
  return {
    async requestDidStart({ contextValue }) {
      const span = tracer().startSpan('graphql', { kind: SpanKind.INTERNAL });
      operationSpans.set(contextValue, span);
      return {
        async didResolveOperation({ operation, operationName }) {
          const type = operation?.operation ?? 'unknown';
          span.updateName(`${type} ${operationName ?? 'anonymous'}`);
          span.setAttributes({
            'graphql.operation.type': type,
            'graphql.operation.name': operationName ?? 'anonymous',
          });
        },
        async didEncounterErrors({ errors }) {
          const code = errors[0]?.extensions?.code;
          if (typeof code === 'string') span.setAttribute('graphql.error.code', code);
          failSpan(span, errors[0]);
        },
        async willSendResponse() {
          span.end();
        },
      };
    },
  };
}

/** Wraps the Query and Mutation fields' resolvers in spans, children of their operation's. */
export function traceRootResolvers(schema: GraphQLSchema): void {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const name = `${type.name}.${field.name}`;
      const traced: GraphQLFieldResolver<unknown, object> = (source, args, contextValue, info) => {
        const parent = operationSpans.get(contextValue);
        if (!parent) return resolve(source, args, contextValue, info);
        return withSpan(parent, () =>
          tracer().startActiveSpan(name, { attributes: { 'graphql.field.path': name } }, async (span) => {
            try {
              return await resolve(source, args, contextValue, info);
            } catch (error) {
              failSpan(span, error);
              throw error;
            } finally {
              span.end();
            }
          }),
        );
      };
      field.resolve = traced as typeof resolve;
    }
  }
}
