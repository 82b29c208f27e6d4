// Who reaches a ticket and its files, per-field refusals, and reports arriving as tickets (over HTTP).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { buildZip } from '../../files/__tests__/fixtures.js';
import { uploadRequest, type UploadedFile } from '../../files/__tests__/http.js';
import { conversationFixture, M } from '../../messaging/__tests__/fixtures.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  request,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { openTicket, reply, S, ticketInput } from './fixtures.js';

const UPLOAD_ARCHIVE = `mutation ($file: Upload!) { uploadArchive(file: $file) { id } }`;
const FILE = `query($id: ID!) { file(id: $id) { id url } }`;

describe('support access', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student, stranger, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
  });
  afterAll(() => api.close());

  async function uploadZip(user: TestUser, name: string) {
    const bytes = await buildZip([{ name: `${name}.txt` }]);
    const { body } = await uploadRequest<{ uploadArchive: UploadedFile }>(
      api,
      UPLOAD_ARCHIVE,
      'file',
      [{ bytes, name: `${name}.zip`, type: 'application/zip' }],
      user.idToken,
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.uploadArchive.id;
  }

  const snapshot = async () => ({
    tickets: await api.db.prisma.supportTicket.findMany({ orderBy: { id: 'asc' } }),
    messages: await api.db.prisma.supportMessage.count(),
  });

  it('another user gets NOT_FOUND for every operation on a ticket, and nothing changes', async () => {
    const ticket = await openTicket(api, student);
    const before = await snapshot();
    for (const res of [
      await api.gql(S.ticket, { id: ticket.id }, stranger.idToken),
      await reply(api, stranger, ticket.id, 'Me too!'),
      await api.gql(S.ticket, { id: 'not-a-uuid' }, stranger.idToken),
    ]) {
      assert.equal(failure(res).code, 'NOT_FOUND');
    }
    assert.equal(ok(await api.gql(S.mine, {}, stranger.idToken)).mySupportTickets.totalCount, 0);
    for (const res of [
      await api.gql(S.queue, {}, student.idToken),
      await api.gql(S.stats, {}, student.idToken),
      await api.gql(S.note, { input: { ticketId: ticket.id, body: 'sneaky' } }, student.idToken),
      await api.gql(S.status, { id: ticket.id, status: 'CLOSED' }, student.idToken),
      await api.gql(S.assign, { id: ticket.id, assigneeId: student.userId }, student.idToken),
    ]) {
      assert.equal(failure(res).code, 'FORBIDDEN');
    }
    assert.equal(failure(await api.gql(S.ticket, { id: ticket.id })).code, 'UNAUTHENTICATED');
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses bad fields, and a reservation that is not the requester’s, storing nothing', async () => {
    const { room } = await publishedHostel(api, owner);
    const theirs = await request(api, stranger, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(30),
      checkOut: inDays(31),
    });
    const before = await snapshot();
    const bad = failure(
      await api.gql(
        S.open,
        { input: ticketInput({ subject: 'Hi', description: 'Too short' }) },
        student.idToken,
      ),
    );
    assert.equal(bad.code, 'BAD_USER_INPUT');
    assert.deepEqual(bad.fields, {
      'input.subject': 'The subject must be at least 5 characters.',
      'input.description': 'The description must be at least 20 characters.',
    });
    const notMine = failure(
      await api.gql(S.open, { input: ticketInput({ reservationId: theirs.id }) }, student.idToken),
    );
    assert.deepEqual(notMine.fields, { 'input.reservationId': 'Choose one of your reservations.' });
    const emptyReply = failure(await reply(api, student, (await snapshot()).tickets[0]!.id, '   '));
    assert.deepEqual(emptyReply.fields, { 'input.body': 'The message is required.' });
    assert.deepEqual(await snapshot(), before);
    // The owner may link a reservation at their own hostel.
    const owners = await openTicket(api, owner, { category: 'RESERVATION', reservationId: theirs.id });
    assert.equal(owners.reservationId, theirs.id);
  });

  it('attachments: the requester’s own uploads only; links for the ticket’s people and admins', async () => {
    const mine = await uploadZip(student, 'receipt');
    const foreign = await uploadZip(stranger, 'other');
    const refused = failure(
      await api.gql(S.open, { input: ticketInput({ attachmentIds: [foreign] }) }, student.idToken),
    );
    assert.deepEqual(refused.fields, { 'input.attachmentIds': 'Attach files you uploaded yourself.' });

    const ticket = await openTicket(api, student, { attachmentIds: [mine] });
    const adminView = ok(await api.gql(S.ticket, { id: ticket.id }, admin.idToken)).supportTicket;
    const link = adminView.messages[0].attachments[0].url as string;
    assert.equal((await fetch(link)).status, 200);
    assert.equal(failure(await api.gql(FILE, { id: mine }, stranger.idToken)).code, 'NOT_FOUND');

    // Support's file reaches the requester; a file on an internal note does not.
    const sent = await uploadZip(admin, 'refund-proof');
    const hidden = await uploadZip(admin, 'internal-check');
    ok(await reply(api, admin, ticket.id, 'Here is the refund proof.', [sent]));
    ok(
      await api.gql(
        S.note,
        { input: { ticketId: ticket.id, body: 'Bank check', attachmentIds: [hidden] } },
        admin.idToken,
      ),
    );
    const studentView = ok(await api.gql(S.ticket, { id: ticket.id }, student.idToken)).supportTicket;
    const reached = studentView.messages[1].attachments[0];
    assert.equal(reached.id, sent);
    assert.equal((await fetch(reached.url)).status, 200);
    assert.equal(failure(await api.gql(FILE, { id: hidden }, student.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(FILE, { id: sent }, stranger.idToken)).code, 'NOT_FOUND');
  });

  it('a reported conversation arrives as a ticket of the reporter, with the reason', async () => {
    const { student: reporter, hostel, conversationId } = await conversationFixture(api);
    ok(
      await api.gql(
        M.report,
        { id: conversationId, reason: 'Asked me to pay outside the site.' },
        reporter.idToken,
      ),
    );
    const [ticket] = ok(await api.gql(S.mine, {}, reporter.idToken)).mySupportTickets.edges;
    const full = ok(await api.gql(S.ticket, { id: ticket.node.id }, admin.idToken)).supportTicket;
    assert.equal(full.conversationId, conversationId);
    assert.equal(full.hostel.id, hostel.id);
    assert.equal(full.subject, `Reported conversation about ${hostel.name}`);
    assert.equal(full.messages[0].body, 'Asked me to pay outside the site.');

    // A refused report leaves neither the report nor a ticket.
    const before = await snapshot();
    assert.equal(
      failure(await api.gql(M.report, { id: conversationId, reason: 'no' }, reporter.idToken)).code,
      'BAD_USER_INPUT',
    );
    assert.deepEqual(await snapshot(), before);
  });
});
