import { currentAuthHandle, setSignedInHint } from './auth-registry';

/**
 * The signed-in user's ID token (getIdToken refreshes it when expired), or null when signed out.
 * Until the Auth SDK is loaded nobody can be signed in, so requests go out anonymous.
 */
export async function getIdToken(forceRefresh: boolean): Promise<string | null> {
  const handle = currentAuthHandle();
  if (!handle) return null;
  await handle.auth.authStateReady();
  return handle.auth.currentUser ? handle.auth.currentUser.getIdToken(forceRefresh) : null;
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
