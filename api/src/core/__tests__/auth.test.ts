import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  createFirebaseUser,
  firstError,
  type GqlBody,
  signInFirebaseUser,
  signUpUser,
  startTestApi,
  type TestApi,
} from '../../test/harness.js';

const ME = '{ me { uid signUpCompleted role user { id } } }';
const UPDATE = 'mutation { updateMyProfile(input: { programme: "Law" }) { id } }';
const adminAuth = () =>
  getAuth(
    getApps().find((app) => app.name === 'auth-test') ??
      initializeApp({ projectId: 'demo-hostel' }, 'auth-test'),
  );

/** The emulator signs nothing (alg "none"); rewrite a real token's claims as an expired one. */
function expire(idToken: string): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  const expired = { ...claims, iat: hourAgo - 3600, auth_time: hourAgo - 3600, exp: hourAgo };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.`;
}

const errorOf = firstError;

describe('authentication over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('treats a request without a token as anonymous: public fields work, protected ones refuse', async () => {
    const me = await api.gql(ME);
    assert.equal(me.status, 200);
    assert.equal(me.body.data.me, null);
    const update = await api.gql(UPDATE);
    assert.equal(errorOf(update).extensions.code, 'UNAUTHENTICATED');
    assert.equal(errorOf(update).message, 'You must be signed in to do this.');
  });

  it('accepts a valid token; before sign-up `me` says so and protected fields are refused', async () => {
    const user = await createFirebaseUser();
    const me = await api.gql(ME, {}, user.idToken);
    assert.deepEqual(me.body.data.me, { uid: user.uid, signUpCompleted: false, role: null, user: null });
    const update = await api.gql(UPDATE, {}, user.idToken);
    assert.equal(errorOf(update).extensions.code, 'FORBIDDEN');
    assert.equal(errorOf(update).message, 'Finish signing up first.');
  });

  it('refuses a malformed token on public and protected fields alike', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic abc', 'Bearer a.b.c']) {
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ query: '{ universities { id } }' }),
      });
      const body = (await res.json()) as GqlBody<unknown>;
      assert.equal(res.status, 200);
      assert.equal(body.data, undefined);
      assert.equal(firstError({ body }).extensions.code, 'UNAUTHENTICATED', authorization);
      assert.equal(firstError({ body }).message, 'The sign-in token is malformed.');
    }
  });

  it('refuses an expired token with a message saying so', async () => {
    const user = await signUpUser(api, 'STUDENT');
    const res = await api.gql(ME, {}, expire(user.idToken));
    assert.equal(errorOf(res).extensions.code, 'UNAUTHENTICATED');
    assert.equal(errorOf(res).message, 'Your session has expired. Please sign in again.');
  });

  it('refuses a revoked token, and accepts the token of a new sign-in', async () => {
    const user = await signUpUser(api, 'STUDENT');
    // Revocation has one-second resolution: the token must be issued strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(user.uid);
    const res = await api.gql(ME, {}, user.idToken);
    assert.equal(errorOf(res).extensions.code, 'UNAUTHENTICATED');
    assert.equal(errorOf(res).message, 'This session was revoked. Please sign in again.');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await signInFirebaseUser(user.email, user.password);
    const again = await api.gql(ME, {}, fresh);
    assert.equal(again.body.data.me.user.id, user.userId);
  });

  it('with a token cache, a revoked session is refused once the cache window has passed', async () => {
    const cachedApi = await startTestApi({ db: api.db, config: { authTokenCacheSeconds: 2 } });
    try {
      const user = await signUpUser(cachedApi, 'STUDENT');
      assert.equal((await cachedApi.gql(ME, {}, user.idToken)).body.data.me.user.id, user.userId);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await adminAuth().revokeRefreshTokens(user.uid);
      // Inside the window the verified token is still trusted (no call to Firebase)...
      assert.equal((await cachedApi.gql(ME, {}, user.idToken)).body.data.me.user.id, user.userId);
      // ...and after it, Firebase is asked again and the revocation applies.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const res = await cachedApi.gql(ME, {}, user.idToken);
      assert.equal(errorOf(res).message, 'This session was revoked. Please sign in again.');
    } finally {
      await cachedApi.close();
    }
  });

  it('refuses the token of a disabled account', async () => {
    const user = await signUpUser(api, 'OWNER');
    await adminAuth().updateUser(user.uid, { disabled: true });
    const res = await api.gql(ME, {}, user.idToken);
    assert.equal(errorOf(res).extensions.code, 'UNAUTHENTICATED');
    assert.equal(errorOf(res).message, 'This account has been disabled.');
  });

  it('copies a changed email verification from the token into the user row', async () => {
    const user = await signUpUser(api, 'STUDENT');
    assert.equal(
      (await api.db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } })).emailVerified,
      false,
    );
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const token = await signInFirebaseUser(user.email, user.password);
    const me = await api.gql('{ me { emailVerified user { emailVerified } } }', {}, token);
    assert.deepEqual(me.body.data.me, { emailVerified: true, user: { emailVerified: true } });
    assert.equal(
      (await api.db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } })).emailVerified,
      true,
    );
  });
});
