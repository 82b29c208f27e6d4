// An owner subscribes a webhook to a local receiver on the developer settings' Webhooks page (the
// API refuses a private address on the URL field first), a student's reservation request reaches
// the receiver signed (after the subscription's ping), the delivery log shows the receiver's answer
// and its attempts, and a redelivery arrives with the same delivery id and is appended to them. A
// ping on demand, and a new secret that signs beside the old one. Then edit, turn off and delete. Axe, screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { stayIn } from './support/reservations.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { screenReady, transitionsDone } from './support/screens.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An integrator's endpoint on loopback (allowed outside production): answers 202 and keeps each request. */
function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(202).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hooks/hostel`, received, close: () => server.close() });
    }),
  );
}

async function waitForRequests(received: Received[], count: number): Promise<void> {
  for (let i = 0; i < 300 && received.length < count; i++) await delay(100);
  assert.equal(received.length, count, `${count} deliveries at the receiver`);
}

let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startReceiver();
});
afterAll(async () => {
  receiver?.close();
  await browser?.close();
});

test('an owner subscribes a webhook, sees its delivery in the log and redelivers it', async () => {
  const hostel = await publishedHostel('webhooks');
  const student = await createAccount('STUDENT', 'webhooks');
  await graphqlData(
    'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { token } }',
    { input: { name: 'Booking sync', scopes: ['RESERVATIONS_READ'] } },
    hostel.owner.idToken,
  );
  const { page, errors } = await openPage(browser);
  const shoot = screenShooter(page, 'webhooks');
  await signInAs(page, hostel.owner, '/dashboard');
  await page.getByRole('link', { name: 'Developers' }).first().click();
  await expectPath(page, '/dashboard/developers');
  await page
    .getByRole('navigation', { name: 'Developer settings' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expectPath(page, '/dashboard/developers/webhooks');
  await page.getByText('No webhooks yet').waitFor();

  // The API judges the URL: a private address is refused on the field.
  await page.getByRole('button', { name: 'New webhook' }).click();
  const form = page.getByRole('form', { name: 'New webhook' });
  await form.getByLabel('URL').fill('http://10.0.0.1/hooks');
  await form.getByRole('checkbox', { name: 'Reservation requested' }).check();
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await form.getByText('The URL must point to a public address').waitFor();
  await screenReady(page);
  await shoot('01-refused');
  await form.getByLabel('URL').fill(receiver.url);
  await form.getByRole('button', { name: 'Create webhook' }).click();

  const reveal = page.getByRole('alert').filter({ has: page.getByTestId('new-webhook-secret') });
  const secret = (await reveal.getByTestId('new-webhook-secret').innerText()).trim();
  assert.match(secret, /^whsec_[\w-]{43}$/);
  const card = page.getByRole('article', { name: receiver.url });
  await card.getByText('Booking sync').waitFor();
  // A new subscription is pinged at once, signed like any event.
  await waitForRequests(receiver.received, 1);
  const [ping] = receiver.received;
  assert.equal(JSON.parse(ping!.body).type, 'PING');
  assert.equal(
    ping!.headers['x-hostel-signature'],
    createHmac('sha256', secret).update(`${ping!.headers['x-hostel-timestamp']}.${ping!.body}`).digest('hex'),
  );
  await screenReady(page);
  await shoot('02-created');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the webhooks page');

  // A reservation request is an event of the owner's hostel: it is sent to the receiver, signed.
  const { requestReservation } = await graphqlData<{ requestReservation: { id: string } }>(
    'mutation($input: RequestReservationInput!) { requestReservation(input: $input) { id } }',
    { input: { roomTypeId: hostel.room.id, ...stayIn(30, 2, 1) } },
    student.idToken,
  );
  await waitForRequests(receiver.received, 2);
  const first = receiver.received[1];
  const signature = createHmac('sha256', secret)
    .update(`${first!.headers['x-hostel-timestamp']}.${first!.body}`)
    .digest('hex');
  assert.equal(first!.headers['x-hostel-signature'], signature);
  assert.ok(first!.body.includes(requestReservation.id), first!.body);

  await page.reload();
  await card.getByText('Last delivery: delivered (HTTP 202)').waitFor();
  await card.getByRole('button', { name: 'Deliveries' }).click();
  const row = card.getByRole('row').filter({ hasText: 'Reservation requested' });
  await row.getByText('Delivered').waitFor();
  assert.equal((await row.getByRole('cell').allTextContents())[1], '202');
  // The attempt log opens under the row: when, the answer, how long it took.
  await row.getByRole('button', { name: '1 attempt' }).click();
  const attempts = card.getByRole('list', { name: 'Attempts' });
  await attempts.getByText('202', { exact: true }).waitFor();
  await attempts.getByText(/^\d[\d,]* ms$/).waitFor();
  await screenReady(page);
  await shoot('03-log');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the delivery log');

  // Redelivery: the same delivery id again, and the log follows its new attempt.
  await row.getByRole('button', { name: 'Redeliver' }).click();
  await waitForRequests(receiver.received, 3);
  assert.equal(receiver.received[2]!.headers['x-hostel-delivery'], first!.headers['x-hostel-delivery']);
  await row.getByText('Delivered').waitFor({ timeout: 20_000 });
  // The redelivery is appended to the log, the first attempt kept.
  await row.getByRole('button', { name: '2 attempts' }).waitFor({ timeout: 20_000 });
  assert.equal(await attempts.getByRole('listitem').count(), 2);

  // A ping on demand, then a new secret: the next delivery is signed with both, the new one first.
  await card.getByRole('button', { name: 'Send ping' }).click();
  await waitForRequests(receiver.received, 4);
  assert.equal(JSON.parse(receiver.received[3]!.body).type, 'PING');
  await card.getByRole('button', { name: 'New secret' }).click();
  const rotation = page.getByRole('dialog', { name: 'Replace the signing secret?' });
  await transitionsDone(page);
  await shoot('04-rotate');
  await rotation.getByRole('button', { name: 'Make a new secret' }).click();
  await rotation.waitFor({ state: 'detached' });
  const rotated = (await page.getByTestId('new-webhook-secret').innerText()).trim();
  assert.notEqual(rotated, secret);
  await card.getByRole('button', { name: 'Send ping' }).click();
  await waitForRequests(receiver.received, 5);
  const signed = receiver.received[4]!;
  const sign = (key: string) =>
    createHmac('sha256', key).update(`${signed.headers['x-hostel-timestamp']}.${signed.body}`).digest('hex');
  assert.equal(signed.headers['x-hostel-signature'], `${sign(rotated)},${sign(secret)}`);

  // Edit, turn off, delete (confirmed first).
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit webhook' });
  await edit.getByRole('checkbox', { name: 'Reservation accepted' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.waitFor({ state: 'detached' });
  await card.getByText('Reservation accepted').waitFor();
  await card.getByRole('button', { name: 'Turn off' }).click();
  await card.getByText('Turned off by you: no events are sent.').waitFor();
  assert.equal(await row.getByRole('button', { name: 'Redeliver' }).isDisabled(), true);
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await transitionsDone(page);
  await shoot('05-delete');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the delete dialog');
  await dialog.getByRole('button', { name: 'Delete webhook' }).click();
  await page.getByText('No webhooks yet').waitFor();
  assert.deepEqual(errors, [], 'no uncaught page errors');
});
