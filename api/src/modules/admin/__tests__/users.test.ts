// The admin's user page and actions over HTTP against the Auth emulator and real PostgreSQL: admins
// only, every action audited and told to the user, the verification e-mail queued with Firebase's link.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { firstError, signUpUser } from '../../../test/harness.js';
import { publishedHostel, signUpAdmin } from '../../reservations/__tests__/fixtures.js';

const DETAIL = `query ($id: ID!) { adminUser(id: $id) {
  user { id displayName email status }
  signIn { providers emailVerified disabled lastSignInAt }
  reservations { id } hostels { id name } tickets { id subject } reviews { id }
  auditTrail { action entity entityId details actor { id } }
} }`;
const SET_STATUS = `mutation ($userId: ID!, $status: UserStatus!, $reason: String!) {
  setUserStatus(userId: $userId, status: $status, reason: $reason) { id status suspendedReason }
}`;
const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const RESEND = `mutation ($userId: ID!) { resendVerificationEmail(userId: $userId) { id } }`;
const AUDIT = `query ($actorId: ID, $action: String, $entity: String, $entityId: String, $from: String, $to: String, $first: Int!, $after: String) {
  auditLog(actorId: $actorId, action: $action, entity: $entity, entityId: $entityId, from: $from, to: $to, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { action entity entityId actor { id } createdAt } }
  }
}`;

describe('admin user page and actions', () => {
  it.beforeAll(async ({ api, owner }) => {
    await publishedHostel(api, owner);
    await api.db.prisma.supportTicket.create({
      data: { requesterId: owner.userId, subject: 'Payout question' },
    });
  });

  it('refuses every admin query and action to non-admins, changing nothing', async ({
    api,
    owner,
    student,
  }) => {
    for (const [query, variables] of [
      [DETAIL, { id: student.userId }],
      [SET_STATUS, { userId: student.userId, status: 'SUSPENDED', reason: 'Not allowed' }],
      [SET_ROLE, { userId: student.userId, role: 'ADMIN' }],
      [RESEND, { userId: student.userId }],
      [AUDIT, { first: 5 }],
      ['{ auditFilterOptions { actions entities } }', {}],
    ] as const) {
      const res = await api.gql(query, variables, owner.idToken);
      assert.equal(firstError(res).extensions.code, 'FORBIDDEN', query);
    }
    assert.equal(await api.db.prisma.auditLog.count({ where: { entityId: student.userId } }), 0);
    assert.equal(await api.db.prisma.emailOutbox.count({ where: { userId: student.userId } }), 0);
  });

  it("shows a user's page: profile, sign-in methods from Firebase, hostels, tickets", async ({
    api,
    owner,
    admin,
  }) => {
    const res = await api.gql(DETAIL, { id: owner.userId }, admin.idToken);
    const detail = res.body.data.adminUser;
    assert.equal(detail.user.id, owner.userId);
    assert.equal(detail.user.email, owner.email);
    assert.deepEqual(detail.signIn.providers, ['password']);
    assert.equal(detail.signIn.emailVerified, false);
    assert.equal(detail.signIn.disabled, false);
    assert.deepEqual(
      detail.hostels.map((h: { name: string }) => h.name),
      ['Harbour View Hostel'],
    );
    assert.deepEqual(
      detail.tickets.map((t: { subject: string }) => t.subject),
      ['Payout question'],
    );
    assert.deepEqual(detail.reservations, []);
    const unknown = await api.gql(DETAIL, { id: '00000000-0000-4000-8000-000000000000' }, admin.idToken);
    assert.equal(firstError(unknown).extensions.code, 'NOT_FOUND');
  });

  it('suspends and reinstates with a reason: audited, told to the user (notice and e-mail)', async ({
    api,
    student,
    admin,
  }) => {
    const noReason = await api.gql(
      SET_STATUS,
      { userId: student.userId, status: 'SUSPENDED', reason: ' ' },
      admin.idToken,
    );
    assert.equal(firstError(noReason).extensions.code, 'BAD_USER_INPUT');
    assert.equal(await api.db.prisma.auditLog.count({ where: { entityId: student.userId } }), 0);

    const suspended = await api.gql(
      SET_STATUS,
      { userId: student.userId, status: 'SUSPENDED', reason: 'Harassing an owner' },
      admin.idToken,
    );
    assert.equal(suspended.body.data.setUserStatus.status, 'SUSPENDED');
    const again = await api.gql(
      SET_STATUS,
      { userId: student.userId, status: 'SUSPENDED', reason: 'Harassing an owner' },
      admin.idToken,
    );
    assert.equal(firstError(again).extensions.code, 'CONFLICT');
    await api.gql(
      SET_STATUS,
      { userId: student.userId, status: 'ACTIVE', reason: 'Apologised to the owner' },
      admin.idToken,
    );

    const notices = await api.db.prisma.notification.findMany({
      where: { userId: student.userId },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      notices.map((n) => [n.type, n.category]),
      [
        ['ACCOUNT_SUSPENDED', 'ACCOUNT'],
        ['ACCOUNT_REINSTATED', 'ACCOUNT'],
      ],
    );
    assert.match(notices[0]!.body, /Harassing an owner/);
    const mails = await api.db.prisma.emailOutbox.findMany({ where: { userId: student.userId } });
    assert.equal(mails.length, 2);
    assert.ok(mails.every((mail) => mail.to === student.email));

    const detail = (await api.gql(DETAIL, { id: student.userId }, admin.idToken)).body.data.adminUser;
    assert.deepEqual(
      detail.auditTrail.map((row: { action: string; details: string; actor: { id: string } }) => [
        row.action,
        JSON.parse(row.details),
        row.actor.id,
      ]),
      [
        ['user.set_status', { status: 'ACTIVE', reason: 'Apologised to the owner' }, admin.userId],
        ['user.set_status', { status: 'SUSPENDED', reason: 'Harassing an owner' }, admin.userId],
      ],
    );
  });

  it('changes a role, audited with the role before', async ({ api, admin }) => {
    const user = await signUpUser(api, 'STUDENT');
    await api.gql(SET_ROLE, { userId: user.userId, role: 'OWNER' }, admin.idToken);
    const [row] = await api.db.prisma.auditLog.findMany({ where: { entityId: user.userId } });
    assert.deepEqual(
      [row!.action, row!.details],
      ['user.set_role', { role: 'OWNER', previousRole: 'STUDENT' }],
    );
  });

  it('resends the verification e-mail: a Firebase link through the outbox, audited; refused once verified', async ({
    api,
    owner,
    admin,
  }) => {
    const res = await api.gql(RESEND, { userId: owner.userId }, admin.idToken);
    assert.equal(res.body.errors, undefined);
    const [mail] = await api.db.prisma.emailOutbox.findMany({ where: { userId: owner.userId } });
    assert.equal(mail!.to, owner.email);
    assert.equal(mail!.category, 'ACCOUNT');
    assert.equal(mail!.template, 'VERIFY_EMAIL', 'the product’s own verification template');
    const link = new URL(mail!.link!);
    assert.equal(link.pathname, '/signUp/newPassword', 'the link opens the product’s own page');
    assert.equal(link.searchParams.get('mode'), 'verifyEmail');
    assert.ok(link.searchParams.get('oobCode'));
    const audit = await api.db.prisma.auditLog.findMany({
      where: { entityId: owner.userId, action: 'user.resend_verification' },
    });
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.actorId, admin.userId);

    // Opening the link verifies the address in Firebase; a second resend is refused.
    const verified = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: link.searchParams.get('oobCode') }),
      },
    );
    assert.equal(verified.status, 200);
    const refused = await api.gql(RESEND, { userId: owner.userId }, admin.idToken);
    assert.equal(firstError(refused).extensions.code, 'CONFLICT');
    assert.equal(firstError(refused).message, 'This e-mail address is verified already.');
    const detail = (await api.gql(DETAIL, { id: owner.userId }, admin.idToken)).body.data.adminUser;
    assert.equal(detail.signIn.emailVerified, true);
  });

  it('filters the audit log by actor, action, entity, thing and days, paged newest first', async ({
    api,
    admin,
  }) => {
    const other = await signUpAdmin(api);
    const target = await signUpUser(api, 'STUDENT');
    await api.gql(SET_ROLE, { userId: target.userId, role: 'OWNER' }, other.idToken);
    await api.gql(SET_ROLE, { userId: target.userId, role: 'STUDENT' }, other.idToken);
    await api.gql(SET_ROLE, { userId: target.userId, role: 'OWNER' }, admin.idToken);
    // One row of an earlier year, to filter by days.
    await api.db.prisma.auditLog.create({
      data: {
        actorId: other.userId,
        action: 'payout.paid',
        entity: 'Payout',
        entityId: 'p-1',
        createdAt: new Date('2025-06-15T12:00:00Z'),
      },
    });
    const page = async (variables: Record<string, unknown>) =>
      (await api.gql(AUDIT, { first: 10, ...variables }, admin.idToken)).body.data.auditLog;

    const byOther = await page({ actorId: other.userId });
    assert.deepEqual(
      byOther.edges.map((e: { node: { action: string } }) => e.node.action),
      ['user.set_role', 'user.set_role', 'payout.paid'],
    );
    const first = await page({ entity: 'User', entityId: target.userId, first: 2 });
    assert.equal(first.totalCount, 3);
    assert.equal(first.pageInfo.hasNextPage, true);
    const rest = await page({
      entity: 'User',
      entityId: target.userId,
      first: 2,
      after: first.pageInfo.endCursor,
    });
    assert.equal(rest.edges.length, 1);
    assert.equal(rest.edges[0].node.actor.id, other.userId); // the oldest last
    assert.equal((await page({ action: 'payout.paid' })).totalCount, 1);
    assert.equal((await page({ from: '2025-06-15', to: '2025-06-15' })).totalCount, 1);
    assert.equal((await page({ from: '2025-06-16', to: '2025-12-31' })).totalCount, 0);
    const options = (await api.gql('{ auditFilterOptions { actions entities } }', {}, admin.idToken)).body
      .data.auditFilterOptions;
    assert.ok(options.actions.includes('payout.paid') && options.actions.includes('user.set_role'));
    assert.ok(options.entities.includes('Payout') && options.entities.includes('User'));
    const bad = await api.gql(AUDIT, { first: 5, from: '2025-06-20', to: '2025-06-01' }, admin.idToken);
    assert.deepEqual(firstError(bad).extensions.fields, { to: 'The last day cannot be before the first.' });
  });
});
