import type { User } from './generated/prisma/client.js';
import { resolveViewer, type TokenVerifier } from './core/auth.js';
import type { Config } from './core/config.js';
import type { PrismaClient, SqlQuery, SqlTransaction } from './core/db.js';
import type { Logger, RequestScope } from './core/logger.js';
import type { AppPubSub } from './core/pubsub.js';
import type { Storage } from './core/storage/index.js';
import type { UserRows } from './core/user-rows.js';

/** Who is calling: the verified Firebase identity, and their user row once sign-up is complete. */
export interface Viewer {
  uid: string;
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  name?: string;
  user: User | null;
}

export interface Context {
  requestId: string;
  logger: Logger;
  prisma: PrismaClient;
  /** Raw reads outside a transaction (core/db.ts `Database.query`). */
  sql: SqlQuery;
  /** A transaction of raw statements only (core/db.ts `Database.transaction`). */
  sqlTransaction: SqlTransaction;
  config: Config;
  storage: Storage;
  pubsub: AppPubSub;
  /** Kept user rows; a service that changes a user forgets theirs after the commit. */
  userRows: UserRows;
  viewer: Viewer | null;
}

/** What every request shares; built once by the server. */
export interface ContextDeps {
  prisma: PrismaClient;
  sql: SqlQuery;
  sqlTransaction: SqlTransaction;
  config: Config;
  storage: Storage;
  pubsub: AppPubSub;
  userRows: UserRows;
  verifier: TokenVerifier;
}

/** Builds the context of one operation (HTTP request or WebSocket subscription). */
export async function createContext(
  deps: ContextDeps,
  scope: RequestScope,
  authorization: string | undefined,
): Promise<Context> {
  const viewer = await resolveViewer(deps, authorization);
  return {
    requestId: scope.requestId,
    logger: viewer?.user ? scope.logger.child({ userId: viewer.user.id }) : scope.logger,
    prisma: deps.prisma,
    sql: deps.sql,
    sqlTransaction: deps.sqlTransaction,
    config: deps.config,
    storage: deps.storage,
    pubsub: deps.pubsub,
    userRows: deps.userRows,
    viewer,
  };
}
