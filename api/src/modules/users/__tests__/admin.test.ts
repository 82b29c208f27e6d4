import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { firstError, signInFirebaseUser, signUpUser } from '../../../test/harness.js';

const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const SET_STATUS = `mutation ($userId: ID!, $status: UserStatus!, $reason: String!) {
  setUserStatus(userId: $userId, status: $status, reason: $reason) { id status suspendedReason }
}`;
const USERS = `query ($first: Int!, $after: String, $filter: UserFilterInput) {
  users(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id displayName role status } }
  }
}`;

type User = Awaited<ReturnType<typeof signUpUser>>;

describe('admin user management', () => {
  let admin: User;
  it.beforeAll(async ({ api }) => {
    admin = await signUpUser(api, 'STUDENT', { input: { displayName: 'Root Admin' } });
    await api.updateUser(admin.userId, { role: 'ADMIN' });
  });

  it('refuses admin operations to non-admins', async ({ api }) => {
    const student = await signUpUser(api, 'STUDENT');
    for (const [query, variables] of [
      [USERS, { first: 5 }],
      [SET_ROLE, { userId: student.userId, role: 'ADMIN' }],
      [SET_STATUS, { userId: admin.userId, status: 'SUSPENDED', reason: 'Not theirs to do' }],
    ] as const) {
      const res = await api.gql(query, variables, student.idToken);
      assert.equal(firstError(res).extensions.code, 'FORBIDDEN');
    }
    assert.equal(
      (await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } })).role,
      'STUDENT',
    );
  });

  it('changes a role, audited, and the change applies to the very next request', async ({ api }) => {
    const user = await signUpUser(api, 'STUDENT');
    assert.equal(firstError(await api.gql(USERS, { first: 1 }, user.idToken)).extensions.code, 'FORBIDDEN');
    const res = await api.gql(SET_ROLE, { userId: user.userId, role: 'ADMIN' }, admin.idToken);
    assert.deepEqual(res.body.data.setUserRole, { id: user.userId, role: 'ADMIN' });
    // Same token as before: the role is read from the database, not from the token.
    const next = await api.gql(USERS, { first: 1 }, user.idToken);
    assert.equal(next.body.errors, undefined);
    const audit = await api.db.prisma.auditLog.findMany({ where: { entityId: user.userId } });
    assert.deepEqual(
      audit.map((row) => [row.action, row.actorId, row.details]),
      [['user.set_role', admin.userId, { role: 'ADMIN', previousRole: 'STUDENT' }]],
    );
  });

  it('suspends a user: FORBIDDEN everywhere they go, signed out of Firebase, until reactivated', async ({
    api,
  }) => {
    const user = await signUpUser(api, 'OWNER');
    // Firebase compares sign-in and revocation times in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await api.gql(
      SET_STATUS,
      { userId: user.userId, status: 'SUSPENDED', reason: ' Fake listings ' },
      admin.idToken,
    );
    assert.deepEqual(res.body.data.setUserStatus, {
      id: user.userId,
      status: 'SUSPENDED',
      suspendedReason: 'Fake listings',
    });
    // The suspension revoked their sessions in Firebase (the emulator): the old token is refused.
    const revoked = await api.gql('{ me { uid } }', {}, user.idToken);
    assert.equal(firstError(revoked).extensions.code, 'UNAUTHENTICATED');
    assert.equal(firstError(revoked).message, 'This session was revoked. Please sign in again.');
    // Signed in again, they learn that they are suspended and why, and are refused everything else.
    const token = await signInFirebaseUser(user.email, user.password);
    const me = await api.gql('{ me { user { id status suspendedReason } } }', {}, token);
    assert.deepEqual(me.body.data.me.user, {
      id: user.userId,
      status: 'SUSPENDED',
      suspendedReason: 'Fake listings',
    });
    for (const query of [
      'mutation { updateMyProfile(input: { displayName: "Back" }) { id } }',
      '{ mySupportTickets(first: 5) { totalCount } }',
    ]) {
      const refused = await api.gql(query, {}, token);
      assert.equal(firstError(refused).extensions.code, 'FORBIDDEN', query);
      assert.equal(firstError(refused).message, 'This account is suspended.');
    }
    await api.gql(
      SET_STATUS,
      { userId: user.userId, status: 'ACTIVE', reason: 'Appeal accepted' },
      admin.idToken,
    );
    const back = await api.gql('{ me { user { status suspendedReason } } }', {}, token);
    assert.deepEqual(back.body.data.me.user, { status: 'ACTIVE', suspendedReason: null });
    const actions = await api.db.prisma.auditLog.findMany({
      where: { entityId: user.userId },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      actions.map((row) => row.action),
      ['user.set_status', 'user.set_status'],
    );
  });

  it('does not let an admin suspend or demote themselves', async ({ api }) => {
    const demote = await api.gql(SET_ROLE, { userId: admin.userId, role: 'STUDENT' }, admin.idToken);
    assert.equal(firstError(demote).extensions.code, 'FORBIDDEN');
    const suspend = await api.gql(
      SET_STATUS,
      { userId: admin.userId, status: 'SUSPENDED', reason: 'Testing myself' },
      admin.idToken,
    );
    assert.equal(firstError(suspend).extensions.code, 'FORBIDDEN');
    assert.equal((await api.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).role, 'ADMIN');
  });

  it('finds a user by part of their phone number, typed with spaces', async ({ api }) => {
    const user = await signUpUser(api, 'STUDENT', { input: { displayName: 'Phone Finder' } });
    await api.db.prisma.user.update({ where: { id: user.userId }, data: { phoneNumber: '+233241234987' } });
    const local = await api.gql(USERS, { first: 10, filter: { search: '+233 24 123' } }, admin.idToken);
    assert.deepEqual(
      local.body.data.users.edges.map((e: { node: { displayName: string } }) => e.node.displayName),
      ['Phone Finder'],
    );
  });

  it('filters by university and sign-up days (UTC, both ends included)', async ({ api }) => {
    const university = await api.db.prisma.university.create({
      data: {
        name: 'Filter University',
        slug: 'filter-u',
        city: 'Accra',
        country: 'GH',
        latitude: 5.6,
        longitude: -0.2,
      },
    });
    const early = await signUpUser(api, 'STUDENT', { input: { displayName: 'Dated Early' } });
    const late = await signUpUser(api, 'STUDENT', { input: { displayName: 'Dated Late' } });
    const other = await signUpUser(api, 'STUDENT', { input: { displayName: 'Dated Elsewhere' } });
    for (const [user, at, uni] of [
      [early, '2030-01-10T00:00:00Z', university.id],
      [late, '2030-01-20T23:59:59Z', university.id],
      [other, '2030-01-15T12:00:00Z', null],
    ] as const)
      await api.db.prisma.user.update({
        where: { id: user.userId },
        data: { createdAt: new Date(at), universityId: uni },
      });
    const names = async (filter: Record<string, unknown>) =>
      (
        await api.gql(USERS, { first: 10, filter: { search: 'dated', ...filter } }, admin.idToken)
      ).body.data.users.edges
        .map((e: { node: { displayName: string } }) => e.node.displayName)
        .sort();
    assert.deepEqual(await names({ universityId: university.id }), ['Dated Early', 'Dated Late']);
    assert.deepEqual(await names({ signedUpFrom: '2030-01-10', signedUpTo: '2030-01-15' }), [
      'Dated Early',
      'Dated Elsewhere',
    ]);
    assert.deepEqual(await names({ signedUpFrom: '2030-01-16', signedUpTo: '2030-01-20' }), ['Dated Late']);
    assert.deepEqual(await names({ signedUpTo: '2030-01-09' }), []);
    const bad = await api.gql(USERS, { first: 5, filter: { signedUpFrom: '2030-13-01' } }, admin.idToken);
    assert.deepEqual(firstError(bad).extensions.fields, {
      'filter.signedUpFrom': 'Give a day as YYYY-MM-DD.',
    });
  });

  it('answers NOT_FOUND for an unknown user id', async ({ api }) => {
    const res = await api.gql(
      SET_ROLE,
      { userId: '00000000-0000-4000-8000-000000000000', role: 'OWNER' },
      admin.idToken,
    );
    assert.equal(firstError(res).extensions.code, 'NOT_FOUND');
  });

  it('pages through users with filters, and refuses first above 100', async ({ api }) => {
    for (let i = 0; i < 3; i++)
      await signUpUser(api, 'OWNER', { input: { displayName: `Pager Owner ${i}` } });
    const filter = { search: 'pager owner', role: 'OWNER' };
    const first = await api.gql(USERS, { first: 2, filter }, admin.idToken);
    assert.equal(first.body.data.users.totalCount, 3);
    assert.equal(first.body.data.users.edges.length, 2);
    assert.equal(first.body.data.users.pageInfo.hasNextPage, true);
    const second = await api.gql(
      USERS,
      { first: 2, filter, after: first.body.data.users.pageInfo.endCursor },
      admin.idToken,
    );
    assert.equal(second.body.data.users.edges.length, 1);
    assert.deepEqual(second.body.data.users.pageInfo, {
      hasNextPage: false,
      hasPreviousPage: true,
      endCursor: second.body.data.users.edges[0].cursor,
    });
    const names = [...first.body.data.users.edges, ...second.body.data.users.edges].map(
      (e: { node: { displayName: string } }) => e.node.displayName,
    );
    assert.deepEqual(names.sort(), ['Pager Owner 0', 'Pager Owner 1', 'Pager Owner 2']);

    for (const size of [101, 0]) {
      const refused = await api.gql(USERS, { first: size }, admin.idToken);
      assert.equal(firstError(refused).extensions.code, 'BAD_USER_INPUT');
      assert.deepEqual(firstError(refused).extensions.fields, {
        first: 'first must be between 1 and 100',
      });
    }
    const badCursor = await api.gql(USERS, { first: 2, after: 'nonsense' }, admin.idToken);
    assert.deepEqual(firstError(badCursor).extensions.fields, { after: 'after is not a valid cursor' });
  });
});
