// New-message e-mail: sent only for messages still unread 10 minutes on, all of them in one e-mail,
// never twice; read real e-mails from a real SMTP server.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { startTestApi, type TestApi } from '../../../test/harness.js';
import { conversationFixture, M, send } from '../../messaging/__tests__/fixtures.js';
import { unreadMessageEmailJob, UNREAD_EMAIL_DELAY_MS } from '../../messaging/message-email.job.js';
import { ok, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { emailJob } from '../email.jobs.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp.js';

const logger = pino({ level: 'silent' });
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('unread-message e-mail', () => {
  let api: TestApi;
  let smtp: SmtpCatcher;
  /** Runs the batching job then the sender at `now`, as the job runner does each minute. */
  const tick = (now: Date) =>
    runJobs(api.db, [unreadMessageEmailJob, emailJob(api.config, logger)], logger, now);
  const mailsTo = (user: TestUser) =>
    smtp.mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === user.email);

  beforeAll(async () => {
    smtp = await startSmtpCatcher(2548);
    api = await startTestApi({
      config: {
        email: {
          smtpUrl: smtp.url,
          from: 'Hostel <no-reply@hostel.test>',
          linkSecret: 'y'.repeat(40),
          appUrl: 'http://app.test',
        },
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('sends two unread messages in one e-mail after 10 minutes, and never again', async () => {
    const { owner, student, conversationId } = await conversationFixture(api);
    await send(api, student, conversationId, 'Is the room near the library?');
    await send(api, student, conversationId, 'And is there a kettle in the kitchen?');
    await tick(minutesOn(5));
    assert.equal(mailsTo(owner).length, 0, 'nothing while the messages are younger than 10 minutes');
    // Two runners at once (two API instances) still make one e-mail.
    await Promise.all([tick(minutesOn(11)), tick(minutesOn(11))]);
    const mails = mailsTo(owner);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.match(mail!.subject ?? '', /^2 new messages from /);
    assert.match(mail!.text ?? '', /Is the room near the library\?/);
    assert.match(mail!.text ?? '', /And is there a kettle in the kitchen\?/);
    assert.match(
      String(mail!.html),
      new RegExp(`href="http://app.test/dashboard/messages\\?conversation=${conversationId}"`),
    );
    assert.ok(
      mail!.headerLines.some((line) => line.key === 'list-unsubscribe'),
      'messages can be unsubscribed',
    );
    await tick(minutesOn(30));
    assert.equal(mailsTo(owner).length, 1, 'the same messages are never mailed twice');
    assert.equal(mailsTo(student).length, 0, 'the sender is not mailed their own messages');

    // A later message is a new e-mail of its own, with only that message.
    await send(api, student, conversationId, 'One more thing: is there a curfew?');
    await tick(minutesOn(45));
    const later = mailsTo(owner);
    assert.equal(later.length, 2);
    assert.match(later[1]!.subject ?? '', /^A new message from /);
    assert.doesNotMatch(later[1]!.text ?? '', /kettle/);
  });

  it('sends nothing for messages read within 10 minutes, and mails the student with a link to their thread', async () => {
    const { owner, student, hostel, conversationId } = await conversationFixture(api);
    await send(api, student, conversationId, 'Can I see the room on Saturday?');
    ok(await api.gql(M.read, { id: conversationId }, owner.idToken));
    await tick(new Date(Date.now() + UNREAD_EMAIL_DELAY_MS + 60_000));
    assert.equal(mailsTo(owner).length, 0, 'read before 10 minutes: no e-mail');

    await send(api, owner, conversationId, 'Yes, come at ten.');
    await tick(minutesOn(11));
    const [mail] = mailsTo(student);
    assert.ok(mail);
    // The student hears from the hostel, named once.
    assert.equal(mail.subject, `A new message from ${hostel.name}`);
    assert.match(mail.text ?? '', /Yes, come at ten\./);
    assert.match(mail.text ?? '', new RegExp(`/students/messages\\?conversation=${conversationId}`));
  });

  it('respects the messages e-mail preference', async () => {
    const { owner, student, conversationId } = await conversationFixture(api);
    await api.db.prisma.emailOptOut.create({ data: { userId: owner.userId, category: 'MESSAGES' } });
    await send(api, student, conversationId, 'Do you take students for one month?');
    await tick(minutesOn(11));
    assert.equal(mailsTo(owner).length, 0);
  });
});
