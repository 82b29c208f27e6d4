// The Firebase Auth emulator's REST endpoints: what a person would read in their inbox or SMS app.
import { setTimeout as delay } from 'node:timers/promises';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-hostel';
const emulator = `http://${host}`;
const identityToolkit = `${emulator}/identitytoolkit.googleapis.com/v1`;

interface VerificationCode {
  phoneNumber: string;
  code: string;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${emulator}${path}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Auth emulator ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Polls (bounded) until `find` returns a value: emails and SMS are "sent" asynchronously. */
async function poll<T>(what: string, find: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await delay(200);
  }
}

/** The newest SMS code sent to `phoneNumber` (E.164). */
export function waitForSmsCode(phoneNumber: string): Promise<string> {
  return poll(`an SMS code for ${phoneNumber}`, async () => {
    const { verificationCodes } = await getJson<{ verificationCodes: VerificationCode[] }>(
      `/emulator/v1/projects/${projectId}/verificationCodes`,
    );
    return verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
  });
}

async function identityCall(
  method: string,
  body: object,
): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(`${identityToolkit}/accounts:${method}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  return { ok: response.ok, data: (await response.json()) as Record<string, unknown> };
}

const session = (data: Record<string, unknown>) => ({
  uid: String(data.localId),
  idToken: String(data.idToken),
});

/**
 * An email + password account: its Firebase uid and an ID token. Signs in when the account already
 * exists (the emulator outlives a test run, and some addresses, like the configured admin, are fixed).
 */
export async function emailPasswordAccount(
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const created = await identityCall('signUp', { email, password, returnSecureToken: true });
  if (created.ok) return session(created.data);
  const signedIn = await identityCall('signInWithPassword', { email, password, returnSecureToken: true });
  if (!signedIn.ok) throw new Error(`Could not create or sign in ${email}: ${JSON.stringify(signedIn.data)}`);
  return session(signedIn.data);
}
