// The production build runs on plain `node`: built into a temp dir laid out like the image (build
// output, prisma/, the installed node_modules and no TypeScript), then started without tsx.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../api/src/core/db.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'hostel-build-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(out, { recursive: true, force: true });
});

/** The environment of a production process: none of the test runner's loader (tsx) options. */
function plainEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'development', ...extra };
  delete env.NODE_OPTIONS;
  delete env.JOBS_ONLY;
  delete env.DATABASE_URL; // each test owns its PGlite data dir
  return env;
}

beforeAll(() => {
  const built = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--out', out, '--link-modules', '--no-web-app'],
    {
      cwd: root,
      encoding: 'utf8',
      env: plainEnv({}),
    },
  );
  assert.equal(built.status, 0, built.stderr);
  // A stand-in for `vite build` (the end-to-end run builds and serves the real app).
  mkdirSync(join(out, 'web/dist'));
  writeFileSync(
    join(out, 'web/dist/index.html'),
    '<!doctype html><title>built shell</title><div id="root"></div>',
  );
});

/** Starts `node <file>` and resolves with the URL it prints once listening. */
function start(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [file], { cwd: out, env: plainEnv(env) });
  children.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}):\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  children.delete(child);
}

/** JobRun names in a PGlite data dir (read once its process stopped: PGlite has one user at a time). */
async function jobsThatRan(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  try {
    return (await db.prisma.jobRun.findMany()).map((run) => run.name);
  } finally {
    await db.close();
  }
}

function freePort(): Promise<number> {
  const server = createNetServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}

const API_READY = /(http:\/\/\S+)\/graphql \(role/;

test('the build is JavaScript that needs no tsx', () => {
  for (const file of ['api/dist/main.js', 'api/dist/migrate.js', 'web/server/dist/main.js']) {
    const text = readFileSync(join(out, file), 'utf8');
    assert.doesNotMatch(text, /from ["']tsx/, `${file} imports tsx`);
    assert.doesNotMatch(text, /from ["'][^"']+\.tsx?["']/, `${file} imports a TypeScript file`);
  }
});

// One PGlite data dir, migrated once (the slow part): the API leaves it without job runs, the worker then adds them.
const dataDir = join(out, 'data');

test('the built API migrates, starts with jobs off in ROLE=api and answers a public query', async () => {
  const migrated = spawnSync(process.execPath, ['api/dist/migrate.js', 'deploy'], {
    cwd: out,
    encoding: 'utf8',
    env: plainEnv({ DATA_DIR: dataDir }),
  });
  assert.equal(migrated.status, 0, migrated.stderr);
  assert.match(migrated.stdout, /Migrations applied/);

  const { url, child } = await start(
    'api/dist/main.js',
    { DATA_DIR: dataDir, PORT: '0', ROLE: 'api' },
    API_READY,
  );
  assert.equal((await fetch(`${url}/readyz`)).status, 200);
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ universities { id } hostels(first: 1) { edges { node { id } } } }' }),
  });
  assert.equal(answer.status, 200);
  const body = (await answer.json()) as { data?: unknown; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  assert.deepEqual(body.data, { universities: [], hostels: { edges: [] } });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // what a job runner would have run by now
  await stop(child);
  assert.deepEqual(await jobsThatRan(dataDir), []);
});

test('ROLE=worker runs the jobs and serves the health checks only, not /graphql', async () => {
  const { url, child } = await start(
    'scripts/serve.mjs',
    { DATA_DIR: dataDir, PORT: '0', ROLE: 'worker' },
    /health checks on (http:\/\/\S+)\/readyz/,
  );
  assert.equal((await fetch(`${url}/readyz`)).status, 200);
  assert.equal((await fetch(`${url}/graphql?query=%7B__typename%7D`)).status, 404);
  assert.equal((await fetch(`${url}/session`, { method: 'POST' })).status, 404);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // the first tick runs every job
  await stop(child);
  const ran = await jobsThatRan(dataDir);
  assert.ok(ran.length >= 4, `jobs that ran: ${ran.join(', ')}`);
  assert.ok(ran.includes('reservations.expire'), ran.join(', '));
});

test('ROLE=web serves the built web app from the same build', async () => {
  const port = await freePort();
  const { child } = await start(
    'scripts/serve.mjs',
    { ROLE: 'web', WEB_PORT: String(port), API_URL: 'http://127.0.0.1:9' },
    /(Web server listening)/,
  );
  const url = `http://127.0.0.1:${port}`;
  const page = await fetch(`${url}/about`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /built shell/);
  await stop(child);
});
