import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';

const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** Runs the real API entry point with `env` and returns how it ended (it must end on its own). */
function runMain(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.firebaseProjectId, 'demo-hostel');
    assert.equal(config.publicUrl, 'http://localhost:4000');
    assert.equal(config.introspection, true);
    assert.deepEqual(config.limits, {
      maxDepth: 10,
      maxAliases: 30,
      maxTokens: 2000,
      maxCost: 5000,
      costBucketMax: 50_000,
      costRestoreRate: 5000,
      maxPageSize: 100,
      maxSubscriptionsPerSocket: 20,
      maxSubscriptionsPerUser: 50,
    });
    assert.equal(config.uploads.maxImageBytes, 10 * 1024 * 1024);
    assert.equal(config.uploads.maxArchiveBytes, 25 * 1024 * 1024);
    assert.equal(config.storage.localDir, `${config.dataDir}/uploads`);
    assert.deepEqual(config.corsOrigins, ['http://localhost:5173']);
  });

  it('reads lists, switches and limits', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      GRAPHQL_INTROSPECTION: 'false',
      LIMIT_MAX_DEPTH: '7',
      UPLOAD_MAX_FILES: '3',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    assert.deepEqual(config.adminEmails, ['boss@example.com', 'ops@example.com']);
    assert.equal(config.introspection, false);
    assert.equal(config.limits.maxDepth, 7);
    assert.equal(config.uploads.maxFiles, 3);
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
  });

  it('names the variable in one line when a value is wrong', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'Invalid PORT: expected an integer between 0 and 65535, got "abc"'],
      [{ PORT: '70000' }, 'Invalid PORT: expected an integer between 0 and 65535, got "70000"'],
      [
        { NODE_ENV: 'staging' },
        'Invalid NODE_ENV: expected one of development, test, production, got "staging"',
      ],
      [
        { DATABASE_URL: 'mysql://x' },
        'Invalid DATABASE_URL: expected a URL (postgres: or postgresql://...), got "mysql://x"',
      ],
      [
        { GRAPHQL_INTROSPECTION: 'maybe' },
        'Invalid GRAPHQL_INTROSPECTION: expected true or false, got "maybe"',
      ],
      [
        { STORAGE_DRIVER: 'firebase' },
        'Missing FIREBASE_STORAGE_BUCKET: required when STORAGE_DRIVER=firebase',
      ],
    ];
    for (const [env, message] of cases) {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.equal(error.message, message);
          assert.doesNotMatch(error.message, /\n/);
          return true;
        },
      );
    }
  });

  it('refuses the emulator, and demo projects, in production', () => {
    assert.throws(
      () =>
        loadConfig({
          NODE_ENV: 'production',
          FIREBASE_PROJECT_ID: 'hostel-prod',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }),
      /^ConfigError: Invalid FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production/,
    );
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production' }),
      /Invalid FIREBASE_PROJECT_ID: a real Firebase project/,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'hostel-prod' }).introspection,
      false,
    );
  });

  it('allows webhooks to loopback outside production only', () => {
    assert.equal(loadConfig({}).webhooks.allowLoopback, true);
    assert.equal(loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: 'false' }).webhooks.allowLoopback, false);
    const production = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'hostel-prod' };
    assert.equal(loadConfig(production).webhooks.allowLoopback, false);
    assert.throws(
      () => loadConfig({ ...production, WEBHOOKS_ALLOW_LOOPBACK: 'true' }),
      /^ConfigError: Invalid WEBHOOKS_ALLOW_LOOPBACK: must not be true when NODE_ENV=production/,
    );
  });

  it('never echoes a database password', () => {
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'http://admin:s3cret@db/x' }),
      (error: Error) => {
        assert.doesNotMatch(error.message, /s3cret/);
        return true;
      },
    );
  });

  it('signs document links with FILE_URL_SECRET, else a random key per process, never echoed', () => {
    const secret = 'a-file-url-secret-shared-by-all-instances';
    assert.equal(loadConfig({ FILE_URL_SECRET: secret }).storage.urlSecret, secret);
    const [first, second] = [loadConfig({}).storage, loadConfig({}).storage];
    assert.notEqual(first.urlSecret, second.urlSecret);
    assert.ok(first.urlSecret.length >= 32);
    assert.equal(first.urlTtlSeconds, 60);
    assert.equal(loadConfig({ FILE_URL_TTL_SECONDS: '300' }).storage.urlTtlSeconds, 300);
    assert.throws(
      () => loadConfig({ FILE_URL_SECRET: 'short-s3cret' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.message, 'Invalid FILE_URL_SECRET: expected at least 32 characters, got 12');
        return true;
      },
    );
    assert.throws(
      () => loadConfig({ FILE_URL_TTL_SECONDS: '3600' }),
      /^ConfigError: Invalid FILE_URL_TTL_SECONDS: expected an integer between 10 and 600, got "3600"$/,
    );
  });

  it('makes the API process print one line and exit 1', () => {
    const badPort = runMain({ PORT: 'abc' });
    assert.equal(badPort.status, 1);
    assert.equal(badPort.stderr, 'Invalid PORT: expected an integer between 0 and 65535, got "abc"');
    const emulatorInProduction = runMain({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'hostel-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    assert.equal(emulatorInProduction.status, 1);
    assert.match(emulatorInProduction.stderr, /^Invalid FIREBASE_AUTH_EMULATOR_HOST: [^\n]+$/);
  });
});
