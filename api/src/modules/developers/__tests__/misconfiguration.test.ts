// What cannot work is refused, over HTTP with an API token as an integrator calls: a webhook whose
// client lacks the scope its events need, the same subscription twice, a feed cursor past the end.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { failure, ok, publishedHostel } from '../../reservations/__tests__/fixtures.js';
import { createClient } from './fixtures.js';

const CREATE = `mutation($input: CreateWebhookSubscriptionInput!) {
  createWebhookSubscription(input: $input) { subscription { id events } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWebhookSubscriptionInput!) {
  updateWebhookSubscription(id: $id, input: $input) { id events } }`;
const EVENTS = `query($after: String) { events(first: 100, after: $after) {
  edges { cursor } pageInfo { endCursor } } }`;
const URL = 'http://localhost:9/hooks';

describe('Refusing misconfigurations', () => {
  it.beforeAll(async ({ api, owner }) => {
    await publishedHostel(api, owner);
  });

  it('refuses reservation events to a client without reservations:read', async ({ api, owner }) => {
    const { id: apiClientId, token } = await createClient(api, owner, ['WEBHOOKS_MANAGE']);
    const input = { apiClientId, url: URL, events: ['HOSTEL_CHANGED', 'RESERVATION_REQUESTED'] };
    const refused = failure(await api.gql(CREATE, { input }, token));
    assert.equal(refused.code, 'BAD_USER_INPUT');
    assert.match(refused.message, /reservations:read/);
    assert.ok(refused.fields?.['input.events']);
    const fine = ok(await api.gql(CREATE, { input: { ...input, events: ['HOSTEL_CHANGED'] } }, token));
    const id = fine.createWebhookSubscription.subscription.id;
    const update = failure(await api.gql(UPDATE, { id, input: { events: ['RESERVATION_PAID'] } }, token));
    assert.equal(update.code, 'BAD_USER_INPUT');
    assert.match(update.message, /reservations:read/);
  });

  it('refuses the same URL and events twice (in any order) with CONFLICT', async ({ api, owner }) => {
    const { id: apiClientId, token } = await createClient(api, owner, [
      'WEBHOOKS_MANAGE',
      'RESERVATIONS_READ',
    ]);
    const input = { apiClientId, url: URL, events: ['RESERVATION_PAID', 'HOSTEL_CHANGED'] };
    ok(await api.gql(CREATE, { input }, token));
    const again = { ...input, events: ['HOSTEL_CHANGED', 'RESERVATION_PAID'] };
    assert.equal(failure(await api.gql(CREATE, { input: again }, token)).code, 'CONFLICT');
    const other = { ...input, events: ['HOSTEL_CHANGED'] };
    ok(await api.gql(CREATE, { input: other }, token));
    const rows = await api.db.prisma.webhookSubscription.count({ where: { apiClientId } });
    assert.equal(rows, 2, 'nothing written by the refusal');
  });

  it('refuses an events cursor beyond the end of the feed', async ({ api, owner }) => {
    const { token } = await createClient(api, owner, ['LISTINGS_READ']);
    const first = ok(await api.gql(EVENTS, {}, token)).events;
    const end = first.pageInfo.endCursor as string;
    assert.ok(end, 'the published hostel wrote events');
    // The last real cursor reads an empty page, as a poller keeps doing.
    const caughtUp = ok(await api.gql(EVENTS, { after: end }, token)).events;
    assert.equal(caughtUp.pageInfo.endCursor, end);
    const beyond = failure(await api.gql(EVENTS, { after: (BigInt(end) + 1000n).toString() }, token));
    assert.equal(beyond.code, 'BAD_USER_INPUT');
    assert.ok(beyond.fields?.after);
    // Event ids grow with transaction ids (shifted 24 bits): a server's ids can pass 10^12 early.
    const far = '9000000000000000000';
    assert.equal(failure(await api.gql(EVENTS, { after: far }, token)).code, 'BAD_USER_INPUT');
  });
});
