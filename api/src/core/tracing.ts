// OpenTelemetry traces, exported by OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, and otherwise off at no cost: the SDK and the
// instrumentations are not even loaded, and the helpers below are plain calls. The SDK patches
// http, express, pg, ioredis and graphql as they load, so main.ts starts it before importing
// anything else; Prisma reports its own spans to @prisma/instrumentation. The other OTEL_*
// variables (service name, sampler, headers, protocol) are the SDK's own.
import { register } from 'node:module';
import { context, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

let sdk: { shutdown(): Promise<void> } | undefined;

export const tracer = () => trace.getTracer('hostel-api');

/** Whether the environment asks for traces. */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}

/** Whether this process is tracing (startTracing ran with an endpoint). */
export const tracingOn = () => sdk !== undefined;

/** Starts the SDK when configured; call before anything it instruments is imported. */
export async function startTracing(serviceName: string): Promise<void> {
  if (sdk || !tracingConfigured()) return;
  // ESM imports are patched through import-in-the-middle's loader hook (the SDK's own copy).
  // Only the instrumented packages: wrapping every module breaks some (our TypeScript workspaces).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.resolve('@opentelemetry/sdk-node'), {
    data: { include: ['http', 'https', 'express', 'pg', 'ioredis', 'graphql'] },
  });
  const [{ NodeSDK }, { OTLPTraceExporter }, http, express, graphql, pg, ioredis, prisma] = await Promise.all(
    [
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-express'),
      import('@opentelemetry/instrumentation-graphql'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@prisma/instrumentation'),
    ],
  );
  // Traces only: the SDK would otherwise also export metrics and logs (Prometheus has the metrics).
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const nodeSdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new http.HttpInstrumentation(),
      new express.ExpressInstrumentation(),
      // Subscriptions run on graphql-js; HTTP operations run compiled (core/graphql-tracing.ts).
      new graphql.GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new pg.PgInstrumentation(),
      new ioredis.IORedisInstrumentation(),
      new prisma.PrismaInstrumentation(),
    ],
  });
  nodeSdk.start();
  sdk = nodeSdk;
}

/** Sends the spans still buffered; the process is stopping. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown();
}

/** The trace id of the span in progress (the request's, under instrumentation-http), when tracing. */
export function activeTraceId(): string | undefined {
  return sdk ? trace.getActiveSpan()?.spanContext().traceId : undefined;
}

/** Runs `work` in a span of its own (a child of the active one), when tracing; else just runs it. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!sdk) return work();
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs `work` with `span` as the active span (its children's parent). */
export const withSpan = <T>(span: Span, work: () => T): T =>
  context.with(trace.setSpan(context.active(), span), work);
