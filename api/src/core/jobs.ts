// The in-process job runner. Each job claims due rows with `SELECT ... FOR UPDATE SKIP LOCKED` (or a
// lease) and handles them, so several API instances (or overlapping runs) never handle the same row
// twice: a row is either locked by another runner (skipped) or already changed (no longer due).
// A job runs when the transaction that enqueued its work commits: a trigger (the job_wakeups
// migration) sends NOTIFY on the `jobs` channel with the job's name, which every instance running
// jobs hears (PGlite delivers it in process). The periodic tick is the safety net (work due later,
// a notification missed while reconnecting), and `pollMs` serves work whose writers must not
// NOTIFY (NOTIFY serialises commits: see the webhooks fan-out).
import type { Database, Tx } from './db.js';
import type { Logger } from './logger.js';
import { observeJobRun } from './metrics.js';

export interface Job {
  name: string;
  /**
   * Handles every due item at `now`; returns how many it handled. Once `stop` is aborted (a
   * shutdown; the runner always passes it) it finishes the item in hand and returns, leaving the
   * items it has not started due.
   */
  run(db: Database, now: Date, stop?: AbortSignal): Promise<number>;
  /** Also runs this often (ms), for work no NOTIFY announces. */
  pollMs?: number;
}

export const JOB_INTERVAL_MS = 60_000;
export const JOBS_CHANNEL = 'jobs';
export const BATCH_SIZE = 100;
/**
 * A job woken again starts at least this long after its last start: a burst of enqueues (each
 * commit notifies) runs it a few times, not once per commit.
 */
export const WAKE_GAP_MS = 50;

/**
 * Claims up to `batchSize` due ids with `claim` (a query ending in FOR UPDATE SKIP LOCKED, LIMIT
 * batchSize) and handles each in the same transaction, batch after batch until nothing is due.
 * Slow handling takes a smaller batch, so one transaction stays well inside its timeout. Once
 * `stop` is aborted the batch commits what it handled; the rows it claimed but did not start are
 * unlocked by that commit, unchanged and due for another runner.
 */
export async function processClaimed(
  db: Database,
  stop: AbortSignal | undefined,
  claim: (tx: Tx) => Promise<{ id: string }[]>,
  handle: (tx: Tx, id: string) => Promise<void>,
  batchSize = BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, handled } = await db.prisma.$transaction(
      async (tx) => {
        const rows = await claim(tx);
        let done = 0;
        for (const row of rows) {
          if (stop?.aborted) break;
          await handle(tx, row.id);
          done++;
        }
        return { claimed: rows.length, handled: done };
      },
      { maxWait: 20_000, timeout: 60_000 },
    );
    total += handled;
    if (claimed < batchSize || stop?.aborted) return total;
  }
}

/**
 * Runs one job at `now`; answers how many items it handled, or undefined when it failed (logged).
 * `record`: keep its last run in JobRun even when it found nothing (wake-ups that find nothing don't).
 */
async function runJob(
  db: Database,
  job: Job,
  logger: Logger,
  now: Date,
  record: boolean,
  stop: AbortSignal | undefined,
) {
  try {
    const handled = await observeJobRun(job.name, () => job.run(db, now, stop)); // timed, in a span
    if (record || handled > 0) {
      await db.prisma.jobRun.upsert({
        where: { name: job.name },
        create: { name: job.name, lastRunAt: now },
        update: { lastRunAt: now },
      });
    }
    if (handled) logger.info({ job: job.name, handled }, 'Job ran');
    return handled;
  } catch (err) {
    logger.error({ err, job: job.name }, 'Job failed');
    return undefined;
  }
}

/** Runs each job once at `now` (tests call this with a fake clock); a failing job doesn't stop the others. */
export async function runJobs(
  db: Database,
  jobs: Job[],
  logger: Logger,
  now = new Date(),
  stop?: AbortSignal,
) {
  const handled: Record<string, number> = {};
  for (const job of jobs) {
    const count = await runJob(db, job, logger, now, true, stop);
    if (count !== undefined) handled[job.name] = count;
  }
  return handled;
}

export interface JobRunner {
  /** Runs the named job soon (what a NOTIFY on the jobs channel does); unknown names are ignored. */
  wake(name: string): void;
  stop(): Promise<void>;
}

/**
 * Runs each job when woken (NOTIFY on the jobs channel, its poll) and on every tick (the first one
 * right away), never twice at once: a job woken while it runs runs once more after, so no wake-up
 * is lost. Different jobs run side by side. stop() tells the runs in progress to stop after the
 * item in hand (their unstarted work released) and waits for them.
 */
export async function startJobRunner(options: {
  db: Database;
  logger: Logger;
  jobs: Job[];
  intervalMs?: number;
}): Promise<JobRunner> {
  const { db, logger } = options;
  const runs = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();

  const gate = (job: Job) => {
    let running = false;
    let wanted = false;
    let record = false;
    let lastStart = 0;
    let timer: NodeJS.Timeout | undefined;
    const start = async () => {
      timers.delete(timer!);
      timer = undefined;
      if (stopping.signal.aborted) return;
      const recordThis = record;
      wanted = record = false;
      running = true;
      lastStart = Date.now();
      const run = runJob(db, job, logger, new Date(), recordThis, stopping.signal);
      runs.add(run);
      await run;
      runs.delete(run);
      running = false;
      if (wanted) wake(false);
    };
    const wake = (tick: boolean) => {
      if (stopping.signal.aborted) return;
      wanted = true;
      record ||= tick;
      if (running || timer) return; // the run after the current one (or the one scheduled) takes it
      timer = setTimeout(() => void start(), Math.max(0, lastStart + WAKE_GAP_MS - Date.now()));
      timer.unref();
      timers.add(timer);
    };
    return wake;
  };
  const gates = new Map(options.jobs.map((job) => [job.name, gate(job)]));
  const wakeAll = (tick: boolean) => gates.forEach((wake) => wake(tick));

  let listening = false;
  const unlisten = await db.listen(JOBS_CHANNEL, {
    message: (name) => gates.get(name)?.(false),
    up() {
      // After a reconnection: what was enqueued meanwhile was never announced.
      if (listening) wakeAll(false);
      listening = true;
    },
    down: () => logger.warn('Lost the job wake-ups; jobs wait for the tick until the reconnection'),
  });
  const every = (ms: number, action: () => void) => {
    const interval = setInterval(action, ms);
    interval.unref();
    timers.add(interval);
  };
  every(options.intervalMs ?? JOB_INTERVAL_MS, () => wakeAll(true));
  for (const job of options.jobs) if (job.pollMs) every(job.pollMs, () => gates.get(job.name)!(false));
  wakeAll(true);
  return {
    wake: (name) => gates.get(name)?.(false),
    async stop() {
      stopping.abort();
      timers.forEach((timer) => clearTimeout(timer));
      await unlisten();
      await Promise.all(runs);
    },
  };
}
