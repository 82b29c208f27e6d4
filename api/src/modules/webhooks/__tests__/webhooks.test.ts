// Webhooks over real HTTP: subscriptions over the API, deliveries to a real local receiver, signed,
// retried with backoff, never sent twice by concurrent senders, turned off after three days of
// failure with a notice, refused for private addresses, and redelivered on demand.
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  failure,
  inDays,
  ok,
  publishedHostel,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { deliverJob, WEBHOOK_RETRY_DELAYS_MS } from '../deliver.job.js';
import { fanoutJob } from '../fanout.job.js';
import { deliveryRetentionJob } from '../retention.job.js';
import { apiClientOf, W } from './fixtures.js';
import { startReceiver } from './receiver.js';

/** The documented recipe (docs/integrators.md, webhooks): HMAC-SHA256 of `${timestamp}.${rawBody}`, hex. */
function verify(secret: string, headers: Record<string, unknown>, rawBody: string): boolean {
  const expected = createHmac('sha256', secret)
    .update(`${headers['x-hostel-timestamp']}.${rawBody}`)
    .digest('hex');
  const given = Buffer.from(String(headers['x-hostel-signature']), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
}

describe('webhooks', () => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let student: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let hostel: { id: string };
  let room: { id: string };
  let otherRoom: { id: string };
  let clientId: string;
  let deliver: ReturnType<typeof deliverJob>;
  let changes = 0;

  const pump = async (now: Date) => {
    await fanoutJob.run(api.db, now);
    return deliver.run(api.db, now);
  };
  const change = () =>
    api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { description: `Change ${++changes}` } });
  const subscribe = async (input: Record<string, unknown> = {}) => {
    const created = ok(
      await api.gql(
        W.create,
        { input: { apiClientId: clientId, url: receiver.url, events: ['HOSTEL_CHANGED'], ...input } },
        owner.idToken,
      ),
    ).createWebhookSubscription;
    // The creation's ping is ping-rotation.test.ts's subject; here only events are counted.
    await api.db.prisma.webhookDelivery.deleteMany({
      where: { subscriptionId: created.subscription.id, event: 'PING' },
    });
    return created;
  };
  const deliveries = async (subscriptionId: string) =>
    ok(
      await api.gql(W.deliveries, { subscriptionId, first: 100 }, owner.idToken),
    ).webhookDeliveries.edges.map((edge: { node: unknown }) => edge.node);

  beforeAll(async () => {
    api = await startTestApi();
    deliver = deliverJob(api.services);
    [owner, other, student] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
    ]);
    ({ hostel, room } = await publishedHostel(api, owner));
    ({ room: otherRoom } = await publishedHostel(api, other));
    clientId = (await apiClientOf(api, owner)).id;
    receiver = await startReceiver();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.state.status = 200;
    receiver.state.delayMs = 0;
    receiver.state.body = 'ok';
    await api.db.prisma.webhookSubscription.deleteMany();
  });
  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('manages subscriptions of your own API clients; the secret is shown once', async () => {
    const created = await subscribe({ events: ['HOSTEL_CHANGED', 'RESERVATION_REQUESTED'] });
    assert.equal(
      ok(await api.gql(W.list, {}, owner.idToken)).webhookSubscriptions[0].lastDelivery,
      null,
      'no delivery yet',
    );
    assert.match(created.secret, /^whsec_[\w-]{43}$/);
    assert.deepEqual(created.subscription.events, ['HOSTEL_CHANGED', 'RESERVATION_REQUESTED']);
    const id = created.subscription.id;
    const row = await api.db.prisma.webhookSubscription.findUniqueOrThrow({ where: { id } });
    assert.equal(row.secret, created.secret);
    assert.deepEqual(
      ok(await api.gql(W.list, {}, owner.idToken)).webhookSubscriptions.map((s: { id: string }) => s.id),
      [id],
    );
    const own = await subscribe({ secret: 'my-own-secret-of-24-chars!' });
    assert.equal(own.secret, 'my-own-secret-of-24-chars!');
    const short = failure(
      await api.gql(
        W.create,
        { input: { apiClientId: clientId, url: receiver.url, events: [], secret: 'short' } },
        owner.idToken,
      ),
    );
    assert.equal(short.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(short.fields!).sort(), ['input.events', 'input.secret']);

    const updated = ok(
      await api.gql(W.update, { id, input: { events: ['REVIEW_POSTED'], active: false } }, owner.idToken),
    );
    assert.deepEqual(
      [updated.updateWebhookSubscription.events, updated.updateWebhookSubscription.active],
      [['REVIEW_POSTED'], false],
    );

    // Somebody else's subscriptions and clients are NOT_FOUND, whatever the operation.
    const foreign = [
      await api.gql(W.update, { id, input: { active: true } }, other.idToken),
      await api.gql(W.delete, { id }, other.idToken),
      await api.gql(W.deliveries, { subscriptionId: id }, other.idToken),
      await api.gql(W.list, { apiClientId: clientId }, other.idToken),
      await api.gql(
        W.create,
        { input: { apiClientId: clientId, url: receiver.url, events: ['HOSTEL_CHANGED'] } },
        other.idToken,
      ),
    ];
    for (const res of foreign) assert.equal(failure(res).code, 'NOT_FOUND');
    assert.deepEqual(ok(await api.gql(W.list, {}, other.idToken)).webhookSubscriptions, []);
    assert.equal(failure(await api.gql(W.list, {})).code, 'UNAUTHENTICATED');

    assert.equal(ok(await api.gql(W.delete, { id }, owner.idToken)).deleteWebhookSubscription, id);
    assert.equal(await api.db.prisma.webhookSubscription.count({ where: { id } }), 0);
  });

  it('signs each delivery so the documented recipe verifies it, and sends only what the owner may see', async () => {
    const { subscription, secret } = await subscribe({ events: ['HOSTEL_CHANGED', 'RESERVATION_REQUESTED'] });
    await change();
    const mine = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(30),
      checkOut: inDays(31),
    });
    // Another owner's reservation is not this client's to receive.
    await request(api, student, {
      roomTypeId: otherRoom.id,
      beds: 1,
      checkIn: inDays(40),
      checkOut: inDays(41),
    });
    assert.equal(await pump(new Date()), 2);

    assert.equal(receiver.received.length, 2);
    // Sent at once, so they may arrive in either order: take them in event order.
    const [first, second] = [...receiver.received].sort((a, b) =>
      Number(BigInt(JSON.parse(a.body).id) - BigInt(JSON.parse(b.body).id)),
    );
    for (const hit of [first!, second!]) {
      assert.ok(verify(secret, hit.headers, hit.body), 'the signature verifies');
      assert.ok(!verify('whsec_wrong', hit.headers, hit.body));
      assert.ok(Math.abs(Number(hit.headers['x-hostel-timestamp']) - Date.now() / 1000) < 60);
      assert.equal(hit.headers['content-type'], 'application/json');
    }
    const body = JSON.parse(first!.body);
    assert.deepEqual(
      [body.type, body.data.hostelId, first!.headers['x-hostel-event']],
      ['HOSTEL_CHANGED', hostel.id, 'HOSTEL_CHANGED'],
    );
    const reservationBody = JSON.parse(second!.body);
    assert.deepEqual(
      [reservationBody.type, reservationBody.data.reservationId],
      ['RESERVATION_REQUESTED', mine.id],
    );
    assert.ok(BigInt(reservationBody.id) > BigInt(body.id));
    // A tampered body fails verification.
    assert.ok(!verify(secret, first!.headers, first!.body.replace('HOSTEL_CHANGED', 'HOSTEL_SUSPENDED')));

    const log = await deliveries(subscription.id);
    assert.deepEqual(
      log
        .map((d: { id: string; status: string; attempts: number; responseStatus: number }) => [
          d.id,
          d.status,
          d.attempts,
          d.responseStatus,
        ])
        .sort(),
      [
        [second!.headers['x-hostel-delivery'], 'DELIVERED', 1, 200],
        [first!.headers['x-hostel-delivery'], 'DELIVERED', 1, 200],
      ].sort(),
    );
    // The list shows each subscription's newest delivery.
    const [listed] = ok(await api.gql(W.list, {}, owner.idToken)).webhookSubscriptions;
    assert.deepEqual(listed.lastDelivery, {
      id: second!.headers['x-hostel-delivery'],
      event: 'RESERVATION_REQUESTED',
      status: 'DELIVERED',
    });
    // Nothing new: nothing sent again.
    assert.equal(await pump(new Date()), 0);
  });

  it('retries with growing delays after 500s, with the same delivery id', async () => {
    const { subscription } = await subscribe();
    await change();
    receiver.state.status = 500;
    const t0 = new Date();
    assert.equal(await pump(t0), 1);
    let [delivery] = await deliveries(subscription.id);
    assert.deepEqual([delivery.status, delivery.attempts, delivery.responseStatus], ['PENDING', 1, 500]);
    assert.equal(Date.parse(delivery.nextAttemptAt), t0.getTime() + WEBHOOK_RETRY_DELAYS_MS[0]!);
    assert.equal(delivery.lastError, 'The endpoint answered HTTP 500.');

    assert.equal(await pump(new Date(t0.getTime() + 30_000)), 0, 'not before its time');
    const t1 = new Date(t0.getTime() + WEBHOOK_RETRY_DELAYS_MS[0]!);
    assert.equal(await pump(t1), 1);
    [delivery] = await deliveries(subscription.id);
    assert.equal(delivery.attempts, 2);
    assert.equal(Date.parse(delivery.nextAttemptAt), t1.getTime() + WEBHOOK_RETRY_DELAYS_MS[1]!);
    assert.ok(WEBHOOK_RETRY_DELAYS_MS[1]! > WEBHOOK_RETRY_DELAYS_MS[0]!);

    receiver.state.status = 204;
    assert.equal(await pump(new Date(t1.getTime() + WEBHOOK_RETRY_DELAYS_MS[1]!)), 1);
    [delivery] = await deliveries(subscription.id);
    assert.deepEqual(
      [delivery.status, delivery.attempts, delivery.responseStatus, delivery.nextAttemptAt],
      ['DELIVERED', 3, 204, null],
    );
    const ids = new Set(receiver.received.map((hit) => hit.headers['x-hostel-delivery']));
    assert.deepEqual([...ids], [delivery.id]);
    assert.equal(receiver.received.length, 3);
  });

  it('logs every attempt with its answer and duration, after the delivery was queued', async () => {
    const { subscription } = await subscribe();
    await change();
    receiver.state.status = 502;
    receiver.state.body = 'x'.repeat(600);
    await fanoutJob.run(api.db, new Date());
    assert.equal(await deliver.run(api.db, new Date()), 1);
    receiver.state.status = 200;
    receiver.state.body = 'thanks';
    receiver.state.delayMs = 120;
    const retry = new Date(Date.now() + WEBHOOK_RETRY_DELAYS_MS[0]!);
    assert.equal(await deliver.run(api.db, retry), 1);
    const [delivery] = await deliveries(subscription.id);
    assert.equal(delivery.attempts, 2);
    const [first, second] = delivery.attemptLog;
    assert.deepEqual(
      [first.status, first.error, first.responseExcerpt],
      [502, 'The endpoint answered HTTP 502.', 'x'.repeat(500)],
    );
    assert.deepEqual([second.status, second.error, second.responseExcerpt], [200, null, 'thanks']);
    assert.ok(second.durationMs >= 100, `took ${second.durationMs} ms`);
    // Queued, then attempted, then delivered: never before the delivery existed.
    const times = [delivery.createdAt, first.at, second.at, delivery.lastAttemptAt, delivery.deliveredAt];
    assert.deepEqual(
      times.map(Date.parse),
      [...times.map(Date.parse)].sort((a, b) => a - b),
      times.join(),
    );
    assert.equal(delivery.lastAttemptAt, second.at);
    assert.equal(Date.parse(second.at), retry.getTime(), 'the retry ran at the job clock');
  });

  it('never sends one delivery twice when two instances deliver at once', async () => {
    await subscribe();
    for (let i = 0; i < 30; i++) await change();
    const api2 = await startTestApi({ db: api.db });
    try {
      const now = new Date();
      await fanoutJob.run(api.db, now);
      receiver.state.delayMs = 100;
      const other = deliverJob(api2.services);
      // Three runners at once (two on this instance, one on the other), then one for what is left.
      const counts = await Promise.all([
        deliver.run(api.db, now),
        other.run(api2.db, now),
        deliver.run(api.db, now),
      ]);
      counts.push(await deliver.run(api.db, now));
      assert.equal(
        counts.reduce((sum, n) => sum + n, 0),
        30,
      );
    } finally {
      await api2.close();
    }
    const ids = receiver.received.map((hit) => String(hit.headers['x-hostel-delivery']));
    assert.equal(ids.length, 30);
    assert.equal(new Set(ids).size, 30, 'each delivery sent once');
  });

  it('turns a subscription off after three days of failure, tells its owner, and redelivers on demand', async () => {
    const { subscription, secret } = await subscribe();
    await change();
    receiver.state.status = 503;
    let now = new Date();
    const start = now.getTime();
    await fanoutJob.run(api.db, now);
    for (let attempt = 1; attempt <= WEBHOOK_RETRY_DELAYS_MS.length + 1; attempt++) {
      assert.equal(await deliver.run(api.db, now), 1, `attempt ${attempt}`);
      const [delivery] = await deliveries(subscription.id);
      if (delivery.status === 'FAILED') break;
      now = new Date(Date.parse(delivery.nextAttemptAt));
    }
    const hours = (now.getTime() - start) / 3_600_000;
    assert.ok(hours >= 70 && hours <= 73, `retried for ${hours} hours`);
    const [failed] = await deliveries(subscription.id);
    assert.deepEqual([failed.status, failed.attempts, failed.responseStatus], ['FAILED', 9, 503]);
    assert.equal(receiver.received.length, 9);

    const [listed] = ok(await api.gql(W.list, {}, owner.idToken)).webhookSubscriptions;
    assert.deepEqual(
      [listed.active, listed.disabledReason],
      [false, 'A delivery failed every attempt for three days.'],
    );
    const notices = await api.db.prisma.notification.findMany({
      where: { userId: owner.userId, type: 'WEBHOOK_DISABLED' },
    });
    assert.equal(notices.length, 1);
    assert.match(notices[0]!.body, new RegExp(receiver.url.replace(/[.:/]/g, '\\$&')));

    // Off: new events wait, nothing is sent; redelivery asks to turn it on first.
    await change();
    assert.equal(await pump(new Date(now.getTime() + 60_000)), 0);
    const off = failure(await api.gql(W.redeliver, { id: failed.id }, owner.idToken));
    assert.equal(off.code, 'BAD_USER_INPUT');
    assert.equal(failure(await api.gql(W.redeliver, { id: failed.id }, other.idToken)).code, 'NOT_FOUND');

    ok(await api.gql(W.update, { id: subscription.id, input: { active: true } }, owner.idToken));
    receiver.state.status = 200;
    receiver.received.length = 0;
    const again = ok(await api.gql(W.redeliver, { id: failed.id }, owner.idToken)).redeliverWebhook;
    // A redelivery keeps the record of the nine failures and appends to it.
    assert.deepEqual([again.status, again.attempts, again.attemptLog.length], ['PENDING', 9, 9]);
    // The event that happened while it was off is sent now too.
    assert.equal(await pump(new Date(now.getTime() + 120_000)), 2, 'the redelivery and the waiting event');
    const redelivered = receiver.received.find((hit) => hit.headers['x-hostel-delivery'] === failed.id);
    assert.ok(redelivered && verify(secret, redelivered.headers, redelivered.body));
    const log = await deliveries(subscription.id);
    assert.ok(log.every((d: { status: string }) => d.status === 'DELIVERED'));
    const record = log.find((d: { id: string }) => d.id === failed.id);
    assert.equal(record.attempts, 10);
    assert.deepEqual(
      record.attemptLog.map((a: { status: number }) => a.status),
      [...Array(9).fill(503), 200],
    );
    assert.equal(record.lastAttemptAt, record.attemptLog[9].at);

    // The log keeps finished deliveries 90 days, like the feed.
    await api.db.prisma.webhookDelivery.update({
      where: { id: failed.id },
      data: { createdAt: new Date(Date.now() - 91 * 86_400_000) },
    });
    assert.equal(await deliveryRetentionJob.run(api.db, new Date()), 1);
    assert.deepEqual(
      (await deliveries(subscription.id)).map((d: { id: string }) => d.id).includes(failed.id),
      false,
    );
  });

  it('refuses URLs that are not https or resolve to private addresses', async () => {
    const strict = await startTestApi({ db: api.db, config: { webhooks: { allowLoopback: false } } });
    try {
      const refuse = async (target: TestApi, url: string, message: RegExp) => {
        const error = failure(
          await target.gql(
            W.create,
            { input: { apiClientId: clientId, url, events: ['HOSTEL_CHANGED'] } },
            owner.idToken,
          ),
        );
        assert.equal(error.code, 'BAD_USER_INPUT', url);
        assert.match(error.fields!['input.url']!, message, url);
      };
      const privateAddress = /public address/;
      for (const url of [
        'https://10.0.0.5/hook',
        'https://172.20.1.1/hook',
        'https://192.168.1.10/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://100.64.0.1/hook',
        'https://[fd00::1]/hook',
        'https://[fe80::1]/hook',
        'https://[::ffff:10.0.0.1]/hook',
        'https://0.0.0.0/hook',
      ]) {
        await refuse(api, url, privateAddress); // even where loopback is allowed
        await refuse(strict, url, privateAddress);
      }
      await refuse(strict, receiver.url, privateAddress);
      await refuse(strict, 'https://127.0.0.1/hook', privateAddress);
      await refuse(strict, 'https://[::1]/hook', privateAddress);
      await refuse(strict, 'https://localhost/hook', privateAddress);
      await refuse(api, 'http://93.184.216.34/hook', /https/);
      await refuse(api, 'ftp://93.184.216.34/hook', /https/);
      await refuse(api, 'https://user:pass@93.184.216.34/hook', /user name/);
      await refuse(api, 'not a url', /full URL/);
      // A public https address is accepted (nothing is sent until an event).
      ok(
        await api.gql(
          W.create,
          { input: { apiClientId: clientId, url: 'https://93.184.216.34/hook', events: ['HOSTEL_CHANGED'] } },
          owner.idToken,
        ),
      );

      // Checked again when sending: a subscription saved while loopback was allowed is not sent to
      // loopback by an instance that forbids it (as when a name starts resolving to a private address).
      const { subscription } = await subscribe({ url: `http://localhost:${receiver.port}/hooks` });
      await change();
      const now = new Date();
      await fanoutJob.run(api.db, now);
      await api.db.prisma.webhookSubscription.updateMany({
        where: { url: 'https://93.184.216.34/hook' },
        data: { active: false },
      });
      assert.equal(await deliverJob(strict.services).run(api.db, now), 1);
      assert.equal(receiver.received.length, 0, 'nothing reached the loopback receiver');
      const [delivery] = await deliveries(subscription.id);
      assert.equal(delivery.status, 'PENDING');
      assert.equal(delivery.lastError, 'localhost resolves to a private or reserved address');
    } finally {
      await strict.close();
    }
  });
});
