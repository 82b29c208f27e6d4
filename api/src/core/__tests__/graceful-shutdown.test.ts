// SIGTERM to a real API process (a rolling restart): readiness fails at once, requests are still
// served for the pre-stop delay, a request in flight finishes with 200, subscribers' sockets close
// with 1012 (the web app reconnects and reads again), and the process exits 0 inside its grace
// period. On the PostgreSQL server of DATABASE_URL (or the local default): a row lock taken from
// outside keeps the request in flight, which PGlite (one in-process connection) cannot do.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresTestDatabase } from '../../test/database.js';
import { postGraphQL, signUpUser, wsClient, type TestApi } from '../../test/harness.js';

const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const UPDATE_PROFILE = `mutation($name: String!) { updateMyProfile(input: { displayName: $name }) { displayName } }`;
const DELAY_SECONDS = 2;
const GRACE_SECONDS = 15;

describe('SIGTERM: a graceful shutdown', () => {
  let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let locker: pg.Client;
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-graceful-shutdown-'));

  beforeAll(async () => {
    target = await createPostgresTestDatabase(serverUrl);
    locker = new pg.Client({ connectionString: target.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails readiness, serves the delay, finishes what is in flight, closes sockets with 1012, exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: target.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /API ready on (\S+)\/graphql/.exec(output);
        if (ready) resolve(ready[1]!);
      });
      void exited.then((code) => reject(new Error(`The API exited (${code}) before serving:\n${output}`)));
    });
    try {
      const api = { url, gql: (q: string, v?: object, t?: string) => postGraphQL(url, q, v, t) };
      const student = await signUpUser(api as unknown as TestApi, 'STUDENT');
      assert.equal((await fetch(`${url}/readyz`)).status, 200);

      // A subscriber, connected before the signal.
      const client = wsClient(api, student.idToken);
      const closeCode = new Promise<number>((resolve) =>
        client.on('closed', (event) => resolve((event as { code: number }).code)),
      );
      const connected = new Promise((resolve) => client.on('connected', resolve));
      client.subscribe(
        { query: 'subscription { meUpdated { id } }' },
        { next() {}, error() {}, complete() {} },
      );
      await connected;

      // A request held in flight by a lock on the user's row.
      await locker.query('BEGIN');
      await locker.query(`SELECT 1 FROM "User" WHERE id = $1 FOR UPDATE`, [student.userId]);
      const inFlight = api.gql(UPDATE_PROFILE, { name: 'Renamed while stopping' }, student.idToken);
      await sleep(300);

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await sleep(200);
      const readiness = await fetch(`${url}/readyz`);
      assert.equal(readiness.status, 503, 'not ready from the signal on');
      // The balancer may still send work during the delay: it is served.
      const during = await api.gql('query { me { user { id } } }', {}, student.idToken);
      assert.equal(during.status, 200);
      assert.equal(during.body.data.me.user.id, student.userId);

      // The drain starts after the delay: sockets close with 1012 while the request still waits.
      assert.equal(await closeCode, 1012);
      assert.ok(Date.now() - signalledAt >= DELAY_SECONDS * 1000 - 100, 'sockets closed after the delay');
      await locker.query('COMMIT');
      const answer = await inFlight;
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body.errors, undefined);
      assert.equal(answer.body.data.updateMyProfile.displayName, 'Renamed while stopping');

      assert.equal(await exited, 0, output);
      assert.ok(Date.now() - signalledAt < GRACE_SECONDS * 1000, 'exited inside the grace period');
      await assert.rejects(fetch(`${url}/readyz`), 'no longer listening');
      await client.dispose();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
