// Two rules of @hostel/common, each tried on both sides at once: the API's refusal over HTTP and the
// web form's message in Chromium are the same words at the same limit, and the inputs are built
// from the shared limit itself, so a rule changed in common/ moves the server and the form together.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { LISTING_LIMITS, PHONE_DIGITS } from '@hostel/common';
import type { Browser, Locator } from 'playwright-core';
import { createAccount, signInAs } from './support/accounts.js';
import { graphqlData, graphqlRequest } from './support/api.js';
import { expectPath, launchBrowser, openPage } from './support/browser.js';
import { screenReady } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The API's per-field message for `field` when it refuses the operation with BAD_USER_INPUT. */
/** The server's message for `field`, an argument path (`input.phoneNumber`). */
async function refusal(query: string, variables: object, idToken: string, field: string): Promise<string> {
  const body = await graphqlRequest(query, variables, idToken);
  const error = body.errors?.[0] as { extensions?: { code?: string; fields?: Record<string, string> } };
  assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(body));
  const message = error.extensions?.fields?.[field];
  assert.ok(message, `no message for ${field}: ${JSON.stringify(body)}`);
  return message;
}

/** The error message a form field shows (the one of its descriptions that is its error). */
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

test(`a listing description longer than LISTING_LIMITS.descriptionMax (${LISTING_LIMITS.descriptionMax})`, async () => {
  const owner = await createAccount('OWNER', 'shared-rules');
  const { createHostelDraft: draft } = await graphqlData<{ createHostelDraft: { id: string } }>(
    'mutation { createHostelDraft { id } }',
    {},
    owner.idToken,
  );
  const update = `mutation($id: ID!, $input: HostelBasicsInput!) {
    updateHostelBasics(id: $id, input: $input) { id description } }`;
  const basics = (description: string) => ({
    name: 'Shared Rules Court',
    description,
    genderPolicy: 'MIXED',
    houseRules: '',
    timeZone: 'Africa/Accra',
  });
  const atLimit = 'Rooms near campus. '
    .repeat(LISTING_LIMITS.descriptionMax)
    .slice(0, LISTING_LIMITS.descriptionMax);
  const overLimit = `${atLimit}x`;

  const serverSays = await refusal(
    update,
    { id: draft.id, input: basics(overLimit) },
    owner.idToken,
    'input.description',
  );
  assert.match(serverSays, new RegExp(`\\b${LISTING_LIMITS.descriptionMax}\\b`), serverSays);

  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, owner, '/dashboard');
    await page.goto(`/dashboard/listHostel/step1?id=${draft.id}`);
    await screenReady(page);
    await page.getByRole('textbox', { name: 'Hostel name' }).fill('Shared Rules Court');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.fill(overLimit);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    assert.equal(await fieldError(description), serverSays);
    await expectPath(page, '/dashboard/listHostel/step1');

    // At the limit itself both sides take it: the form saves the step, and the API has stored it.
    await description.fill(atLimit);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectPath(page, '/dashboard/listHostel/step2');
    const { hostel } = await graphqlData<{ hostel: { description: string } }>(
      'query($id: ID!) { hostel(id: $id) { description } }',
      { id: draft.id },
      owner.idToken,
    );
    assert.equal(hostel.description, atLimit);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test(`a phone number with fewer than PHONE_DIGITS.min (${PHONE_DIGITS.min}) digits`, async () => {
  const student = await createAccount('STUDENT', 'shared-rules');
  const update = 'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { phoneNumber } }';
  const shortest = `+1${'2'.repeat(PHONE_DIGITS.min - 1)}`;
  const tooShort = shortest.slice(0, -1);

  const serverSays = await refusal(
    update,
    { input: { phoneNumber: tooShort } },
    student.idToken,
    'input.phoneNumber',
  );

  const { context, page, errors } = await openPage(browser);
  try {
    await signInAs(page, student, '/students');
    await page.goto('/students/accountSetting');
    await screenReady(page);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill(tooShort);
    await page.getByRole('button', { name: 'Save changes' }).click();
    assert.equal(await fieldError(phone), serverSays);

    // The shortest number both sides accept (the form used to want one digit more than the API).
    await phone.fill(shortest);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    const { me } = await graphqlData<{ me: { user: { phoneNumber: string } } }>(
      '{ me { user { phoneNumber } } }',
      {},
      student.idToken,
    );
    assert.equal(me.user.phoneNumber, shortest);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
