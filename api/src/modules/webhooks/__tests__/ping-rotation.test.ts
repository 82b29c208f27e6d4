// The ping (on creation and on demand: signed, logged, not in the feed) and secret rotation (both
// secrets sign deliveries for the overlap window, then only the new one), over the API with a real
// receiver and a fake clock for the window.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { deliverJob } from '../deliver.job.js';
import { fanoutJob } from '../fanout.job.js';
import { SECRET_OVERLAP_MS, signWebhook } from '../signature.js';
import { apiClientOf, W } from './fixtures.js';
import { startReceiver, type Received } from './receiver.js';

const ping = `mutation($id: ID!) { pingWebhookSubscription(id: $id) { id event status attempts } }`;
const rotate = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret subscription { id } } }`;
const feed = `query { events(first: 100) { edges { node { type } } } }`;

/** The signatures of the header, in order; each checked against the documented recipe. */
function signatures(hit: Received) {
  return String(hit.headers['x-hostel-signature']).split(',');
}
const signedWith = (secret: string, hit: Received) =>
  signWebhook(secret, Number(hit.headers['x-hostel-timestamp']), hit.body);

describe('webhook ping and secret rotation', () => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let hostel: { id: string };
  let clientId: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let deliver: ReturnType<typeof deliverJob>;
  const pump = async (now: Date) => {
    await fanoutJob.run(api.db, now);
    return deliver.run(api.db, now);
  };

  beforeAll(async () => {
    api = await startTestApi();
    deliver = deliverJob(api.services);
    [owner, other] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'OWNER')]);
    ({ hostel } = await publishedHostel(api, owner));
    clientId = (await apiClientOf(api, owner)).id;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('pings a new subscription and on demand, signed and logged, never in the feed', async () => {
    const input = { apiClientId: clientId, url: receiver.url, events: ['HOSTEL_CHANGED'] };
    const { subscription, secret } = ok(
      await api.gql(W.create, { input }, owner.idToken),
    ).createWebhookSubscription;
    assert.equal(await pump(new Date()), 1, 'the creation’s ping');
    const [first] = receiver.received;
    const body = JSON.parse(first!.body);
    assert.deepEqual(
      [body.type, body.subjectId, body.sequence, body.data, first!.headers['x-hostel-event']],
      ['PING', subscription.id, 1, { subscriptionId: subscription.id, url: receiver.url }, 'PING'],
    );
    assert.deepEqual(signatures(first!), [signedWith(secret, first!)]);

    const queued = ok(await api.gql(ping, { id: subscription.id }, owner.idToken)).pingWebhookSubscription;
    assert.deepEqual([queued.event, queued.status, queued.attempts], ['PING', 'PENDING', 0]);
    assert.equal(await pump(new Date()), 1);
    assert.equal(JSON.parse(receiver.received[1]!.body).sequence, 2);
    assert.equal(receiver.received[1]!.headers['x-hostel-delivery'], queued.id);

    const log = ok(
      await api.gql(W.deliveries, { subscriptionId: subscription.id }, owner.idToken),
    ).webhookDeliveries.edges.map((e: { node: { event: string; status: string; attemptLog: unknown[] } }) => [
      e.node.event,
      e.node.status,
      e.node.attemptLog.length,
    ]);
    assert.deepEqual(log, [
      ['PING', 'DELIVERED', 1],
      ['PING', 'DELIVERED', 1],
    ]);
    const types = ok(await api.gql(feed, {}, owner.idToken)).events.edges.map(
      (e: { node: { type: string } }) => e.node.type,
    );
    assert.ok(!types.includes('PING'), 'pings are not domain changes');

    assert.equal(failure(await api.gql(ping, { id: subscription.id }, other.idToken)).code, 'NOT_FOUND');
    const subscribing = failure(
      await api.gql(W.create, { input: { ...input, events: ['PING'] } }, owner.idToken),
    );
    assert.equal(subscribing.code, 'BAD_USER_INPUT');
    await api.db.prisma.webhookSubscription.delete({ where: { id: subscription.id } });
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const input = { apiClientId: clientId, url: receiver.url, events: ['HOSTEL_CHANGED'] };
    const { subscription, secret: old } = ok(
      await api.gql(W.create, { input }, owner.idToken),
    ).createWebhookSubscription;
    await pump(new Date());
    receiver.received.length = 0;

    assert.equal(failure(await api.gql(rotate, { id: subscription.id }, other.idToken)).code, 'NOT_FOUND');
    const rotatedAt = Date.now();
    const { secret } = ok(await api.gql(rotate, { id: subscription.id }, owner.idToken)).rotateWebhookSecret;
    assert.match(secret, /^whsec_[\w-]{43}$/);
    assert.notEqual(secret, old);

    const change = (n: number) =>
      api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { description: `Rotation ${n}` } });
    await change(1);
    assert.equal(await pump(new Date(rotatedAt + SECRET_OVERLAP_MS - 60_000)), 1, 'within the window');
    await change(2);
    assert.equal(await pump(new Date(rotatedAt + SECRET_OVERLAP_MS + 60_000)), 1, 'after the window');
    const [during, afterwards] = receiver.received;
    assert.deepEqual(signatures(during!), [signedWith(secret, during!), signedWith(old, during!)]);
    assert.deepEqual(signatures(afterwards!), [signedWith(secret, afterwards!)]);
  });
});
