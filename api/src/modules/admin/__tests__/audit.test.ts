// The audit log reads as people and things, not ids: over HTTP against the Auth emulator and real
// PostgreSQL, entries carry the actor, the thing's name and a one-line summary; admins only.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  inDays,
  publishedHostel,
  request,
  signUpAdmin,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';

const AUDIT = `query ($entity: String, $first: Int!) {
  auditLog(entity: $entity, first: $first) {
    edges { node { action entity entityId entityName summary details actor { displayName email } } }
  }
}`;

interface Entry {
  action: string;
  entity: string;
  entityId: string;
  entityName: string | null;
  summary: string;
  details: string;
  actor: { displayName: string; email: string | null } | null;
}

describe('audit log names and summaries', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  let student: TestUser;
  let hostelId: string;
  let reservation: { id: string; code: string };
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpAdmin(api);
    owner = await signUpUser(api, 'OWNER', { input: { displayName: 'Kofi Boateng' } });
    student = await signUpUser(api, 'STUDENT', { input: { displayName: 'Ama Mensah' } });
    const { hostel, room } = await publishedHostel(api, owner);
    hostelId = hostel.id;
    reservation = await request(api, student, {
      roomTypeId: room.id,
      checkIn: inDays(20),
      checkOut: inDays(22),
      beds: 1,
    });
  });
  afterAll(() => api.close());

  const log = async (entity: string, token = admin.idToken) =>
    (await api.gql(AUDIT, { entity, first: 20 }, token)).body.data.auditLog.edges.map(
      (edge: { node: Entry }) => edge.node,
    ) as Entry[];

  it('names the actor and the user acted on, with the reason in the summary', async () => {
    const suspend = `mutation ($userId: ID!) { setUserStatus(userId: $userId, status: SUSPENDED, reason: "fake listings") { id } }`;
    assert.equal((await api.gql(suspend, { userId: student.userId }, admin.idToken)).body.errors, undefined);
    const [entry] = await log('User');
    assert.equal(entry!.entityId, student.userId);
    assert.equal(entry!.entityName, 'Ama Mensah');
    assert.equal(entry!.summary, 'Suspended Ama Mensah: ‘fake listings’');
    assert.equal(entry!.actor!.email, admin.email);
    // The raw details stay available.
    assert.deepEqual(JSON.parse(entry!.details), { status: 'SUSPENDED', reason: 'fake listings' });
  });

  it('names hostels, reservations and payouts, with amounts in their currency', async () => {
    const suspend = `mutation ($id: ID!) { suspendHostel(id: $id, reason: "Photos of another building") { id } }`;
    assert.equal((await api.gql(suspend, { id: hostelId }, admin.idToken)).body.errors, undefined);
    const hostel = (await log('Hostel'))[0]!;
    assert.equal(hostel.entityName, 'Harbour View Hostel');
    assert.equal(hostel.summary, 'Suspended Harbour View Hostel: ‘Photos of another building’');

    // Entries as the money flows write them (their own tests make them through the flows).
    const payout = await api.db.prisma.payout.create({
      data: { ownerId: owner.userId, amount: 4050, currency: 'USD', status: 'PAID' },
    });
    await api.db.prisma.auditLog.createMany({
      data: [
        {
          actorId: admin.userId,
          action: 'reservation.cancel',
          entity: 'Reservation',
          entityId: reservation.id,
          details: { reason: 'Plans changed', refundAmount: 12000 },
        },
        {
          actorId: admin.userId,
          action: 'payout.paid',
          entity: 'Payout',
          entityId: payout.id,
          details: { amount: 4050, currency: 'USD', ownerId: owner.userId },
        },
      ],
    });
    const cancelled = (await log('Reservation'))[0]!;
    assert.equal(cancelled.entityName, reservation.code);
    assert.equal(
      cancelled.summary,
      `Cancelled reservation ${reservation.code} with a refund of USD 120.00: ‘Plans changed’`,
    );
    const paid = (await log('Payout'))[0]!;
    assert.equal(paid.entityName, 'the payout to Kofi Boateng');
    assert.equal(paid.summary, 'Paid out USD 40.50 to Kofi Boateng');
  });

  it('words every payout and payout method action; a method is named by its last four digits', async () => {
    const payout = await api.db.prisma.payout.create({
      data: { ownerId: owner.userId, amount: 4050, currency: 'USD', status: 'FAILED' },
    });
    const method = (data: {
      kind: 'BANK' | 'MOBILE_MONEY';
      bankName?: string;
      network?: string;
      last4: string;
      state?: 'REPLACED';
    }) =>
      api.db.prisma.payoutMethod.create({
        data: {
          ownerId: owner.userId,
          currency: 'GHS',
          holderName: 'Kofi Boateng',
          provider: 'sandbox',
          ...data,
        },
      });
    const wallet = await method({ kind: 'MOBILE_MONEY', network: 'MTN', last4: '4567' });
    const bank = await method({ kind: 'BANK', bankName: 'GCB Bank', last4: '7890', state: 'REPLACED' });
    const money = { amount: 4050, currency: 'USD' };
    const event = { from: 'SENT', reference: 'TRF_1vu0nxexyz', ...money };
    // Entries with the details the payout flows write (their own tests make them through the flows).
    const cases: [string, string, string, Record<string, unknown>, string][] = [
      [
        'payoutMethod.add',
        'PayoutMethod',
        wallet.id,
        {
          kind: 'MOBILE_MONEY',
          currency: 'GHS',
          last4: '4567',
          network: 'MTN',
          holdUntil: '2026-12-03T09:30:12.000Z',
        },
        'Added Kofi Boateng’s MTN MoMo wallet ending in 4567 for payouts in GHS; payouts held until 2026-12-03 09:30 UTC after this change',
      ],
      [
        'payoutMethod.add',
        'PayoutMethod',
        bank.id,
        { kind: 'BANK', currency: 'GHS', last4: '7890', bankName: 'GCB Bank', holdUntil: null },
        'Added Kofi Boateng’s GCB Bank account ending in 7890 for payouts in GHS',
      ],
      [
        'payoutMethod.replace',
        'PayoutMethod',
        bank.id,
        { by: wallet.id },
        'Replaced Kofi Boateng’s GCB Bank account ending in 7890 with a new payout method',
      ],
      [
        'payoutMethod.remove',
        'PayoutMethod',
        wallet.id,
        { last4: '4567', currency: 'GHS' },
        'Removed Kofi Boateng’s MTN MoMo wallet ending in 4567',
      ],
      [
        'payout.schedule',
        'User',
        owner.userId,
        { from: 'MANUAL', to: 'AFTER_EACH_CHECKIN' },
        'Changed Kofi Boateng’s payout schedule from on request only to after each check-in',
      ],
      [
        'payout.schedule',
        'Payout',
        payout.id,
        { ...money, earnings: 2, ownerId: owner.userId },
        'Scheduled an automatic payout of USD 40.50 (2 earnings)',
      ],
      [
        'payout.sent',
        'Payout',
        payout.id,
        { reference: 'TRF_1vu0nxexyz', methodId: wallet.id, last4: '4567', ...money },
        'Sent the payout to Kofi Boateng (USD 40.50) to the account ending in 4567; transfer TRF_1vu0nxexyz',
      ],
      [
        'payout.paid',
        'Payout',
        payout.id,
        { ...event, event: 'transfer.success' },
        'The payout to Kofi Boateng (USD 40.50) was paid by the provider',
      ],
      [
        'payout.failed',
        'Payout',
        payout.id,
        { ...event, event: 'transfer.failed', reason: 'Account closed' },
        'The payout to Kofi Boateng (USD 40.50) failed; its earnings are payable again: ‘Account closed’',
      ],
      [
        'payout.reversed',
        'Payout',
        payout.id,
        { ...event, from: 'PAID', event: 'transfer.reversed', reason: 'Beneficiary account closed' },
        'The payout to Kofi Boateng (USD 40.50) was reversed; its earnings are payable again: ‘Beneficiary account closed’',
      ],
      [
        'payout.event_mismatch',
        'Payout',
        payout.id,
        { event: 'transfer.success', stated: '4051 USD', ...money },
        'Ignored the provider’s transfer.success for the payout to Kofi Boateng: it states USD 40.51, the payout is USD 40.50',
      ],
      ['payout.retry', 'Payout', payout.id, {}, 'Asked to send the payout to Kofi Boateng now, not later'],
      [
        'payout.retry',
        'Payout',
        payout.id,
        { newPayoutId: payout.id },
        'Retried the payout to Kofi Boateng as a new payout',
      ],
      [
        'payout.hold',
        'Payout',
        payout.id,
        { reason: 'Checking the wallet' },
        'Put the payout to Kofi Boateng on hold: ‘Checking the wallet’',
      ],
      [
        'payout.release',
        'Payout',
        payout.id,
        { reason: 'Checking the wallet' },
        'Released the payout to Kofi Boateng from the hold ‘Checking the wallet’',
      ],
    ];
    await api.db.prisma.auditLog.createMany({
      data: cases.map(([action, entity, entityId, details]) => ({
        actorId: admin.userId,
        action,
        entity,
        entityId,
        details: details as object,
      })),
    });
    const entries = [...(await log('PayoutMethod')), ...(await log('Payout')), ...(await log('User'))];
    for (const [action, entity, entityId, details, summary] of cases) {
      const entry = entries.find(
        (e) =>
          e.action === action &&
          e.entity === entity &&
          e.entityId === entityId &&
          isDeepStrictEqual(JSON.parse(e.details), details),
      );
      assert.equal(entry?.summary, summary, `${action} ${JSON.stringify(details)}`);
    }
    const methodEntry = entries.find((e) => e.entity === 'PayoutMethod')!;
    assert.match(methodEntry.entityName!, /^Kofi Boateng’s .* ending in \d{4}$/);
  });

  it('keeps ids that name no row readable', async () => {
    await api.db.prisma.auditLog.create({
      data: { actorId: null, action: 'hostel.approve', entity: 'Hostel', entityId: 'not-a-row' },
    });
    const [entry] = (await log('Hostel')).filter((e) => e.entityId === 'not-a-row');
    assert.equal(entry!.entityName, null);
    assert.equal(entry!.summary, 'Approved Hostel not-a-row');
    assert.equal(entry!.actor, null);
  });

  it('refuses the log and its names to non-admins', async () => {
    // (The student is suspended by now; the owner is an ordinary signed-in user.)
    const res = await api.gql(AUDIT, { entity: 'User', first: 5 }, owner.idToken);
    assert.equal(firstError(res).extensions.code, 'FORBIDDEN');
    assert.equal(res.body.data, null);
  });
});
