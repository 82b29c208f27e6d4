// The shared set-up of the API tests as Vitest fixtures: a test names what it needs and gets it,
// made once per file (the first test that asks) and closed after the file's last test.
//   import { it } from '../../../test/fixtures.js';
//   it('...', async ({ api, owner, student }) => { ... });
// A file-wide hook reads them too: `it.beforeAll(async ({ api }) => { ... })`.
import { test as base } from 'vitest';
import { signUpAdmin, signUpUser, startTestApi } from './harness.js';

const file = { scope: 'file' } as const;

export const test = base
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('api', file, async ({}, { onCleanup }) => {
    const api = await startTestApi();
    onCleanup(() => api.close());
    return api;
  })
  .extend('owner', file, ({ api }) => signUpUser(api, 'OWNER'))
  .extend('otherOwner', file, ({ api }) => signUpUser(api, 'OWNER'))
  .extend('student', file, ({ api }) => signUpUser(api, 'STUDENT'))
  .extend('otherStudent', file, ({ api }) => signUpUser(api, 'STUDENT'))
  .extend('admin', file, ({ api }) => signUpAdmin(api));

export const it = test;
