// Text others read before any booking is refused with contact details in it, in the same words on
// both sides: the API's refusal over HTTP and the form's message in Chromium (a listing's
// description and house rules, a display name). Screenshots at 1280 and 375 px.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { NAME_CONTACT_MESSAGE, PUBLIC_TEXT_CONTACT_MESSAGE } from '@hostel/common';
import type { Browser, Locator } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData, graphqlRequest } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { screenShooter } from './support/screenshots.js';
import { screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The API's per-field messages when it refuses the operation with BAD_USER_INPUT. */
async function refusal(query: string, variables: object, idToken: string): Promise<Record<string, string>> {
  const body = await graphqlRequest(query, variables, idToken);
  const error = body.errors?.[0] as { extensions?: { code?: string; fields?: Record<string, string> } };
  assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(body));
  return error.extensions?.fields ?? {};
}

/** The error message a form field shows. */
async function fieldError(field: Locator): Promise<string> {
  await field.page().locator('.mantine-InputWrapper-error').first().waitFor();
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((described) => described?.classList.contains('mantine-InputWrapper-error'))
      .map((described) => described!.textContent)
      .join(' '),
  );
}

const DESCRIPTION =
  'Quiet rooms a short walk from campus. Cheaper if you book direct: kofi at gmail dot com.';
const HOUSE_RULES = 'No smoking. WhatsApp me on 024 555 1234 for the gate code.';

test('a listing’s description and house rules with contact details', async () => {
  const owner = await createAccount('OWNER', 'contact-listing');
  const { createHostelDraft: draft } = await graphqlData<{ createHostelDraft: { id: string } }>(
    'mutation { createHostelDraft { id } }',
    {},
    owner.idToken,
  );
  const update = `mutation($id: ID!, $input: HostelBasicsInput!) {
    updateHostelBasics(id: $id, input: $input) { id } }`;
  const input = {
    name: 'Contact Court',
    description: DESCRIPTION,
    genderPolicy: 'MIXED',
    houseRules: HOUSE_RULES,
    timeZone: 'Africa/Accra',
  };
  assert.deepEqual(await refusal(update, { id: draft.id, input }, owner.idToken), {
    'input.description': PUBLIC_TEXT_CONTACT_MESSAGE,
    'input.houseRules': PUBLIC_TEXT_CONTACT_MESSAGE,
  });

  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, owner, '/dashboard');
    await page.goto(`/dashboard/listHostel/step1?id=${draft.id}`);
    await screenReady(page);
    await page.getByRole('textbox', { name: 'Hostel name' }).fill('Contact Court');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.fill(DESCRIPTION);
    const houseRules = page.getByRole('textbox', { name: 'House rules' });
    await houseRules.fill(HOUSE_RULES);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    assert.equal(await fieldError(description), PUBLIC_TEXT_CONTACT_MESSAGE);
    assert.equal(await fieldError(houseRules), PUBLIC_TEXT_CONTACT_MESSAGE);
    await expectPath(page, '/dashboard/listHostel/step1');
    await screenShooter(page, 'contact-details')('listing-basics');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a display name with an e-mail address', async () => {
  const student = await createAccount('STUDENT', 'contact-name');
  const update = 'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }';
  const name = 'Ama (ama.k@gmail.com)';
  assert.deepEqual(await refusal(update, { input: { displayName: name } }, student.idToken), {
    'input.displayName': NAME_CONTACT_MESSAGE,
  });

  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, student, '/students');
    await page.goto('/students/accountSetting');
    await screenReady(page);
    const displayName = page.getByRole('textbox', { name: 'Display name' });
    await displayName.fill(name);
    await page.getByRole('button', { name: 'Save changes' }).click();
    assert.equal(await fieldError(displayName), NAME_CONTACT_MESSAGE);
    await screenShooter(page, 'contact-details')('display-name');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
