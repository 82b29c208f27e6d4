import type { Auth, User } from 'firebase/auth';

// The Firebase Auth SDK is large, so it is loaded only when needed: on the sign-in screens, the
// account's security sections, to sign out, or when the API's session cookie has lapsed (a page load
// of a browser that was signed in, the hint below, restores the session from the cookie alone). This
// module has no runtime Firebase import; lib/firebase.ts registers the instance here once it exists.
export const SIGNED_IN_HINT_KEY = 'hostel.signed-in';

export interface AuthHandle {
  auth: Auth;
  onIdTokenChanged(listener: (user: User | null) => void): () => void;
  signOut(): Promise<void>;
}

let handle: AuthHandle | null = null;
const listeners = new Set<(handle: AuthHandle) => void>();

export function registerAuth(next: AuthHandle): void {
  handle = next;
  for (const listener of listeners) listener(next);
}

export const currentAuthHandle = () => handle;

/** Calls `listener` once the Auth instance exists (immediately if it already does). */
export function whenAuthReady(listener: (handle: AuthHandle) => void): () => void {
  if (handle) listener(handle);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadAuth(): Promise<AuthHandle> {
  return import('./firebase').then((m) => m.getAuthHandle());
}

export function hasSignedInHint(): boolean {
  // The server renders public pages as a signed-out visitor sees them (entry-server.tsx).
  if (typeof window === 'undefined') return false;
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return true; // Unknown: load Firebase rather than wrongly treat the visitor as signed out.
  }
}

/**
 * Whether a request the API refused as signed out may be retried with a refreshed session: it
 * carried a token, or this browser was signed in (its session cookie may have lapsed).
 */
export const hadSession = (sentToken: boolean): boolean => sentToken || hasSignedInHint();

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage disabled: the hint is only an optimisation.
  }
}

/**
 * Dispatched on `window` when the signed-in person changes or signs out here: what the route
 * loaders read for the one before must not stay on screen (app/router.ts reads again).
 */
export const IDENTITY_CHANGED = 'hostel:identity-changed';
