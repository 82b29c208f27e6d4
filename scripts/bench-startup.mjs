// `npm run bench:startup`: how long the API takes from spawning its process to answering /readyz,
// the production build on plain node against the TypeScript sources through tsx (as npm start runs
// them). Median of 5 runs each, taken in turns so both see the same machine load, ROLE=api, on a
// database migrated beforehand, so both measure starting, not migrating: PGlite in a temp data dir
// (the embedded default), and with DATABASE_URL also a database of its own on that PostgreSQL
// server (what production runs; dropped after). Besides the wall time it prints the CPU time the
// process used until ready (Linux /proc), which another load on the machine moves far less.
// Prints figures only.
//   [DATABASE_URL=postgresql://...] node scripts/bench-startup.mjs [--runs 5]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServer } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const out = mkdtempSync(join(tmpdir(), 'bench-startup-'));
const dataDir = join(out, 'data');

const serverUrl = process.env.DATABASE_URL;
const benchDb = `bench_startup_${process.pid}`;
const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', ROLE: 'api', DATA_DIR: dataDir };
env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099'; // never contacted at start
for (const name of ['NODE_OPTIONS', 'DATABASE_URL', 'REDIS_URL', 'JOBS_ONLY']) delete env[name];

/** Runs one statement on the server of DATABASE_URL. */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
env.METRICS_PORT = '0'; // runs follow each other fast; no private port to wait for

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** CPU seconds (user + system) a process used so far, from /proc (Linux; clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Wall ms from spawn to the first 200 from /readyz, and CPU s used by then; then stops the process. */
async function startOnce(args, cwd, databaseEnv) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, ...databaseEnv, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} not ready after 120 s`);
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const cpu = cpuSeconds(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

try {
  await buildServer({ out, webApp: false, linkModules: true });
  const databases = [['PGlite', {}]];
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${benchDb}`;
    await onServer(`CREATE DATABASE ${benchDb}`);
    databases.push(['PostgreSQL', { DATABASE_URL: url.href }]);
  }
  for (const [, databaseEnv] of databases) {
    const migrated = spawnSync(process.execPath, ['api/dist/migrate.js', 'deploy'], {
      cwd: out,
      env: { ...env, ...databaseEnv },
      stdio: 'ignore',
    });
    if (migrated.status !== 0) throw new Error('migration failed');
  }
  const variants = databases.flatMap(([database, databaseEnv]) => [
    [`${database}, built (node api/dist/main.js)`, ['api/dist/main.js'], out, databaseEnv],
    [
      `${database}, sources (node --import tsx api/src/main.ts)`,
      ['--import', 'tsx', 'api/src/main.ts'],
      root,
      databaseEnv,
    ],
  ]);
  const results = variants.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [v, [, args, cwd, databaseEnv]] of variants.entries())
      results[v].push(await startOnce(args, cwd, databaseEnv));
  }
  const medians = results.map((list) => median(list.map((r) => r.ms)));
  for (const [v, [name]] of variants.entries()) {
    const walls = results[v].map((r) => (r.ms / 1000).toFixed(2)).join(', ');
    const cpu = median(results[v].map((r) => r.cpu));
    console.log(
      `${name}: median ${(medians[v] / 1000).toFixed(2)} s to /readyz (runs: ${walls} s), CPU ${cpu.toFixed(2)} s`,
    );
  }
  for (const [d, [database]] of databases.entries()) {
    console.log(`${database}: built / tsx ${(medians[2 * d] / medians[2 * d + 1]).toFixed(2)}`);
  }
  console.log(`(load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
} finally {
  rmSync(out, { recursive: true, force: true });
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}
