// Idempotency keys of the mutations a token may call that create something, over HTTP with API
// tokens as an integrator retries: the same key and input answer the first result and create
// nothing; other input is refused; keys are per credential; concurrent twins make one object.
// Run it on PostgreSQL too (DATABASE_URL): PGlite runs one transaction at a time.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { idempotencyRetentionJob } from '../../../core/idempotency.job.js';
import { runJobs } from '../../../core/jobs.js';
import { failure, ok, type TestUser } from '../../hostels/__tests__/fixtures.js';
import { createClient } from './fixtures.js';

const CREATE = `mutation($input: CreateWebhookSubscriptionInput!) {
  createWebhookSubscription(input: $input) { secret subscription { id url events } } }`;
const PING = `mutation($id: ID!, $key: String) { pingWebhookSubscription(id: $id, idempotencyKey: $key) { id event } }`;
const ROTATE = `mutation($id: ID!, $key: String) {
  rotateWebhookSecret(id: $id, idempotencyKey: $key) { secret subscription { id } } }`;
const DRAFT = `mutation($key: String) { createHostelDraft(idempotencyKey: $key) { id name } }`;
const URL = 'http://localhost:9/hooks';

describe('Idempotency keys', () => {
  let api: TestApi;
  let owner: TestUser;
  let client: { id: string; token: string };
  let otherClient: { id: string; token: string };
  const subscriptions = (apiClientId: string) =>
    api.db.prisma.webhookSubscription.count({ where: { apiClientId } });
  const pings = (subscriptionId: string) =>
    api.db.prisma.webhookDelivery.count({ where: { subscriptionId, event: 'PING' } });

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUpUser(api, 'OWNER');
    [client, otherClient] = await Promise.all([
      createClient(api, owner, ['WEBHOOKS_MANAGE', 'HOSTELS_WRITE']),
      createClient(api, owner, ['WEBHOOKS_MANAGE', 'HOSTELS_WRITE']),
    ]);
  });
  afterAll(() => api.close());

  it('answers a retried subscription with the first one and creates nothing more', async () => {
    const input = {
      apiClientId: client.id,
      url: URL,
      events: ['HOSTEL_CHANGED'],
      idempotencyKey: 'sub-retry-1',
    };
    const first = ok(await api.gql(CREATE, { input }, client.token)).createWebhookSubscription;
    const again = ok(await api.gql(CREATE, { input }, client.token)).createWebhookSubscription;
    assert.deepEqual(again, first, 'the same subscription and secret');
    assert.equal(await subscriptions(client.id), 1);
    assert.equal(await pings(first.subscription.id), 1, 'one creation ping');

    // The same key with other input is a mistake, refused: nothing is written.
    const other = { ...input, events: ['REVIEW_POSTED'] };
    const refused = failure(await api.gql(CREATE, { input: other }, client.token));
    assert.equal(refused.code, 'CONFLICT');
    assert.match(refused.message, /idempotency key was used for another request/);
    assert.equal(await subscriptions(client.id), 1);

    // Without a key the duplicate check still answers as before.
    const { idempotencyKey: _, ...unkeyed } = input;
    assert.equal(failure(await api.gql(CREATE, { input: unkeyed }, client.token)).code, 'CONFLICT');
  });

  it('refuses a malformed key on its field, and a refused request leaves the key free', async () => {
    const input = { apiClientId: client.id, url: URL, events: ['REVIEW_POSTED'] };
    for (const idempotencyKey of ['short', 'has space in it', 'x'.repeat(101)]) {
      const refused = failure(await api.gql(CREATE, { input: { ...input, idempotencyKey } }, client.token));
      assert.equal(refused.code, 'BAD_USER_INPUT');
      assert.match(refused.message, /8 to 100 letters, digits, - or _/);
      assert.ok(refused.fields?.['input.idempotencyKey']);
    }
    const key = 'fixed-after-refusal';
    const bad = { ...input, url: 'ftp://localhost/hooks', idempotencyKey: key };
    assert.equal(failure(await api.gql(CREATE, { input: bad }, client.token)).code, 'BAD_USER_INPUT');
    const fixed = ok(await api.gql(CREATE, { input: { ...input, idempotencyKey: key } }, client.token));
    assert.equal(fixed.createWebhookSubscription.subscription.url, URL);
  });

  it('keeps keys per credential: another token of the same owner may use the same key', async () => {
    const key = 'shared-key-2';
    const mine = { apiClientId: client.id, url: `${URL}/2`, events: ['HOSTEL_CHANGED'], idempotencyKey: key };
    const theirs = { ...mine, apiClientId: otherClient.id };
    const a = ok(await api.gql(CREATE, { input: mine }, client.token)).createWebhookSubscription;
    const b = ok(await api.gql(CREATE, { input: theirs }, otherClient.token)).createWebhookSubscription;
    assert.notEqual(a.subscription.id, b.subscription.id);
    // The owner's web session is a credential of its own too: its key is not the token's.
    const web = failure(await api.gql(CREATE, { input: mine }, owner.idToken));
    assert.equal(web.code, 'CONFLICT');
    assert.match(web.message, /same URL and events/, 'judged as a new request, not a replay');
  });

  it('makes one subscription of concurrent identical requests', async () => {
    const input = {
      apiClientId: otherClient.id,
      url: `${URL}/concurrent`,
      events: ['HOSTEL_CHANGED'],
      idempotencyKey: 'concurrent-create-3',
    };
    const before = await subscriptions(otherClient.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.gql(CREATE, { input }, otherClient.token)),
    );
    const ids = new Set(answers.map((res) => ok(res).createWebhookSubscription.subscription.id));
    assert.equal(ids.size, 1, 'every answer is the one subscription');
    assert.equal(await subscriptions(otherClient.id), before + 1);
    assert.equal(await pings([...ids][0]!), 1);
  });

  it('pings and rotates once per key', async () => {
    const input = { apiClientId: client.id, url: `${URL}/ping`, events: ['HOSTEL_CHANGED'] };
    const created = ok(await api.gql(CREATE, { input }, client.token)).createWebhookSubscription;
    const id = created.subscription.id;
    const pinged = await Promise.all(
      [1, 2, 3].map(() => api.gql(PING, { id, key: 'ping-once-4' }, client.token)),
    );
    assert.equal(new Set(pinged.map((res) => ok(res).pingWebhookSubscription.id)).size, 1);
    assert.equal(await pings(id), 2, 'the creation ping and one more');
    // The key is bound to the subscription it pinged.
    const elsewhere = ok(await api.gql(CREATE, { input: { ...input, url: `${URL}/ping2` } }, client.token));
    const moved = { id: elsewhere.createWebhookSubscription.subscription.id, key: 'ping-once-4' };
    assert.equal(failure(await api.gql(PING, moved, client.token)).code, 'CONFLICT');

    const rotated = ok(await api.gql(ROTATE, { id, key: 'rotate-once-5' }, client.token)).rotateWebhookSecret;
    const retried = ok(await api.gql(ROTATE, { id, key: 'rotate-once-5' }, client.token)).rotateWebhookSecret;
    assert.equal(retried.secret, rotated.secret, 'a lost answer is read again, not rotated twice');
    const row = await api.db.prisma.webhookSubscription.findUniqueOrThrow({ where: { id } });
    assert.equal(row.previousSecret, created.secret, 'the secret the receiver has still verifies');
  });

  it('answers a retried draft with the first one, even once it was edited', async () => {
    const drafts = () => api.db.prisma.hostel.count({ where: { ownerId: owner.userId } });
    const before = await drafts();
    const first = ok(await api.gql(DRAFT, { key: 'draft-key-7' }, client.token)).createHostelDraft;
    await api.db.prisma.hostel.update({ where: { id: first.id }, data: { name: 'Touched', listingStep: 1 } });
    const again = ok(await api.gql(DRAFT, { key: 'draft-key-7' }, client.token)).createHostelDraft;
    assert.deepEqual(again, { id: first.id, name: 'Touched' }, 'the draft the key made, as it is now');
    assert.equal(await drafts(), before + 1);
    const twins = await Promise.all(
      [1, 2, 3, 4].map(() => api.gql(DRAFT, { key: 'draft-key-8' }, client.token)),
    );
    assert.equal(new Set(twins.map((res) => ok(res).createHostelDraft.id)).size, 1);
    assert.notEqual(ok(twins[0]!).createHostelDraft.id, first.id, 'a new key, a new draft');
    assert.equal(await drafts(), before + 2);
    const refused = failure(await api.gql(DRAFT, { key: 'draft key' }, client.token));
    assert.deepEqual(
      [refused.code, Object.keys(refused.fields ?? {})],
      ['BAD_USER_INPUT', ['idempotencyKey']],
    );
  });

  it('answers a deleted result with CONFLICT rather than making another', async () => {
    const input = {
      apiClientId: client.id,
      url: `${URL}/gone`,
      events: ['HOSTEL_CHANGED'],
      idempotencyKey: 'gone-key-6',
    };
    const first = ok(await api.gql(CREATE, { input }, client.token)).createWebhookSubscription;
    await api.db.prisma.webhookSubscription.delete({ where: { id: first.subscription.id } });
    const refused = failure(await api.gql(CREATE, { input }, client.token));
    assert.equal(refused.code, 'CONFLICT');
    assert.match(refused.message, /is gone; use a new key/);
  });

  it('forgets a key after 24 hours: the retention job deletes it, and the key pings again', async () => {
    const input = { apiClientId: client.id, url: `${URL}/expiry`, events: ['HOSTEL_CHANGED'] };
    const id = ok(await api.gql(CREATE, { input }, client.token)).createWebhookSubscription.subscription.id;
    const key = 'expiring-key-7';
    const ping = async () => ok(await api.gql(PING, { id, key }, client.token)).pingWebhookSubscription.id;
    const first = await ping();
    const taken = { credential: `client:${client.id}`, key };
    const day = 24 * 3_600_000;
    const age = (ms: number) =>
      api.db.prisma.idempotencyKey.updateMany({
        where: taken,
        data: { createdAt: new Date(Date.now() - ms) },
      });
    // Just inside the window: kept, and a retry answers the first ping.
    await age(day - 60_000);
    assert.deepEqual(await runJobs(api.db, [idempotencyRetentionJob], api.services.logger), {
      'idempotency.retention': 0,
    });
    assert.equal(await ping(), first);
    assert.equal(await pings(id), 2, 'the creation ping and one more');
    // Past it: deleted, and the same key is a new request.
    await age(day + 60_000);
    assert.deepEqual(await runJobs(api.db, [idempotencyRetentionJob], api.services.logger), {
      'idempotency.retention': 1,
    });
    assert.notEqual(await ping(), first);
    assert.equal(await pings(id), 3);
  });
});
