import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('ROLE', () => {
  test('npm start and development run everything in one process, jobs included', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    assert.equal(config.role, 'all');
    assert.equal(config.jobsEnabled, true);
  });

  test('an API instance runs no jobs unless JOBS_ENABLED=true', () => {
    assert.equal(loadConfig({ NODE_ENV: 'development', ROLE: 'api' }).jobsEnabled, false);
    assert.equal(
      loadConfig({ NODE_ENV: 'development', ROLE: 'api', JOBS_ENABLED: 'true' }).jobsEnabled,
      true,
    );
  });

  test('a worker always runs jobs, even under NODE_ENV=test, and refuses JOBS_ENABLED=false', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test', ROLE: 'worker' }).jobsEnabled, true);
    assert.throws(
      () => loadConfig({ ROLE: 'worker', JOBS_ENABLED: 'false' }),
      (error: Error) => error instanceof ConfigError && /JOBS_ENABLED/.test(error.message),
    );
  });

  test('an unknown role, or the web server role given to the API, is refused by name', () => {
    assert.throws(
      () => loadConfig({ ROLE: 'jobs' }),
      /Invalid ROLE: expected one of all, api, worker, got "jobs"/,
    );
    assert.throws(() => loadConfig({ ROLE: 'web' }), /Invalid ROLE: "web" is the web server's role/);
  });
});
