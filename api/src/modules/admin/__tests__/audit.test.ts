// The audit log reads as people and things, not ids: over HTTP against the Auth emulator and real
// PostgreSQL, entries carry the actor, the thing's name and a one-line summary; admins only.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
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
