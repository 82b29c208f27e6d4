// `npm run stack`: a production-like stack on this machine, from the production build (node, never
// tsx): HAProxy in front of three API instances (ROLE=api) and the web server, one worker
// (ROLE=worker), PostgreSQL (a fresh database on the local server, or DATABASE_URL's server) and
// Redis (REDIS_URL), the Auth emulator standing in for Firebase, the local mail catcher for SMTP.
// The balancer spreads requests by least connections with no stickiness: any instance serves any
// client, WebSockets included (tunnelled once upgraded). It takes an instance out when its /readyz
// fails, which is the first thing SIGTERM does (api/src/main.ts), so a rolling restart loses nothing.
//   node scripts/stack.mjs [--port 4600] [--no-web]      Ctrl-C stops everything
// startStack() is what bench:rollout (api/bench/rollout.ts) runs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServer } from './build.mjs';
import { ensureAuthEmulator } from './lib/emulator.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The paths the web server proxies to the API (web/server/proxy.ts), but the private health checks. */
function apiPrefixes() {
  const source = readFileSync(join(root, 'web/server/proxy.ts'), 'utf8');
  const list = /API_PREFIXES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((p) => !['healthz', 'readyz'].includes(p));
}

/**
 * The balancer. Health checks every 500 ms, two failures take a server out (about 1 s, inside the
 * instances' 2 s pre-stop delay). A new connection to the server per request (http-server-close),
 * so a draining instance never has an idle keep-alive connection a request could race onto; a
 * request whose connection is refused or closed unanswered goes to another server (redispatch).
 */
function haproxyConfig({ publicPort, apiPort, statsPort, apis, web }) {
  const acl = apiPrefixes()
    .map((p) => p.replaceAll('.', '[.]'))
    .join('|');
  return `global
  maxconn 4000

defaults
  mode http
  option forwardfor
  option http-server-close
  option redispatch
  retries 3
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout tunnel 1h
  default-server inter 500ms fastinter 250ms downinter 1s rise 2 fall 2

frontend public
  bind 127.0.0.1:${publicPort}
  acl api_path path -m reg ^/(${acl})(/.*)?$
  use_backend api if api_path
  default_backend ${web ? 'web' : 'api'}

# The web server's server-side rendering (API_URL) and the benchmarks reach the API here.
frontend api_internal
  bind 127.0.0.1:${apiPort}
  default_backend api

backend api
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
${apis.map((a) => `  server ${a.name} 127.0.0.1:${a.port} check`).join('\n')}
${web ? `\nbackend web\n  server web 127.0.0.1:${web.port} check\n` : ''}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** A node process of the build, restartable; ready when `readyUrl` answers 200. */
function managed({ name, args, cwd, env, readyUrl, logDir, crashes }) {
  let child;
  let exited;
  let stopping = false;
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  return {
    name,
    get pid() {
      return child?.pid;
    },
    async start() {
      child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      stopping = false;
      exited = new Promise((done) =>
        child.once('exit', (code, signal) => {
          if (!stopping) crashes.push(`${name} exited by itself (${code ?? signal}); see ${log.path}`);
          done(code);
        }),
      );
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}); see ${log.path}`);
        if (Date.now() - started > 90_000) throw new Error(`${name} not ready after 90 s; see ${log.path}`);
        const ok = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) }).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return Date.now() - started;
        await sleep(100);
      }
    },
    /** SIGTERM and wait: its exit code and how long it took. */
    async stop() {
      if (!child || child.exitCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
      const started = Date.now();
      stopping = true;
      child.kill('SIGTERM');
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
    kill: () => child?.exitCode === null && ((stopping = true), child.kill('SIGKILL')),
  };
}

/** The balancer's view of one server: UP, DOWN, MAINT... (its stats CSV). */
async function serverStatus(statsUrl, backend, server) {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const status = header.replace(/^# /, '').split(',').indexOf('status');
  const row = rows
    .map((line) => line.split(','))
    .find((cells) => cells[0] === backend && cells[1] === server);
  return row?.[status];
}

/**
 * Builds into a temp dir, migrates `databaseUrl` and starts everything; resolves once the balancer
 * sees every API instance up. `restart(name)` is one step of a rolling restart.
 */
export async function startStack({
  databaseUrl,
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  smtpUrl,
  basePort = 4600,
  apiInstances = 3,
  web = true,
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  log = (line) => console.log(line),
  env: extraEnv = {},
}) {
  ensurePrerequisites(['haproxy']);
  const dir = mkdtempSync(join(tmpdir(), 'hostel-stack-'));
  const logDir = join(dir, 'logs');
  mkdirSync(logDir);
  const out = join(dir, 'build');
  const cleanups = [];
  const processes = [];
  const crashes = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    log(`Building into ${out}${web ? ' (and the web app)' : ''}...`);
    await buildServer({ out, webApp: web, linkModules: true });
    const emulator = await ensureAuthEmulator({ host: emulatorHost, log: false });
    cleanups.push(emulator.stop);
    if (!smtpUrl) {
      const catcher = await startMailCatcher({ smtpPort: basePort + 50, httpPort: basePort + 51 });
      cleanups.push(catcher.stop);
      smtpUrl = catcher.smtpUrl;
      log(`Mail inbox ${catcher.inboxUrl}`);
    }

    const ports = { publicPort: basePort, apiPort: basePort + 1, statsPort: basePort + 2 };
    const publicUrl = `http://localhost:${ports.publicPort}`;
    // What every instance must share (docs/deployment.md): the database, Redis, the secrets.
    const env = {
      ...process.env,
      NODE_ENV: 'development', // the Auth emulator's unsigned tokens are refused in production
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: smtpUrl,
      FIREBASE_PROJECT_ID: 'demo-hostel',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      PUBLIC_URL: publicUrl,
      APP_URL: publicUrl,
      CORS_ORIGINS: publicUrl,
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_KEY_PREFIX: `stack-${randomBytes(4).toString('hex')}`,
      FILE_URL_SECRET: randomBytes(32).toString('base64url'),
      EMAIL_LINK_SECRET: randomBytes(32).toString('base64url'),
      STORAGE_DIR: join(dir, 'uploads'),
      DATA_DIR: join(dir, 'data'),
      SHUTDOWN_DELAY_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '20',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    };
    delete env.NODE_OPTIONS;
    delete env.JOBS_ONLY;
    const migrated = spawnSync(process.execPath, ['api/dist/migrate.js', 'deploy'], { cwd: out, env });
    if (migrated.status !== 0)
      throw new Error(
        `Migration failed (${migrated.status ?? migrated.signal}):\n${migrated.stdout}${migrated.stderr}`,
      );

    const apis = Array.from({ length: apiInstances }, (_, i) => ({
      name: `api${i + 1}`,
      port: basePort + 11 + i,
    }));
    const instance = (name, port, role, metricsPort) =>
      managed({
        name,
        args: ['scripts/serve.mjs'],
        cwd: out,
        env: { ...env, ROLE: role, PORT: String(port), METRICS_PORT: String(metricsPort) },
        readyUrl: `http://127.0.0.1:${port}/readyz`,
        logDir,
        crashes,
      });
    for (const [i, a] of apis.entries()) processes.push(instance(a.name, a.port, 'api', basePort + 31 + i));
    processes.push(instance('worker', basePort + 20, 'worker', basePort + 30));
    // One at a time: each migrates at start (a no-op here) under an advisory lock with a short timeout.
    for (const p of processes) await p.start();
    const webServer = web && { port: basePort + 21 };

    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ ...ports, apis, web: webServer }));
    const haproxyBin = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
    const haproxy = spawn(haproxyBin, ['-f', config, '-db'], {
      stdio: ['ignore', openSync(join(logDir, 'haproxy.log'), 'a'), 'pipe'],
    });
    let haproxyErrors = '';
    haproxy.stderr.on('data', (chunk) => (haproxyErrors += chunk));
    cleanups.push(async () => {
      if (haproxy.exitCode !== null) return;
      const gone = new Promise((done) => haproxy.once('exit', done));
      haproxy.kill('SIGTERM');
      await gone;
    });
    const statsUrl = `http://127.0.0.1:${ports.statsPort}/stats`;
    const waitUp = async (name, backend = 'api') => {
      const started = Date.now();
      while ((await serverStatus(statsUrl, backend, name).catch(() => undefined)) !== 'UP') {
        if (haproxy.exitCode !== null)
          throw new Error(`HAProxy exited (${haproxy.exitCode}):\n${haproxyErrors}`);
        if (Date.now() - started > 30_000) throw new Error(`HAProxy does not see ${name} up`);
        await sleep(100);
      }
    };
    for (const a of apis) await waitUp(a.name);
    if (webServer) {
      const webProcess = managed({
        name: 'web',
        args: ['scripts/serve.mjs'],
        cwd: out,
        env: {
          ...env,
          ROLE: 'web',
          WEB_PORT: String(webServer.port),
          WEB_HOST: '127.0.0.1',
          WEB_METRICS_PORT: String(basePort + 40),
          API_URL: `http://127.0.0.1:${ports.apiPort}`,
        },
        readyUrl: `http://127.0.0.1:${webServer.port}/`,
        logDir,
        crashes,
      });
      processes.push(webProcess);
      await webProcess.start(); // its pages read the API through the balancer
      await waitUp('web', 'web');
    }

    // Last; the logs stay after a failed start or a process that stopped by itself.
    cleanups.unshift(() => crashes.length === 0 && rmSync(dir, { recursive: true, force: true }));

    const byName = new Map(processes.map((p) => [p.name, p]));
    return {
      publicUrl,
      apiUrl: `http://127.0.0.1:${ports.apiPort}`,
      statsUrl,
      logDir,
      names: processes.map((p) => p.name),
      /** Processes that exited without being stopped (their logs are then kept). */
      crashes,
      /** SIGTERM one process, wait for its exit, start it again, wait until it serves (and is UP). */
      async restart(name) {
        const proc = byName.get(name);
        const stopped = await proc.stop();
        const readyMs = await proc.start();
        if (apis.some((a) => a.name === name)) await waitUp(name);
        return { exitCode: stopped.code, stopMs: stopped.ms, readyMs };
      },
      stop,
    };
  } catch (error) {
    processes.forEach((p) => p.kill());
    await stop().catch(() => {});
    throw error;
  }
}

/** A new, empty database `name` on the PostgreSQL server of `serverUrl`: its URL. */
export async function freshDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4600' }, 'no-web': { type: 'boolean' } },
  });
  try {
    const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
    const databaseUrl = await freshDatabase(serverUrl, 'hostel_stack');
    const stack = await startStack({ databaseUrl, basePort: Number(values.port), web: !values['no-web'] });
    console.log(`
  The stack is up (PostgreSQL database hostel_stack, logs in ${stack.logDir}):
    Web app and API  ${stack.publicUrl}   (GraphQL: ${stack.publicUrl}/graphql)
    API, internal    ${stack.apiUrl}
    HAProxy stats    ${stack.statsUrl}
  Ctrl-C stops everything.
`);
    const shutdown = () => void stack.stop().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
