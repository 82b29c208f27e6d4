// What a signed-out visitor was doing when they were sent to sign in (e.g. saving a favourite): the
// sign-in screen says why, and the feature that stored it finishes the action once they are in.
// localStorage, so an email link opened in another tab still finds it; it is forgotten after a while.
const KEY = 'hostel.signInIntent';
const TTL_MS = 30 * 60_000;

export interface SignInIntent {
  /** Shown on the sign-in screen, e.g. "Sign in to save Legon Hostel to your favourites." */
  reason: string;
  /** The page the visitor was on: the sign-in screen gives the reason only on the way back there. */
  returnTo: string;
  /** Which feature finishes it, and with what. */
  kind: string;
  payload: Record<string, string>;
}

export function rememberSignInIntent(intent: SignInIntent): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...intent, at: Date.now() }));
  } catch {
    // Storage full or disabled: the visitor signs in without the reminder.
  }
}

/** The intent stored within the last half hour, or null. */
export function signInIntent(): SignInIntent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as (SignInIntent & { at: number }) | null;
    if (!stored || typeof stored.reason !== 'string' || !(Date.now() - stored.at < TTL_MS)) return null;
    return stored;
  } catch {
    return null;
  }
}

/** Takes the intent of this kind out of storage (so it runs once), or null. */
export function takeSignInIntent(kind: string): SignInIntent | null {
  const intent = signInIntent();
  if (!intent || intent.kind !== kind) return null;
  forgetSignInIntent();
  return intent;
}

export function forgetSignInIntent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}

/** Why the visitor is asked to sign in, when they are on their way back to the intent's page. */
export function signInReason(redirect: string | null | undefined): string | null {
  const intent = signInIntent();
  return intent && redirect && intent.returnTo === redirect ? intent.reason : null;
}
