import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { startCountingStatements } from '../../hostels/__tests__/statement-counter.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { ReservationObject } from '../reservation.types.js';
import {
  allowPendingRequests,
  inDays,
  ok,
  publishedHostel,
  request,
  signUpAdmin,
  type TestUser,
} from './fixtures.js';

// Test-only: hands out any reservation without asking who wants it, as a careless new query would.
@Resolver()
class UncheckedReservationResolver {
  @Query(() => ReservationObject)
  uncheckedReservation(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.db.prisma.reservation.findUniqueOrThrow({ where: { id } });
  }
}

// The fields the web's reservation cards read (ReservationSummaryFields, AdminReservationRowFields),
// plus the timeline and payments of the details screens, for every reservation of a page.
const FIELDS = `id code status checkIn checkOut beds nights roomTypeName createdAt responseDeadline
  paymentDeadline studentNote declineReason hostel { id name city } student { id displayName }
  price { currency subtotal platformFee total }`;
const DEEP = `${FIELDS} events { toStatus createdAt } payments { status amount refunds { amount status } }`;
const page = (field: string, fields: string) => `query($first: Int) { ${field}(first: $first) {
  totalCount edges { node { ${fields} } } } }`;

describe('reservation relations: batched per request, checked per object', () => {
  let api: TestApi;
  let owner: TestUser;
  let ama: TestUser;
  let kofi: TestUser;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    api = await startTestApi({ extraResolvers: [UncheckedReservationResolver] });
    [owner, ama, kofi, admin, stranger] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'STUDENT'),
      signUpAdmin(api),
      signUpUser(api, 'OWNER'),
    ]);
    const rooms = [];
    for (let i = 0; i < 3; i++) rooms.push((await publishedHostel(api, owner, { totalBeds: 20 })).room);
    // 12 stays of Ama in three hostels (two of them paid), 3 of Kofi: every list has over 10 rows.
    await allowPendingRequests(api, 10);
    for (let i = 0; i < 15; i++) {
      const student = i < 12 ? ama : kofi;
      const stay = {
        roomTypeId: rooms[i % 3]!.id,
        beds: 1,
        checkIn: inDays(20 + i),
        checkOut: inDays(22 + i),
      };
      if (i < 2) await paidReservation(api, owner, student, stay);
      else await request(api, student, stay);
    }
  });
  afterAll(() => api.close());

  async function statements(query: string, first: number, token: string) {
    ok(await api.gql('{ me { uid } }', {}, token)); // the viewer's row is then kept in memory
    const counter = startCountingStatements();
    try {
      const data = ok(await api.gql(query, { first }, token));
      const list = Object.values(data)[0] as { edges: { node: Record<string, unknown> }[] };
      assert.equal(list.edges.length, first);
      return { count: counter.count, nodes: list.edges.map((edge) => edge.node) };
    } finally {
      counter.stop();
    }
  }

  const cases = [
    { name: 'myReservations', user: () => ama },
    { name: 'ownerReservations', user: () => owner },
    { name: 'adminReservations', user: () => admin },
  ];
  for (const { name, user } of cases) {
    it(`${name}: a page of 10 costs what a page of 2 does, at most 6 statements (9 with payments)`, async (t) => {
      // The page and its count, then one statement per relation (payments: two, refunds), and for
      // a party whether contact details are open at each hostel (an admin reads text as written).
      for (const [fields, most] of [
        [FIELDS, 6],
        [DEEP, 9],
      ] as const) {
        const small = await statements(page(name, fields), 2, user().idToken);
        const large = await statements(page(name, fields), 10, user().idToken);
        await t.annotate(
          `${fields === DEEP ? 'with events and payments' : 'cards'}: ${large.count} statements`,
        );
        assert.equal(large.count, small.count, 'the count does not grow with the page size');
        assert.ok(large.count <= most, `${large.count} statements`);
        for (const node of large.nodes) {
          assert.equal((node.hostel as { name: string }).name, 'Harbour View Hostel');
          assert.equal(node.roomTypeName, '4-bed room');
          assert.ok((node.student as { displayName: string }).displayName);
        }
      }
    });
  }

  it('batched relations stay with their own reservation', async () => {
    const { nodes } = await statements(page('adminReservations', DEEP), 15, admin.idToken);
    const byStudent = new Map<string, number>();
    for (const node of nodes) {
      const student = (node.student as { id: string }).id;
      byStudent.set(student, (byStudent.get(student) ?? 0) + 1);
      const events = node.events as { toStatus: string }[];
      const payments = node.payments as { status: string }[];
      assert.equal(events.at(-1)?.toStatus, node.status);
      assert.equal(payments.length, node.status === 'PAID' ? 1 : 0);
      if (node.status === 'PAID') assert.equal(payments[0]?.status, 'SUCCEEDED');
    }
    assert.deepEqual(
      [byStudent.get(ama.userId), byStudent.get(kofi.userId)],
      [12, 3],
      'each reservation names its own student',
    );
  });

  it("fields with another user's data check the policy even when a query forgets to", async () => {
    const [reservation] = await api.db.prisma.reservation.findMany({ where: { status: 'PAID' }, take: 1 });
    const query = (field: string) => `query($id: ID!) { uncheckedReservation(id: $id) { code ${field} } }`;
    for (const field of ['student { displayName }', 'events { toStatus }', 'payments { amount }']) {
      const refused = await api.gql(query(field), { id: reservation!.id }, stranger.idToken);
      assert.equal(firstError(refused).extensions.code, 'NOT_FOUND', field);
      assert.equal(refused.body.data, null, field);
      for (const party of [ama, owner, admin])
        ok(await api.gql(query(field), { id: reservation!.id }, party.idToken));
    }
  });
});
