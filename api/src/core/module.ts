// What a domain module of the API is: one folder under modules/ whose index.ts exports its
// resolvers, jobs and HTTP routes together. modules/index.ts lists them; the server reads that list.
import type { Router } from 'express';
import type { Config } from './config.js';
import type { Database } from './db.js';
import type { DbChanges } from './db-changes.js';
import type { Job } from './jobs.js';
import type { Logger } from './logger.js';
import type { AppPubSub } from './pubsub.js';
import type { RateLimits } from './rate-limits.js';
import type { Storage } from './storage/index.js';
import type { UserRows } from './user-rows.js';

/** What the server makes once at start, for every module. */
export interface CoreServices {
  db: Database;
  config: Config;
  /** The server's logger; a request's own is on its context. */
  logger: Logger;
  storage: Storage;
  pubsub: AppPubSub;
  /** Changes the database announces as they commit, for subscriptions (core/db-changes.ts). */
  dbChanges: DbChanges;
  userRows: UserRows;
  rateLimits: RateLimits;
}

/**
 * A resolver class as type-graphql takes it. The server builds each one once, passing the services
 * (schema.ts), so a resolver that needs one made at start (a payment provider) asks for it here.
 */
export type ResolverClass<S = CoreServices> = new (services: S) => object;

export interface ApiModule<S = CoreServices> {
  name: string;
  resolvers: ResolverClass<S>[];
  /** Jobs for the in-process runner (core/jobs.ts). */
  jobs?: (services: S) => Job[];
  /** Express routers outside /graphql, by the path they are mounted at. */
  routes?: (services: S) => Record<string, Router>;
}
