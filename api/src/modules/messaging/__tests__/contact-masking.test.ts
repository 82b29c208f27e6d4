// Contact details never leave the platform before payment, through any channel that carries a
// message or a participant's name: the thread, the last message, the live event, the send's answer
// and the unread-message e-mail (read from a real SMTP server). Real HTTP, WebSocket and database.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONTACT_HIDDEN } from '@hostel/common';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import {
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../notifications/__tests__/smtp.js';
import { emailJob } from '../../notifications/email.jobs.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { unreadMessageEmailJob } from '../message-email.job.js';
import { conversationFixture, M, send } from './fixtures.js';

const logger = pino({ level: 'silent' });
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const MESSAGE_ADDED = `subscription($id: ID!) { messageAdded(conversationId: $id) { id body mine } }`;
const PARTIES = `query($id: ID!) { conversation(id: $id) {
  counterpart { displayName businessName } student { displayName } owner { displayName } } }`;
const hidden = new RegExp(CONTACT_HIDDEN.replace(/[[\]]/g, '\\$&'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are read loosely, like GraphQL JSON
type Loose = any;

describe('contact details on every messaging channel', () => {
  let api: TestApi;
  let smtp: SmtpCatcher;
  const tick = (now: Date) =>
    runJobs(api.db, [unreadMessageEmailJob, emailJob(api.config, logger)], logger, now);
  /** The new-message e-mails `user` got, oldest first (other e-mails left out). */
  const messageMailsTo = (user: TestUser) =>
    smtp.mails.filter(
      (mail) =>
        mail.to &&
        !Array.isArray(mail.to) &&
        mail.to.text === user.email &&
        /new message/.test(mail.subject ?? ''),
    );
  const stay = (room: { id: string }, days: number) => ({
    roomTypeId: room.id,
    beds: 1,
    checkIn: inDays(days),
    checkOut: inDays(days + 2),
  });

  beforeAll(async () => {
    smtp = await startSmtpCatcher(2571);
    api = await startTestApi({
      config: {
        email: {
          smtpUrl: smtp.url,
          from: 'Hostel <no-reply@hostel.test>',
          linkSecret: 'z'.repeat(40),
          appUrl: 'http://app.test',
        },
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('quotes a message in the unread e-mail masked before payment, and as written after', async () => {
    const { owner, student, room, conversationId } = await conversationFixture(api);
    const text = 'Call +233 20 999 8877 / x@example.com';
    await send(api, student, conversationId, text);
    await tick(minutesOn(11));
    const [mail] = messageMailsTo(owner);
    assert.ok(mail, 'the owner is mailed the unread message');
    for (const part of [mail.subject ?? '', mail.text ?? '', String(mail.html)]) {
      assert.doesNotMatch(part, /999|8877|x@example/);
    }
    assert.match(mail.text ?? '', hidden);

    await paidReservation(api, owner, student, stay(room, 10));
    await send(api, student, conversationId, text);
    await tick(minutesOn(12));
    const later = messageMailsTo(owner)[1];
    assert.ok(later, 'a second e-mail for the message sent after payment');
    assert.match(later.text ?? '', /\+233 20 999 8877 \/ x@example\.com/);
  });

  it('masks a number split over two messages in the thread, the last message, the live event and the e-mail', async () => {
    const { owner, student, conversationId } = await conversationFixture(api);
    const client = wsClient(api, owner.idToken);
    try {
      const events = subscriptionResults(client, MESSAGE_ADDED, { id: conversationId });
      // The in-process pub/sub cannot say when it listens: the owner greets until one greeting
      // arrives (the owner's, so the student's window holds only the two parts of the number).
      const first = events.next();
      for (
        let attempt = 0;
        !(await Promise.race([first, new Promise((r) => setTimeout(r, 200))]));
        attempt++
      ) {
        await send(api, owner, conversationId, `Welcome ${attempt}`);
      }
      await send(api, student, conversationId, '024 123');
      const tail = await send(api, student, conversationId, '4567');
      // The sender sees what they wrote, and that it is hidden from the other side.
      assert.deepEqual([tail.body, tail.contactDetailsHidden], ['4567', true]);

      let event: Loose;
      do event = (await events.next()).data.messageAdded;
      while (event.id !== tail.id);
      assert.equal(event.body, CONTACT_HIDDEN);

      const thread = ok(await api.gql(M.messages, { conversationId, first: 1 }, owner.idToken)).messages;
      assert.deepEqual(thread.edges[0].node, {
        id: tail.id,
        body: CONTACT_HIDDEN,
        mine: false,
        contactDetailsHidden: true,
      });
      const last = ok(await api.gql(M.conversation, { id: conversationId }, owner.idToken)).conversation;
      assert.equal(last.lastMessage.body, CONTACT_HIDDEN);
      const list = ok(await api.gql(M.conversations, {}, owner.idToken)).conversations;
      assert.equal(list.edges[0].node.lastMessage.body, CONTACT_HIDDEN);

      await tick(minutesOn(11));
      const [mail] = messageMailsTo(owner);
      assert.ok(mail);
      assert.doesNotMatch(mail.text ?? '', /4567/);
    } finally {
      await client.dispose();
    }
  });

  it('masks a display name set to an e-mail address or a phone number for the other side until paid', async () => {
    // Names are refused with contact details now; ones stored before that are still masked.
    const owner = await signUpUser(api, 'OWNER');
    const student = await signUpUser(api, 'STUDENT');
    await api.db.prisma.user.update({
      where: { id: owner.userId },
      data: { displayName: 'Kofi 024 555 1234', businessName: 'Rooms: kofi@example.com' },
    });
    await api.db.prisma.user.update({
      where: { id: student.userId },
      data: { displayName: 'ama@example.com' },
    });
    const { hostel, room } = await publishedHostel(api, owner);
    const { id } = ok(await api.gql(M.start, { hostelId: hostel.id }, student.idToken)).startConversation;
    const partiesFor = async (user: TestUser) =>
      ok(await api.gql(PARTIES, { id }, user.idToken)).conversation;

    assert.deepEqual(await partiesFor(owner), {
      counterpart: { displayName: CONTACT_HIDDEN, businessName: null },
      student: { displayName: CONTACT_HIDDEN },
      owner: { displayName: 'Kofi 024 555 1234' },
    });
    const studentSide = await partiesFor(student);
    assert.deepEqual(studentSide.student, { displayName: 'ama@example.com' });
    assert.equal(studentSide.owner.displayName, `Kofi ${CONTACT_HIDDEN}`);
    assert.deepEqual(studentSide.counterpart, {
      displayName: `Kofi ${CONTACT_HIDDEN}`,
      businessName: `Rooms: ${CONTACT_HIDDEN}`,
    });
    await send(api, student, id, 'Is the room free in March?');
    await tick(minutesOn(11));
    const [mail] = messageMailsTo(owner);
    assert.ok(mail);
    assert.doesNotMatch(mail.subject ?? '', /ama@example/);

    await paidReservation(api, owner, student, stay(room, 10));
    assert.equal((await partiesFor(owner)).counterpart.displayName, 'ama@example.com');
    assert.equal((await partiesFor(student)).counterpart.displayName, 'Kofi 024 555 1234');
    await send(api, student, id, 'See you then.');
    await tick(minutesOn(12));
    assert.match(messageMailsTo(owner)[1]?.subject ?? '', /from ama@example\.com/);
  });
});
