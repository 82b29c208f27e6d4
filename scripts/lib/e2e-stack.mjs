// The end-to-end stack, as the Vitest `e2e` project's global set-up: the production web build, a
// fresh database (a throwaway PostgreSQL database when DATABASE_URL is set, PGlite in a temp dir
// otherwise) with its fixtures, the mail catcher, the real API and the production web server, on
// E2E_API_PORT / E2E_WEB_PORT (4100 / 5180). Tests read where everything is from the environment
// this provides (web/e2e/support/stack-env.ts copies it into each test process).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureAuthEmulator } from './emulator.mjs';
import { requirePrerequisites } from './prerequisites.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  requirePrerequisites(['chromium']);
  const apiPort = process.env.E2E_API_PORT ?? '4100';
  const webPort = process.env.E2E_WEB_PORT ?? '5180';
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-e2e-'));
  // Data written before the API starts (web/e2e/fixtures); the tests read what it is from this file.
  const fixturesFile = join(dataDir, 'fixtures.json');
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: apiPort,
    WEB_PORT: webPort,
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: `http://localhost:${webPort}`,
    CORS_ORIGINS: `http://localhost:${webPort}`,
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: 'demo-hostel',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    ADMIN_EMAILS: 'admin-e2e@test.hostel',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The maps' tiles: a server the map test starts on this port (web/e2e/support/tiles.ts); other
    // tests never open a map.
    MAP_TILES_URL: `http://127.0.0.1:${Number(webPort) + 1000}/tiles/{z}/{x}/{y}.png`,
    MAP_ATTRIBUTION: 'Test tiles',
  };

  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `e2e_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  }

  const children = [];
  const startChild = (args, cwd = root) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    return child;
  };

  // A local mail catcher of this run (ports from the API's, so parallel runs do not meet): the API's
  // e-mail and broadcast jobs run as their work is queued (as a worker's do) and the tests read what
  // arrived from its /mails.json.
  // The webhook jobs send to receivers the tests start on loopback (allowed outside production).
  const mailPorts = [Number(apiPort) + 20_000, Number(apiPort) + 21_000];
  Object.assign(env, {
    SMTP_URL: `smtp://127.0.0.1:${mailPorts[0]}`,
    // The money loop as time passes: stays complete, earnings are released and paid out by the sandbox.
    JOBS_ONLY: [
      'notifications.email',
      'notifications.broadcasts',
      // Pushes go to a local push service stand-in of the push test (web/e2e/push-notices.test.ts).
      'notifications.push',
      'webhooks.fanout',
      'webhooks.deliver',
      'reservations.complete',
      'earnings.release',
      'payouts.schedule',
      'payouts.send',
      'payouts.sandbox',
    ].join(','),
    E2E_MAIL_INBOX: `http://127.0.0.1:${mailPorts[1]}`,
  });

  const emulator = await ensureAuthEmulator({ host: emulatorHost, projectId: 'demo-hostel' });
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    await emulator.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const step = (name, args, cwd = root, stepEnv = env) => {
      const r = spawnSync(process.execPath, args, { cwd, env: stepEnv, stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`${name} failed`);
    };
    // A private build directory: a `vite build` run elsewhere in the tree (web/dist) cannot swap the
    // files under the running web server.
    const vite = `${root}node_modules/vite/bin/vite.js`;
    const outDir = ['--outDir', join(dataDir, 'web-dist')];
    // The production build users get (NODE_ENV=test would make Vite bundle React's development build).
    step('web build', [vite, 'build', ...outDir, '--emptyOutDir', '--logLevel', 'warn'], `${root}web`, {
      ...env,
      NODE_ENV: 'production',
    });
    // Migrations and fixtures, in a process of their own that closes the database before the API opens it.
    step('migrations and fixtures', ['--import', 'tsx', 'web/e2e/fixtures/prepare.ts', fixturesFile]);
    startChild(['scripts/mail-catcher.mjs', ...mailPorts.map(String)]);
    await waitFor(`${env.E2E_MAIL_INBOX}/mails.json`, 'The mail catcher');
    startChild(['--import', 'tsx', 'api/src/main.ts']);
    // The production web server (web/server), as `npm start` and the container image run it.
    env.WEB_DIST = join(dataDir, 'web-dist');
    startChild(['--import', 'tsx', 'web/server/main.ts']);
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 'The API');
    await waitFor(`http://localhost:${webPort}/`, 'The web app');
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('e2eEnv', {
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    E2E_BASE_URL: `http://localhost:${webPort}`,
    E2E_FIXTURES: fixturesFile,
  });
  return stop;
}

async function waitFor(url, what) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not come up at ${url}`);
}
