// A declined card retried at once must not leave a "payment failed" e-mail behind: the failure's
// e-mail waits for the outcome (real SMTP server, real sandbox provider and its signed webhooks).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { emailJob } from '../../notifications/email.jobs.js';
import { mailConfig, startSmtpCatcher, type SmtpCatcher } from '../../notifications/__tests__/smtp.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { PAYMENT_FAILED_EMAIL_DELAY_MS } from '../payment.notices.js';
import { acceptedReservation, CARDS, newKey, PAY, settled } from './helpers.js';

const logger = pino({ level: 'silent' });

describe('the payment-failed e-mail waits for the outcome of the retry', () => {
  let api: TestApi;
  let smtp: SmtpCatcher;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };
  let day = 20;
  const stay = () => {
    day += 3;
    return { roomTypeId: room.id, beds: 1, checkIn: inDays(day), checkOut: inDays(day + 1) };
  };
  const send = (now: Date) => runJobs(api.db, [emailJob(api.config, logger)], logger, now);
  const failedMails = (code: string) =>
    smtp.mails.filter((mail) => mail.subject === `Payment for ${code} failed`);
  const pay = async (id: string, card: typeof CARDS.ok) => {
    ok(await api.gql(PAY, { id, input: { idempotencyKey: newKey(), card } }, student.idToken));
    return settled(api, student, id);
  };
  const later = () => new Date(Date.now() + PAYMENT_FAILED_EMAIL_DELAY_MS + 1000);

  beforeAll(async () => {
    smtp = await startSmtpCatcher(2563);
    api = await startTestApi({
      config: mailConfig(smtp),
    });
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 10 }));
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('a declined card followed by a success within the window sends no failure e-mail', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    assert.equal((await pay(reservation.id, CARDS.declined)).payments[0].status, 'FAILED');
    await send(new Date());
    assert.equal(failedMails(reservation.code).length, 0, 'held while a retry may follow');
    // The student sees the failure in the app at once.
    assert.equal(
      await api.db.prisma.notification.count({
        where: {
          userId: student.userId,
          type: 'PAYMENT_FAILED',
          title: `Payment for ${reservation.code} failed`,
        },
      }),
      1,
    );

    assert.equal((await pay(reservation.id, CARDS.ok)).status, 'PAID');
    await send(later());
    assert.equal(failedMails(reservation.code).length, 0);
  });

  it('a failure not followed by a success is e-mailed once the window has passed', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    assert.equal((await pay(reservation.id, CARDS.noFunds)).payments[0].status, 'FAILED');
    await send(new Date());
    assert.equal(failedMails(reservation.code).length, 0);
    await send(later());
    assert.equal(failedMails(reservation.code).length, 1);
    await send(later());
    assert.equal(failedMails(reservation.code).length, 1, 'sent once');
  });
});
