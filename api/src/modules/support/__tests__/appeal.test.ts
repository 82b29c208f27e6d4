import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { APPEAL_SUBJECT } from '@hostel/common';
import {
  firstError,
  signInFirebaseUser,
  signUpUser,
  startTestApi,
  type TestApi,
} from '../../../test/harness.js';
import { ok } from '../../reservations/__tests__/fixtures.js';
import { S, ticketInput } from './fixtures.js';

const SET_STATUS = `mutation ($userId: ID!, $status: UserStatus!, $reason: String!) {
  setUserStatus(userId: $userId, status: $status, reason: $reason) { id status }
}`;
const APPEAL = `mutation ($message: String!) { appealSuspension(input: { message: $message }) { id category subject status } }`;
const MY_APPEAL = '{ mySuspensionAppeal { id category status createdAt } }';
const WHY = 'The listings were mine: I can send the deeds of the building.';

type User = Awaited<ReturnType<typeof signUpUser>>;

describe('a suspended user’s appeal', () => {
  let api: TestApi;
  let admin: User;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpUser(api, 'STUDENT', { input: { displayName: 'Support Admin' } });
    await api.updateUser(admin.userId, { role: 'ADMIN' });
  });
  afterAll(() => api.close());

  /** A user the admin suspended, signed in again (the suspension revoked their old sessions). */
  async function suspendedUser(role: 'STUDENT' | 'OWNER') {
    const user = await signUpUser(api, role);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // Firebase compares whole seconds
    ok(
      await api.gql(
        SET_STATUS,
        { userId: user.userId, status: 'SUSPENDED', reason: 'Fake listings' },
        admin.idToken,
      ),
    );
    return { ...user, idToken: await signInFirebaseUser(user.email, user.password) };
  }

  it('lets a suspended user open exactly one waiting appeal, which admins find in the queue', async () => {
    const user = await suspendedUser('OWNER');
    assert.equal(ok(await api.gql(MY_APPEAL, {}, user.idToken)).mySuspensionAppeal, null);

    const short = await api.gql(APPEAL, { message: 'Please' }, user.idToken);
    assert.equal(firstError(short).extensions.code, 'BAD_USER_INPUT');
    assert.ok((firstError(short).extensions.fields as Record<string, string>)['input.message']);

    const appeal = ok(await api.gql(APPEAL, { message: WHY }, user.idToken)).appealSuspension;
    assert.deepEqual(
      { category: appeal.category, subject: appeal.subject, status: appeal.status },
      { category: 'APPEAL', subject: APPEAL_SUBJECT, status: 'OPEN' },
    );
    const mine = ok(await api.gql(MY_APPEAL, {}, user.idToken)).mySuspensionAppeal;
    assert.deepEqual([mine.id, mine.status], [appeal.id, 'OPEN']);

    // One waiting at a time, even when sent twice at once.
    const again = await Promise.all([1, 2].map(() => api.gql(APPEAL, { message: WHY }, user.idToken)));
    for (const res of again) {
      assert.equal(firstError(res).extensions.code, 'CONFLICT');
      assert.equal(firstError(res).message, 'Your appeal is already with support; they answer by e-mail.');
    }
    assert.equal(
      await api.db.prisma.supportTicket.count({ where: { requesterId: user.userId, category: 'APPEAL' } }),
      1,
    );

    // Admins see it in the support queue, with the user's words, and are told of it.
    const queue = ok(await api.gql(S.queue, { first: 50 }, admin.idToken)).supportTickets;
    assert.ok(queue.edges.some((edge: { node: { id: string } }) => edge.node.id === appeal.id));
    const ticket = ok(await api.gql(S.ticket, { id: appeal.id }, admin.idToken)).supportTicket;
    assert.equal(ticket.messages[0].body, WHY);
    assert.equal(ticket.category, 'APPEAL');
    const notices = await api.db.prisma.notification.count({
      where: { userId: admin.userId, subjectId: appeal.id },
    });
    assert.equal(notices, 1);

    // Answered and resolved, a new appeal may be sent.
    ok(await api.gql(S.status, { id: appeal.id, status: 'RESOLVED' }, admin.idToken));
    ok(await api.gql(APPEAL, { message: WHY }, user.idToken));
  });

  it('refuses a suspended user every other ticket, and an active user the appeal', async () => {
    const user = await suspendedUser('STUDENT');
    for (const input of [ticketInput(), ticketInput({ category: 'APPEAL' })]) {
      const refused = await api.gql(S.open, { input }, user.idToken);
      assert.equal(firstError(refused).extensions.code, 'FORBIDDEN');
      assert.equal(firstError(refused).message, 'This account is suspended.');
    }
    const active = await signUpUser(api, 'STUDENT');
    for (const query of [APPEAL, MY_APPEAL]) {
      const refused = await api.gql(query, { message: WHY }, active.idToken);
      assert.equal(firstError(refused).extensions.code, 'FORBIDDEN', query);
      assert.equal(
        firstError(refused).message,
        'Only a suspended account can appeal; open a support ticket instead.',
      );
    }
    // An active user cannot open an appeal through the ordinary form either.
    const asTicket = await api.gql(S.open, { input: ticketInput({ category: 'APPEAL' }) }, active.idToken);
    assert.equal(firstError(asTicket).extensions.code, 'BAD_USER_INPUT');
    const signedOut = await api.gql(APPEAL, { message: WHY });
    assert.equal(firstError(signedOut).extensions.code, 'UNAUTHENTICATED');
  });

  it('refuses an appeal once the user is reinstated', async () => {
    const user = await suspendedUser('STUDENT');
    // Reinstated meanwhile: the appeal is refused (by the kept row, or by the write's own check).
    await api.updateUser(user.userId, { status: 'ACTIVE' });
    const res = await api.gql(APPEAL, { message: WHY }, user.idToken);
    assert.equal(firstError(res).extensions.code, 'FORBIDDEN');
  });
});
