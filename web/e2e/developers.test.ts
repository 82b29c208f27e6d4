// An owner makes an API token on the developer settings screen, copies it, pastes it into the docs
// page's GraphiQL and runs a query that answers with their own hostel. Axe on both screens,
// screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInAs } from './support/accounts.js';
import { DESKTOP, expectPath, launchBrowser, openPage, PHONE } from './support/browser.js';
import { publishedHostel } from './support/published-hostel.js';
import { screenShooter, screenshot, seriousAxeViolations } from './support/screenshots.js';
import { openScreen, screenReady, settleLayout } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an owner creates an API token and runs a query with it in the docs page GraphiQL', async () => {
  const hostel = await publishedHostel('developers');
  const { page, context, errors } = await openPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shoot = screenShooter(page, 'developers');
  await signInAs(page, hostel.owner, '/dashboard');
  await page.getByRole('link', { name: 'Developers' }).first().click();
  await expectPath(page, '/dashboard/developers');
  await screenReady(page);
  await page.getByText('No API clients yet').waitFor();

  await page.getByRole('button', { name: 'New API client' }).click();
  const form = page.getByRole('form', { name: 'New API client' });
  await form.getByRole('button', { name: 'Create client' }).click();
  await form.getByText('Choose at least one scope.').waitFor(); // the shared rules, before the server
  // An expiry is suggested, not forced: 90 days unless changed.
  assert.equal(await form.getByLabel('Expires after', { exact: true }).inputValue(), '90 days');
  await form.getByLabel('Name').fill('Reservation sync');
  await form.getByRole('checkbox', { name: 'listings:read' }).check();
  await form.getByRole('checkbox', { name: 'reservations:read' }).check();
  await form.getByRole('button', { name: 'Create client' }).click();

  const reveal = page.getByRole('alert').filter({ has: page.getByTestId('new-api-token') });
  const token = (await reveal.getByTestId('new-api-token').innerText()).trim();
  assert.match(token, /^hst_[A-Za-z0-9_-]{43}$/);
  await reveal.getByRole('button', { name: 'Copy token' }).click();
  await reveal.getByRole('button', { name: 'Token copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, token);
  const card = page.getByRole('article', { name: 'Reservation sync' });
  await card.getByText('never used').waitFor();
  await card.getByText(/expires in 90 days/).waitFor();
  await card.getByText(token.slice(0, 10)).waitFor();
  await shoot('01-settings-token');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the developer settings');

  await openScreen(page, '/developers');
  await page.getByRole('heading', { name: 'API for developers', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Schema reference' }).waitFor();
  await shoot('02-docs');
  assert.deepEqual(await seriousAxeViolations(page), [], 'accessibility of the docs page');

  await page.getByLabel('API token').fill(copied);
  await page.getByRole('button', { name: 'Open GraphiQL' }).click();
  const run = page.getByRole('button', { name: /Execute query/ });
  await run.waitFor({ timeout: 30_000 }); // Monaco is a large chunk
  await page.locator('.graphiql-query-editor').getByText('myHostels').first().waitFor();
  await run.click();
  const response = page.locator('.graphiql-response');
  await response
    .getByText(/totalCount/)
    .first()
    .waitFor({ timeout: 30_000 });
  // Monaco wraps long lines and renders spaces as no-break spaces.
  const answer = (await response.innerText()).replace(/\s+/g, ' ');
  assert.match(answer, /"myHostels": \{ "totalCount": 1,/);
  assert.ok(answer.includes(`"name": "${hostel.name}"`), answer);
  // The playground itself, as a person sees it (the page around it is in 02-docs).
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settleLayout(page);
    await page.locator('#playground').scrollIntoViewIfNeeded();
    await screenshot(page, 'developers-03-graphiql', { fullPage: false });
  }
  assert.deepEqual(errors, [], 'no uncaught page errors');

  // The token was used, and the settings screen says so: its last use and, once the API has
  // flushed its counts (every 5 s), the day's requests.
  await openScreen(page, '/dashboard/developers');
  const used = page.getByRole('article', { name: 'Reservation sync' });
  await used.getByText(/last used/).waitFor();
  for (let tries = 0; !(await used.getByText(/Last 30 days: \d+ requests?/).isVisible()); tries++) {
    assert.ok(tries < 10, 'the usage shows within 20 s');
    await page.waitForTimeout(2_000);
    await page.reload();
    await screenReady(page);
  }
  await used.getByRole('table', { name: 'Requests per day' }).waitFor();
  await shoot('04-settings-usage');
});
