// The API's session cookie (api/src/core/session.ts) follows Firebase's session: signed-in pages call
// the API with it before, and without, loading the Firebase Auth SDK (features/auth/auth-provider.tsx).
// Only the SDK's module uses this, so it loads with the SDK.

// One call at a time, in order: a sign-out's DELETE must not be overtaken by the POST before it.
let sessionCalls: Promise<unknown> = Promise.resolve();
function inOrder(call: () => Promise<void>): Promise<void> {
  const next = sessionCalls.then(call, call);
  sessionCalls = next.catch(() => {});
  return next;
}

/** Mints the cookie from an ID token: posted for every new token, so its claims never lag. */
export const openSession = (idToken: string): Promise<void> =>
  inOrder(async () => {
    const response = await fetch('/session', {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}` },
    });
    if (!response.ok) throw new Error(`The API did not open a session (${response.status}).`);
  });

export const closeSession = (): Promise<void> =>
  inOrder(async () => {
    await fetch('/session', { method: 'DELETE' });
  });
