// Starts (or reuses) the Firebase Authentication emulator from firebase-tools. No network and no
// Java are needed for the auth emulator; the project id starts with `demo-`, so no real project.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const firebaseBin = `${root}/node_modules/firebase-tools/lib/bin/firebase.js`;

export async function isEmulatorUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Ensures an auth emulator answers on `host` ("127.0.0.1:9099"). Returns a stop function
 * (a no-op when an emulator was already running there).
 */
export async function ensureAuthEmulator({
  host = '127.0.0.1:9099',
  projectId = 'demo-hostel',
  log = true,
} = {}) {
  if (await isEmulatorUp(host)) return { stop: async () => {}, reused: true };
  const port = host.split(':')[1];
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      `${root}/firebase.json`,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_PORT: port,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_EXPERIMENTS: '',
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    },
  );
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (log === 'verbose') process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 60_000;
  while (!(await isEmulatorUp(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (log) console.log(`Firebase Auth emulator ready on http://${host} (project ${projectId})`);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      child.kill('SIGINT');
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  return { stop, reused: false };
}
