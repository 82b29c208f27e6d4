import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import type { TestApi } from '../../../test/harness.js';
import { earningJobs } from '../earning.jobs.js';

/**
 * Runs the earnings release job as if it were `days` days from now: the earning of every stay
 * that has begun by then has passed its 24-hour hold and becomes AVAILABLE.
 */
export const releaseEarningsInDays = (api: TestApi, days: number) =>
  runJobs(api.db, earningJobs, pino({ level: 'silent' }), new Date(Date.now() + days * 86_400_000));
