import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { QUERY_COST_LIMITS } from '@hostel/common';

/** The repository root (api/src/core -> ../../..), the anchor for default data paths. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: string;
  databaseUrl?: string;
  dataDir: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
  adminEmails: string[];
  /** How long a verified ID token is trusted before Firebase is asked again (revocation, disabled). */
  authTokenCacheSeconds: number;
  redisUrl?: string;
  /** Namespace of the rate limits' counts in Redis; every instance of one deployment shares it. */
  rateLimitKeyPrefix: string;
  /** Proxies in front of the API whose X-Forwarded-For is trusted for the client's address. */
  trustProxyHops: number;
  /**
   * Where /metrics is served (a private port, never the public one); null: off. `explicit`: the
   * port was set, so one already in use stops the start (the default one only warns).
   */
  metrics: { host: string; port: number; explicit: boolean } | null;
  introspection: boolean;
  publicUrl: string;
  corsOrigins: string[];
  /**
   * What this process is (ROLE): `all` (HTTP, WebSocket and jobs: `npm start`), `api` (HTTP and
   * WebSocket; jobs only with JOBS_ENABLED=true) or `worker` (jobs; its port answers health checks only).
   */
  role: ApiRole;
  /**
   * Scheduled work (expiry, earnings release, completion) in this process; under NODE_ENV=test only
   * when JOBS_ONLY names the jobs (the E2E run sends e-mail that way) or ROLE=worker.
   */
  jobsEnabled: boolean;
  /** Only these jobs run (by name, e.g. notifications.email); empty: all of them. */
  jobsOnly: string[];
  jobIntervalMs: number;
  /**
   * SIGTERM: /readyz fails at once, requests are still served for `delaySeconds` (so a balancer
   * notices), then the server drains; the process exits within `graceSeconds` of the signal.
   */
  shutdown: { delaySeconds: number; graceSeconds: number };
  email: {
    /** Where product e-mail is sent; unset: e-mails wait in the outbox. */
    smtpUrl?: string;
    from: string;
    /** HMAC key of the unsubscribe links (random per process by default). */
    linkSecret: string;
    /** The web app's base URL, for the buttons in e-mails. */
    appUrl: string;
  };
  webhooks: {
    /** Lets webhooks go to loopback addresses over http (local development and tests; never production). */
    allowLoopback: boolean;
  };
  /**
   * Web Push (PUSH_ENABLED): `vapid` is the configured key pair, or undefined outside production
   * where the API makes one and keeps it in DATA_DIR (modules/notifications/push-keys.ts).
   */
  push: { enabled: boolean; vapid?: { publicKey: string; privateKey: string }; subject: string };
  /**
   * Stripe when stripeSecretKey is set, else the sandbox provider; Paystack (config.paystack) takes
   * the payments in paystackCurrencies (default GHS, KES, NGN, ZAR) when its key is set.
   */
  payments: {
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    sandboxWebhookSecret?: string;
    paystackCurrencies?: string[];
  };
  /**
   * Paystack (PAYSTACK_SECRET_KEY): its secret key also signs its webhooks (HMAC-SHA512 of the
   * body). `baseUrl` is api.paystack.co, or a local stand-in in tests.
   */
  paystack: { secretKey?: string; baseUrl: string };
  /** Payouts to owners: Paystack transfers when PAYOUTS_PROVIDER=paystack, else the sandbox. */
  payouts: { provider: 'sandbox' | 'paystack'; sandboxWebhookSecret?: string };
  limits: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    /** The query-cost bucket of each caller: points it holds, and restores a second. */
    costBucketMax: number;
    costRestoreRate: number;
    maxPageSize: 100;
    /** Subscriptions open at once on one WebSocket, and for one user on this instance. */
    maxSubscriptionsPerSocket: number;
    maxSubscriptionsPerUser: number;
  };
  storage: {
    driver: 'local' | 'firebase';
    localDir: string;
    bucket?: string;
    /** HMAC key of the local driver's signed links to private files (random per process by default). */
    urlSecret: string;
    /** How long a signed link to a private file (a document) works. */
    urlTtlSeconds: number;
  };
  uploads: {
    maxImageBytes: number;
    maxArchiveBytes: number;
    maxFiles: number;
    maxImagePixels: number;
    maxArchiveEntries: number;
    maxArchiveUncompressedBytes: number;
    maxCompressionRatio: number;
  };
}

export const API_ROLES = ['all', 'api', 'worker'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** A configuration problem; the message is one line naming the variable, fit to print and exit. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the configuration. Throws ConfigError on the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = reader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development');
  const port = read.int('PORT', 4000, 0, 65535);
  const dataDir = read.string('DATA_DIR', join(repoRoot, '.data'));
  const firebaseProjectId = read.string('FIREBASE_PROJECT_ID', 'demo-hostel');
  const firebaseAuthEmulatorHost = read.optional('FIREBASE_AUTH_EMULATOR_HOST');
  const production = nodeEnv === 'production';

  if (production && firebaseAuthEmulatorHost) {
    throw new ConfigError(
      'Invalid FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production (the emulator accepts unsigned tokens)',
    );
  }
  if (production && firebaseProjectId.startsWith('demo-')) {
    throw new ConfigError(
      `Invalid FIREBASE_PROJECT_ID: a real Firebase project is required when NODE_ENV=production, got "${firebaseProjectId}"`,
    );
  }
  if (firebaseAuthEmulatorHost && !/^[\w.-]+:\d{1,5}$/.test(firebaseAuthEmulatorHost)) {
    throw new ConfigError(
      `Invalid FIREBASE_AUTH_EMULATOR_HOST: expected host:port, got "${firebaseAuthEmulatorHost}"`,
    );
  }

  const storageDriver = read.oneOf('STORAGE_DRIVER', ['local', 'firebase'] as const, 'local');
  const bucket = read.optional('FIREBASE_STORAGE_BUCKET');
  if (storageDriver === 'firebase' && !bucket) {
    throw new ConfigError('Missing FIREBASE_STORAGE_BUCKET: required when STORAGE_DRIVER=firebase');
  }

  const urlSecret = read.optional('FILE_URL_SECRET') ?? randomBytes(32).toString('base64url');
  if (urlSecret.length < 32) {
    // Never echo a secret, not even a short one.
    throw new ConfigError(
      `Invalid FILE_URL_SECRET: expected at least 32 characters, got ${urlSecret.length}`,
    );
  }

  const emailLinkSecret = read.optional('EMAIL_LINK_SECRET') ?? randomBytes(32).toString('base64url');
  if (emailLinkSecret.length < 32) {
    throw new ConfigError(
      `Invalid EMAIL_LINK_SECRET: expected at least 32 characters, got ${emailLinkSecret.length}`,
    );
  }
  if (production && read.bool('WEBHOOKS_ALLOW_LOOPBACK', false)) {
    throw new ConfigError(
      'Invalid WEBHOOKS_ALLOW_LOOPBACK: must not be true when NODE_ENV=production (webhooks would reach the server itself)',
    );
  }
  const corsOrigins = read.list('CORS_ORIGINS', ['http://localhost:5173']);
  const emailFrom = read.string('EMAIL_FROM', 'Hostel <no-reply@hostel.local>');
  const push = readPush(read, production, emailFrom);
  const jobsOnly = read.list('JOBS_ONLY');
  if (env.ROLE?.trim() === 'web') {
    throw new ConfigError(
      'Invalid ROLE: "web" is the web server\'s role (node web/server/dist/main.js), not the API\'s',
    );
  }
  const role = read.oneOf('ROLE', API_ROLES, 'all');
  if (role === 'worker' && !read.bool('JOBS_ENABLED', true)) {
    throw new ConfigError(
      'Invalid JOBS_ENABLED: must not be false when ROLE=worker (a worker only runs jobs)',
    );
  }

  const paystackSecretKey = read.optional('PAYSTACK_SECRET_KEY');
  const payoutsProvider = read.oneOf('PAYOUTS_PROVIDER', ['sandbox', 'paystack'] as const, 'sandbox');
  if (payoutsProvider === 'paystack' && !paystackSecretKey) {
    throw new ConfigError('Missing PAYSTACK_SECRET_KEY: required when PAYOUTS_PROVIDER=paystack');
  }

  const stripeSecretKey = read.optional('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = read.optional('STRIPE_WEBHOOK_SECRET');
  if (stripeSecretKey && !stripeWebhookSecret) {
    throw new ConfigError('Missing STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }

  // Off by default in tests, where many servers run side by side.
  const metricsPort = read.int('METRICS_PORT', nodeEnv === 'test' ? 0 : 9464, 0, 65535);
  const metrics =
    metricsPort === 0
      ? null
      : {
          host: read.string('METRICS_HOST', '127.0.0.1'),
          port: metricsPort,
          explicit: !!read.optional('METRICS_PORT'),
        };
  if (metrics && metricsPort === port) {
    throw new ConfigError(`Invalid METRICS_PORT: must differ from PORT (${port}); /metrics is never public`);
  }

  const shutdown = {
    delaySeconds: read.int('SHUTDOWN_DELAY_SECONDS', production ? 5 : 0, 0, 120),
    graceSeconds: read.int('SHUTDOWN_GRACE_SECONDS', 20, 1, 600),
  };
  if (shutdown.delaySeconds >= shutdown.graceSeconds) {
    throw new ConfigError(
      `Invalid SHUTDOWN_DELAY_SECONDS: must be below SHUTDOWN_GRACE_SECONDS (${shutdown.graceSeconds}), which includes it`,
    );
  }

  return {
    nodeEnv,
    host: read.string('HOST', '0.0.0.0'),
    port,
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    firebaseProjectId,
    firebaseAuthEmulatorHost,
    adminEmails: read.list('ADMIN_EMAILS').map((email) => email.toLowerCase()),
    authTokenCacheSeconds: read.int('AUTH_TOKEN_CACHE_SECONDS', nodeEnv === 'test' ? 0 : 30, 0, 3600),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    rateLimitKeyPrefix: read.string('RATE_LIMIT_KEY_PREFIX', 'hostel-limits'),
    trustProxyHops: read.int('TRUST_PROXY_HOPS', 0, 0, 10),
    metrics,
    introspection: read.bool('GRAPHQL_INTROSPECTION', !production),
    publicUrl: (read.url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
      /\/+$/,
      '',
    ),
    corsOrigins,
    role,
    jobsEnabled:
      role === 'worker' ||
      ((nodeEnv !== 'test' || jobsOnly.length > 0) && read.bool('JOBS_ENABLED', role === 'all')),
    jobsOnly,
    jobIntervalMs: read.int('JOB_INTERVAL_SECONDS', 60, 1, 3600) * 1000,
    shutdown,
    email: {
      smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
      from: emailFrom,
      linkSecret: emailLinkSecret,
      appUrl: (read.url('APP_URL', ['http:', 'https:']) ?? corsOrigins[0]!).replace(/\/+$/, ''),
    },
    webhooks: { allowLoopback: read.bool('WEBHOOKS_ALLOW_LOOPBACK', !production) },
    push,
    payments: {
      stripeSecretKey,
      stripeWebhookSecret,
      sandboxWebhookSecret: read.optional('PAYMENTS_SANDBOX_WEBHOOK_SECRET'),
      paystackCurrencies: read
        .list('PAYSTACK_PAYMENT_CURRENCIES', ['GHS', 'KES', 'NGN', 'ZAR'])
        .map((currency) => currency.toUpperCase()),
    },
    paystack: {
      secretKey: paystackSecretKey,
      baseUrl: (read.url('PAYSTACK_BASE_URL', ['http:', 'https:']) ?? 'https://api.paystack.co').replace(
        /\/+$/,
        '',
      ),
    },
    payouts: {
      provider: payoutsProvider,
      sandboxWebhookSecret: read.optional('PAYOUTS_SANDBOX_WEBHOOK_SECRET'),
    },
    limits: {
      maxDepth: read.int('LIMIT_MAX_DEPTH', 10, 1, 100),
      maxAliases: read.int('LIMIT_MAX_ALIASES', 30, 0, 1000),
      maxTokens: read.int('LIMIT_MAX_TOKENS', 2000, 100, 100_000),
      maxCost: read.int('LIMIT_MAX_COST', QUERY_COST_LIMITS.maximum, 1, 10_000_000),
      costBucketMax: read.int('LIMIT_COST_BUCKET_MAX', QUERY_COST_LIMITS.bucketMaximum, 1, 1_000_000_000),
      costRestoreRate: read.int('LIMIT_COST_RESTORE_RATE', QUERY_COST_LIMITS.restoreRate, 1, 1_000_000_000),
      maxPageSize: 100,
      maxSubscriptionsPerSocket: read.int('LIMIT_MAX_SUBSCRIPTIONS_PER_SOCKET', 20, 1, 1000),
      maxSubscriptionsPerUser: read.int('LIMIT_MAX_SUBSCRIPTIONS_PER_USER', 50, 1, 10_000),
    },
    storage: {
      driver: storageDriver,
      localDir: read.string('STORAGE_DIR', join(dataDir, 'uploads')),
      bucket,
      urlSecret,
      urlTtlSeconds: read.int('FILE_URL_TTL_SECONDS', 60, 10, 600),
    },
    uploads: {
      maxImageBytes: read.int('UPLOAD_MAX_IMAGE_BYTES', 10 * MB, 1, 1024 * MB),
      maxArchiveBytes: read.int('UPLOAD_MAX_ARCHIVE_BYTES', 25 * MB, 1, 1024 * MB),
      maxFiles: read.int('UPLOAD_MAX_FILES', 5, 1, 100),
      maxImagePixels: read.int('UPLOAD_MAX_IMAGE_PIXELS', 40_000_000, 1, 1_000_000_000),
      maxArchiveEntries: read.int('ARCHIVE_MAX_ENTRIES', 1000, 1, 1_000_000),
      maxArchiveUncompressedBytes: read.int('ARCHIVE_MAX_UNCOMPRESSED_BYTES', 200 * MB, 1, 100 * 1024 * MB),
      maxCompressionRatio: read.int('ARCHIVE_MAX_COMPRESSION_RATIO', 100, 1, 100_000),
    },
  };
}

/** A VAPID key's length once decoded: an uncompressed P-256 point, and a P-256 private scalar. */
const VAPID_KEY_BYTES = { VAPID_PUBLIC_KEY: 65, VAPID_PRIVATE_KEY: 32 } as const;

/**
 * Web Push: on by default outside production, and in production when the keys are set; on in
 * production without them is refused (every instance must sign with the pair browsers subscribed to).
 */
function readPush(read: ReturnType<typeof reader>, production: boolean, emailFrom: string): Config['push'] {
  const keys = Object.fromEntries(
    (Object.keys(VAPID_KEY_BYTES) as (keyof typeof VAPID_KEY_BYTES)[]).map((name) => {
      const value = read.optional(name);
      // Never echo a key, not even a malformed one.
      if (
        value &&
        (!/^[\w-]+$/.test(value) || Buffer.from(value, 'base64url').length !== VAPID_KEY_BYTES[name])
      )
        throw new ConfigError(
          `Invalid ${name}: expected ${VAPID_KEY_BYTES[name]} bytes in URL-safe base64 without padding`,
        );
      return [name, value];
    }),
  ) as Record<keyof typeof VAPID_KEY_BYTES, string | undefined>;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = keys;
  if (!publicKey !== !privateKey) {
    throw new ConfigError(
      `Missing ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: the VAPID keys go in pairs`,
    );
  }
  const enabled = read.bool('PUSH_ENABLED', !production || !!publicKey);
  if (enabled && production && !publicKey) {
    throw new ConfigError(
      'Missing VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY when PUSH_ENABLED=true and NODE_ENV=production',
    );
  }
  const address = /<([^>]+)>/.exec(emailFrom)?.[1] ?? emailFrom;
  const subject = read.string('VAPID_SUBJECT', `mailto:${address}`);
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError(
      `Invalid VAPID_SUBJECT: expected a mailto: address or an https:// URL, got "${subject}"`,
    );
  }
  return { enabled, vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined, subject };
}

/** Typed readers; an empty string counts as unset so `FOO=` in a .env file means "default". */
function reader(env: NodeJS.ProcessEnv) {
  const raw = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const fail = (name: string, expected: string, value: string) =>
    new ConfigError(`Invalid ${name}: expected ${expected}, got "${value}"`);

  return {
    optional: raw,
    string: (name: string, fallback: string) => raw(name) ?? fallback,
    int(name: string, fallback: number, min: number, max: number): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < min || n > max) {
        throw fail(name, `an integer between ${min} and ${max}`, value);
      }
      return n;
    },
    bool(name: string, fallback: boolean): boolean {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (['true', '1', 'yes'].includes(value)) return true;
      if (['false', '0', 'no'].includes(value)) return false;
      throw fail(name, 'true or false', value);
    },
    oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (!allowed.includes(value as T)) throw fail(name, `one of ${allowed.join(', ')}`, value);
      return value as T;
    },
    url(name: string, protocols: string[]): string | undefined {
      const value = raw(name);
      if (value === undefined) return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw fail(name, `a URL (${protocols.join(' or ')}//...)`, redact(value));
      }
      if (!protocols.includes(url.protocol)) {
        throw fail(name, `a URL (${protocols.join(' or ')}//...)`, redact(value));
      }
      return value;
    },
    list: (name: string, fallback: string[] = []) =>
      raw(name)
        ?.split(',')
        .map((item) => item.trim())
        .filter(Boolean) ?? fallback,
  };
}

/** Never echo a password from a connection string into logs. */
function redact(value: string): string {
  return value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
