import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import {
  createFirebaseUser,
  emulatorHost,
  firstError,
  signInFirebaseUser,
  signUpUser,
  startTestApi,
  type TestApi,
} from '../../../test/harness.js';
import { emailJob } from '../email.jobs.js';
import { mailConfig, startSmtpCatcher, type SmtpCatcher } from './smtp.js';

const APP = 'http://app.test';
const SIGN_IN = `mutation ($email: String!, $returnTo: String, $locale: String) {
  sendSignInLink(email: $email, returnTo: $returnTo, locale: $locale) }`;
const RESET = `mutation ($email: String!, $locale: String) { sendPasswordReset(email: $email, locale: $locale) }`;
const VERIFY = `mutation ($locale: String) { sendEmailVerification(locale: $locale) }`;
const CHANGE = `mutation ($newEmail: String!) { requestEmailChange(newEmail: $newEmail) }`;
/** What a caller learns (the cost extension moves with every request). */
const answer = (res: { body: { data?: unknown; errors?: unknown } }) => ({
  data: res.body.data,
  errors: res.body.errors,
});
const unknownAddress = () => `nobody-${randomUUID()}@example.com`;

/** Applies an action code as the web page's client SDK does (applyActionCode), on the emulator. */
async function applyActionCode(oobCode: string) {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  assert.equal(res.status, 200, await res.text());
}

describe('account e-mails sent by the product', () => {
  let api: TestApi;
  let smtp: SmtpCatcher;
  const outboxTo = (to: string) =>
    api.db.prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });
  const send = () =>
    runJobs(api.db, [emailJob(api.config, pino({ level: 'silent' }))], pino({ level: 'silent' }), new Date());
  const mailTo = async (to: string) => {
    await send();
    const mail = smtp.mails.findLast((m) => m.to && JSON.stringify(m.to).includes(to));
    assert.ok(mail, `an e-mail to ${to}`);
    return mail;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher(2591);
    api = await startTestApi({
      config: mailConfig(smtp, APP),
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('answers a reset the same for a known and an unknown address, and e-mails only the known one', async () => {
    const known = await signUpUser(api, 'STUDENT');
    const unknown = unknownAddress();
    const [a, b] = [await api.gql(RESET, { email: known.email }), await api.gql(RESET, { email: unknown })];
    assert.deepEqual(answer(a), answer(b));
    assert.deepEqual(a.body.data, { sendPasswordReset: true });
    assert.equal((await outboxTo(unknown)).length, 0);
    const [row] = await outboxTo(known.email);
    assert.equal(row?.template, 'PASSWORD_RESET');
    assert.equal(row?.category, 'ACCOUNT');
    // The link opens the product's own page with what the client SDK needs, not Firebase's page.
    const link = new URL(row!.link!);
    assert.equal(link.origin, APP);
    assert.equal(link.pathname, '/signUp/newPassword');
    assert.equal(link.searchParams.get('mode'), 'resetPassword');
    assert.ok(link.searchParams.get('oobCode'));
    assert.ok(link.searchParams.get('apiKey'));
    assert.equal(link.searchParams.get('continueUrl'), `${APP}/signUp`);
  });

  it('sends a sign-in link to any address, returning to the page asked for on this site only', async () => {
    const known = await signUpUser(api, 'OWNER');
    const unknown = unknownAddress();
    const a = await api.gql(SIGN_IN, { email: known.email, returnTo: '/dashboard' });
    const b = await api.gql(SIGN_IN, { email: unknown, returnTo: '//evil.example/steal' });
    assert.deepEqual(answer(a), answer(b));
    const [mine] = await outboxTo(known.email);
    const link = new URL(mine!.link!);
    assert.equal(link.origin + link.pathname, `${APP}/complete-sign-in`);
    assert.equal(link.searchParams.get('redirect'), '/dashboard');
    assert.equal(link.searchParams.get('mode'), 'signIn');
    assert.ok(link.searchParams.get('oobCode'));
    assert.equal(link.searchParams.get('continueUrl'), `${APP}/complete-sign-in?redirect=%2Fdashboard`);
    // A passwordless sign-up: the new address gets its link too, without the foreign redirect.
    const [theirs] = await outboxTo(unknown);
    assert.equal(new URL(theirs!.link!).searchParams.get('redirect'), null);
    assert.equal(
      firstError(await api.gql(SIGN_IN, { email: 'not an address' })).extensions.code,
      'BAD_USER_INPUT',
    );
  });

  it('refuses the 6th request in a minute for one address, known or not, with the same answer', async () => {
    const known = await signUpUser(api, 'STUDENT');
    for (const email of [known.email, unknownAddress()]) {
      for (let i = 0; i < 5; i++)
        assert.equal((await api.gql(RESET, { email })).body.data?.sendPasswordReset, true);
      const sixth = await api.gql(RESET, { email });
      assert.equal(firstError(sixth).extensions.code, 'RATE_LIMITED');
      assert.ok(Number(firstError(sixth).extensions.retryAfter) >= 1);
    }
    assert.equal((await outboxTo(known.email)).length, 5);
  });

  it('writes each template in the reader’s stored locale, else the browser’s, else English', async () => {
    const french = await signUpUser(api, 'STUDENT');
    await api.updateUser(french.userId, { locale: 'fr-FR' });
    await api.gql(RESET, { email: french.email, locale: 'en-US' }); // the stored locale wins
    const reset = await mailTo(french.email);
    assert.equal(reset.subject, 'Choisissez un nouveau mot de passe pour Hostel');
    assert.match(String(reset.html), /<html[^>]*lang="fr"/);
    assert.match(String(reset.text), /Choisir un nouveau mot de passe/);
    assert.equal(reset.headers.get('list-unsubscribe'), undefined); // ACCOUNT: no opting out

    const visitor = unknownAddress();
    await api.gql(SIGN_IN, { email: visitor, locale: 'fr-CA' });
    const link = await mailTo(visitor);
    assert.equal(link.subject, 'Votre lien de connexion à Hostel');
    // The plain-text part carries the link to the product's own page.
    assert.match(
      String(link.text),
      new RegExp(`${APP}/complete-sign-in\\?mode=signIn&amp;|${APP}/complete-sign-in\\?mode=signIn&`),
    );

    const english = unknownAddress();
    await api.gql(SIGN_IN, { email: english, locale: 'de-DE' });
    assert.equal((await mailTo(english)).subject, 'Your sign-in link for Hostel');
  });

  it('verifies the address of an identity that has not finished signing up; the link works', async () => {
    const identity = await createFirebaseUser();
    const res = await api.gql(VERIFY, { locale: 'fr' }, identity.idToken);
    assert.deepEqual(res.body.data, { sendEmailVerification: true });
    assert.equal(firstError(await api.gql(VERIFY, {})).extensions.code, 'UNAUTHENTICATED');
    const mail = await mailTo(identity.email);
    assert.equal(mail.subject, 'Confirmez votre adresse e-mail');
    const [row] = await outboxTo(identity.email);
    const link = new URL(row!.link!);
    assert.equal(link.pathname, '/signUp/newPassword');
    assert.equal(link.searchParams.get('mode'), 'verifyEmail');
    await applyActionCode(link.searchParams.get('oobCode')!);
    const token = await signInFirebaseUser(identity.email, identity.password);
    const me = await api.gql('{ me { emailVerified } }', {}, token);
    assert.equal(me.body.data.me.emailVerified, true);
  });

  it('changes the e-mail through a link to the new address, then tells the old one', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const newEmail = `moved-${randomUUID()}@example.com`;
    const res = await api.gql(CHANGE, { newEmail }, user.idToken);
    assert.deepEqual(res.body.data, { requestEmailChange: true });
    const sent = await mailTo(newEmail);
    assert.equal(sent.subject, 'Confirm your new e-mail address');
    const [row] = await outboxTo(newEmail);
    const link = new URL(row!.link!);
    assert.equal(link.origin + link.pathname, `${APP}/signUp/newPassword`);
    assert.equal(link.searchParams.get('mode'), 'verifyAndChangeEmail');
    assert.equal((await outboxTo(user.email)).length, 0);

    await applyActionCode(link.searchParams.get('oobCode')!);
    // The API hears of the change with the next token, and the old address is told at once.
    const token = await signInFirebaseUser(newEmail, user.password);
    const me = await api.gql('{ me { email } }', {}, token);
    assert.equal(me.body.data.me.email, newEmail);
    const told = await mailTo(user.email);
    assert.equal(told.subject, 'Your e-mail address was changed');
    assert.match(String(told.text), new RegExp(`now ${newEmail.replace('.', '\\.')}`));
  });

  it('never says whether the new address of a change is taken', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const taken = await createFirebaseUser();
    const res = await api.gql(CHANGE, { newEmail: taken.email }, user.idToken);
    assert.deepEqual(res.body.data, { requestEmailChange: true });
    assert.equal((await outboxTo(taken.email)).length, 0);
    assert.equal(
      firstError(await api.gql(CHANGE, { newEmail: user.email }, user.idToken)).extensions.code,
      'BAD_USER_INPUT',
    );
  });
});
