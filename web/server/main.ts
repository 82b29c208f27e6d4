// `node --import tsx web/server/main.ts`: the web server of `npm start` and of the container image.
//   WEB_PORT (5173), HOST (0.0.0.0), API_URL (http://127.0.0.1:4000), PUBLIC_URL
//   (http://localhost:$WEB_PORT), WEB_DIST (web/dist), NODE_ENV; the VITE_FIREBASE_* variables the app
//   was built with (its sign-in origins, for the Content-Security-Policy).
//   MAP_STYLE_URL, MAP_TILES_URL, MAP_ATTRIBUTION: the map's tiles (map-style.ts).
//   WEB_METRICS_PORT (9465; 0: off) and the OTEL_* variables: observability.ts.
import { fileURLToPath } from 'node:url';
import { startMetrics, startTracing } from './observability';

const env = process.env;
// Before express and http load (the dynamic imports), so that tracing can patch them.
const tracing = await startTracing(env);
const { firebaseSetupFromEnv } = await import('../src/lib/firebase-setup');
const { startWebServer } = await import('./app');
const { mapSettingsFromEnv } = await import('./map-style');
const port = Number(env.WEB_PORT ?? 5173);
const firebase = firebaseSetupFromEnv(env);
const map = (() => {
  try {
    return mapSettingsFromEnv(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const server = await startWebServer({
  port,
  host: env.WEB_HOST ?? env.HOST ?? '0.0.0.0',
  distDir: env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)),
  apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
  publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  production: env.NODE_ENV === 'production',
  firebase: { authDomain: firebase.options.authDomain, emulatorHost: firebase.emulatorHost },
  map,
});
const host = env.WEB_METRICS_HOST ?? '127.0.0.1';
const metricsPort = Number(env.WEB_METRICS_PORT ?? 9465);
if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535 || metricsPort === port) {
  console.error(
    `Invalid WEB_METRICS_PORT: expected a free port other than WEB_PORT, got "${env.WEB_METRICS_PORT}"`,
  );
  process.exit(1);
}
// The default port already taken (a second web server here) only warns; a port set must be free.
const metrics = await startMetrics(server.server, metricsPort, host).catch((error: NodeJS.ErrnoException) => {
  if (env.WEB_METRICS_PORT || error.code !== 'EADDRINUSE') throw error;
  console.warn(`Port ${metricsPort} is in use: /metrics is off (set WEB_METRICS_PORT, or 0)`);
  return null;
});
console.log(`Web server listening on port ${port}${metrics ? `; metrics on ${host}:${metricsPort}` : ''}`);

const stop = async () => {
  metrics?.close();
  await server.close();
  await tracing?.shutdown();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
