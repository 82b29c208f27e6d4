// Jobs run when their work commits, not at the next tick: the runner ticks once a minute here, and
// a reservation request's webhook and e-mail must still arrive within seconds. Wake-ups come by
// NOTIFY through the real database (PostgreSQL or PGlite), are coalesced, and never lost.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { Prisma } from '../../../generated/prisma/client.js';
import { startJobRunner, type Job } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { mailConfig, startSmtpCatcher, type SmtpCatcher } from '../../notifications/__tests__/smtp.js';
import {
  allowPendingRequests,
  inDays,
  ok,
  publishedHostel,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { apiClientOf, W } from './fixtures.js';
import { startReceiver } from './receiver.js';

const logger = pino({ level: 'silent' });
/** Far beyond what a wake-up takes, far below the minute of the tick. */
const BOUND_MS = 10_000;

async function within<T>(what: string, check: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + BOUND_MS; Date.now() < deadline;) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not happen within ${BOUND_MS} ms (the tick is a minute away).`);
}

describe('prompt jobs', () => {
  let api: TestApi;
  let smtp: SmtpCatcher;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };

  beforeAll(async () => {
    smtp = await startSmtpCatcher(2577);
    receiver = await startReceiver();
    api = await startTestApi({
      config: {
        jobsEnabled: true,
        jobsOnly: ['notifications.email', 'webhooks.fanout', 'webhooks.deliver'],
        jobIntervalMs: 60_000,
        ...mailConfig(smtp),
      },
    });
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 10 }));
    await allowPendingRequests(api, 10);
  });
  afterAll(async () => {
    await api.close();
    await Promise.all([smtp.close(), receiver.close()]);
  });

  it('hands a reservation request to its webhook and its e-mail within seconds, not at the tick', async () => {
    const client = await apiClientOf(api, owner);
    const input = { apiClientId: client.id, url: receiver.url, events: ['RESERVATION_REQUESTED'] };
    ok(await api.gql(W.create, { input }, owner.idToken));
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(5),
      checkOut: inDays(6),
    });
    const hook = await within('The webhook delivery', () =>
      receiver.received.find((r) => JSON.parse(r.body).data?.code === reservation.code),
    );
    assert.equal(hook.headers['x-hostel-event'], 'RESERVATION_REQUESTED');
    const mail = await within('The e-mail', () =>
      smtp.mails.find((m) => m.subject?.includes(reservation.code)),
    );
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.text : '', owner.email);
  });

  it('runs a job a few times for a burst of wake-ups, and once more when woken while running', async () => {
    let runs = 0;
    let release: () => void = () => {};
    let started: () => void = () => {};
    const job: Job = {
      name: 'test.counting',
      async run() {
        runs++;
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return 0;
      },
    };
    const runStarted = () => new Promise<void>((resolve) => (started = resolve));
    let first = runStarted();
    const runner = await startJobRunner({ db: api.db, logger, jobs: [job], intervalMs: 60_000 });
    try {
      await first; // the start's own run
      const wake = () => api.db.query(Prisma.sql`SELECT pg_notify('jobs', 'test.counting')`);
      // Woken while it runs: it must run again after this run, however many wake-ups came.
      await Promise.all(Array.from({ length: 1000 }, wake));
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(runs, 1, 'never two runs of one job at once');
      first = runStarted();
      release();
      await within('The run after the wake-ups', () => runs === 2 || undefined);
      await first;
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(runs, 2, '1,000 wake-ups during one run make one more run, not 1,000');
    } finally {
      release();
      await runner.stop();
    }
  });
});
