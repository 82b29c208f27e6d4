// PostgreSQL ending the API's connections while it is busy (a failover, a restart, a pooler's idle
// timeout), against the real API process: the requests then in flight fail cleanly, the process
// serves on. On the PostgreSQL server of DATABASE_URL (or the local default), whatever the suite's
// database, because PGlite has no connections to lose.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresTestDatabase } from '../../test/database.js';
import { postGraphQL, signUpUser, type GqlResponse, type TestApi } from '../../test/harness.js';
import { openPostgresDatabase, type Database } from '../db.js';
import {
  allowPendingRequests,
  inDays,
  publishedHostel,
  Q,
  request,
} from '../../modules/reservations/__tests__/fixtures.js';

const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const CANCEL = `mutation($id: ID!) { cancelReservation(id: $id) { id status } }`;
const ME = `query { me { user { displayName } } }`;
type Answer = GqlResponse<{ cancelReservation?: { status: string } }>;

/** The API process on `databaseUrl`; resolves with its URL once it serves. */
async function startApiProcess(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /API ready on (\S+)\/graphql/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before serving:\n${output}`)));
  });
  return { child, url, output: () => output };
}

describe('losing database connections under load', () => {
  let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let db: Database;
  let admin: pg.Client; // watches and ends the API's connections
  let locker: pg.Client; // holds the rows the API's requests wait for
  let lockerPid: number;
  let api: { child: ChildProcess; url: string; output(): string };
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-connection-loss-'));

  beforeAll(async () => {
    target = await createPostgresTestDatabase(serverUrl);
    db = await openPostgresDatabase(target.url);
    admin = new pg.Client({ connectionString: target.url });
    locker = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await locker.connect();
    lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    api = await startApiProcess(target.url, dataDir);
  });
  afterAll(async () => {
    if (api.child.exitCode === null) {
      const exited = new Promise((resolve) => api.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      await exited;
    }
    await admin.end();
    await locker.end();
    await db.close();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails the requests in flight cleanly and serves on, round after round', async () => {
    const client = {
      gql: (query: string, variables?: object, token?: string) =>
        postGraphQL(api.url, query, variables, token),
      db,
    };
    const testApi = client as unknown as TestApi;
    const owner = await signUpUser(testApi, 'OWNER');
    const students = [];
    for (let i = 0; i < 4; i++) students.push(await signUpUser(testApi, 'STUDENT'));
    await allowPendingRequests(testApi, 50); // each student keeps several requests waiting
    const { room } = await publishedHostel(testApi, owner, { totalBeds: 50 });
    const stay = (i: number) => ({
      roomTypeId: room.id,
      checkIn: inDays(20 + i),
      checkOut: inDays(21 + i),
      beds: 1,
    });

    for (let round = 0; round < 3; round++) {
      // Reservations to cancel while their rows are locked: the cancellation waits in Prisma's
      // interactive transaction, the requests in the API's own raw transaction (core/db.ts).
      const live: { id: string }[] = await Promise.all(
        students.map((s, i) => request(testApi, s, stay(round * 4 + i))),
      );
      await locker.query('BEGIN');
      await locker.query(`SELECT 1 FROM "RoomType" WHERE id = $1 FOR UPDATE`, [room.id]);
      await locker.query(`SELECT 1 FROM "Reservation" WHERE id = ANY($1::uuid[]) FOR UPDATE`, [
        live.map((r) => r.id),
      ]);
      const inFlight: Promise<Answer>[] = [
        ...students.map((s, i) =>
          postGraphQL(api.url, Q.request, { input: stay(100 + round * 4 + i) }, s.idToken),
        ),
        ...students.map((s, i) => postGraphQL(api.url, CANCEL, { id: live[i]!.id }, s.idToken)),
      ];
      for (const deadline = Date.now() + 10_000; ;) {
        const { rows } = await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].n === inFlight.length) break;
        assert.ok(
          Date.now() < deadline,
          `only ${rows[0].n} of ${inFlight.length} requests reached the locks`,
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const { rows: ended } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND pid <> $1`,
        [lockerPid],
      );
      await locker.query('ROLLBACK');
      assert.ok(ended.length >= inFlight.length);

      const answers: Answer[] = await Promise.all(inFlight).catch((error: Error) => {
        throw new Error(`${error.message}; the API said:\n${api.output()}`);
      });
      for (const res of answers) {
        assert.equal(res.status, 200);
        assert.equal(res.body.errors?.[0]?.extensions.code, 'INTERNAL', JSON.stringify(res.body));
        assert.equal(res.body.errors?.[0]?.message, 'Internal server error');
      }
      assert.equal(api.child.exitCode, null, `the API process exited:\n${api.output()}`);

      // The pool replaces what it lost: the same work succeeds again (once idle connections ended
      // a moment ago have reported it), and nothing is half-written.
      for (const deadline = Date.now() + 10_000; ;) {
        const res = await postGraphQL(api.url, Q.request, { input: stay(200 + round) }, students[0]!.idToken);
        if (res.body.data) break;
        assert.ok(Date.now() < deadline, `the API never served again: ${JSON.stringify(res.body)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cancelled: Answer[] = await Promise.all(
        students.map((s, i) => postGraphQL(api.url, CANCEL, { id: live[i]!.id }, s.idToken)),
      );
      assert.deepEqual(
        cancelled.map((res) => res.body.data?.cancelReservation?.status),
        students.map(() => 'CANCELLED'),
      );
    }
    const pendingWhileLocked = await db.prisma.reservation.count({
      where: {
        checkIn: { gte: new Date(`${inDays(100)}T00:00:00Z`) },
        checkOut: { lte: new Date(`${inDays(120)}T00:00:00Z`) },
      },
    });
    assert.equal(pendingWhileLocked, 0, 'no request that failed left a reservation behind');

    // The LISTEN connection came back too: a change made elsewhere reaches the API's kept rows.
    const [student] = students;
    assert.equal(
      (await postGraphQL(api.url, ME, {}, student!.idToken)).body.data.me.user.displayName,
      'Test student',
    );
    await db.prisma.user.update({
      where: { id: student!.userId },
      data: { displayName: 'Renamed Elsewhere' },
    });
    for (const deadline = Date.now() + 10_000; ;) {
      const res = await postGraphQL(api.url, ME, {}, student!.idToken);
      if (res.body.data.me.user.displayName === 'Renamed Elsewhere') break;
      assert.ok(Date.now() < deadline, 'the API never heard of the change');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
