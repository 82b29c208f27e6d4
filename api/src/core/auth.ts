import { createHash } from 'node:crypto';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { isApiToken } from '@hostel/common';
import type { AuthChecker } from 'type-graphql';
import type { Role, User } from '../generated/prisma/client.js';
import { resolveApiToken, type ApiClientViewer } from './api-tokens.js';
import type { Config } from './config.js';
import type { Database } from './db.js';
import { AppError, ErrorCode, forbidden, unauthenticated } from './errors.js';
import type { UserRows } from './user-rows.js';
import { userByFirebaseUid } from './users.sql.js';

/** Who is calling: the verified Firebase identity, and their user row once sign-up is complete. */
export interface Viewer {
  uid: string;
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  name?: string;
  /** When the person last signed in with their credentials (the token's auth_time); none for an API token. */
  authTime?: Date;
  user: User | null;
  /**
   * Set when the request carries an API token: the client it belongs to. The viewer is then the
   * token's owner, so every object rule applies as for them; core/scopes.ts limits what it may run.
   */
  apiClient?: ApiClientViewer;
}

/** A Firebase action link to make, returning to `continueUrl` (core/auth.ts `actionLink`). */
export interface ActionLinkRequest {
  kind: 'SIGN_IN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'CHANGE_EMAIL';
  email: string;
  /** The address a CHANGE_EMAIL link makes the account's. */
  newEmail?: string;
  continueUrl: string;
}

export interface TokenVerifier {
  /** Verifies a Firebase ID token (signature, expiry, revocation, disabled user). */
  verify(token: string): Promise<DecodedIdToken>;
  /** Verifies a session cookie (core/session.ts) the same way. */
  verifySession(cookie: string): Promise<DecodedIdToken>;
}

/** What Firebase knows of a user's sign-in, for an admin's view of them. */
export interface SignInAccount {
  /** Provider ids: `password`, `google.com`, `facebook.com`, `phone`, ... */
  providers: string[];
  emailVerified: boolean;
  disabled: boolean;
  lastSignInAt: Date | null;
}

export interface Sessions {
  /** Revokes every session of a Firebase user: their ID tokens are refused from then on (see the cache below). */
  revoke(firebaseUid: string): Promise<void>;
  /** The user's sign-in account in Firebase; null when Firebase no longer knows them. */
  account(firebaseUid: string): Promise<SignInAccount | null>;
  /**
   * A Firebase action link (sign-in, reset, verification, e-mail change) as firebase-admin makes it;
   * null when Firebase has no account for `email` (a sign-in link makes one), or the new address of
   * a change is taken.
   */
  actionLink(request: ActionLinkRequest): Promise<string | null>;
  /** A session cookie (core/session.ts) for a verified ID token, valid for `expiresInMs`. */
  sessionCookie(idToken: string, expiresInMs: number): Promise<string>;
}

export function createTokenVerifier(config: Config): TokenVerifier & Sessions {
  // firebase-admin reads the emulator host from the environment at call time, not from options.
  if (config.firebaseAuthEmulatorHost)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  const name = `hostel-api:${config.firebaseProjectId}`;
  // firebase-admin loads with the first credential to check: a start, and every signed-out
  // request, need none of it (a tenth of a start's CPU: bench:startup, docs/benchmarks.md).
  let loaded: Promise<Auth> | undefined;
  const firebaseAuth = () =>
    (loaded ??= Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]).then(
      ([{ getApps, initializeApp }, { getAuth }]) =>
        getAuth(
          getApps().find((candidate) => candidate.name === name) ??
            initializeApp({ projectId: config.firebaseProjectId }, name),
        ),
    ));
  const cached = (check: (token: string) => Promise<DecodedIdToken>) =>
    config.authTokenCacheSeconds > 0 ? cachedVerifier(check, config.authTokenCacheSeconds * 1000) : check;
  return {
    verify: cached(async (token) => (await firebaseAuth()).verifyIdToken(token, true)),
    verifySession: cached(async (cookie) => (await firebaseAuth()).verifySessionCookie(cookie, true)),
    sessionCookie: async (idToken, expiresIn) =>
      (await firebaseAuth()).createSessionCookie(idToken, { expiresIn }),
    revoke: async (firebaseUid) => (await firebaseAuth()).revokeRefreshTokens(firebaseUid),
    async account(firebaseUid) {
      const auth = await firebaseAuth();
      try {
        const record = await auth.getUser(firebaseUid);
        const lastSignIn = record.metadata.lastSignInTime;
        return {
          providers: record.providerData.map((provider) => provider.providerId),
          emailVerified: record.emailVerified,
          disabled: record.disabled,
          lastSignInAt: lastSignIn ? new Date(lastSignIn) : null,
        };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async actionLink(request) {
      const auth = await firebaseAuth();
      const settings = { url: request.continueUrl, handleCodeInApp: request.kind === 'SIGN_IN' };
      try {
        if (request.kind === 'SIGN_IN')
          return await auth.generateSignInWithEmailLink(request.email, settings);
        if (request.kind === 'PASSWORD_RESET')
          return await auth.generatePasswordResetLink(request.email, settings);
        if (request.kind === 'VERIFY_EMAIL')
          return await auth.generateEmailVerificationLink(request.email, settings);
        return await auth.generateVerifyAndChangeEmailLink(request.email, request.newEmail!, settings);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'auth/email-not-found' || code === 'auth/user-not-found') return null;
        if (code === 'auth/email-already-exists') return null;
        throw error;
      }
    },
  };
}

const MAX_CACHED_TOKENS = 10_000;

/**
 * Checking revocation costs a call to Firebase on every request (and the emulator does it even
 * unasked), which caps the whole API's throughput. A token verified once is trusted for `ttlMs`
 * (never past its own expiry), so a revoked session or a disabled account is refused within that
 * window instead of at once. A suspension in our own database stops the user's writes at once
 * everywhere (core/acting-user.ts) and their reads as each instance hears of it (core/user-rows.ts).
 * Only successful verifications are cached, keyed by a hash of the token.
 */
export function cachedVerifier(
  check: (token: string) => Promise<DecodedIdToken>,
  ttlMs: number,
): (token: string) => Promise<DecodedIdToken> {
  const cache = new Map<string, { decoded: DecodedIdToken; until: number }>();
  return async (token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.decoded;
    cache.delete(key);
    const decoded = await check(token);
    if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!); // oldest first
    cache.set(key, { decoded, until: Math.min(now + ttlMs, decoded.exp * 1000) });
    return decoded;
  };
}

const TOKEN_MESSAGES: Record<string, string> = {
  'auth/id-token-expired': 'Your session has expired. Please sign in again.',
  'auth/id-token-revoked': 'This session was revoked. Please sign in again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-not-found': 'This account no longer exists.',
};
const MALFORMED = 'The sign-in token is malformed.';
const MALFORMED_CODES = new Set(['auth/argument-error', 'auth/invalid-argument', 'auth/invalid-id-token']);
const LAPSED_SESSION_CODES = new Set([
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** The token of an `Authorization: Bearer <token>` header; null when there is no header. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match?.[1]) throw unauthenticated(MALFORMED);
  return match[1];
}

/** Verifies a token, turning each failure into an UNAUTHENTICATED error saying what went wrong. */
export async function verifyToken(verifier: TokenVerifier, token: string): Promise<DecodedIdToken> {
  try {
    return await verifier.verify(token);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOKEN_MESSAGES[code]) throw unauthenticated(TOKEN_MESSAGES[code]);
    if (typeof code === 'string' && MALFORMED_CODES.has(code)) throw unauthenticated(MALFORMED);
    throw error; // e.g. the identity service is unreachable: INTERNAL, and logged
  }
}

/** How a request says who it is. */
export interface Credentials {
  /** The Authorization header: a Firebase ID token or an API token. */
  authorization: string | undefined;
  /** The web app's session cookie (core/session.ts); read only when there is no Authorization header. */
  sessionCookie: string | undefined;
}

/**
 * The viewer of a request: no credentials = anonymous (null); a bad token = UNAUTHENTICATED for
 * every field, public or not (a client with a broken session must find out, not silently see less).
 * A session cookie that no longer holds (expired, revoked) reads as anonymous instead: the web app
 * finds out from `me`, and mints a new one from Firebase or signs out (core/session.ts).
 */
export async function resolveViewer(
  deps: { db: Database; verifier: TokenVerifier; userRows: UserRows },
  credentials: Credentials,
): Promise<Viewer | null> {
  const token = bearerToken(credentials.authorization);
  if (!token) return credentials.sessionCookie ? sessionViewer(deps, credentials.sessionCookie) : null;
  if (isApiToken(token)) {
    const { client, user } = await resolveApiToken(deps.db, token);
    return {
      uid: user.firebaseUid,
      email: user.email ?? undefined,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber ?? undefined,
      name: user.displayName,
      user,
      apiClient: client,
    };
  }
  const decoded = await verifyToken(deps.verifier, token);
  const identity = identityOf(decoded);
  const row = await userRow(deps, decoded.uid);
  return { ...identity, user: row ? await syncIdentity(deps, row, identity) : null };
}

const identityOf = (decoded: DecodedIdToken) => ({
  uid: decoded.uid,
  email: decoded.email?.toLowerCase(),
  emailVerified: decoded.email_verified === true,
  phoneNumber: decoded.phone_number,
  name: typeof decoded.name === 'string' ? decoded.name : undefined,
  authTime: Number.isFinite(decoded.auth_time) ? new Date(decoded.auth_time * 1000) : undefined,
});

/** Every signed-in request needs this row: kept in memory (core/user-rows.ts), else a raw read. */
function userRow(deps: { db: Database; userRows: UserRows }, firebaseUid: string) {
  return deps.userRows.byFirebaseUid(firebaseUid, async (uid) => {
    return userByFirebaseUid(deps.db.query, uid);
  });
}

/**
 * The viewer of a session cookie. Its claims are those of the ID token it was minted from, which
 * synced the user row then; they are not copied again, or an older cookie would undo a later change
 * (an e-mail verified since), and the row's e-mail fields are the ones that count.
 */
async function sessionViewer(
  deps: { db: Database; verifier: TokenVerifier; userRows: UserRows },
  cookie: string,
): Promise<Viewer | null> {
  let decoded: DecodedIdToken;
  try {
    decoded = await deps.verifier.verifySession(cookie);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && (LAPSED_SESSION_CODES.has(code) || MALFORMED_CODES.has(code)))
      return null;
    throw error; // e.g. the identity service is unreachable: INTERNAL, and logged
  }
  const identity = identityOf(decoded);
  const row = await userRow(deps, decoded.uid);
  if (!row) return { ...identity, user: null };
  return {
    ...identity,
    email: row.email ?? identity.email,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber ?? identity.phoneNumber,
    user: row,
  };
}

/** Firebase owns email and phone; copy them into the row when they changed (e.g. email verified). */
async function syncIdentity(
  { db, userRows }: { db: Database; userRows: UserRows },
  row: User,
  identity: Pick<Viewer, 'email' | 'emailVerified' | 'phoneNumber'>,
): Promise<User> {
  const changes: Partial<Pick<User, 'email' | 'emailVerified' | 'phoneNumber'>> = {};
  if (identity.email !== undefined && identity.email !== row.email) changes.email = identity.email;
  if (identity.emailVerified !== row.emailVerified) changes.emailVerified = identity.emailVerified;
  if (identity.phoneNumber !== undefined && identity.phoneNumber !== row.phoneNumber) {
    changes.phoneNumber = identity.phoneNumber;
  }
  if (Object.keys(changes).length === 0) return row;
  const updated = await db.prisma.user.update({ where: { id: row.id }, data: changes });
  userRows.forget(row.firebaseUid);
  return updated;
}

/** The signed-in, signed-up, active user, or the error that says why not. */
export function requireActiveUser(viewer: Viewer | null): User {
  if (!viewer) throw unauthenticated();
  if (!viewer.user) throw forbidden('Finish signing up first.');
  if (viewer.user.status === 'SUSPENDED') throw forbidden('This account is suspended.');
  return viewer.user;
}

/** How recent a sign-in a sensitive change needs: Firebase asks the same of a password change. */
export const RECENT_SIGN_IN_MINUTES = 5;

/**
 * Refuses a sensitive change (where payouts go) unless the person signed in again within
 * RECENT_SIGN_IN_MINUTES: a stolen session or API token cannot redirect money. FORBIDDEN with
 * `extensions.reason` RECENT_SIGN_IN_REQUIRED, on which the web app asks for the password again.
 */
export function requireRecentSignIn(viewer: Viewer | null, now = new Date()): void {
  if (viewer?.apiClient) throw forbidden('Change this from the web app, signed in yourself.');
  const authTime = viewer?.authTime?.getTime();
  if (authTime === undefined || now.getTime() - authTime > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `For your security, sign in again to do this: your last sign-in was more than ${RECENT_SIGN_IN_MINUTES} minutes ago.`,
      { reason: 'RECENT_SIGN_IN_REQUIRED' },
    );
  }
}

/**
 * The signed-in, suspended user, in the web app (an appeal is theirs alone, and a person's, not an
 * integration's), or the error that says why not.
 */
export function requireSuspendedUser(viewer: Viewer | null): User {
  if (!viewer) throw unauthenticated();
  if (!viewer.user) throw forbidden('Finish signing up first.');
  if (viewer.user.status !== 'SUSPENDED')
    throw forbidden('Only a suspended account can appeal; open a support ticket instead.');
  if (viewer.apiClient) throw forbidden('Appeal from the web app, signed in yourself.');
  return viewer.user;
}

/**
 * The viewer's row for field-level rules and public root fields: only an ACTIVE user is anybody
 * there; a suspended one sees what the public sees (no drafts, no private fields, no documents).
 */
export function activeUserOf(viewer: Viewer | null): User | null {
  return viewer?.user?.status === 'ACTIVE' ? viewer.user : null;
}

/**
 * The roles of `@Access` (core/access.ts), and of `@Authorized` guarding field resolvers: none =
 * signed in, signed up and active; a list also checks the role.
 */
export const authChecker: AuthChecker<{ viewer: Viewer | null }, Role> = ({ context }, roles) => {
  const user = requireActiveUser(context.viewer);
  if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
  return true;
};
