import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { firstError } from '../../../test/harness.js';
import { ok } from '../../reservations/__tests__/fixtures.js';
import { everyField, SET_METHOD, setMethod, signedInAgo, tablesHolding, WALLET } from './payout-fixtures.js';

const REMOVE = `mutation($id: ID!) { removePayoutMethod(id: $id) { id state } }`;
const METHODS = `query { payoutMethods(history: true) { id state last4 currency holdUntil } }`;

describe('payout methods: checked, never stored in full, changed only after a fresh sign-in', () => {
  it('refuses each bad field with its own message (the rules of @hostel/common)', async ({ api, owner }) => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { accountNumber: '0341234567' },
        {
          'input.accountNumber':
            'A Ghanaian mobile money number has 10 digits and starts with 02 or 05, e.g. 0241234567.',
        },
      ],
      [
        { network: 'MPESA' },
        {
          'input.network':
            'Choose the mobile money network: MTN MoMo, Telecel Cash (Vodafone), AirtelTigo Money.',
        },
      ],
      [
        { holderName: '7' },
        { 'input.holderName': 'Write the account holder’s name as on the account, in letters.' },
      ],
      [
        { currency: 'EUR' },
        { 'input.currency': 'Payouts are sent in GHS, KES, NGN, USD; choose one of them.' },
      ],
      [
        { kind: 'BANK', currency: 'NGN', accountNumber: '12345', bankCode: '', network: null },
        {
          'input.accountNumber': 'A Nigerian account number (NUBAN) has exactly 10 digits.',
          'input.bankCode': 'Choose your bank.',
        },
      ],
      [
        { kind: 'MOBILE_MONEY', currency: 'KES', accountNumber: '0812345678', network: 'MPESA' },
        {
          'input.accountNumber':
            'An M-Pesa number is 07XXXXXXXX or 01XXXXXXXX (or 2547XXXXXXXX), e.g. 0712345678.',
        },
      ],
    ];
    for (const [change, fields] of cases) {
      const error = firstError(await api.gql(SET_METHOD, { input: { ...WALLET, ...change } }, owner.idToken));
      assert.equal(error.extensions.code, 'BAD_USER_INPUT');
      assert.deepEqual(error.extensions.fields, fields, JSON.stringify(change));
    }
    assert.equal(await api.db.prisma.payoutMethod.count(), 0, 'nothing half-written');
  });

  it('refuses a sign-in older than five minutes, and students, with clear answers', async ({
    api,
    owner,
    otherOwner: other,
    student,
  }) => {
    const stale = firstError(await api.gql(SET_METHOD, { input: WALLET }, await signedInAgo(owner, 6)));
    assert.equal(stale.extensions.code, 'FORBIDDEN');
    assert.equal(stale.extensions.reason, 'RECENT_SIGN_IN_REQUIRED');
    assert.match(stale.message, /sign in again/);
    // Four minutes is recent enough.
    ok(
      await api.gql(
        SET_METHOD,
        { input: { ...WALLET, currency: 'KES', network: 'MPESA', accountNumber: '254712345678' } },
        await signedInAgo(other, 4),
      ),
    );
    assert.equal(
      firstError(await api.gql(SET_METHOD, { input: WALLET }, student.idToken)).extensions.code,
      'FORBIDDEN',
    );
  });

  it('keeps the last four digits only: the number is in no answer and no table', async ({
    api,
    owner,
    admin,
  }) => {
    const first = await setMethod(api, owner);
    assert.deepEqual(
      { state: first.state, last4: first.last4, holdUntil: first.holdUntil, network: first.network },
      { state: 'VERIFIED', last4: '4567', holdUntil: null, network: 'MTN' },
    );
    const numbers = ['0241234567', '241234567', '233241234567'];
    const answers = [
      await api.gql(
        `query { payoutMethods(history: true) { ${everyField('PayoutMethod', 2)} } me { user { ${everyField('User', 2)} } } }`,
        {},
        owner.idToken,
      ),
      await api.gql(
        `query($id: ID!) { adminUser(id: $id) { user { ${everyField('User', 2)} } auditTrail { ${everyField('AuditEntry', 1)} } } }`,
        { id: owner.userId },
        admin.idToken,
      ),
      await api.gql(
        `query { notifications { edges { node { ${everyField('Notification', 1)} } } } }`,
        {},
        owner.idToken,
      ),
    ];
    for (const res of answers) {
      const text = JSON.stringify(ok(res));
      for (const number of numbers) assert.ok(!text.includes(number), `an answer carries ${number}: ${text}`);
    }
    // Every row of every table, as text: the number is nowhere (the sandbox keeps none either).
    assert.deepEqual(await tablesHolding(api, '241234567'), []);
  });

  it('a change replaces the method, holds payouts 48 hours and tells the owner by e-mail', async ({
    api,
    owner,
    admin,
  }) => {
    const before = Date.now();
    const changed = await setMethod(api, owner, {
      ...WALLET,
      accountNumber: '0551112233',
      network: 'TELECEL',
    });
    const hold = new Date(changed.holdUntil).getTime() - before;
    assert.ok(hold >= 48 * 3_600_000 - 1000 && hold <= 48 * 3_600_000 + 60_000, `hold ${hold}`);
    const methods = ok(await api.gql(METHODS, {}, owner.idToken)).payoutMethods;
    assert.deepEqual(
      methods.map((m: { state: string; last4: string }) => `${m.state} ${m.last4}`),
      ['VERIFIED 2233', 'REPLACED 4567'],
    );
    const notice = await api.db.prisma.notification.findFirstOrThrow({
      where: { userId: owner.userId, type: 'PAYOUT_METHOD_CHANGED' },
    });
    assert.match(notice.body, /ending in 2233.*48 hours.*If this was not you/s);
    const mail = await api.db.prisma.emailOutbox.findFirstOrThrow({ where: { notificationId: notice.id } });
    assert.equal(mail.subject, 'Your payout method was changed');

    // Admins see states and history (never the number) on the user's page.
    const page = ok(
      await api.gql(
        `query($id: ID!) { adminUser(id: $id) { user { payoutMethods { state last4 } payoutMethodHistory { action methodId actorId } } } }`,
        { id: owner.userId },
        admin.idToken,
      ),
    ).adminUser.user;
    assert.deepEqual(page.payoutMethods.map((m: { last4: string }) => m.last4).sort(), ['2233', '4567']);
    assert.deepEqual(page.payoutMethodHistory.map((h: { action: string }) => h.action).sort(), [
      'payoutMethod.add',
      'payoutMethod.add',
      'payoutMethod.replace',
    ]);
  });

  it('only the owner removes their method; others get NOT_FOUND and see nothing', async ({
    api,
    owner,
    otherOwner: other,
    admin,
  }) => {
    const [live] = ok(await api.gql(METHODS, {}, owner.idToken)).payoutMethods;
    assert.equal(
      firstError(await api.gql(REMOVE, { id: live.id }, other.idToken)).extensions.code,
      'NOT_FOUND',
    );
    assert.equal(
      firstError(await api.gql(REMOVE, { id: live.id }, admin.idToken)).extensions.code,
      'FORBIDDEN',
    );
    const stale = firstError(await api.gql(REMOVE, { id: live.id }, await signedInAgo(owner, 10)));
    assert.equal(stale.extensions.reason, 'RECENT_SIGN_IN_REQUIRED');
    const seen = ok(await api.gql(METHODS, {}, other.idToken)).payoutMethods;
    assert.ok(seen.every((m: { id: string }) => m.id !== live.id));
    assert.equal(
      ok(await api.gql(REMOVE, { id: live.id }, owner.idToken)).removePayoutMethod.state,
      'REMOVED',
    );
  });
});
