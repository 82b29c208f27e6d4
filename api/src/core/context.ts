import { countRefusal } from './api-usage.js';
import { resolveViewer, type Credentials, type Sessions, type TokenVerifier, type Viewer } from './auth.js';
import type { Config } from './config.js';
import { originError } from './http.js';
import type { Database } from './db.js';
import type { DbChanges } from './db-changes.js';
import type { Logger, RequestScope } from './logger.js';
import type { CoreServices } from './module.js';
import type { AppPubSub } from './pubsub.js';
import { rateLimited } from './errors.js';
import { LimitExceeded, type LimitState, type RateLimits } from './rate-limits.js';
import { credentialKey, noteRefusal } from './throttle.js';
import type { Storage } from './storage/index.js';
import type { UserRows } from './user-rows.js';

export interface Context {
  requestId: string;
  /** Scoped to the request (and the signed-in user). */
  logger: Logger;
  /**
   * The one database handle: services choose Prisma, a raw read or a raw transaction on it. A
   * signed-in user's write locks their row and checks their status first (writeAs, lockActiveUser:
   * core/acting-user.ts), called by the service.
   */
  db: Database;
  config: Config;
  storage: Storage;
  pubsub: AppPubSub;
  dbChanges: DbChanges;
  /** Kept user rows; a service that changes a user forgets theirs after the commit. */
  userRows: UserRows;
  /** Named limits (core/rate-limits.ts). */
  rateLimits: RateLimits;
  /** Firebase sessions, revoked when an admin suspends a user. */
  sessions: Sessions;
  viewer: Viewer | null;
  /** The client's address (core/rate-limits.ts clientAddress); null when unknown. */
  address: string | null;
  /** The credential's request limit after this request (core/throttle.ts reports it). */
  requestLimit?: LimitState;
  /** The address's request limit after this request, when it was counted (reported the same way). */
  addressLimit?: LimitState;
}

/** What every request shares; built once by the server. */
export type ContextDeps = CoreServices & { verifier: TokenVerifier & Sessions };

/** Builds the context of one operation (HTTP request or WebSocket subscription). */
export async function createContext(
  deps: ContextDeps,
  scope: RequestScope,
  credentials: Credentials,
  /** The browser page's origin (the Origin header), if any. */
  origin?: string,
  address: string | null = null,
  addressLimit?: LimitState,
): Promise<Context> {
  const viewer = await resolveViewer(deps, credentials);
  const credential = credentialKey(viewer);
  const refused = originError(viewer, origin, deps.config);
  if (refused) throw countRefusal(deps.db, viewer, noteRefusal(refused, { credential }));
  // Per credential: each API token and the web session count apart, so an integration can never
  // lock its owner out of the web app (docs/limits.md).
  const requestLimit = credential
    ? await deps.rateLimits.check('requestsPerUser', credential).catch((error: unknown) => {
        if (!(error instanceof LimitExceeded)) throw error;
        const limited = rateLimited(error.retryAfter);
        throw countRefusal(deps.db, viewer, noteRefusal(limited, { credential, requestLimit: error.state }));
      })
    : undefined;
  return {
    requestId: scope.requestId,
    logger: viewer?.user ? scope.logger.child({ userId: viewer.user.id }) : scope.logger,
    db: deps.db,
    config: deps.config,
    storage: deps.storage,
    pubsub: deps.pubsub,
    dbChanges: deps.dbChanges,
    userRows: deps.userRows,
    rateLimits: deps.rateLimits,
    sessions: deps.verifier,
    viewer,
    address,
    requestLimit,
    addressLimit,
  };
}
