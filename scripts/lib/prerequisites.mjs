// What the tests need that npm cannot install: Debian's Chromium (the end-to-end tests drive it),
// a Compose implementation (a test validates docker-compose.yml) and HAProxy (npm run stack). On
// a machine where the user may install Debian packages (root with apt-get) the missing ones are
// installed, as CI needs; elsewhere the run stops at once with the exact command to type.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Each need: how to tell it is met, and the Debian packages that meet it. */
export const NEEDS = {
  chromium: {
    what: 'Chromium for the end-to-end tests',
    met: (env) => isExecutable(env.CHROME_PATH ?? '/usr/bin/chromium'),
    packages: ['chromium', 'fonts-dejavu-core'],
  },
  compose: {
    what: 'docker compose (or docker-compose) to validate docker-compose.yml',
    met: (env) => composeWorks(env),
    packages: ['docker-compose'],
  },
  haproxy: {
    what: 'HAProxy, the load balancer of npm run stack and bench:rollout',
    met: (env) => onPath('haproxy', env) || isExecutable('/usr/sbin/haproxy'),
    packages: ['haproxy'],
  },
};

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command, env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function composeWorks(env) {
  if (onPath('docker-compose', env)) return true;
  if (!onPath('docker', env)) return false;
  const plugin = spawnSync('docker', ['compose', 'version'], { env, encoding: 'utf8' });
  return plugin.status === 0;
}

/** The command a person runs to install `packages`. */
export function installCommand(packages) {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * Makes sure every need in `names` is met. Missing ones are installed with apt-get when `canInstall`
 * (root with apt-get on PATH); otherwise, or when the install fails, throws an Error whose message
 * names what is missing and the exact command to run.
 */
export function ensurePrerequisites(
  names,
  { env = process.env, canInstall = canUseApt(env), run = runApt } = {},
) {
  const missing = names.map((name) => NEEDS[name]).filter((need) => !need.met(env));
  if (!missing.length) return { installed: [] };
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  const advice = `Missing: ${missing.map((need) => need.what).join('; ')}.\nInstall with:\n  ${installCommand(packages)}`;
  if (!canInstall) throw new Error(advice);
  console.log(`Installing Debian packages the tests need: ${packages.join(' ')}`);
  if (!run(packages, env)) throw new Error(`apt-get could not install them.\n${advice}`);
  const stillMissing = missing.filter((need) => !need.met(env));
  if (stillMissing.length) throw new Error(`Still missing after apt-get.\n${advice}`);
  return { installed: packages };
}

function canUseApt(env) {
  return process.getuid?.() === 0 && onPath('apt-get', env);
}

function runApt(packages, env) {
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] };
  if (spawnSync('apt-get', ['update', '-qq'], options).status !== 0) return false;
  const args = ['install', '-y', '-qq', '--no-install-recommends', ...packages];
  return spawnSync('apt-get', args, options).status === 0;
}

/** For the test runners: ensures the needs or prints why not and exits 1. */
export function requirePrerequisites(names) {
  try {
    ensurePrerequisites(names);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
