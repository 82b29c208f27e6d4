// The gauges one API server reports, read when Prometheus scrapes: its WebSockets, its database
// pool, and the queues in the database (due work per job and its age, the e-mail and webhook
// backlogs, payments and payouts by status). The database is read by one statement per scrape
// (metrics.sql.ts), every count capped (COUNT_CAP) and the whole bounded by a 1 s statement
// timeout, so a slow database shows as `metrics_database_ok 0` instead of hanging the scrape.
import pg from 'pg';
import { Gauge, Histogram, Registry } from 'prom-client';
import { driverTarget, type Database } from './db.js';
import type { Logger } from './logger.js';
import type { Config } from './config.js';
import { processRegistry, startMetricsServer } from './metrics.js';
import { COUNT_CAP, readScrapeFigures, type ScrapeFigure } from './metrics.sql.js';

const SCRAPE_TIMEOUT_MS = 1000;

async function readQueues(db: Database): Promise<ScrapeFigure[]> {
  let timer: NodeJS.Timeout | undefined;
  const rows = db.transaction((sql) => readScrapeFigures(sql, SCRAPE_TIMEOUT_MS));
  // PGlite has no statement timeout to speak of (one connection in this process): race it too.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The metrics query timed out')), SCRAPE_TIMEOUT_MS + 500);
  });
  try {
    return (await Promise.race([rows, timeout])).map((r) => ({ ...r, value: Number(r.value) }));
  } finally {
    clearTimeout(timer);
  }
}

let queryTiming = false;

/**
 * Times every statement of the pg driver (Prisma's and the raw ones) into a histogram, once per
 * process: pg offers no query event, so its Client.prototype.query is wrapped (promise and
 * callback forms; a submittable query object is left untimed).
 */
function timeQueries() {
  if (queryTiming) return;
  queryTiming = true;
  const histogram = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Statements sent to PostgreSQL (all connections of this process)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [processRegistry],
  });
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
    const end = histogram.startTimer();
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        end();
        return callback(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    // end() takes labels: never hand it the query's result (it carries `command`, not a label).
    const stop = () => void end();
    if (result instanceof Promise) result.then(stop, stop);
    return result;
  } as typeof pg.Client.prototype.query;
}

/** What the server knows of its WebSockets. */
export interface SocketStats {
  connections(): number;
  subscriptions(): number;
}

/** The gauges of one server, collected on scrape. */
export function serverGauges(options: { db: Database; sockets: SocketStats; logger: Logger }): Registry {
  const { db, sockets, logger } = options;
  const registry = new Registry();
  const registers = [registry];
  new Gauge({
    name: 'websocket_connections',
    help: 'Open WebSocket connections',
    registers,
    collect() {
      this.set(sockets.connections());
    },
  });
  new Gauge({
    name: 'graphql_subscriptions_active',
    help: 'Subscriptions open on this server',
    registers,
    collect() {
      this.set(sockets.subscriptions());
    },
  });

  const target = driverTarget(db);
  if ('pool' in target) {
    timeQueries();
    const { pool } = target;
    new Gauge({
      name: 'db_pool_connections',
      help: 'The database pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  // One read per scrape, shared by the gauges below: prom-client starts their collects together.
  let reading: Promise<ScrapeFigure[] | null> | undefined;
  const rows = () =>
    (reading ??= readQueues(db)
      .catch((err: unknown) => {
        logger.warn({ err }, 'Metrics: could not read the queues');
        return null;
      })
      .finally(() => (reading = undefined)));
  const fromRows = (name: string, help: string, metric: string, labelName?: string) =>
    new Gauge({
      name,
      help,
      labelNames: labelName ? [labelName] : [],
      registers,
      async collect() {
        const read = await rows();
        this.reset();
        for (const row of read ?? []) {
          if (row.metric !== metric) continue;
          if (labelName) this.set({ [labelName]: row.label }, row.value);
          else this.set(row.value);
        }
      },
    });
  new Gauge({
    name: 'metrics_database_ok',
    help: '1 when the last scrape read the queues from the database, 0 when it failed or timed out',
    registers,
    async collect() {
      this.set((await rows()) ? 1 : 0);
    },
  });
  fromRows('job_queue_due', `Items due per job (capped at ${COUNT_CAP})`, 'due', 'job');
  fromRows('job_queue_oldest_due_seconds', 'How long the oldest due item per job has waited', 'age', 'job');
  fromRows('job_last_run_age_seconds', 'Seconds since each job last ran (any instance)', 'lastRun', 'job');
  fromRows('email_outbox_queued', `E-mails waiting to be sent, retries included (capped)`, 'email');
  fromRows('webhook_deliveries_pending', `Webhook deliveries not yet delivered (capped)`, 'webhook');
  fromRows('payments', `Payments by status (each count capped at ${COUNT_CAP})`, 'payment', 'status');
  fromRows('payouts', `Payouts by status (each count capped at ${COUNT_CAP})`, 'payout', 'status');
  return registry;
}

/**
 * Serves this server's /metrics when configured. The default port already taken (a second
 * instance on one machine) only warns, with metrics off; a port set explicitly must be free.
 */
export async function startServerMetrics(
  config: Config,
  options: { db: Database; sockets: SocketStats; logger: Logger },
): Promise<{ url: string; close(): Promise<void> } | null> {
  if (!config.metrics) return null;
  const { host, port, explicit } = config.metrics;
  try {
    return await startMetricsServer({ host, port, own: serverGauges(options), logger: options.logger });
  } catch (error) {
    if (explicit || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    options.logger.warn(`Port ${port} is in use: /metrics is off (set METRICS_PORT, or 0)`);
    return null;
  }
}
