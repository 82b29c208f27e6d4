import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  firstError,
  type GqlBody,
  signInFirebaseUser,
  signUpUser,
  startTestApi,
  subscriptionResults,
  type TestApi,
} from '../../test/harness.js';
import { notify } from '../../modules/notifications/notify.js';

const ME = '{ me { uid emailVerified user { id emailVerified } } }';
const adminAuth = () =>
  getAuth(
    getApps().find((app) => app.name === 'session-test') ??
      initializeApp({ projectId: 'demo-hostel' }, 'session-test'),
  );

type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('web sessions (an HttpOnly cookie minted from a Firebase ID token)', () => {
  let api: TestApi;
  const appOrigin = 'http://localhost:5173';
  beforeAll(async () => {
    api = await startTestApi({ config: { corsOrigins: [appOrigin] } });
  });
  afterAll(() => api.close());

  const openSession = (headers: Record<string, string>) =>
    fetch(`${api.url}/session`, { method: 'POST', headers });

  /** Opens a session for `idToken` and returns the cookie as a browser would send it back. */
  async function sessionCookie(idToken: string): Promise<string> {
    const res = await openSession({ authorization: `Bearer ${idToken}`, origin: appOrigin });
    assert.equal(res.status, 204, await res.text());
    const setCookie = res.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0]!;
  }

  async function gql(query: string, headers: Record<string, string>) {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return { status: res.status, body: (await res.json()) as GqlBody<Loose> };
  }

  it('sets an HttpOnly, SameSite=Lax cookie that alone signs requests in', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const res = await openSession({ authorization: `Bearer ${user.idToken}`, origin: appOrigin });
    assert.equal(res.status, 204);
    const setCookie = res.headers.get('set-cookie') ?? '';
    assert.match(setCookie, /^session=[^;]+;/);
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /SameSite=Lax/i);
    assert.match(setCookie, /Path=\//);
    assert.match(setCookie, /Max-Age=1209600/);
    assert.doesNotMatch(setCookie, /Secure/i, 'the test app is served over http');

    const cookie = setCookie.split(';')[0]!;
    const me = await gql(ME, { cookie });
    assert.equal(me.body.data.me.uid, user.uid);
    assert.equal(me.body.data.me.user.id, user.userId);
    // From the web app's own page too (the Origin header a browser sends on a POST).
    const fromApp = await gql(ME, { cookie, origin: appOrigin });
    assert.equal(fromApp.body.data.me.user.id, user.userId);
  });

  it('refuses a session cookie sent from another site, as it does a sign-in token', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const cookie = await sessionCookie(user.idToken);
    const res = await gql(ME, { cookie, origin: 'https://evil.example' });
    assert.equal(firstError(res).extensions.code, 'FORBIDDEN');
  });

  it('the Authorization header wins over the cookie', async () => {
    const student = await signUpUser(api, 'STUDENT');
    const owner = await signUpUser(api, 'OWNER');
    const cookie = await sessionCookie(student.idToken);
    const me = await gql(ME, { cookie, authorization: `Bearer ${owner.idToken}` });
    assert.equal(me.body.data.me.user.id, owner.userId);
  });

  it('signs a WebSocket in from the cookie of its handshake', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const cookie = await sessionCookie(user.idToken);
    const withHeaders = (headers: Record<string, string>) =>
      class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      };
    const url = `${api.url.replace('http', 'ws')}/graphql`;
    const query = 'subscription { notificationAdded { id } }';

    const anonymous = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 });
    const refused = await subscriptionResults(anonymous, query).next();
    assert.equal(refused.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    await anonymous.dispose();

    const signedIn = createClient({
      url,
      webSocketImpl: withHeaders({ cookie, origin: appOrigin }),
      retryAttempts: 0,
    });
    const results = subscriptionResults(signedIn, query);
    // Subscribed (no error): a notice for this user arrives on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await api.db.transaction((sql) =>
      notify(sql, {
        userId: user.userId,
        kind: 'RESERVATION_EXPIRED',
        subjectId: 'session-cookie-test',
        title: 'Hello',
        body: 'Over the session cookie',
        link: null,
      }),
    );
    const next = await results.next();
    assert.ok(next.data?.notificationAdded?.id, JSON.stringify(next));
    results.dispose();
    await signedIn.dispose();

    const foreign = createClient({
      url,
      webSocketImpl: withHeaders({ cookie, origin: 'https://evil.example' }),
      retryAttempts: 0,
    });
    const fromElsewhere = await subscriptionResults(foreign, query).next();
    assert.equal(fromElsewhere.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    await foreign.dispose();
  });

  it('refuses to open a session without a valid sign-in token, with an API token, or from another site', async () => {
    const none = await openSession({ origin: appOrigin });
    assert.equal(none.status, 401);
    assert.equal(
      ((await none.json()) as GqlBody<unknown>).errors?.[0]?.message,
      'Send the sign-in token to open a session.',
    );
    assert.equal(none.headers.get('set-cookie'), null);

    const malformed = await openSession({ authorization: 'Bearer a.b.c', origin: appOrigin });
    assert.equal(malformed.status, 401);
    assert.equal(
      ((await malformed.json()) as GqlBody<unknown>).errors?.[0]?.message,
      'The sign-in token is malformed.',
    );

    const apiToken = await openSession({ authorization: `Bearer hst_${'a'.repeat(43)}`, origin: appOrigin });
    assert.equal(apiToken.status, 403);

    const user = await signUpUser(api, 'STUDENT');
    const foreign = await openSession({
      authorization: `Bearer ${user.idToken}`,
      origin: 'https://evil.example',
    });
    assert.equal(foreign.status, 403);
    assert.equal(
      ((await foreign.json()) as GqlBody<unknown>).errors?.[0]?.message,
      'Sessions are opened only by the web app itself.',
    );
    assert.equal(foreign.headers.get('set-cookie'), null);
  });

  it('DELETE /session clears the cookie', async () => {
    const res = await fetch(`${api.url}/session`, { method: 'DELETE', headers: { origin: appOrigin } });
    assert.equal(res.status, 204);
    const setCookie = res.headers.get('set-cookie') ?? '';
    assert.match(setCookie, /^session=;/);
    assert.match(setCookie, /Expires=Thu, 01 Jan 1970/);
  });

  it('reads a revoked or garbled session cookie as anonymous (the web app then mints a new one or signs out)', async () => {
    const user = await signUpUser(api, 'STUDENT');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has one-second resolution
    const cookie = await sessionCookie(user.idToken);
    assert.equal((await gql(ME, { cookie })).body.data.me.user.id, user.userId);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(user.uid);
    const revoked = await gql(ME, { cookie });
    assert.equal(revoked.body.errors, undefined);
    assert.equal(revoked.body.data.me, null);
    const garbled = await gql(ME, { cookie: 'session=not-a-cookie' });
    assert.equal(garbled.body.data.me, null);
  });

  it('a cookie minted before an e-mail was verified does not undo the verification', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const cookie = await sessionCookie(user.idToken);
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    // A fresh token (the web app posts each one) copies the verification into the row...
    const fresh = await signInFirebaseUser(user.email, user.password);
    await sessionCookie(fresh);
    // ...and the older cookie, still sent by another tab, leaves it so.
    const me = await gql(ME, { cookie });
    assert.deepEqual(me.body.data.me.user, { id: user.userId, emailVerified: true });
    assert.equal(me.body.data.me.emailVerified, true);
    const row = await api.db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } });
    assert.equal(row.emailVerified, true);
  });
});
