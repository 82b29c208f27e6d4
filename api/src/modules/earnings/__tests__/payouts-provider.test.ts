import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { ok, signUpAdmin, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { SANDBOX_PAYOUT_SIGNATURE_HEADER } from '../payout-sandbox.provider.js';
import { payoutSandbox, releasedEarning, runPayoutJobs, setMethod, WALLET } from './payout-fixtures.js';

const PAYOUTS = `query { payouts { edges { node { id amount currency status automatic providerReference
  failureReason method { last4 network } } } } }`;
const QUEUE = `query { payoutQueue { id status failureReason heldReason } }`;

describe('automatic payouts through the sandbox provider', () => {
  let api: TestApi;
  let student: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [student, admin] = await Promise.all([signUpUser(api, 'STUDENT'), signUpAdmin(api)]);
  });
  afterAll(() => api.close());

  const post = (path: string, body: Buffer, signature: string) =>
    fetch(`${api.url}/webhooks/payouts/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_PAYOUT_SIGNATURE_HEADER]: signature },
      body,
    });
  const payoutsOf = (ownerId: string) =>
    api.db.prisma.payout.findMany({ where: { ownerId }, orderBy: { createdAt: 'asc' } });

  it('waits out a changed method’s 48-hour hold, then pays once: REQUESTED -> SENT -> PAID', async () => {
    const owner = await signUpUser(api, 'OWNER');
    await setMethod(api, owner, { ...WALLET, accountNumber: '0201110000' });
    await setMethod(api, owner); // a change: payouts wait 48 hours
    const earning = await releasedEarning(api, owner, student);

    await runPayoutJobs(api, 47);
    assert.deepEqual(await payoutsOf(owner.userId), [], 'no payout within the hold');

    await runPayoutJobs(api, 49);
    const [payout, ...more] = await payoutsOf(owner.userId);
    assert.equal(more.length, 0);
    assert.equal(payout!.amount, earning.net);
    assert.equal(payout!.automatic, true);
    assert.equal(payout!.status, 'PAID', 'sent, and settled by the sandbox’s signed event');
    assert.match(payout!.providerReference!, /^SBX_TRF_/);
    const earnings = await api.db.prisma.earning.findMany({ where: { ownerId: owner.userId } });
    assert.deepEqual(
      earnings.map((e) => [e.status, e.payoutId]),
      [['PAID_OUT', payout!.id]],
    );

    // A retried run sends nothing again; the sandbox holds one transfer for the payout id.
    await runPayoutJobs(api, 50);
    assert.equal(await api.db.prisma.sandboxTransfer.count({ where: { idempotencyKey: payout!.id } }), 1);
    assert.equal((await payoutsOf(owner.userId)).length, 1);

    const seen = ok(await api.gql(PAYOUTS, {}, owner.idToken)).payouts.edges[0].node;
    assert.deepEqual(seen.method, { last4: '4567', network: 'MTN' });
    const notice = await api.db.prisma.notification.findFirstOrThrow({
      where: { userId: owner.userId, type: 'PAYOUT_PAID' },
    });
    assert.match(notice.title, /Payout of GHS/);
  });

  it('refuses forged events, ignores replays and events out of turn', async () => {
    const owner = await signUpUser(api, 'OWNER');
    await setMethod(api, owner);
    await releasedEarning(api, owner, student);
    ok(await api.gql(`mutation { requestPayout { id } }`, {}, owner.idToken));
    const [payout] = await payoutsOf(owner.userId);
    const sandbox = payoutSandbox(api);
    const success = sandbox.signedEvent('transfer.success', {
      reference: payout!.id,
      transfer_code: 'SBX_TRF_x',
    });

    const forged = await post('sandbox', success.body, 'ab'.repeat(64));
    assert.equal(forged.status, 400);
    const tampered = Buffer.from(success.body.toString().replace('transfer.success', 'transfer.failed'));
    assert.equal((await post('sandbox', tampered, success.signature)).status, 400);
    assert.equal((await post('paystack', success.body, success.signature)).status, 404);
    assert.equal((await payoutsOf(owner.userId))[0]!.status, 'REQUESTED');

    // PAID before our SENT (the provider settled at once): applied.
    const first = await post('sandbox', success.body, success.signature);
    assert.deepEqual(await first.json(), { received: true, outcome: 'applied' });
    const replay = await post('sandbox', success.body, success.signature);
    assert.deepEqual(await replay.json(), { received: true, outcome: 'duplicate' });
    const late = sandbox.signedEvent('transfer.failed', {
      reference: payout!.id,
      failures: { reason: 'late' },
    });
    assert.deepEqual(await (await post('sandbox', late.body, late.signature)).json(), {
      received: true,
      outcome: 'ignored',
    });
    const [paid] = await payoutsOf(owner.userId);
    assert.equal(paid!.status, 'PAID');
    assert.equal(await api.db.prisma.earning.count({ where: { payoutId: paid!.id, status: 'PAID_OUT' } }), 1);
    // The job finds nothing left to send.
    await runPayoutJobs(api);
    assert.equal(await api.db.prisma.sandboxTransfer.count({ where: { idempotencyKey: paid!.id } }), 0);
  });

  it('a failed transfer puts the money back as payable and tells the owner and the admins', async () => {
    const owner = await signUpUser(api, 'OWNER');
    await setMethod(api, owner, { ...WALLET, accountNumber: '0240000000' }); // the sandbox fails it
    const earning = await releasedEarning(api, owner, student);
    await runPayoutJobs(api, 1); // sent, and an hour later the sandbox's event has come
    const [failed] = await payoutsOf(owner.userId);
    assert.equal(failed!.status, 'FAILED');
    assert.match(failed!.failureReason!, /ends in 0000/);
    const audited = await api.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: failed!.id, action: 'payout.failed' },
    });
    assert.equal(
      (audited.details as { reason?: string }).reason,
      failed!.failureReason,
      'the admins read why',
    );
    const back = await api.db.prisma.earning.findUniqueOrThrow({ where: { id: earning.id } });
    assert.deepEqual([back.status, back.payoutId], ['AVAILABLE', null]);
    for (const userId of [owner.userId, admin.userId]) {
      const notice = await api.db.prisma.notification.findFirstOrThrow({
        where: { userId, type: 'PAYOUT_FAILED', subjectId: failed!.id },
      });
      assert.match(notice.body, /ends in 0000/);
    }
    const queue = ok(await api.gql(QUEUE, {}, admin.idToken)).payoutQueue;
    assert.equal(queue[0].status, 'FAILED', 'failures first');

    // The owner fixes the method; the admin retries (a new payout, a new key), holds it, releases it.
    await setMethod(api, owner);
    const retried = ok(
      await api.gql(
        `mutation($id: ID!) { retryPayout(id: $id) { id status amount } }`,
        { id: failed!.id },
        admin.idToken,
      ),
    ).retryPayout;
    assert.deepEqual([retried.status, retried.amount], ['REQUESTED', earning.net]);
    const held = ok(
      await api.gql(
        `mutation($id: ID!) { holdPayout(id: $id, reason: "Checking the new wallet with the owner") { heldReason } }`,
        { id: retried.id },
        admin.idToken,
      ),
    ).holdPayout;
    assert.equal(held.heldReason, 'Checking the new wallet with the owner');
    await runPayoutJobs(api, 49); // past the change's hold too: only the admin's hold keeps it
    assert.equal(
      (await api.db.prisma.payout.findUniqueOrThrow({ where: { id: retried.id } })).status,
      'REQUESTED',
    );
    ok(
      await api.gql(
        `mutation($id: ID!) { releasePayout(id: $id) { id } }`,
        { id: retried.id },
        admin.idToken,
      ),
    );
    await runPayoutJobs(api, 49);
    assert.equal(
      (await api.db.prisma.payout.findUniqueOrThrow({ where: { id: retried.id } })).status,
      'PAID',
    );
    const actions = await api.db.prisma.auditLog.findMany({
      where: { entity: 'Payout', actorId: admin.userId },
      select: { action: true },
    });
    assert.deepEqual(actions.map((a) => a.action).sort(), [
      'payout.hold',
      'payout.release',
      'payout.request',
      'payout.retry',
    ]);
  });

  it('a reversed transfer returns the money too', async () => {
    const owner = await signUpUser(api, 'OWNER');
    await setMethod(api, owner, { ...WALLET, accountNumber: '0249999999' });
    const earning = await releasedEarning(api, owner, student);
    await runPayoutJobs(api, 1); // sent and paid
    assert.equal((await payoutsOf(owner.userId))[0]!.status, 'PAID');
    await runPayoutJobs(api, 2); // then reversed
    const [payout] = await payoutsOf(owner.userId);
    assert.equal(payout!.status, 'REVERSED');
    const back = await api.db.prisma.earning.findUniqueOrThrow({ where: { id: earning.id } });
    assert.deepEqual([back.status, back.payoutId], ['AVAILABLE', null]);
  });
});
