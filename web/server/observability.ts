// The web server's metrics and traces, like the API's (api/src/core/metrics.ts, tracing.ts):
// Prometheus on a private port (WEB_METRICS_PORT, default 9465 on 127.0.0.1, 0: off) with each
// request's route and time; OpenTelemetry traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (otherwise the SDK is not loaded), started before express and http are imported (main.ts).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { register } from 'node:module';

/** Starts tracing when configured; call before anything it instruments is imported. */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<{ shutdown(): Promise<void> } | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (!endpoint || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  // Only the instrumented packages: wrapping every module breaks some (our TypeScript workspaces).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.resolve('@opentelemetry/sdk-node'), {
    data: { include: ['http', 'https', 'express'] },
  });
  const [{ NodeSDK }, { OTLPTraceExporter }, http, express] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
  ]);
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'hostel-web',
    traceExporter: new OTLPTraceExporter(),
    // The proxied API calls carry the trace on (traceparent), so a page's trace spans both.
    instrumentations: [new http.HttpInstrumentation(), new express.ExpressInstrumentation()],
  });
  sdk.start();
  return sdk;
}

type RoutedRequest = IncomingMessage & { route?: { path?: unknown } };

/** Serves /metrics on `port` when not 0, observing every request `server` answers. */
export async function startMetrics(server: Server, port: number, host: string) {
  if (port === 0) return null;
  const { Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const { API_PATHS } = await import('./proxy');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Web server requests by method, route pattern (api: forwarded to the API; static: files) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  server.on('request', (req: RoutedRequest, res) => {
    const end = duration.startTimer({ method: req.method ?? 'OTHER' });
    res.once('finish', () => {
      const path = req.route?.path;
      const route = path ? (Array.isArray(path) ? path.join('|') : String(path)) : 'static';
      end({ route: !path && API_PATHS.test(req.url ?? '') ? 'api' : route, status: String(res.statusCode) });
    });
  });
  const metrics = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics')
      return void res.writeHead(404).end();
    void registry
      .metrics()
      .then((text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text));
  });
  await new Promise<void>((resolve, reject) => {
    metrics.once('error', reject);
    metrics.listen(port, host, () => resolve());
  });
  return metrics;
}
