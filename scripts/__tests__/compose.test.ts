import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `docker compose` (v2 plugin) when present, else Debian's `docker-compose`; both validate offline. */
function composeConfig(): { status: number | null; stdout: string; stderr: string } {
  for (const [cmd, args] of [
    ['docker', ['compose', 'config']],
    ['docker-compose', ['config']],
  ] as const) {
    const result = spawnSync(cmd, [...args], { cwd: root, encoding: 'utf8' });
    if (result.error || /unknown command/.test(result.stderr)) continue;
    return result;
  }
  throw new Error(
    'Neither `docker compose` nor `docker-compose` is installed (.ci/run installs docker-compose).',
  );
}

test('docker-compose.yml is valid and defines the whole local stack', () => {
  const result = composeConfig();
  assert.equal(result.status, 0, result.stderr);
  for (const service of ['postgres', 'redis', 'auth-emulator', 'api', 'web']) {
    assert.match(result.stdout, new RegExp(`^  ${service}:`, 'm'), `service ${service} is missing`);
  }
  assert.match(result.stdout, /DATABASE_URL: postgresql:\/\/hostel:hostel@postgres:5432\/hostel/);
});
