import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { CONTACT_HIDDEN, MESSAGE_LIMITS } from '@hostel/common';
import { runJobs } from '../../../core/jobs.js';
import { createLogger } from '../../../core/logger.js';
import { signUpUser } from '../../../test/harness.js';
import { deleteUnattachedUploads } from '../../files/file.jobs.js';
import { insertFile, signUpAdmin } from '../../hostels/__tests__/fixtures.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { failure, inDays, ok, publishedHostel, request } from '../../reservations/__tests__/fixtures.js';
import { conversationFixture, M, send } from './fixtures.js';

describe('messaging over HTTP', () => {
  it('reuses one conversation per student and hostel, and shows it to both sides', async ({ api }) => {
    const { owner, student, hostel, conversationId } = await conversationFixture(api);
    const again = ok(await api.gql(M.start, { hostelId: hostel.id }, student.idToken)).startConversation;
    assert.equal(again.id, conversationId);
    assert.equal(again.counterpart.id, owner.userId);
    assert.equal(await api.db.prisma.conversation.count({ where: { hostelId: hostel.id } }), 1);

    // Listed once it has a message, on both sides, with the other side as counterpart.
    assert.equal(ok(await api.gql(M.conversations, {}, owner.idToken)).conversations.totalCount, 0);
    await send(api, student, conversationId, 'Is there a kitchen?');
    const ownerList = ok(await api.gql(M.conversations, {}, owner.idToken)).conversations;
    assert.equal(ownerList.totalCount, 1);
    assert.equal(ownerList.edges[0].node.counterpart.id, student.userId);
    assert.equal(ownerList.edges[0].node.lastMessage.body, 'Is there a kitchen?');
    assert.equal(ownerList.edges[0].node.unreadCount, 1);
  });

  it('lets only the two participants read or write; anyone else gets NOT_FOUND and changes nothing', async ({
    api,
  }) => {
    const { owner, student, conversationId } = await conversationFixture(api);
    await send(api, student, conversationId, 'Hello');
    const stranger = await signUpUser(api, 'STUDENT');
    const otherOwner = await signUpUser(api, 'OWNER');
    const before = await api.db.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    for (const outsider of [stranger, otherOwner]) {
      const token = outsider.idToken;
      const id = conversationId;
      for (const [query, variables] of [
        [M.conversation, { id }],
        [M.messages, { conversationId: id }],
        [M.send, { input: { conversationId: id, clientId: randomUUID(), body: 'hi' } }],
        [M.read, { id }],
        [M.block, { id }],
        [M.report, { id, reason: 'Spam messages' }],
      ] as const) {
        assert.equal(failure(await api.gql(query, variables, token)).code, 'NOT_FOUND', query);
      }
      assert.equal(ok(await api.gql(M.conversations, {}, token)).conversations.totalCount, 0);
    }
    assert.deepEqual(
      await api.db.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } }),
      before,
    );
    assert.equal(await api.db.prisma.message.count({ where: { conversationId } }), 1);
    // The participants still can.
    ok(await api.gql(M.conversation, { id: conversationId }, owner.idToken));
  });

  it('stores a retried send with the same client id once, and refuses that id elsewhere', async ({ api }) => {
    const { owner, student, conversationId } = await conversationFixture(api);
    const input = { conversationId, clientId: randomUUID(), body: 'Only once, please' };
    const results = await Promise.all([1, 2, 3].map(() => api.gql(M.send, { input }, student.idToken)));
    const ids = new Set(results.map((res) => ok(res).sendMessage.id));
    assert.equal(ids.size, 1);
    assert.equal(await api.db.prisma.message.count({ where: { conversationId } }), 1);
    const later = ok(await api.gql(M.send, { input }, student.idToken)).sendMessage;
    assert.deepEqual(new Set([later.id]), ids);

    // The same sender reusing it in another conversation is refused.
    const { hostel: otherHostel } = await publishedHostel(api, await signUpUser(api, 'OWNER'));
    const other = ok(await api.gql(M.start, { hostelId: otherHostel.id }, student.idToken)).startConversation;
    const misuse = failure(
      await api.gql(M.send, { input: { ...input, conversationId: other.id } }, student.idToken),
    );
    assert.equal(misuse.fields?.['input.clientId'], 'Make a new clientId for each message.');
    // Ids are per sender: the owner may happen to use the same one.
    ok(await api.gql(M.send, { input: { ...input, body: 'Owner reply' } }, owner.idToken));
  });

  it('refuses bad input per field and stores nothing', async ({ api }) => {
    const { student, owner, conversationId } = await conversationFixture(api);
    const ownersImage = await insertFile(api, owner.userId);
    const ownersArchive = await insertFile(api, owner.userId, 'ARCHIVE');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ body: '   ' }, 'body', 'Write a message or attach a file.'],
      [
        { body: 'x'.repeat(MESSAGE_LIMITS.bodyLength + 1) },
        'body',
        'A message must be at most 4,000 characters.',
      ],
      [{ body: 'hi', clientId: 'not-a-uuid' }, 'clientId', 'clientId must be a UUID made by the client.'],
      [
        { body: 'hi', attachmentIds: [ownersImage.id] },
        'attachmentIds',
        'Attach files you uploaded yourself.',
      ],
      [
        { body: 'hi', attachmentIds: [ownersArchive.id] },
        'attachmentIds',
        'Attach files you uploaded yourself.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const input = { conversationId, clientId: randomUUID(), ...change };
      const error = failure(await api.gql(M.send, { input }, student.idToken));
      assert.equal(error.code, 'BAD_USER_INPUT');
      assert.equal(error.fields?.[`input.${field}`], message);
    }
    assert.equal(await api.db.prisma.message.count({ where: { conversationId } }), 0);

    // Line breaks are kept; an image of one's own is attached.
    const image = await insertFile(api, student.userId);
    const input = {
      conversationId,
      clientId: randomUUID(),
      body: 'Line one\nLine two',
      attachmentIds: [image.id],
    };
    const sent = ok(await api.gql(M.send, { input }, student.idToken)).sendMessage;
    assert.equal(sent.body, 'Line one\nLine two');
    assert.deepEqual(sent.attachments, [{ id: image.id, kind: 'IMAGE' }]);

    // The job that deletes uploads nothing uses keeps a message's attachment.
    const loose = await insertFile(api, student.userId);
    const job = deleteUnattachedUploads(api.services.storage);
    await runJobs(api.db, [job], createLogger(api.config), new Date(Date.now() + 25 * 3_600_000));
    const left = await api.db.prisma.file.findMany({ where: { id: { in: [image.id, loose.id] } } });
    assert.deepEqual(
      left.map((file) => file.id),
      [image.id],
    );
  });

  it('sends documents whose links only the two participants and admins get', async ({ api }) => {
    const { student, owner, conversationId } = await conversationFixture(api);
    const [stranger, admin] = await Promise.all([signUpUser(api, 'OWNER'), signUpAdmin(api)]);
    const letter = await insertFile(api, student.userId, 'ARCHIVE');
    const input = {
      conversationId,
      clientId: randomUUID(),
      body: 'My admission letter',
      attachmentIds: [letter.id],
    };
    const sent = ok(await api.gql(M.send, { input }, student.idToken)).sendMessage;
    assert.deepEqual(sent.attachments, [{ id: letter.id, kind: 'ARCHIVE' }]);

    const FILE = `query($id: ID!) { file(id: $id) { id url } }`;
    for (const reader of [student, owner, admin]) {
      const { file } = ok(await api.gql(FILE, { id: letter.id }, reader.idToken));
      assert.match(file.url, /[?&](expires|signature|token)=/i, 'a signed, short-lived link');
    }
    const refused = failure(await api.gql(FILE, { id: letter.id }, stranger.idToken));
    assert.equal(refused.code, 'NOT_FOUND');
  });

  it('masks contact details for the recipient until a reservation is paid, and not after', async ({
    api,
  }) => {
    const { owner, student, room, conversationId } = await conversationFixture(api);
    const text = 'Call me on +233 24 123 4567 or write to ama@example.com';
    await send(api, student, conversationId, text);
    const read = async (user: typeof owner) =>
      ok(await api.gql(M.messages, { conversationId }, user.idToken)).messages.edges[0].node;
    assert.deepEqual(await read(owner), {
      id: (await read(student)).id,
      body: `Call me on ${CONTACT_HIDDEN} or write to ${CONTACT_HIDDEN}`,
      mine: false,
      contactDetailsHidden: true,
    });
    // The sender sees the text and the flag that it is hidden from the other side.
    assert.equal((await read(student)).body, text);
    assert.equal((await read(student)).contactDetailsHidden, true);

    await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(10),
      checkOut: inDays(12),
    });
    assert.equal((await read(owner)).body, text);
    assert.equal((await read(owner)).contactDetailsHidden, false);
  });

  it('counts unread messages per conversation and in total, and keeps read markers per side', async ({
    api,
  }) => {
    const { owner, student, conversationId } = await conversationFixture(api);
    await send(api, student, conversationId, 'One');
    await send(api, student, conversationId, 'Two');
    assert.equal(ok(await api.gql(M.unread, {}, owner.idToken)).me.unreadMessageCount, 2);
    assert.equal(ok(await api.gql(M.unread, {}, student.idToken)).me.unreadMessageCount, 0);
    const unreadOnly = { filter: { unreadOnly: true } };
    assert.equal(ok(await api.gql(M.conversations, unreadOnly, owner.idToken)).conversations.totalCount, 1);

    const read = ok(await api.gql(M.read, { id: conversationId }, owner.idToken)).markConversationRead;
    assert.equal(read.unreadCount, 0);
    assert.equal(ok(await api.gql(M.unread, {}, owner.idToken)).me.unreadMessageCount, 0);
    assert.equal(ok(await api.gql(M.conversations, unreadOnly, owner.idToken)).conversations.totalCount, 0);
    // The student now sees that the owner has read up to the last message ("Seen").
    const seen = ok(await api.gql(M.conversation, { id: conversationId }, student.idToken)).conversation;
    const newest = await api.db.prisma.message.findFirstOrThrow({
      where: { conversationId },
      orderBy: { createdAt: 'desc' },
    });
    assert.equal(new Date(seen.otherReadAt).getTime(), newest.createdAt.getTime());
  });

  it('blocks new messages either way until the blocker lifts the block', async ({ api }) => {
    const { owner, student, conversationId } = await conversationFixture(api);
    await send(api, student, conversationId, 'Before the block');
    const blocked = ok(await api.gql(M.block, { id: conversationId }, owner.idToken)).blockConversation;
    assert.deepEqual(blocked, { id: conversationId, blocked: true, blockedByMe: true });
    for (const user of [student, owner]) {
      const input = { conversationId, clientId: randomUUID(), body: 'Hello?' };
      const error = failure(await api.gql(M.send, { input }, user.idToken));
      assert.equal(error.code, 'FORBIDDEN');
      assert.match(error.message, /blocked/);
    }
    // Only the blocker lifts it.
    ok(await api.gql(M.block, { id: conversationId, blocked: false }, student.idToken));
    assert.equal(
      ok(await api.gql(M.conversation, { id: conversationId }, student.idToken)).conversation.blocked,
      true,
    );
    ok(await api.gql(M.block, { id: conversationId, blocked: false }, owner.idToken));
    await send(api, student, conversationId, 'After the block');
    assert.equal(await api.db.prisma.message.count({ where: { conversationId } }), 2);
  });

  it('records a report with its reason', async ({ api }) => {
    const { owner, conversationId } = await conversationFixture(api);
    assert.equal(
      failure(await api.gql(M.report, { id: conversationId, reason: ' ' }, owner.idToken)).code,
      'BAD_USER_INPUT',
    );
    const reported = ok(
      await api.gql(M.report, { id: conversationId, reason: 'Asks to pay outside' }, owner.idToken),
    );
    assert.equal(reported.reportConversation.reportedByMe, true);
    const row = await api.db.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    assert.equal(row.reportReason, 'Asks to pay outside');
    assert.equal(row.reportedById, owner.userId);
  });

  it('lets admins read a conversation only once it is reported, audited, as it was sent', async ({ api }) => {
    const { owner, student, conversationId } = await conversationFixture(api);
    const admin = await signUpAdmin(api);
    await send(api, student, conversationId, 'Pay me at ama@example.com instead');
    const read = (token: string) => api.gql(M.reported, { conversationId }, token);
    const audits = () => api.db.prisma.auditLog.count({ where: { entityId: conversationId } });
    // Not reported: admins get NOT_FOUND through both paths, and nothing is audited.
    assert.equal(failure(await read(admin.idToken)).code, 'NOT_FOUND');
    assert.equal(failure(await api.gql(M.messages, { conversationId }, admin.idToken)).code, 'NOT_FOUND');
    assert.equal(await audits(), 0);

    ok(await api.gql(M.report, { id: conversationId, reason: 'Asks to pay outside' }, owner.idToken));
    assert.equal(failure(await read(student.idToken)).code, 'FORBIDDEN');
    const page = ok(await read(admin.idToken)).reportedConversationMessages;
    assert.equal(page.edges[0].node.body, 'Pay me at ama@example.com instead');
    const entry = await api.db.prisma.auditLog.findFirstOrThrow({ where: { entityId: conversationId } });
    assert.deepEqual([entry.actorId, entry.action, await audits()], [admin.userId, 'conversation.read', 1]);
  });

  it('pages history backwards without gaps or repeats', async ({ api }) => {
    const { owner, student, conversationId } = await conversationFixture(api);
    const sent: string[] = [];
    for (let i = 0; i < 7; i++)
      sent.push((await send(api, i % 2 ? owner : student, conversationId, `m${i}`)).id);
    // Two messages with the same timestamp are told apart by id.
    await api.db.prisma.message.updateMany({
      where: { id: { in: sent.slice(2, 5) } },
      data: { createdAt: new Date() },
    });
    const seen: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: {
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string } }[];
      } = ok(await api.gql(M.messages, { conversationId, first: 3, before }, student.idToken)).messages;
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      before = page.pageInfo.endCursor;
    }
    assert.equal(seen.length, 7);
    assert.deepEqual(new Set(seen), new Set(sent));
    const error = failure(await api.gql(M.messages, { conversationId, before: 'bad' }, student.idToken));
    assert.equal(error.code, 'BAD_USER_INPUT');
  });

  it('links a conversation to the student’s own reservation only', async ({ api }) => {
    const { student, hostel, room } = await conversationFixture(api);
    const stranger = await signUpUser(api, 'STUDENT');
    const other = await conversationFixture(api);
    const theirs = await request(api, other.student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(5),
      checkOut: inDays(6),
    });
    for (const reservationId of [randomUUID(), theirs.id]) {
      const error = failure(await api.gql(M.start, { hostelId: hostel.id, reservationId }, student.idToken));
      assert.equal(error.fields?.reservationId, 'Choose one of your reservations at this hostel.');
    }
    const mine = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(5),
      checkOut: inDays(6),
    });
    const linked = ok(
      await api.gql(M.start, { hostelId: hostel.id, reservationId: mine.id }, student.idToken),
    );
    assert.equal(linked.startConversation.reservationId, mine.id);
    assert.equal(
      failure(await api.gql(M.start, { hostelId: randomUUID() }, stranger.idToken)).code,
      'NOT_FOUND',
    );
  });

  it('starts conversations only about a published hostel someone else owns', async ({ api }) => {
    const { owner, student, hostel } = await conversationFixture(api);
    const other = await publishedHostel(api, owner);
    // The owner's own hostel, and a hostel taken off the site, are NOT_FOUND like a missing one.
    assert.equal(failure(await api.gql(M.start, { hostelId: hostel.id }, owner.idToken)).code, 'NOT_FOUND');
    await api.db.prisma.hostel.update({ where: { id: other.hostel.id }, data: { status: 'SUSPENDED' } });
    const hidden = failure(await api.gql(M.start, { hostelId: other.hostel.id }, student.idToken));
    assert.deepEqual([hidden.code, hidden.message], ['NOT_FOUND', 'The hostel was not found.']);
    // The student's own reservation at another hostel cannot be linked.
    await api.db.prisma.hostel.update({ where: { id: other.hostel.id }, data: { status: 'PUBLISHED' } });
    const elsewhere = await request(api, student, {
      roomTypeId: other.room.id,
      beds: 1,
      checkIn: inDays(5),
      checkOut: inDays(6),
    });
    const error = failure(
      await api.gql(M.start, { hostelId: hostel.id, reservationId: elsewhere.id }, student.idToken),
    );
    assert.deepEqual(
      [error.code, error.fields?.reservationId],
      ['BAD_USER_INPUT', 'Choose one of your reservations at this hostel.'],
    );
    assert.equal(await api.db.prisma.conversation.count({ where: { studentId: owner.userId } }), 0);
  });

  it('limits the messages a user sends a minute (an admin setting), answering RATE_LIMITED with retryAfter', async ({
    api,
  }) => {
    const admin = await signUpAdmin(api);
    const SET = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { messagesPerMinutePerUser } }`;
    ok(await api.gql(SET, { input: { messagesPerMinutePerUser: 2 } }, admin.idToken));
    try {
      const { owner, student, conversationId } = await conversationFixture(api);
      const first = { conversationId, clientId: randomUUID(), body: 'One' };
      ok(await api.gql(M.send, { input: first }, student.idToken));
      await send(api, student, conversationId, 'Two');
      const refused = await api.gql(
        M.send,
        {
          input: { conversationId, clientId: randomUUID(), body: 'Three' },
        },
        student.idToken,
      );
      const error = refused.body.errors?.[0];
      assert.equal(error?.extensions?.code, 'RATE_LIMITED');
      const retryAfter = error?.extensions?.retryAfter as number;
      assert.ok(retryAfter > 0 && retryAfter <= 60, String(retryAfter));
      assert.equal(await api.db.prisma.message.count({ where: { conversationId } }), 2);
      // A retry of a message already stored is not a new message: it still answers.
      ok(await api.gql(M.send, { input: first }, student.idToken));
      // The limit is the sender's: the owner can still answer.
      await send(api, owner, conversationId, 'Welcome');
    } finally {
      ok(await api.gql(SET, { input: { messagesPerMinutePerUser: 30 } }, admin.idToken));
    }
  });
});
