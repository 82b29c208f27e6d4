import type { User } from 'firebase/auth';
import { currentAuthHandle, hasSignedInHint, loadAuth, setSignedInHint } from './auth-registry';

/** Firebase's signed-in user once it has read its storage; null when signed out or not loaded. */
async function firebaseUser(): Promise<User | null> {
  const handle = currentAuthHandle();
  if (!handle) return null;
  await handle.auth.authStateReady();
  return handle.auth.currentUser;
}

/**
 * The signed-in user's ID token (getIdToken refreshes it when expired), or null: signed out, or a
 * session restored from the API's cookie without the Auth SDK, where the cookie goes with each
 * request instead. A forced refresh (the API refused the session) loads the SDK when this browser
 * was signed in, so a lapsed cookie is replaced from Firebase's own session (see openSession).
 */
export async function getIdToken(forceRefresh: boolean): Promise<string | null> {
  if (forceRefresh && !currentAuthHandle() && hasSignedInHint()) await loadAuth().catch(() => null);
  return (await firebaseUser())?.getIdToken(forceRefresh) ?? null;
}

/** Whether someone is signed in in this browser: Firebase's answer once its SDK is here, the hint before. */
export async function seemsSignedIn(): Promise<boolean> {
  return currentAuthHandle() ? (await firebaseUser()) !== null : hasSignedInHint();
}

// One call at a time, in order: a sign-out's DELETE must not be overtaken by the POST before it.
let sessionCalls: Promise<unknown> = Promise.resolve();
function inOrder(call: () => Promise<void>): Promise<void> {
  const next = sessionCalls.then(call, call);
  sessionCalls = next.catch(() => {});
  return next;
}

/**
 * The API's session cookie (api/src/core/session.ts), minted from an ID token: signed-in pages call
 * the API with it before, and without, loading the Firebase Auth SDK. Posted for every new token.
 */
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

/** Signs this browser out: the API refused the session even with a freshly refreshed token. */
export async function endRefusedSession(): Promise<void> {
  setSignedInHint(false);
  await closeSession().catch(() => {});
  try {
    await currentAuthHandle()?.signOut();
  } catch {
    // Firebase could not sign out (its storage failed): the next page load starts signed out.
  }
}
