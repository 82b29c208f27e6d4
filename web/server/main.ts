// `node --import tsx web/server/main.ts`: the web server of `npm start` and of the container image.
//   WEB_PORT (5173), HOST (0.0.0.0), API_URL (http://127.0.0.1:4000), PUBLIC_URL
//   (http://localhost:$WEB_PORT), WEB_DIST (web/dist), NODE_ENV; the VITE_FIREBASE_* variables the app
//   was built with (its sign-in origins, for the Content-Security-Policy).
import { fileURLToPath } from 'node:url';
import { firebaseSetupFromEnv } from '../src/lib/firebase';
import { startWebServer } from './app';

const env = process.env;
const port = Number(env.WEB_PORT ?? 5173);
const firebase = firebaseSetupFromEnv(env);
const server = await startWebServer({
  port,
  host: env.WEB_HOST ?? env.HOST ?? '0.0.0.0',
  distDir: env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)),
  apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
  publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  production: env.NODE_ENV === 'production',
  firebase: { authDomain: firebase.options.authDomain, emulatorHost: firebase.emulatorHost },
});
console.log(`Web server listening on port ${port}`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
