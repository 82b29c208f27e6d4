// The full account or wallet number goes to the payout provider and nowhere else, through a whole
// payout: not into one line the API logs (its own logger at trace level, every line captured), nor
// into an answer, the books' CSV, or any row (e-mail outbox, notifications, events, webhook
// deliveries, the audit log, the sandbox's transfers).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { signUpAdmin, type TestUser } from '../../reservations/__tests__/fixtures.js';
import {
  everyField,
  releasedEarning,
  runPayoutJobs,
  SET_METHOD,
  setMethod,
  tablesHolding,
  WALLET,
} from './payout-fixtures.js';

// Each number as the owner types it, and its digits without a leading 0: what any form of it
// (local, international, digits only) holds. The bank account ends in 0000: the sandbox fails it.
const NUMBERS = {
  bank: ['7302 9155 80000', '7302915580000'],
  wallet: ['024 735 1234', '247351234'],
  changed: ['020 365 8841', '203658841'],
  malformed: ['034 128 7765', '341287765'],
  refused: ['024 687 1111', '246871111'], // the sandbox refuses accounts ending in 1111
};
const EVERY_NUMBER = Object.values(NUMBERS).flat();

const BANK = {
  kind: 'BANK',
  currency: 'USD',
  accountNumber: NUMBERS.bank[0],
  holderName: 'Ama Mensah',
  bankCode: 'GCB',
  bankName: 'GCB Bank',
};

describe('a payout account number is in no log line, answer, CSV or row', () => {
  const lines: string[] = [];
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi({
      config: { logLevel: 'trace' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    [owner, student, admin] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
    ]);
  });
  afterAll(() => api.close());

  const carrying = (text: string) => EVERY_NUMBER.filter((number) => text.includes(number));

  it('adds, refuses and changes methods, pays one payout and fails another: no number anywhere', async () => {
    for (const number of [NUMBERS.malformed[0], NUMBERS.refused[0]]) {
      const refused = firstError(
        await api.gql(SET_METHOD, { input: { ...WALLET, accountNumber: number } }, owner.idToken),
      );
      assert.equal(refused.extensions.code, 'BAD_USER_INPUT', number);
    }
    await setMethod(api, owner, BANK);
    await setMethod(api, owner, { ...WALLET, accountNumber: NUMBERS.wallet[0] });
    const changed = await setMethod(api, owner, {
      ...WALLET,
      accountNumber: NUMBERS.changed[0],
      network: 'TELECEL',
    });
    assert.equal(changed.last4, '8841');

    await releasedEarning(api, owner, student, 'GHS');
    await releasedEarning(api, owner, student, 'USD');
    await runPayoutJobs(api, 49); // past the change's hold: both sent, the sandbox's events applied
    const payouts = await api.db.prisma.payout.findMany({ where: { ownerId: owner.userId } });
    assert.deepEqual(payouts.map((p) => `${p.currency} ${p.status}`).sort(), ['GHS PAID', 'USD FAILED']);

    // Each field alone: together they pass the query cost limit.
    const month = new Date().toISOString().slice(0, 7);
    const mine = [
      `payoutMethods(history: true) { ${everyField('PayoutMethod', 2)} }`,
      `payouts { edges { node { ${everyField('Payout', 2)} } } }`,
      `notifications { edges { node { ${everyField('Notification', 1)} } } }`,
    ];
    const admins = [
      `adminUser(id: "${owner.userId}") { user { ${everyField('User', 2)} } auditTrail { ${everyField('AuditEntry', 1)} } }`,
      `payoutQueue(limit: 10) { ${everyField('Payout', 1)} }`,
      `auditLog(first: 100) { edges { node { ${everyField('AuditEntry', 1)} } } }`,
      `payoutReconciliationCsv(month: "${month}")`,
    ];
    const asked = [
      ...mine.map((field) => [field, owner.idToken] as const),
      ...admins.map((field) => [field, admin.idToken] as const),
    ];
    for (const [field, token] of asked) {
      const res = await api.gql(`query { ${field} }`, {}, token);
      assert.equal(res.body.errors, undefined, field);
      const text = JSON.stringify(res.body.data);
      assert.deepEqual(carrying(text), [], text);
    }
    for (const number of EVERY_NUMBER.filter((n) => /^\d+$/.test(n)))
      assert.deepEqual(await tablesHolding(api, number), [], `rows holding ${number}`);

    // The log is really read: each GraphQL call and each sandbox event delivery wrote its line.
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; path?: string });
    const paths = new Set(entries.filter((e) => e.msg === 'request').map((e) => e.path));
    assert.ok(paths.has('/graphql') && paths.has('/webhooks/payouts/sandbox'), [...paths].join(', '));
    for (const line of lines) assert.deepEqual(carrying(line), [], line);
  });
});
