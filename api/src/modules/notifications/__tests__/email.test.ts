import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  allowPendingRequests,
  inDays,
  ok,
  publishedHostel,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { EMAIL_LEASE_MS, EMAIL_RETRY_DELAYS_MS, emailJob } from '../email.jobs.js';
import { unsubscribeToken } from '../unsubscribe.js';
import { N } from './fixtures.js';
import { mailConfig, startSmtpCatcher, type SmtpCatcher } from './smtp.js';

const logger = pino({ level: 'silent' });

describe('notification e-mail through a real SMTP server', () => {
  let api: TestApi;
  let smtp: SmtpCatcher;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };
  let day = 3;
  const stay = () => {
    day += 3;
    return { roomTypeId: room.id, beds: 1, checkIn: inDays(day), checkOut: inDays(day + 1) };
  };
  const send = (now = new Date()) => runJobs(api.db, [emailJob(api.config, logger)], logger, now);
  const mailsAbout = (code: string) => smtp.mails.filter((mail) => mail.subject?.includes(code));

  beforeAll(async () => {
    smtp = await startSmtpCatcher(2530);
    api = await startTestApi({
      config: mailConfig(smtp),
    });
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 10 }));
    await allowPendingRequests(api, 10);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('sends the notice with HTML and text parts, the button to the screen and one-click unsubscribe headers', async () => {
    const reservation = await request(api, student, stay());
    assert.equal(mailsAbout(reservation.code).length, 0, 'nothing is sent before the job runs');
    await send();
    const [mail] = mailsAbout(reservation.code);
    assert.ok(mail, 'the e-mail arrived');
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.text : '', owner.email);
    assert.match(mail.text ?? '', /Accept or decline by/);
    assert.match(mail.text ?? '', /http:\/\/app\.test\/dashboard\/reservation\/component\/pending/);
    assert.match(String(mail.html), /href="http:\/\/app\.test\/dashboard\/reservation\/component\/pending"/);
    const header = (key: string) =>
      (mail.headerLines.find((line) => line.key === key)?.line ?? '').replace(/\r\n\s+/g, ' ');
    assert.match(
      header('list-unsubscribe'),
      new RegExp(
        `^List-Unsubscribe: <${api.config.publicUrl}/email/unsubscribe\\?token=[^>]+> \\(Unsubscribe\\)$`,
      ),
    );
    assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const row = await api.db.prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { contains: reservation.code } },
    });
    assert.deepEqual([row.status, row.attempts], ['SENT', 1]);
    await send();
    assert.equal(mailsAbout(reservation.code).length, 1, 'a sent e-mail is never sent again');
  });

  it('retries after an SMTP failure with backoff, and delivers once', async () => {
    const reservation = await request(api, student, stay());
    smtp.refuseNext(1);
    const now = new Date();
    await send(now);
    let row = await api.db.prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { contains: reservation.code } },
    });
    assert.deepEqual([row.status, row.attempts, mailsAbout(reservation.code).length], ['QUEUED', 1, 0]);
    assert.equal(row.nextAttemptAt.getTime(), now.getTime() + EMAIL_RETRY_DELAYS_MS[0]!);
    assert.match(row.lastError ?? '', /Try again later/);
    await send(new Date(now.getTime() + 1000)); // not due yet
    assert.equal(mailsAbout(reservation.code).length, 0);
    await send(new Date(now.getTime() + EMAIL_RETRY_DELAYS_MS[0]!));
    await send(new Date(now.getTime() + EMAIL_RETRY_DELAYS_MS[1]! * 2));
    row = await api.db.prisma.emailOutbox.findFirstOrThrow({ where: { id: row.id } });
    assert.deepEqual([row.status, row.attempts, mailsAbout(reservation.code).length], ['SENT', 2, 1]);
  });

  it('never sends twice when a retry races a slow send', async () => {
    const reservation = await request(api, student, stay());
    smtp.delayMs = 1500;
    try {
      const now = new Date();
      const slow = send(now);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the first sender holds the row
      // Another runner, and a retry past the retry delay but within the lease: both keep off the row.
      await Promise.all([send(now), send(new Date(now.getTime() + EMAIL_LEASE_MS - 1))]);
      await slow;
    } finally {
      smtp.delayMs = 0;
    }
    assert.equal(mailsAbout(reservation.code).length, 1);
    const row = await api.db.prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { contains: reservation.code } },
    });
    assert.deepEqual([row.status, row.attempts], ['SENT', 1]);
  });

  it('sends again, with the same Message-ID, once the lease of a sender that died mid-send is over', async () => {
    assert.ok(EMAIL_LEASE_MS <= 60_000, 'a retry comes within a minute, not ten');
    const reservation = await request(api, student, stay());
    const held = smtp.holdNext();
    const now = new Date();
    // The first sender claims the e-mail and never finishes (as if killed while the server had it).
    const dead = send(now);
    await held.arrived;
    await send(new Date(now.getTime() + EMAIL_LEASE_MS - 1));
    assert.equal(mailsAbout(reservation.code).length, 0, 'nobody else takes it while the lease runs');
    await send(new Date(now.getTime() + EMAIL_LEASE_MS));
    assert.equal(mailsAbout(reservation.code).length, 1, 'the next sender takes it once the lease is over');
    held.release();
    await dead;
    // Both copies arrive (at least once), as one message for the receiving side.
    const mails = mailsAbout(reservation.code);
    assert.equal(mails.length, 2);
    const row = await api.db.prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { contains: reservation.code } },
    });
    assert.deepEqual(
      mails.map((mail) => mail.messageId),
      [`<${row.id}@hostel.local>`, `<${row.id}@hostel.local>`],
    );
    assert.deepEqual([row.status, row.attempts], ['SENT', 2]);
  });

  it('unsubscribes with the signed link while signed out, and refuses a forged token', async () => {
    const token = unsubscribeToken(api.config.email.linkSecret, owner.userId, 'RESERVATIONS');
    const url = `${api.url}/email/unsubscribe?token=${encodeURIComponent(token)}`;
    const confirm = await fetch(url);
    assert.equal(confirm.status, 200);
    assert.match(await confirm.text(), /Stop e-mails about requests and reservations\?/);
    assert.equal(
      await api.db.prisma.emailOptOut.count({ where: { userId: owner.userId } }),
      0,
      'a GET changes nothing',
    );

    const forgedFor = (userId: string, category: string) => `${userId}.${category}.${token.split('.')[2]}`;
    for (const forged of [
      forgedFor(student.userId, 'RESERVATIONS'),
      forgedFor(owner.userId, 'PAYMENTS'),
      `${token}x`,
      'nonsense',
    ]) {
      const res = await fetch(`${api.url}/email/unsubscribe?token=${encodeURIComponent(forged)}`, {
        method: 'POST',
      });
      assert.equal(res.status, 400, forged);
    }
    const accountToken = unsubscribeToken(api.config.email.linkSecret, owner.userId, 'ACCOUNT');
    assert.equal(
      (await fetch(`${api.url}/email/unsubscribe?token=${accountToken}`, { method: 'POST' })).status,
      400,
    );
    assert.equal(await api.db.prisma.emailOptOut.count(), 0);

    // The mail client's one-click POST (RFC 8058).
    const done = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(done.status, 200);
    const prefs = ok(await api.gql(N.prefs, {}, owner.idToken)).notificationPreferences;
    assert.equal(prefs.find((pref: { category: string }) => pref.category === 'RESERVATIONS').email, false);
    const reservation = await request(api, student, stay());
    await send();
    assert.equal(mailsAbout(reservation.code).length, 0, 'no more e-mails of that category');
  });
});
