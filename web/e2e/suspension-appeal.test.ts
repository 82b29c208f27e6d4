// A suspended student signs in: they see why (the admin's reason) and send an appeal, their one
// ticket, which waits in the admins' support queue; the suspension e-mail points them to it. Axe,
// screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, signInWithPassword } from './support/accounts.js';
import { graphqlData } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { waitForMail } from './support/mail.js';
import { screenShooter, seriousAxeViolations } from './support/screenshots.js';
import { screenReady } from './support/screens.js';

const REASON = 'Fake payment receipts sent to owners';
const APPEAL = 'The receipts were real: my bank can confirm both transfers of last week.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a suspended student sees the reason and sends an appeal that reaches support', async () => {
  const admin = await createAccount('ADMIN', 'appeal');
  const student = await createAccount('STUDENT', 'appealing');
  const { me } = await graphqlData<{ me: { user: { id: string } } }>(
    '{ me { user { id } } }',
    {},
    student.idToken,
  );
  await graphqlData(
    'mutation($id: ID!, $reason: String!) { setUserStatus(userId: $id, status: SUSPENDED, reason: $reason) { id } }',
    { id: me.user.id, reason: REASON },
    admin.idToken,
  );

  // The e-mail tells them why and where to appeal.
  const mail = await waitForMail(student.email, /suspended/i);
  assert.match(mail.text, new RegExp(REASON));
  assert.match(mail.text, /send an appeal to support/);

  const { page, errors } = await openPage(browser);
  const shoot = screenShooter(page, 'suspension-appeal');
  await signInWithPassword(page, student);
  await expectPath(page, '/students');
  await page.getByRole('heading', { name: 'Your account is suspended', level: 1 }).waitFor();
  await page.getByText(REASON).waitFor();
  const appeal = page.getByRole('textbox', { name: 'Why should the suspension be lifted?' });
  await appeal.waitFor();
  await screenReady(page);
  await shoot('01-suspended');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the suspended screen');

  // The shared rules refuse a too-short appeal in the form, as the API would.
  await appeal.fill('Please');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await page.getByText('Your appeal must be at least 20 characters.').waitFor();
  await appeal.fill(APPEAL);
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await page.getByText('Your appeal is with support').waitFor();
  await page.getByText(`Support answers by e-mail to ${student.email}.`, { exact: false }).waitFor();
  await shoot('02-appeal-sent');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the sent appeal');

  // One at a time: back later, the page shows the waiting appeal, not a second form.
  await page.reload();
  await page.getByText('Your appeal is with support').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Send appeal' }).count(), 0);

  // The home page knows who they are (no nameless "Account").
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${student.displayName}` }).waitFor();
  await screenReady(page);
  await shoot('03-home');

  // Support finds it in the queue, in the user's words.
  const queue = await graphqlData<{
    supportTickets: { edges: { node: { id: string; category: string } }[] };
  }>(
    'query { supportTickets(first: 50, filter: { category: APPEAL }) { edges { node { id category } } } }',
    {},
    admin.idToken,
  );
  const ticket = queue.supportTickets.edges.find((edge) => edge.node.category === 'APPEAL');
  assert.ok(ticket, 'the appeal is in the support queue');
  const { supportTicket } = await graphqlData<{ supportTicket: { messages: { body: string }[] } }>(
    'query($id: ID!) { supportTicket(id: $id) { messages { body } } }',
    { id: ticket.node.id },
    admin.idToken,
  );
  assert.equal(supportTicket.messages[0]?.body, APPEAL);
  assert.deepEqual(errors, []);
});
