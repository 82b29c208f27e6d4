// Saved copies of what a signed-in person read, answered when the API cannot be reached (the offline
// booking pass: the student's reservation screens, and `me` so that the area opens). One person's at
// a time: a copy is saved only under the user id the API confirmed on this page (the session's `me`,
// rememberSignedInUser), read only for the user this browser is signed in as, and every copy is
// deleted when the person signs out or someone else signs in (IDENTITY_CHANGED). secure-storage only
// obfuscates them (its key ships with the app): deleting them is what keeps them from the next person.
import { hasSignedInHint, IDENTITY_CHANGED } from '../auth-registry';
import { errorsOf } from '../graphql-errors';
import type { Loaded } from '../screen-loader';
import { secureStorage } from '../secure-storage';

const PREFIX = 'offline.';
/** The user the copies belong to (persisted: offline, nobody can ask the API). */
const USER_KEY = `${PREFIX}user`;

export interface SavedCopy<T> {
  data: T;
  /** When it was read from the API (ms since the epoch). */
  savedAt: number;
}

/** The user the API confirmed on this page; saves wait for it. */
let confirmedUser: string | null = null;
let waiting: ((userId: string) => void)[] = [];

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}.${name}`;

/** Deletes every saved copy (of every user), and drops saves still waiting for a confirmed user. */
export function forgetSavedCopies(): void {
  confirmedUser = null;
  waiting = [];
  secureStorage.removeAll(PREFIX);
}

// This module loads with the session (features/auth/session.tsx), so it hears every sign-out.
if (typeof window !== 'undefined') window.addEventListener(IDENTITY_CHANGED, forgetSavedCopies);

/** The API said who is signed in here (`me`): another user's copies are deleted first. */
export async function rememberSignedInUser(userId: string): Promise<void> {
  if ((await secureStorage.get<string>(USER_KEY)) !== userId) {
    // Reads this page made wait to be saved for this user: only the stored copies go.
    secureStorage.removeAll(PREFIX);
    await secureStorage.set(USER_KEY, userId);
  }
  // Signed out while this was written (an answer that arrived during the sign-out): nothing stays.
  if (!hasSignedInHint()) return forgetSavedCopies();
  confirmedUser = userId;
  for (const resolve of waiting.splice(0)) resolve(userId);
}

const confirmedUserId = () =>
  confirmedUser === null
    ? new Promise<string>((resolve) => waiting.push(resolve))
    : Promise.resolve(confirmedUser);

/** Saves `data` as `name` for the confirmed user, once the API has confirmed one. */
export async function saveCopy(name: string, data: unknown): Promise<void> {
  const userId = await confirmedUserId();
  const key = keyOf(userId, name);
  await secureStorage.set(key, { data, savedAt: Date.now() } satisfies SavedCopy<unknown>);
  // Signed out (or another user confirmed) while it was being written: it must not stay.
  if (confirmedUser !== userId || !hasSignedInHint()) secureStorage.remove(key);
}

/** The saved copy of `name` of the user this browser is signed in as; null when there is none. */
export async function readSavedCopy<T>(name: string): Promise<SavedCopy<T> | null> {
  if (!hasSignedInHint()) return null;
  const userId = await secureStorage.get<string>(USER_KEY);
  return userId ? secureStorage.get<SavedCopy<T>>(keyOf(userId, name)) : null;
}

/** Whether a request failed before the API could answer (offline, or the API down behind the proxy). */
export const unreachable = (error: unknown, signal?: AbortSignal): boolean =>
  error !== undefined && errorsOf(error) === null && !signal?.aborted;

/**
 * A route loader's answer backed by a saved copy: what it read is saved as `name`; when it could not
 * reach the API, the saved copy answers instead, with `savedAt` for the screen's "Last updated".
 */
export async function withSavedCopy<Result>(
  name: string,
  signal: AbortSignal,
  loaded: Loaded<Result>,
): Promise<Loaded<Result>> {
  if (import.meta.env.SSR) return loaded;
  if (loaded.data) {
    void saveCopy(name, loaded.data);
    return loaded;
  }
  if (!unreachable(loaded.error, signal)) return loaded;
  const copy = await readSavedCopy<Result>(name);
  return copy ? { data: copy.data, savedAt: copy.savedAt } : loaded;
}
