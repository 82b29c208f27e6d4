// supportTicketUpdated: the requester's open ticket and the admin's follow each answer as it commits;
// the requester never hears of internal notes or assignments, and nobody else subscribes at all.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Topic } from '../../../core/pubsub.js';
import {
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import { ok, signUpAdmin, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { openTicket, reply, S } from './fixtures.js';

const UPDATED = `subscription($id: ID!) { supportTicketUpdated(id: $id) {
  id status assignee { id } messages { body internal fromSupport } } }`;

describe('supportTicketUpdated', () => {
  let api: TestApi;
  let requester: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [requester, stranger, admin] = await Promise.all([
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'OWNER'),
      signUpAdmin(api),
    ]);
  });
  afterAll(() => api.close());

  /** Waits until the API listens for `count` subscriptions of the ticket. */
  async function listening(ticketId: string, count: number) {
    for (let i = 0; api.services.dbChanges.listeners(Topic.SUPPORT_TICKET_UPDATED, ticketId) < count; i++) {
      if (i > 400) throw new Error('the subscription did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('the requester hears admins’ replies and status changes, never their notes; admins hear both', async () => {
    const ticket = await openTicket(api, requester);
    const forRequester = subscriptionResults(wsClient(api, requester.idToken), UPDATED, { id: ticket.id });
    const forAdmin = subscriptionResults(wsClient(api, admin.idToken), UPDATED, { id: ticket.id });
    await listening(ticket.id, 2);
    try {
      ok(
        await api.gql(
          S.note,
          { input: { ticketId: ticket.id, body: 'Refund already queued.' } },
          admin.idToken,
        ),
      );
      const noted = (await forAdmin.next()).data.supportTicketUpdated;
      assert.deepEqual(noted.messages.at(-1), {
        body: 'Refund already queued.',
        internal: true,
        fromSupport: true,
      });

      ok(await reply(api, admin, ticket.id, 'We refunded the second charge this morning.'));
      // The requester's first event is the reply: the note was never sent.
      const answered = (await forRequester.next()).data.supportTicketUpdated;
      assert.deepEqual(answered, {
        id: ticket.id,
        status: 'IN_PROGRESS',
        assignee: { id: admin.userId },
        messages: [
          {
            body: 'My card shows two charges for the same reservation this morning.',
            internal: false,
            fromSupport: false,
          },
          { body: 'We refunded the second charge this morning.', internal: false, fromSupport: true },
        ],
      });
      assert.equal((await forAdmin.next()).data.supportTicketUpdated.messages.length, 3);

      ok(await api.gql(S.status, { id: ticket.id, status: 'RESOLVED' }, admin.idToken));
      assert.equal((await forRequester.next()).data.supportTicketUpdated.status, 'RESOLVED');
    } finally {
      forRequester.dispose();
      forAdmin.dispose();
    }
  });

  it('refuses anyone else’s subscription at the start, as NOT_FOUND', async () => {
    const ticket = await openTicket(api, requester);
    for (const id of [ticket.id, 'not-a-uuid']) {
      const results = subscriptionResults(wsClient(api, stranger.idToken), UPDATED, { id });
      const refused = await results.next();
      assert.equal(refused.errors?.[0]?.extensions?.code, 'NOT_FOUND', JSON.stringify(refused));
      results.dispose();
    }
    const signedOut = subscriptionResults(wsClient(api), UPDATED, { id: ticket.id });
    assert.equal((await signedOut.next()).errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    signedOut.dispose();
    assert.equal(api.services.dbChanges.listeners(Topic.SUPPORT_TICKET_UPDATED, ticket.id), 0);
  });
});
