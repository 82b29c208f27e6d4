// The job runner stopped while a claimed batch is being handled (a shutdown): the item in hand
// finishes and commits with the ones before it, the rest of the batch is left unlocked and
// unchanged (due for another runner), and no further batch is claimed.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { Prisma } from '../../generated/prisma/client.js';
import type { Database } from '../db.js';
import { processClaimed, startJobRunner, type Job } from '../jobs.js';
import { createTestDatabase } from '../../test/database.js';

const ROWS = 250; // more than two batches
const STOP_AT = 3;

describe('processClaimed at a shutdown', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query(Prisma.sql`CREATE TABLE job_probe (id uuid PRIMARY KEY, handled_at timestamptz)`);
    await db.query(Prisma.sql`
      INSERT INTO job_probe (id) SELECT gen_random_uuid() FROM generate_series(1, ${ROWS}::int)`);
  });
  afterAll(async () => db.close());

  it('finishes the item in hand, commits it, releases the rest of the batch and claims no more', async () => {
    let handling = 0;
    let stopped: Promise<void> | undefined;
    let handled: number | undefined;
    const job: Job = {
      name: 'test.probe',
      run: async (database, _now, stop) => {
        handled = await processClaimed(
          database,
          stop,
          (tx) => tx.$queryRaw`
            SELECT id FROM job_probe WHERE handled_at IS NULL ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
          async (tx, id) => {
            if (++handling === STOP_AT) stopped = runner.stop(); // the signal, mid-item
            await new Promise((resolve) => setTimeout(resolve, 20));
            await tx.$executeRaw`UPDATE job_probe SET handled_at = now() WHERE id = ${id}::uuid`;
          },
        );
        return handled;
      },
    };
    const runner = await startJobRunner({ db, logger: pino({ level: 'silent' }), jobs: [job] });
    for (let waited = 0; !stopped && waited < 10_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.ok(stopped, 'the job ran');
    await stopped;

    assert.equal(handled, STOP_AT, 'the run reports the items it handled');
    const [counts] = await db.query<{ done: number; left: number }>(Prisma.sql`
      SELECT count(handled_at)::int AS done, count(*) FILTER (WHERE handled_at IS NULL)::int AS left
      FROM job_probe`);
    assert.deepEqual(counts, { done: STOP_AT, left: ROWS - STOP_AT });
    // The rest of the claimed batch is free: another runner takes it at once.
    const free = await db.transaction((sql) =>
      sql<{ id: string }>(Prisma.sql`
        SELECT id FROM job_probe WHERE handled_at IS NULL ORDER BY id LIMIT 100 FOR UPDATE NOWAIT`),
    );
    assert.equal(free.length, 100);
  });
});
