// Web Push end to end: a device registered over GraphQL, a notice written by a real reservation
// request, and the push job POSTing to a local HTTP server standing in for the push service, which
// checks the VAPID JWT and decrypts the aes128gcm body with the device's own keys.
import assert from 'node:assert/strict';
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import webpush from 'web-push';
import { runJobs } from '../../../core/jobs.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  allowPendingRequests,
  failure,
  inDays,
  ok,
  publishedHostel,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { notify } from '../notify.js';
import { PUSH_DEVICES_MAX } from '../push.service.js';
import { VAPID_FILE } from '../push-keys.js';
import { PUSH_RETRY_DELAYS_MS, pushJob } from '../push.job.js';

const logger = pino({ level: 'silent' });

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service's stand-in: records each POST and answers the status set for its path. */
async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url!) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A browser's push subscription keys: the P-256 pair and the auth secret. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

/** RFC 8291 / RFC 8188 (aes128gcm, one record), as the browser decrypts a push. */
function decrypt(body: Buffer, keys: ReturnType<typeof deviceKeys>): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/** The VAPID JWT of an Authorization header, its signature checked against the key `k` it carries. */
function vapidClaims(authorization: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  assert.ok(match, authorization);
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  assert.ok(signed, 'the JWT is signed with the VAPID private key');
  assert.equal(JSON.parse(Buffer.from(header, 'base64url').toString()).alg, 'ES256');
  return {
    publicKey: match[2]!,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      aud: string;
      sub: string;
      exp: number;
    },
  };
}

const REGISTER = `mutation($input: RegisterPushDeviceInput!) {
  registerPushDevice(input: $input) { id label lastSuccessAt } }`;
const UNREGISTER = `mutation($id: ID, $endpoint: String) { unregisterPushDevice(id: $id, endpoint: $endpoint) }`;
const DEVICES = `{ myPushDevices { id label lastSuccessAt } }`;
const PREFERENCES = `mutation($input: [NotificationPreferenceInput!]!) {
  updateNotificationPreferences(input: $input) { category email push locked } }`;

describe('Web Push', () => {
  let api: TestApi;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };
  let day = 3;

  const sendPushes = (now = new Date()) => runJobs(api.db, [pushJob(api.services.push, logger)], logger, now);
  const register = async (user: TestUser, path: string, keys = deviceKeys()) => {
    const endpoint = `${pushService.origin}${path}`;
    const input = { endpoint, p256dh: keys.p256dh, auth: keys.authText, label: 'Chrome on Android' };
    const device = ok(await api.gql(REGISTER, { input }, user.idToken)).registerPushDevice;
    return { ...device, endpoint, keys };
  };
  /** A notice written as a module writes one (RESERVATIONS unless said). */
  const notice = (
    userId: string,
    kind: 'RESERVATION_EXPIRED' | 'ACCOUNT_SUSPENDED' = 'RESERVATION_EXPIRED',
  ) =>
    api.db.transaction((sql) =>
      notify(sql, {
        userId,
        kind,
        subjectId: randomUUID(),
        title: 'Your request expired',
        body: 'It was not answered in time.',
        link: '/students/reservation',
      }),
    );
  const to = (path: string) => pushService.received.filter((push) => push.path === path);

  beforeAll(async () => {
    pushService = await startPushService();
    api = await startTestApi();
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 10 }));
    await allowPendingRequests(api, 10);
  });
  afterAll(async () => {
    await api.close();
    await pushService.close();
  });

  it('offers the VAPID public key made once and kept in DATA_DIR', async () => {
    const key = ok(await api.gql('{ pushPublicKey }')).pushPublicKey as string;
    assert.equal(Buffer.from(key, 'base64url').length, 65);
    const kept = JSON.parse(readFileSync(join(api.config.dataDir, VAPID_FILE), 'utf8'));
    assert.equal(kept.publicKey, key);
  });

  it('pushes a new notice, encrypted to the device and signed with VAPID', async () => {
    const device = await register(owner, '/owner-phone');
    const reservation = await request(api, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays((day += 3)),
      checkOut: inDays(day + 1),
    });
    assert.equal(to('/owner-phone').length, 0, 'nothing goes before the job runs');
    await sendPushes();
    const [push] = to('/owner-phone');
    assert.ok(push, 'the push service got the POST');
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.equal(push.headers['content-type'], 'application/octet-stream');
    assert.equal(push.headers.ttl, '86400');
    const { claims, publicKey } = vapidClaims(String(push.headers.authorization));
    assert.equal(publicKey, ok(await api.gql('{ pushPublicKey }')).pushPublicKey);
    assert.equal(claims.aud, pushService.origin);
    assert.equal(claims.sub, api.config.push.subject);
    assert.ok(claims.exp * 1000 > Date.now() && claims.exp * 1000 <= Date.now() + 86_400_000);
    const sent = await api.db.prisma.notification.findFirstOrThrow({
      where: { userId: owner.userId, type: 'RESERVATION_REQUESTED', subjectId: reservation.id },
    });
    assert.deepEqual(decrypt(push.body, device.keys), {
      title: sent.title,
      body: sent.body,
      link: sent.link,
    });
    const [listed] = ok(await api.gql(DEVICES, {}, owner.idToken)).myPushDevices;
    assert.equal(listed.id, device.id);
    assert.ok(listed.lastSuccessAt, 'the device is known to work');
  });

  it('sends nothing for a category whose push is turned off', async () => {
    const device = await register(student, '/student-laptop');
    await notice(student.userId);
    await sendPushes();
    assert.deepEqual(decrypt(to('/student-laptop')[0]!.body, device.keys), {
      title: 'Your request expired',
      body: 'It was not answered in time.',
      link: '/students/reservation',
    });

    const prefs = ok(
      await api.gql(PREFERENCES, { input: [{ category: 'RESERVATIONS', push: false }] }, student.idToken),
    ).updateNotificationPreferences;
    assert.deepEqual(
      prefs.find((pref: { category: string }) => pref.category === 'RESERVATIONS'),
      { category: 'RESERVATIONS', email: true, push: false, locked: false },
    );
    const written = await notice(student.userId);
    assert.equal(await api.db.prisma.pushDelivery.count({ where: { notificationId: written!.id } }), 0);
    // ACCOUNT e-mails are locked on; their push is the user's choice, on here.
    await notice(student.userId, 'ACCOUNT_SUSPENDED');
    await sendPushes();
    assert.equal(to('/student-laptop').length, 2);
    ok(await api.gql(PREFERENCES, { input: [{ category: 'RESERVATIONS', push: true }] }, student.idToken));
    const empty = failure(await api.gql(PREFERENCES, { input: [{ category: 'PAYMENTS' }] }, student.idToken));
    assert.deepEqual(empty.fields, { 'input.PAYMENTS': 'Give email, push or both.' });
  });

  it('retries a 5xx with backoff, and removes a device the push service says is gone', async () => {
    await register(student, '/flaky');
    pushService.answers.set('/flaky', 503);
    const written = await notice(student.userId);
    await sendPushes();
    const delivery = await api.db.prisma.pushDelivery.findFirstOrThrow({
      where: { notificationId: written!.id, subscription: { endpoint: `${pushService.origin}/flaky` } },
    });
    assert.equal(delivery.status, 'QUEUED');
    assert.equal(delivery.attempts, 1);
    assert.ok(delivery.nextAttemptAt.getTime() >= Date.now() + PUSH_RETRY_DELAYS_MS[0]! - 5000);
    await sendPushes();
    assert.equal(to('/flaky').length, 1, 'not again before its time');
    pushService.answers.set('/flaky', 201);
    await sendPushes(new Date(Date.now() + PUSH_RETRY_DELAYS_MS[0]! + 1000));
    assert.equal(to('/flaky').length, 2);
    const retried = await api.db.prisma.pushDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    assert.equal(retried.status, 'SENT');

    pushService.answers.set('/flaky', 410);
    await notice(student.userId);
    await sendPushes();
    assert.equal(to('/flaky').length, 3);
    const devices = ok(await api.gql(DEVICES, {}, student.idToken)).myPushDevices;
    assert.equal(devices.length, 1, 'only the laptop is left');
    assert.equal(
      await api.db.prisma.pushSubscription.count({ where: { endpoint: { endsWith: '/flaky' } } }),
      0,
    );
  });

  it('wakes the push job as soon as the notice commits (no tick needed)', async () => {
    // A second instance running only the push job, its tick an hour away: the trigger's NOTIFY wakes it.
    const started = new Date();
    const worker = await startTestApi({
      db: api.db,
      config: { jobsEnabled: true, jobsOnly: ['notifications.push'], jobIntervalMs: 3_600_000 },
    });
    try {
      await register(student, '/woken');
      // The start's own run (recorded in JobRun) is over before the notice is written.
      for (const deadline = Date.now() + 10_000; ;) {
        const run = await api.db.prisma.jobRun.findUnique({ where: { name: 'notifications.push' } });
        if (run && run.lastRunAt >= started) break;
        assert.ok(Date.now() < deadline, 'the worker ran its jobs at start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await notice(student.userId);
      for (const deadline = Date.now() + 10_000; to('/woken').length === 0;) {
        assert.ok(Date.now() < deadline, 'the push arrived within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await worker.close();
    }
  });

  it('never pushes to a suspended user', async () => {
    const other = await signUpUser(api, 'STUDENT');
    await register(other, '/suspended');
    await api.updateUser(other.userId, { status: 'SUSPENDED' });
    const written = await notice(other.userId, 'ACCOUNT_SUSPENDED');
    await sendPushes();
    assert.equal(to('/suspended').length, 0);
    const delivery = await api.db.prisma.pushDelivery.findFirstOrThrow({
      where: { notificationId: written!.id },
    });
    assert.equal(delivery.status, 'DROPPED');
  });

  it('lets nobody list or remove another user’s device', async () => {
    const device = await register(owner, '/owner-tablet');
    const studentDevices = ok(await api.gql(DEVICES, {}, student.idToken)).myPushDevices;
    assert.ok(!studentDevices.some((d: { id: string }) => d.id === device.id));
    assert.equal(
      ok(await api.gql(UNREGISTER, { id: device.id }, student.idToken)).unregisterPushDevice,
      false,
    );
    const byEndpoint = { endpoint: device.endpoint };
    assert.equal(ok(await api.gql(UNREGISTER, byEndpoint, student.idToken)).unregisterPushDevice, false);
    assert.equal(await api.db.prisma.pushSubscription.count({ where: { id: device.id } }), 1);
    assert.equal(failure(await api.gql(UNREGISTER, { id: device.id })).code, 'UNAUTHENTICATED');
    // Sign-out: the owner's browser removes itself by its endpoint.
    assert.equal(ok(await api.gql(UNREGISTER, byEndpoint, owner.idToken)).unregisterPushDevice, true);
    assert.equal(await api.db.prisma.pushSubscription.count({ where: { id: device.id } }), 0);
  });

  it('keeps a user’s newest devices only, dropping the oldest past the cap', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const first = await register(user, '/cap-0');
    for (let i = 1; i <= PUSH_DEVICES_MAX; i += 1) await register(user, `/cap-${i}`);
    const devices = ok(await api.gql(DEVICES, {}, user.idToken)).myPushDevices as { id: string }[];
    assert.equal(devices.length, PUSH_DEVICES_MAX);
    assert.ok(!devices.some((d) => d.id === first.id), 'the oldest device was dropped');
  });

  it('refuses an endpoint on a private address, a non-https one in production, and bad keys', async () => {
    const keys = deviceKeys();
    const input = (endpoint: string, more = {}) => ({
      input: { endpoint, p256dh: keys.p256dh, auth: keys.authText, label: 'Phone', ...more },
    });
    const refused = failure(await api.gql(REGISTER, input('https://10.1.2.3/push'), owner.idToken));
    assert.equal(refused.code, 'BAD_USER_INPUT');
    assert.match(refused.fields!['input.endpoint']!, /public address/);
    const bad = failure(
      await api.gql(
        REGISTER,
        input('ftp://push.example/x', { p256dh: 'abc', auth: '', label: ' ' }),
        owner.idToken,
      ),
    );
    assert.deepEqual(Object.keys(bad.fields!).sort(), [
      'input.auth',
      'input.endpoint',
      'input.label',
      'input.p256dh',
    ]);
    // As in production (no loopback over http): the stand-in push service itself is refused.
    const strict = await startTestApi({ db: api.db, config: { webhooks: { allowLoopback: false } } });
    try {
      const local = failure(await strict.gql(REGISTER, input(`${pushService.origin}/x`), owner.idToken));
      assert.ok(local.fields!['input.endpoint']);
    } finally {
      await strict.close();
    }
  });
});

describe('push settings', () => {
  it('production refuses push on without VAPID keys, and keys that are not a pair', async () => {
    const { loadConfig } = await import('../../../core/config.js');
    const prod = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'hostel-prod',
      FILE_URL_SECRET: 'x'.repeat(32),
      EMAIL_LINK_SECRET: 'y'.repeat(32),
    };
    assert.equal(loadConfig(prod).push.enabled, false, 'off by default without keys');
    assert.throws(() => loadConfig({ ...prod, PUSH_ENABLED: 'true' }), /Missing VAPID_PUBLIC_KEY/);
    // What an operator runs (`npx web-push generate-vapid-keys`): the private key padded to 32
    // bytes, which a bare ECDH key is not when it starts with a zero byte.
    const keys = webpush.generateVAPIDKeys();
    const pair = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    assert.deepEqual(loadConfig({ ...prod, ...pair }).push.vapid, {
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
    });
    assert.throws(
      () => loadConfig({ ...prod, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY }),
      /Missing VAPID_PRIVATE_KEY/,
    );
    assert.throws(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' }), /Invalid VAPID_PRIVATE_KEY/);
    assert.throws(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' }), /Invalid VAPID_SUBJECT/);
    assert.equal(loadConfig({}).push.subject, 'mailto:no-reply@hostel.local');
  });
});
