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
 * was signed in, so a lapsed cookie is replaced from Firebase's own session (lib/web-session.ts).
 */
export async function getIdToken(forceRefresh: boolean): Promise<string | null> {
  if (forceRefresh && !currentAuthHandle() && hasSignedInHint()) await loadAuth().catch(() => null);
  return (await firebaseUser())?.getIdToken(forceRefresh) ?? null;
}

/** Whether someone is signed in in this browser: Firebase's answer once its SDK is here, the hint before. */
export async function seemsSignedIn(): Promise<boolean> {
  return currentAuthHandle() ? (await firebaseUser()) !== null : hasSignedInHint();
}

let signingOut: Promise<void> | null = null;

/**
 * Signs this browser out: Firebase's session (a lapsed cookie would otherwise be minted again from
 * it) and the API's cookie. Also when the API refused the session even with a freshly refreshed token.
 * Calls made while it runs (the push device's request refused, say) wait for the same sign-out.
 */
export function signOutHere(): Promise<void> {
  signingOut ??= (async () => {
    // First, while the session stands: this browser stops receiving the person's pushes.
    await import('./pwa/push-device').then((m) => m.turnOffPush()).catch(() => {});
    setSignedInHint(false);
    try {
      await (currentAuthHandle() ?? (await loadAuth())).signOut();
    } catch {
      // Firebase could not sign out (its storage failed): the next page load starts signed out.
    }
  })().finally(() => (signingOut = null));
  return signingOut;
}
