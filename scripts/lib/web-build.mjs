// The production build of the web app in web/dist, made again whenever what it is built from changed
// since (its sources, the shared rules, the installed packages, the VITE_ settings): `npm start` after
// a pull or an edit serves the code that is there, never an older build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFiles } from './find-files.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function viteBuild(web, env) {
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  // Always the production build, whatever NODE_ENV the caller runs with.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Web build failed (exit ${result.status})`);
}

function inputsHash(root, env) {
  const web = join(root, 'web');
  const dir = (path, pattern) => (existsSync(path) ? findFiles(path, pattern) : []);
  const files = [
    ...dir(join(web, 'src'), /(?<!\.test\.tsx?)$/),
    ...dir(join(web, 'public'), /./),
    ...dir(join(root, 'common', 'src'), /(?<!\.test\.ts)$/),
    ...readdirSync(web, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(web, entry.name)),
    join(root, 'package-lock.json'),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  const settings = Object.entries(env).filter(([name]) => name.startsWith('VITE_'));
  for (const [name, value] of settings.sort()) hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

/**
 * Builds web/dist unless it is the build of these inputs already; true when it built.
 * (`root` and `build` are the repository and Vite's build but for the tests.)
 */
export function ensureWebBuild(env = process.env, { root = repoRoot, build = viteBuild } = {}) {
  const dist = join(root, 'web', 'dist');
  const stampFile = join(dist, '.built-from');
  const hash = inputsHash(root, env);
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  if (built === hash && existsSync(join(dist, 'index.html'))) return false;
  build(join(root, 'web'), env);
  mkdirSync(dist, { recursive: true });
  writeFileSync(stampFile, hash);
  return true;
}
