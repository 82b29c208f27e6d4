import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../db.js';
import { listenOnPostgres } from '../pg-listen.js';
import { openUserRows, USER_CHANGED_CHANNEL, type UserRows } from '../user-rows.js';

const logger = pino({ level: 'silent' });

async function until(condition: () => boolean, what: string) {
  for (const deadline = Date.now() + 5000; !condition();) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('kept user rows', () => {
  let db: Database;
  let rows: UserRows;
  let reads = 0;
  const read = async (uid: string) => {
    reads++;
    const [row] = await db.query<User>(Prisma.sql`SELECT * FROM "User" WHERE "firebaseUid" = ${uid}`);
    return row;
  };
  /** Changes the database as another process would, and waits until `rows` has heard of it. */
  const elsewhere = async (change: () => Promise<unknown>) => {
    const before = rows.changes;
    await change();
    await until(() => rows.changes > before, 'the change notification');
  };
  const newUser = (uid: string) =>
    db.prisma.user.create({ data: { firebaseUid: uid, displayName: uid, role: 'STUDENT' } });

  beforeAll(async () => {
    db = await createTestDatabase();
    rows = await openUserRows(db, logger);
  });
  afterAll(async () => {
    await rows.close();
    await db.close();
  });

  it('reads a row once, then serves it from memory, frozen', async () => {
    await newUser('keep-1');
    reads = 0;
    const first = await rows.byFirebaseUid('keep-1', read);
    const second = await rows.byFirebaseUid('keep-1', read);
    assert.equal(reads, 1);
    assert.equal(second, first);
    assert.ok(Object.isFrozen(second));
    assert.equal(await rows.byFirebaseUid('nobody', read), undefined);
    assert.equal(await rows.byFirebaseUid('nobody', read), undefined);
    assert.equal(reads, 3, 'a missing row is read every time (sign-up creates it)');
  });

  it('forgets a row when any connection changes or deletes it, or truncates the table', async () => {
    const user = await newUser('keep-2');
    await rows.byFirebaseUid('keep-2', read);
    await elsewhere(() =>
      db.query(Prisma.sql`UPDATE "User" SET status = 'SUSPENDED' WHERE id = ${user.id}::uuid`),
    );
    reads = 0;
    assert.equal((await rows.byFirebaseUid('keep-2', read))?.status, 'SUSPENDED');
    assert.equal(reads, 1);

    await elsewhere(() => db.prisma.user.delete({ where: { id: user.id } }));
    assert.equal(await rows.byFirebaseUid('keep-2', read), undefined);

    await newUser('keep-3');
    await rows.byFirebaseUid('keep-3', read);
    await elsewhere(() => db.query(Prisma.sql`TRUNCATE "User" CASCADE`));
    assert.equal(await rows.byFirebaseUid('keep-3', read), undefined);
  });

  it('does not keep a row read while a change was committing, nor one forgotten locally', async () => {
    const user = await newUser('keep-4');
    reads = 0;
    // The read sees the row as it was; the change commits and is heard before the read returns.
    const stale = await rows.byFirebaseUid('keep-4', async (uid) => {
      const row = await read(uid);
      await elsewhere(() => db.prisma.user.update({ where: { id: user.id }, data: { displayName: 'New' } }));
      return row;
    });
    assert.equal(stale?.displayName, 'keep-4');
    assert.equal((await rows.byFirebaseUid('keep-4', read))?.displayName, 'New');
    assert.equal(reads, 2);

    // This process changed the row: its next request must see the change, notification or not.
    await db.query(Prisma.sql`SELECT 1`);
    const changes = rows.changes;
    rows.forget('keep-4');
    assert.equal(rows.changes, changes + 1);
    await rows.byFirebaseUid('keep-4', read);
    assert.equal(reads, 3);
  });
});

// The LISTEN connection itself, on the PostgreSQL server of DATABASE_URL (or the local default).
describe('listening on PostgreSQL', () => {
  const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: url });
  beforeAll(async () => {
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`This test needs PostgreSQL at ${url} (.ci/run starts one): ${String(error)}`);
    }
  });
  afterAll(() => admin.end());

  it('reports a lost connection, reconnects, and hears notifications again', async () => {
    const heard: string[] = [];
    const states: string[] = [];
    const channel = `${USER_CHANGED_CHANNEL}_test_${process.pid}`;
    const stop = await listenOnPostgres(url, channel, {
      message: (payload) => heard.push(payload),
      up: () => states.push('up'),
      down: () => states.push('down'),
    });
    try {
      await admin.query(`SELECT pg_notify($1, 'one')`, [channel]);
      await until(() => heard.includes('one'), 'the first notification');

      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`,
        [`LISTEN "${channel}"`],
      );
      assert.equal(rows.length, 1);
      await until(() => states.length === 3, 'the reconnection');
      assert.deepEqual(states, ['up', 'down', 'up']);

      await admin.query(`SELECT pg_notify($1, 'two')`, [channel]);
      await until(() => heard.includes('two'), 'a notification after reconnecting');
    } finally {
      await stop();
    }
  });

  it('refuses to start when the server cannot be reached', async () => {
    const unreachable = Object.assign(new URL(url), { port: '1' }).toString();
    const listener = { message() {}, up() {}, down() {} };
    await assert.rejects(listenOnPostgres(unreachable, 'nobody', listener), /ECONNREFUSED|connect/);
  });
});
