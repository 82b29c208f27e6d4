// SIGTERM to a real worker process (ROLE=worker) in the middle of an e-mail backlog: the e-mails it
// is sending go out and are marked SENT, the ones it leased but had not started are released at once
// (no lease left to run out, their attempt given back), the process exits 0 inside its grace period,
// and a second worker sends the rest: every e-mail arrives exactly once. On real PostgreSQL (two
// processes share the outbox), the server of DATABASE_URL or the local default.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresTestDatabase } from '../../../test/database.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp.js';

const mainFile = fileURLToPath(new URL('../../../main.ts', import.meta.url));
const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const BACKLOG = 120;
const GRACE_SECONDS = 15;
/** Each e-mail takes this long at the SMTP server: the backlog takes seconds, the signal lands mid-batch. */
const SMTP_DELAY_MS = 150;

/** A worker sending e-mail only; resolves its exit code once it exits. */
function startWorker(databaseUrl: string, smtpUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: 'worker',
      JOBS_ONLY: 'notifications.email',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      LOG_LEVEL: 'silent',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(25)) {
    if (await check()) return;
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

describe('a worker stopped in the middle of a backlog', () => {
  let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let client: pg.Client;
  let smtp: SmtpCatcher;
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-worker-shutdown-'));

  beforeAll(async () => {
    target = await createPostgresTestDatabase(serverUrl);
    client = new pg.Client({ connectionString: target.url });
    await client.connect();
    smtp = await startSmtpCatcher(2597);
    smtp.delayMs = SMTP_DELAY_MS;
  });
  afterAll(async () => {
    await smtp.close();
    await client.end();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the e-mails in hand, releases the rest, exits in time; nothing is sent twice', async (t) => {
    await client.query(
      `INSERT INTO "EmailOutbox" (id, category, "to", subject, body, "updatedAt")
       SELECT gen_random_uuid(), 'ANNOUNCEMENTS', 'student' || i || '@example.test', 'Backlog ' || i, 'Hello', now()
       FROM generate_series(1, $1::int) AS i`,
      [BACKLOG],
    );
    const first = startWorker(target.url, smtp.url, dataDir);
    let mailsAtSignal = 0;
    try {
      await until('The first e-mails', () => smtp.mails.length >= 8);
      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      mailsAtSignal = smtp.mails.length;
      assert.equal(await first.exited, 0, first.output());
      const exitMs = Date.now() - signalledAt;
      assert.ok(exitMs < GRACE_SECONDS * 1000, 'exited inside the grace period');
      await t.annotate(
        `exited ${exitMs} ms after SIGTERM, ${smtp.mails.length - mailsAtSignal} e-mails finished meanwhile`,
      );
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }

    const { rows } = await client.query<{ status: string; leased: boolean; attempts: number; n: number }>(
      `SELECT status, "leaseUntil" IS NOT NULL AS leased, attempts, count(*)::int AS n
       FROM "EmailOutbox" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const sent = rows.find((row) => row.status === 'SENT');
    assert.ok(sent, `some e-mails were sent: ${JSON.stringify(rows)}`);
    assert.equal(sent.n, smtp.mails.length, 'every e-mail the server took is marked SENT, no other');
    // The rest: due again at once, never tried (the first batch had leased far more than it sent).
    assert.deepEqual(
      rows.filter((row) => row.status !== 'SENT'),
      [{ status: 'QUEUED', leased: false, attempts: 0, n: BACKLOG - sent.n }],
    );
    // After the signal only the e-mails in hand went out: one per SMTP connection (5) at most.
    assert.ok(sent.n - mailsAtSignal <= 5, `${sent.n - mailsAtSignal} e-mails went out after the signal`);

    smtp.delayMs = 0;
    const second = startWorker(target.url, smtp.url, dataDir);
    try {
      await until('The rest of the backlog', () => smtp.mails.length >= BACKLOG);
      await until('Every e-mail marked SENT', async () => {
        const { rows: left } = await client.query(`SELECT 1 FROM "EmailOutbox" WHERE status <> 'SENT'`);
        return left.length === 0;
      });
      second.child.kill('SIGTERM');
      assert.equal(await second.exited, 0, second.output());
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
    }
    const ids = smtp.mails.map((mail) => mail.messageId);
    assert.equal(ids.length, BACKLOG);
    assert.equal(new Set(ids).size, BACKLOG, 'no e-mail was sent twice');
  });
});
