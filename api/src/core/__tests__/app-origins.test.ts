import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../db.js';
import { createTestDatabase } from '../../test/database.js';
import { signUpUser, startTestApi, type TestApi } from '../../test/harness.js';

const configured = 'http://localhost:5173';
const otherNames = ['http://127.0.0.1:5173', 'http://[::1]:5173'];
const neverApp = ['http://127.0.0.1:5174', 'https://127.0.0.1:5173', 'http://evil.example:5173', 'null'];

// The web app's sign-in tokens and session cookie are accepted only from its own origins: under
// every loopback name of the configured one in development, the exact list in production.
describe('the web app’s own origins', () => {
  let db: Database;
  let development: TestApi;
  let production: TestApi;
  let idToken: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    development = await startTestApi({ db, config: { corsOrigins: [configured], nodeEnv: 'development' } });
    production = await startTestApi({ db, config: { corsOrigins: [configured], nodeEnv: 'production' } });
    ({ idToken } = await signUpUser(development, 'STUDENT'));
  });
  afterAll(async () => {
    await development.close();
    await production.close();
    await db.close();
  });

  /** Whether a signed-in `me` and opening a session both work from a page of `origin`. */
  async function accepted(api: TestApi, origin: string): Promise<{ me: boolean; session: boolean }> {
    const headers = { authorization: `Bearer ${idToken}`, origin };
    const me = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { user { id } } }' }),
    });
    const body = (await me.json()) as { data?: { me?: { user?: { id: string } } }; errors?: unknown[] };
    const session = await fetch(`${api.url}/session`, { method: 'POST', headers });
    return { me: Boolean(body.data?.me?.user?.id) && !body.errors, session: session.status === 204 };
  }

  it('in development: the configured origin under localhost, 127.0.0.1 and [::1], nothing else', async () => {
    for (const origin of [configured, ...otherNames])
      assert.deepEqual(await accepted(development, origin), { me: true, session: true }, origin);
    for (const origin of neverApp)
      assert.deepEqual(await accepted(development, origin), { me: false, session: false }, origin);
  });

  it('in production: only the configured origins, exactly', async () => {
    assert.deepEqual(await accepted(production, configured), { me: true, session: true });
    for (const origin of [...otherNames, ...neverApp])
      assert.deepEqual(await accepted(production, origin), { me: false, session: false }, origin);
  });
});
