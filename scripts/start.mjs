// `npm start` (and `npm run dev` with --dev): the whole product on one machine.
// Embedded defaults: PGlite in .data/ (migrated and seeded), the Firebase Auth emulator (project
// demo-hostel, port 9099), local file storage. DATABASE_URL / a real FIREBASE_PROJECT_ID switch
// those parts off. Starts the API on PORT (4000) and the web app on WEB_PORT (5173); Ctrl-C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from './lib/emulator.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const env = { ...process.env };
env.PORT ??= '4000';
env.WEB_PORT ??= '5173';
env.NODE_ENV ??= dev ? 'development' : 'production';
env.FIREBASE_PROJECT_ID ??= 'demo-hostel';
const embeddedAuth = env.FIREBASE_PROJECT_ID.startsWith('demo-');
if (embeddedAuth) {
  env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  // The emulator accepts unsigned tokens, so the API refuses NODE_ENV=production with it.
  if (env.NODE_ENV === 'production') env.NODE_ENV = 'development';
}
env.API_URL ??= `http://127.0.0.1:${env.PORT}`;
env.PUBLIC_URL ??= `http://localhost:${env.WEB_PORT}`;
env.APP_URL ??= `http://localhost:${env.WEB_PORT}`;
// The API takes sign-in tokens only from the web app's origin, wherever WEB_PORT puts it.
env.CORS_ORIGINS ??= new URL(env.APP_URL).origin;
// Without SMTP_URL every e-mail goes to the local mail catcher and its inbox page.
const embeddedMail = !env.SMTP_URL;

const children = [];
let stopping = false;
const tsx = [`--import`, 'tsx'];
const vite = `${root}node_modules/vite/bin/vite.js`;
const run = (name, args, opts = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit', ...opts });
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status})`);
};
const start = (name, args, cwd = root) => {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (exit ${code}); shutting down.`);
      void shutdown(1);
    }
  });
  children.push(child);
  return child;
};

let emulator = { stop: async () => {} };
let mailCatcher = { stop: async () => {}, inboxUrl: '' };
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', resolve);
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 8000).unref();
        }),
    ),
  );
  await Promise.all([emulator.stop(), mailCatcher.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (embeddedAuth) emulator = await ensureAuthEmulator({ host: env.FIREBASE_AUTH_EMULATOR_HOST });
  if (embeddedMail) {
    mailCatcher = await startMailCatcher({
      smtpPort: Number(env.MAIL_SMTP_PORT ?? 2525),
      httpPort: Number(env.MAIL_INBOX_PORT ?? 1080),
    });
    env.SMTP_URL = mailCatcher.smtpUrl;
  }
  console.log(
    env.DATABASE_URL ? 'Database: PostgreSQL from DATABASE_URL' : 'Database: embedded PGlite in .data/',
  );
  run('Database migration', [...tsx, 'prisma/tools/migrate.ts', 'deploy']);
  if (embeddedAuth) run('Demo data', [...tsx, 'prisma/seed/index.ts']);
  if (!dev && ensureWebBuild(env)) console.log('Web app built (web/dist was missing or an older build).');
  start(
    'API',
    dev ? [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', 'api/src/main.ts'] : [...tsx, 'api/src/main.ts'],
  );
  // Production: the web server of the container image (web/server: compression, caching, page heads).
  start('Web', dev ? [vite] : [...tsx, 'web/server/main.ts'], dev ? `${root}web` : root);
  console.log(`
  Hostel marketplace is starting:
    Web app   http://localhost:${env.WEB_PORT}
    GraphQL   http://localhost:${env.PORT}/graphql
    ${embeddedAuth ? `Auth emulator http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : `Firebase project ${env.FIREBASE_PROJECT_ID}`}
    ${embeddedMail ? `Mail inbox ${mailCatcher.inboxUrl} (every e-mail sent lands here)` : 'E-mail via SMTP_URL'}
  ${embeddedAuth ? 'Demo accounts (password Demo-pass-2026): student@demo.hostel, owner@demo.hostel, admin@demo.hostel\n' : ''}  Ctrl-C stops everything.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
