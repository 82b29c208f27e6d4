// The in-process job runner: every minute each job claims due rows with
// `SELECT ... FOR UPDATE SKIP LOCKED` inside a transaction and handles them in that transaction.
// Several API instances (or overlapping runs) therefore never handle the same row twice: a row
// is either locked by another runner (skipped) or already changed (no longer due).
import type { Database, Tx } from './db.js';
import type { Logger } from './logger.js';

export interface Job {
  name: string;
  /** Handles every due item at `now`; returns how many it handled. */
  run(db: Database, now: Date): Promise<number>;
}

export const JOB_INTERVAL_MS = 60_000;
export const BATCH_SIZE = 100;

/**
 * Claims up to `batchSize` due ids with `claim` (a query ending in FOR UPDATE SKIP LOCKED, LIMIT
 * batchSize) and handles each in the same transaction, batch after batch until nothing is due.
 * Slow handling takes a smaller batch, so one transaction stays well inside its timeout.
 */
export async function processClaimed(
  db: Database,
  claim: (tx: Tx) => Promise<{ id: string }[]>,
  handle: (tx: Tx, id: string) => Promise<void>,
  batchSize = BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.prisma.$transaction(
      async (tx) => {
        const rows = await claim(tx);
        for (const row of rows) await handle(tx, row.id);
        return rows.length;
      },
      { maxWait: 20_000, timeout: 60_000 },
    );
    total += count;
    if (count < batchSize) return total;
  }
}

/** Runs each job once at `now` (tests call this with a fake clock); a failing job doesn't stop the others. */
export async function runJobs(db: Database, jobs: Job[], logger: Logger, now = new Date()) {
  const handled: Record<string, number> = {};
  for (const job of jobs) {
    try {
      handled[job.name] = await job.run(db, now);
      await db.prisma.jobRun.upsert({
        where: { name: job.name },
        create: { name: job.name, lastRunAt: now },
        update: { lastRunAt: now },
      });
      if (handled[job.name]) logger.info({ job: job.name, handled: handled[job.name] }, 'Job ran');
    } catch (err) {
      logger.error({ err, job: job.name }, 'Job failed');
    }
  }
  return handled;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Runs the jobs every minute (the first run right away); stop() waits for a run in progress. */
export function startJobRunner(options: {
  db: Database;
  logger: Logger;
  jobs: Job[];
  intervalMs?: number;
}): JobRunner {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runJobs(options.db, options.jobs, options.logger);
  };
  const timer = setInterval(() => void running.then(tick), options.intervalMs ?? JOB_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
