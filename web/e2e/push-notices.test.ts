// Web Push end to end: a student turns on "Push notifications on this device" in the notification
// preferences, the owner declines their request, and the API's push reaches the device's push
// service: a local HTTP endpoint of this test (Chromium cannot reach a real push service here, so
// the page's PushManager hands out a subscription to it, with keys this test holds). The request is
// checked as a push service sees it (TTL, aes128gcm, a VAPID signature) and decrypted (RFC 8291)
// to the notice's words. Signing out unregisters the device. Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { DESKTOP, expectPath, PHONE, STEP_TIMEOUT } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { controllingWorker, withProfile } from './support/pwa.js';
import { stayIn } from './support/reservations.js';
import { openScreen, settleLayout, transitionsDone } from './support/screens.js';

const SHOTS = '/tmp/shots/pwa';

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service stand-in: records each POST and accepts it as a real one does (201). */
let pushService: Server;
let endpointBase: string;
const received: Received[] = [];
beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push`;
});
afterAll(() => new Promise<void>((resolve) => pushService?.close(() => resolve())));

/** The browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** Decrypts an aes128gcm Web Push message (RFC 8291 / RFC 8188, one record) with the device's keys. */
function decryptPush(body: Buffer, { ecdh, auth }: ReturnType<typeof deviceKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/** Replaces the page's PushManager with one whose subscription points at the stand-in. */
async function fakePushManager(page: Page, endpoint: string, keys: ReturnType<typeof deviceKeys>) {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: unknown = null;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        current = subscription;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    },
    { endpoint, p256dh: keys.ecdh.getPublicKey('base64url'), auth: keys.auth.toString('base64url') },
  );
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const myDevices = (idToken: string) =>
  graphqlData<{ myPushDevices: { label: string }[] }>('{ myPushDevices { label } }', {}, idToken).then(
    (answer) => answer.myPushDevices,
  );

test('a student turns push on, the owner declines, and the push reaches the device encrypted', async () => {
  const hostel = await publishedHostel('push');
  const student = await createAccount('STUDENT', 'push');
  const { requestReservation: reservation } = await graphqlData<{
    requestReservation: { id: string; code: string };
  }>(
    'mutation($input: RequestReservationInput!) { requestReservation(input: $input) { id code } }',
    { input: { roomTypeId: hostel.room.id, ...stayIn(25, 2, 1) } },
    student.idToken,
  );
  const keys = deviceKeys();

  await withProfile(async ({ context, page, errors }) => {
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, `${endpointBase}/${reservation.id}`, keys);
    await signInAs(page, student, '/students');
    await controllingWorker(page);
    await openScreen(page, '/students/accountSetting');
    const toggle = page.getByRole('switch', { name: /^Push notifications on this device/ });
    await toggle.waitFor();
    assert.equal(await toggle.isChecked(), false);
    await toggle.click();
    await page.getByRole('switch', { name: /^Push notifications on this device/, checked: true }).waitFor();
    assert.deepEqual(await myDevices(student.idToken), [{ label: 'Chrome on Linux' }]);
    mkdirSync(SHOTS, { recursive: true });
    await toggle.scrollIntoViewIfNeeded();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await settleLayout(page);
      await transitionsDone(page);
      await page.screenshot({ path: `${SHOTS}/push-switch-${viewport.width}.png` });
    }
    await page.setViewportSize(DESKTOP);

    await graphqlData(
      'mutation($id: ID!, $reason: String!) { declineReservation(id: $id, reason: $reason) { id } }',
      { id: reservation.id, reason: 'Those nights are taken.' },
      hostel.owner.idToken,
    );
    await waitUntil(() => received.length > 0, 'a push reaches the push service stand-in');
    const push = received[0]!;
    assert.equal(push.headers.ttl, '86400');
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.match(push.headers.authorization ?? '', /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const notice = JSON.parse(decryptPush(push.body, keys)) as { title: string; body: string; link: string };
    assert.match(`${notice.title} ${notice.body}`, new RegExp(reservation.code));
    assert.match(notice.link, /^\/students\/reservation/);

    // Signing out unregisters this device: the API has none left for the student.
    await page.getByRole('button', { name: `Account menu for ${student.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    await waitUntil(
      async () => (await myDevices(student.idToken)).length === 0,
      'the device is unregistered',
    );
    assert.deepEqual(errors, []);
  });
});
