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
 * The signed-in user's ID token (getIdToken refreshes it when expired), or null when signed out.
 * Until the Auth SDK is loaded nobody can be signed in, so requests go out anonymous.
 */
export async function getIdToken(forceRefresh: boolean): Promise<string | null> {
  return (await firebaseUser())?.getIdToken(forceRefresh) ?? null;
}

/**
 * For a request made before the app renders (a route loader): when this browser was signed in, the
 * token once the Auth SDK is here, so the answer is the signed-in user's (their favourites, say).
 */
export async function getIdTokenWhenReady(forceRefresh: boolean): Promise<string | null> {
  if (!currentAuthHandle() && hasSignedInHint()) await loadAuth().catch(() => null);
  return getIdToken(forceRefresh);
}

/** Whether someone is signed in in this browser: Firebase's answer once its SDK is here, the hint before. */
export async function seemsSignedIn(): Promise<boolean> {
  return currentAuthHandle() ? (await firebaseUser()) !== null : hasSignedInHint();
}

/** Signs this browser out: the API refused the session even with a freshly refreshed token. */
export async function endRefusedSession(): Promise<void> {
  try {
    await currentAuthHandle()?.signOut();
  } catch {
    // Firebase could not sign out (its storage failed): the next page load starts signed out.
    setSignedInHint(false);
  }
}
