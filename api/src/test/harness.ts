// Test harness: a real API server on a free port over a fresh database, plus real Firebase users
// from the Auth emulator. Every call goes over HTTP like a client's would.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig, type Config } from '../core/config.js';
import type { Database } from '../core/db.js';
import type { DestinationStream } from '../core/logger.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { AppPubSub } from '../core/pubsub.js';
import type { ResolverClass } from '../core/module.js';
import type { Services } from '../modules/index.js';
import { createServer } from '../server.js';
import { createTestDatabase } from './database.js';

export type ConfigOverrides = Partial<Omit<Config, 'limits' | 'uploads' | 'storage'>> & {
  limits?: Partial<Config['limits']>;
  uploads?: Partial<Config['uploads']>;
  storage?: Partial<Config['storage']>;
};

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions: { code: string; fields?: Record<string, string>; [key: string]: unknown };
}

export interface GqlBody<T> {
  data?: T;
  errors?: GqlError[];
  extensions?: Record<string, unknown>;
}

export interface GqlResponse<T> {
  status: number;
  headers: Headers;
  body: GqlBody<T>;
}

/** The first error of a response; fails the test when there is none. */
export function firstError(res: { body: { errors?: GqlError[] } }): GqlError {
  const error = res.body.errors?.[0];
  if (!error) throw new Error(`Expected an error, got ${JSON.stringify(res.body)}`);
  return error;
}

// Tests read results loosely; `any` keeps assertions short (`res.body.data.me.user.id`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface TestApi {
  url: string;
  db: Database;
  config: Config;
  /** What the server made at start (its payment provider, the refunds port). */
  services: Services;
  gql<T = Loose>(query: string, variables?: object, token?: string): Promise<GqlResponse<T>>;
  /**
   * Changes a user's row straight in the database, as an operator's SQL would, and waits until the
   * API has heard of it (the row it may keep in memory is forgotten on that notification).
   */
  updateUser(id: string, data: Prisma.UserUncheckedUpdateInput): Promise<void>;
  close(): Promise<void>;
}

export const emulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-hostel';

export function testConfig(overrides: ConfigOverrides = {}): { config: Config; tempDir: string } {
  const tempDir = mkdtempSync(join(tmpdir(), 'hostel-api-test-'));
  const base = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tempDir,
    FIREBASE_PROJECT_ID: projectId(),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    PUBLIC_URL: '',
  });
  const { limits, uploads, storage, ...rest } = overrides;
  const config: Config = {
    ...base,
    // Test APIs share one Redis (REDIS_URL) and one address: each counts on its own unless told.
    rateLimitKeyPrefix: `test-${randomUUID()}`,
    ...rest,
    limits: { ...base.limits, ...limits },
    uploads: { ...base.uploads, ...uploads },
    storage: { ...base.storage, ...storage },
  };
  return { config, tempDir };
}

/**
 * Starts the API on 127.0.0.1 with a free port. Without `db` it creates a fresh database and
 * drops it on close(); with `db` the caller owns it. Uploads go to a temporary directory.
 */
export async function startTestApi(
  options: {
    config?: ConfigOverrides;
    db?: Database;
    pubsub?: AppPubSub;
    extraResolvers?: ResolverClass<unknown>[];
    costClock?: () => number;
    /** Where the API's log lines go (at `config.logLevel`, silent in tests unless set). */
    logDestination?: DestinationStream;
  } = {},
): Promise<TestApi> {
  const { config, tempDir } = testConfig(options.config);
  const db = options.db ?? (await createTestDatabase());
  const server = await createServer(config, {
    db,
    pubsub: options.pubsub,
    extraResolvers: options.extraResolvers,
    costClock: options.costClock,
    logDestination: options.logDestination,
  });
  return {
    url: server.url,
    db,
    config: server.config,
    services: server.services,
    gql: (query, variables, token) => postGraphQL(server.url, query, variables, token),
    async updateUser(id, data) {
      const before = server.userRows.changes;
      await db.prisma.user.update({ where: { id }, data });
      for (const deadline = Date.now() + 5000; server.userRows.changes === before;) {
        if (Date.now() > deadline) throw new Error(`The API never heard that user ${id} changed.`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close() {
      await server.close();
      if (!options.db) await db.close();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

export async function postGraphQL<T = Loose>(
  baseUrl: string,
  query: string,
  variables?: object,
  token?: string,
): Promise<GqlResponse<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlBody<T> };
}

async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? res.status}`);
  return json;
}

export interface FirebaseTestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** A new email/password user in the Auth emulator (unique email per call) and its ID token. */
export async function createFirebaseUser(
  options: { email?: string; password?: string } = {},
): Promise<FirebaseTestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const password = options.password ?? 'correct-horse-battery';
  const result = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/** A fresh ID token for an existing emulator user (e.g. after their sessions were revoked). */
export async function signInFirebaseUser(email: string, password: string): Promise<string> {
  const result = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

const COMPLETE_SIGN_UP = /* GraphQL */ `
  mutation CompleteSignUp($input: CompleteSignUpInput!) {
    completeSignUp(input: $input) {
      id
      role
    }
  }
`;

/** A Firebase user who completed sign-up with `role`; `input` adds fields to CompleteSignUpInput. */
export async function signUpUser(
  api: Pick<TestApi, 'gql'>,
  role: 'STUDENT' | 'OWNER',
  options: { email?: string; password?: string; input?: Record<string, unknown> } = {},
): Promise<FirebaseTestUser & { userId: string }> {
  const firebaseUser = await createFirebaseUser(options);
  const input = { role, displayName: `Test ${role.toLowerCase()}`, ...options.input };
  const res = await api.gql<{ completeSignUp: { id: string } }>(
    COMPLETE_SIGN_UP,
    { input },
    firebaseUser.idToken,
  );
  if (!res.body.data?.completeSignUp) {
    throw new Error(`completeSignUp failed: ${JSON.stringify(res.body.errors)}`);
  }
  return { ...firebaseUser, userId: res.body.data.completeSignUp.id };
}

export type TestUser = Awaited<ReturnType<typeof signUpUser>>;

export async function signUpAdmin(api: Pick<TestApi, 'gql' | 'updateUser'>): Promise<TestUser> {
  const user = await signUpUser(api, 'STUDENT');
  // Admins are appointed; ADMIN_EMAILS needs a vouched email the emulator can't give.
  await api.updateUser(user.userId, { role: 'ADMIN' });
  return user;
}

/** A graphql-ws client of the test API, signed in when a token is given; it never reconnects. */
export function wsClient(api: Pick<TestApi, 'url'>, token?: string): Client {
  return createClient({
    url: `${api.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** A subscription's results as they come: `next()` waits for the following one (or the error). */
export function subscriptionResults(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const queue: Loose[] = [];
  const waiting: ((value: Loose) => void)[] = [];
  const push = (value: Loose) => (waiting.length ? waiting.shift()!(value) : queue.push(value));
  const dispose = client.subscribe(
    { query, variables },
    {
      next: push,
      error: (error) => push({ errors: Array.isArray(error) ? error : [error] }),
      complete: () => {},
    },
  );
  return {
    next: () =>
      queue.length
        ? Promise.resolve(queue.shift())
        : new Promise<Loose>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no subscription event within 10 s')), 10_000);
            waiting.push((value) => (clearTimeout(timer), resolve(value)));
          }),
    dispose,
  };
}
